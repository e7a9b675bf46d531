// A plain form's text field, outside react-hook-form (the account's sign-in island, /my-data, the booked
// demo's day): its label, the input in the form kit's style, and the message that names what is wrong
// with it, tied to it. The widgets' fields, with react-hook-form, are fields.tsx's.
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import formStyles from './forms.module.css';

type Props = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: MessageId;
  /** What is wrong with the value (said under the field, which is marked invalid); null when nothing. */
  error?: MessageId | null;
  /** Marked invalid without a message of its own (the form's notice says why). */
  invalid?: boolean;
  /** Under the input (a button that acts on it). */
  after?: ReactNode;
};

export function LabelledInput({ id, label, error = null, invalid = false, after, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        className={formStyles.input}
        aria-invalid={error !== null || invalid || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {after}
      {error && (
        <p id={errorId} className={formStyles.error}>
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  );
}
