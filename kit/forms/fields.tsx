// Form fields shared by the widgets: a label, the control, and its message, announced and tied to
// the control (aria-describedby, aria-invalid), so screen readers hear the error with the field.
import { useId, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { FORM_FIELDS, FORM_TICKET_PLACEHOLDER, type FieldErrors } from '#schemas/form-values';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldError, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { MessageId } from '../i18n/messages';
import styles from './forms.module.css';
import { pageTicket } from './ticket';

export type ServerError = { message: string; values?: Record<string, string> };

/** The island has only its own messages (decision 0008): a message id is known if they hold it. */
const knows = (messages: object, id: string): id is MessageId => Object.hasOwn(messages, id);

/** A field's message: react-hook-form's (a message id from the zod schema) or the server's. */
export function useErrorText() {
  const intl = useIntl();
  return (error: FieldError | ServerError | undefined): string | null => {
    if (!error?.message) return null;
    const values = 'values' in error ? error.values : undefined;
    return intl.formatMessage({ id: knows(intl.messages, error.message) ? error.message : 'form.invalid' }, values);
  };
}

type FormShellProps = Pick<ComponentProps<'form'>, 'onFocus' | 'onPointerDown' | 'onSubmit' | 'children'> & {
  labelledBy: string;
  /** Where the form stands (`data-form-state`: the tests and the styles read it). */
  state: string;
};

/**
 * A widget's form: a plain post to its page (before or without JavaScript the server answers it), which
 * the island checks itself (`noValidate`: the messages are the kit's, not the browser's).
 */
export function FormShell({ labelledBy, state, ...props }: FormShellProps) {
  return <form className={styles.form} method="post" aria-labelledby={labelledBy} noValidate data-form-state={state} {...props} />;
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

const focusWhenShown = (notice: HTMLElement | null) => notice?.focus();

/**
 * A problem with the whole send (too many attempts, the CMS away, a time just taken) shows at the top
 * of the form, which a visitor who pressed the button further down, on a phone, cannot see. A notice
 * that a send brought takes the focus when it appears: it scrolls into view below the sticky header
 * (scroll-padding-top) and is read out; a plain post's answer does the same with autoFocus. Not for
 * answers that name fields: the first invalid field takes the focus then.
 */
export function FormNotice({ id, fromServer }: { id: MessageId; fromServer: boolean }) {
  return (
    <p
      key={id}
      ref={fromServer || id === 'form.invalid' ? undefined : focusWhenShown}
      className={styles.notice}
      role="alert"
      tabIndex={-1}
      autoFocus={fromServer}
    >
      <FormattedMessage id={id} />
    </p>
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

/**
 * One field as its form hands it to the kit's fields: its control's props (react-hook-form's, with
 * the value a plain post kept: `keptRegister`; in a story, a name and a value), its message, and
 * whether the page opens on it (after a plain post, the first field the server found wrong).
 */
export type BoundField = {
  control: Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string; defaultChecked?: boolean };
  error: string | null;
  autoFocus: boolean;
};

/** A form's fields by name (`fields('email')`), for the kit's fields below. */
export type FieldsOf<T extends FieldValues> = (name: Path<T>) => BoundField;

export function fieldsOf<T extends FieldValues>(
  register: KeptRegister<T>,
  error: (name: Path<T>) => string | null,
  autoFocus: (name: string) => boolean,
): FieldsOf<T> {
  return (name) => ({ control: register(name), error: error(name), autoFocus: autoFocus(name) });
}

/** The control's props as the kit's fields hand them to it: the field's, tied to its label and message. */
type ControlProps = BoundField['control'] & { id: string; 'aria-describedby': string | undefined; 'aria-invalid': boolean; autoFocus: boolean };

type FieldProps = {
  field: BoundField;
  label: MessageId;
  required?: boolean;
  /** A checkbox: its label beside it, after it. */
  check?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/** A label, the control (`children`) and its message, tied together. */
function Field({ field: { control, error, autoFocus }, label, required, check, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const intl = useIntl();
  const input = children({ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': Boolean(error), autoFocus, ...control });
  return (
    <div className={styles.field}>
      {check ? (
        <div className={styles.check}>
          {input}
          <label htmlFor={id}>
            <FormattedMessage id={label} />
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className={styles.label}>
            <FormattedMessage id={label} />
            {required && <span className={styles.required}> ({intl.formatMessage({ id: 'form.required' })})</span>}
          </label>
          {input}
        </>
      )}
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}

type KitFieldProps = { field: BoundField; label: MessageId; required?: boolean };

/** A one-line text field (an e-mail address, a phone number, a number typed as text). */
export function TextField({
  field,
  label,
  required,
  ...input
}: KitFieldProps & { type?: 'email' | 'tel'; inputMode?: 'decimal' | 'numeric'; autoComplete?: string }) {
  return (
    <Field field={field} label={label} required={required}>
      {(control) => <input {...control} {...input} className={styles.input} />}
    </Field>
  );
}

/** The visitor's e-mail address (every form that answers by e-mail asks it). */
export function EmailField({ field }: { field: BoundField }) {
  return <TextField field={field} label="form.email.label" type="email" autoComplete="email" required />;
}

/** A choice from a list, which starts on its placeholder (not a choice itself). */
export function SelectField<O extends string>({
  placeholder,
  options,
  optionLabel,
  ...field
}: KitFieldProps & { placeholder: MessageId; options: readonly O[]; optionLabel: (option: O) => MessageId }) {
  const intl = useIntl();
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={styles.input}>
          <option value="" disabled>
            {intl.formatMessage({ id: placeholder })}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: optionLabel(option) })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it and its message under it (consent). */
export function CheckField(props: { field: BoundField; label: MessageId }) {
  return (
    <Field {...props} check>
      {(control) => <input {...control} type="checkbox" />}
    </Field>
  );
}

/**
 * What a plain post (before or without JavaScript) needs besides the fields: which form and block it
 * is, and the page's ticket (the server fills it in every page it sends; the ticket's time tells a
 * person from a script that posts at once).
 */
export function PlainPostFields({ kind, block }: { kind: string; block: string }) {
  // In the browser, the ticket the server filled in (hydration would otherwise put the placeholder
  // back, and a form the browser then posts itself would be refused as a script's).
  const [ticket] = useState(() => pageTicket() || FORM_TICKET_PLACEHOLDER);
  return (
    <>
      <input type="hidden" name={FORM_FIELDS.kind} value={kind} />
      <input type="hidden" name={FORM_FIELDS.block} value={block} />
      <input type="hidden" name={FORM_FIELDS.ticket} defaultValue={ticket} suppressHydrationWarning />
    </>
  );
}

/** A server-rendered field error (after a plain post) is shown until the visitor changes the field. */
export function useServerErrors(initial: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(initial ?? {});
  const first = Object.keys(initial ?? {})[0] ?? null;
  return {
    error: (name: string): ServerError | undefined => errors[name],
    /** The field to focus when the page opens (the browser does it: `autofocus` works without JavaScript). */
    autoFocus: (name: string) => name === first,
    clear: (name: string) => setErrors((e) => (name in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e)),
  };
}

/** A message id from the server, if the island knows it (else the generic "invalid" message). */
export function useMessageId() {
  const intl = useIntl();
  return (id: string | null): MessageId | null => (id === null ? null : knows(intl.messages, id) ? id : 'form.invalid');
}

/** A field's props: react-hook-form's, with what the visitor typed before a plain post as its HTML default. */
export type KeptRegister<T extends FieldValues> = (name: Path<T>) => UseFormRegisterReturn<Path<T>> & { defaultValue?: string; defaultChecked?: boolean };

/**
 * react-hook-form's register, for forms the server renders: the server's HTML carries the values a
 * plain post kept (react-hook-form itself only sets values in the browser), and a field the server
 * found wrong keeps its message until the visitor changes it (`onChange` hears every change).
 */
export function keptRegister<T extends FieldValues>(
  register: UseFormRegister<T>,
  values: Record<string, string>,
  onChange: (name: string, event: { target: unknown }) => void,
): KeptRegister<T> {
  return (name) => {
    const field = register(name);
    const kept = values[name];
    return {
      ...field,
      ...(name === 'consent' ? { defaultChecked: kept === 'on' || kept === 'true' } : { defaultValue: kept ?? '' }),
      onChange: (event) => {
        onChange(name, event);
        return field.onChange(event);
      },
    };
  };
}
