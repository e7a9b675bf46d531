// Form fields shared by the widgets: a label, the control, and its message, announced and tied to
// the control (aria-describedby, aria-invalid), so screen readers hear the error with the field.
import { useId, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import type { MessageId } from '../../_shared/i18n/messages';
import styles from './forms.module.css';

export type ServerError = { message: string; values?: Record<string, string> };

/** A field's message: react-hook-form's (a message id from the zod schema) or the server's. */
export function useErrorText() {
  const intl = useIntl();
  // The island has only its own messages (decision 0008): a message id is known if they hold it.
  const known = (id: string): id is MessageId => Object.hasOwn(intl.messages, id);
  return (error: FieldError | ServerError | undefined): string | null => {
    if (!error?.message) return null;
    const values = 'values' in error ? error.values : undefined;
    return intl.formatMessage({ id: known(error.message) ? error.message : 'form.invalid' }, values);
  };
}

type FieldProps = {
  label: ReactNode;
  error: string | null;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

export function Field({ label, error, required = false, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const intl = useIntl();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required}> ({intl.formatMessage({ id: 'form.required' })})</span>}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}

/** A field bots fill and people never see (it is off-screen, out of the tab order, and unlabelled for assistive tech). */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {intl.formatMessage({ id: 'form.honeypot' })}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * Pressing the button must not first blur the field being typed in: that blur shows the field's
 * message, the form grows, and the button moves out from under the pointer before the click lands.
 * The submit then validates every field at once.
 */
export function keepFocus(event: { preventDefault(): void }) {
  event.preventDefault();
}

/** A checkbox with its label beside it and its message under it (consent). */
export function Checkbox({ label, error, input }: { label: ReactNode; error: string | null; input: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        {input({ id, describedBy: error ? `${id}-error` : undefined })}
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}
