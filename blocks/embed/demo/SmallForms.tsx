// The three small forms (newsletter, Stride waitlist, report entry): the same pattern as the demo
// form, with their own schema. Each thanks the visitor in their language; a duplicate address gets
// the same thanks as a new one, so the form never reveals who has signed up.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { WAITLIST_ROLES, type FieldErrors } from '../../../schemas/form-values';
import type { MessageId } from '../../_shared/i18n/messages';
import { Checkbox, Field, Honeypot, keepFocus, useErrorText } from './fields';
import { formAction, postForm, type FormProblem } from './submit';
import { formSchemas, lazyResolver, type LazyResolver } from './validation';
import styles from './forms.module.css';

type SmallFormProps<S extends z.ZodMiniType<FieldValues, FieldValues>> = {
  labelledBy: string;
  kind: 'newsletter' | 'waitlist' | 'report';
  validation: LazyResolver<S>;
  defaults: DefaultValues<z.input<S>>;
  submitLabel: MessageId;
  thanks: MessageId;
  children: (register: UseFormRegister<z.input<S>>, error: (name: Path<z.input<S>>) => string | null) => ReactNode;
};

function SmallForm<S extends z.ZodMiniType<FieldValues, FieldValues>>({ labelledBy, kind, validation, defaults, submitLabel, thanks, children }: SmallFormProps<S>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const honeypot = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: validation.resolver, mode: 'onBlur', reValidateMode: 'onChange', shouldFocusError: true, defaultValues: defaults });
  const { register, handleSubmit, formState, getValues, setError } = form;

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const applyServerErrors = (errors: FieldErrors) => {
    let first = true;
    for (const [name, e] of Object.entries(errors)) {
      if (!(name in getValues())) continue;
      setError(name as Path<z.input<S>>, { type: 'server', message: e.message }, { shouldFocus: first });
      first = false;
    }
  };

  const onValid = async () => {
    if (sending) return;
    setProblem(null);
    setSending(true);
    const result = await postForm(kind, { ...getValues(), website: honeypot.current?.value ?? '' }, intl.locale);
    setSending(false);
    if (result.ok) return setSent(true);
    if (result.fieldErrors) applyServerErrors(result.fieldErrors);
    setProblem(result.problem);
  };

  if (sent) {
    return (
      <div className={styles.form} data-form-state="sent">
        <p ref={done} tabIndex={-1} role="status" className={styles.label}>
          <FormattedMessage id={thanks} />
        </p>
      </div>
    );
  }

  const error = (name: Path<z.input<S>>): string | null => {
    const e = formState.errors[name];
    if (!e || typeof e.message !== 'string') return null;
    // Messages that name what was typed (SPEC §5's coordinates: 'but was: {value}') get it here.
    const typed: unknown = getValues(name);
    return errorText({ message: e.message, values: { value: String(typed ?? '').trim() } });
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={formAction(kind)}
      aria-labelledby={labelledBy}
      noValidate
      onFocus={validation.preload}
      onSubmit={handleSubmit(onValid)}
      data-form-state="form"
    >
      {problem && (
        <p className={styles.notice} role="alert">
          <FormattedMessage id={problem} />
        </p>
      )}
      {children(register, error)}
      <Honeypot inputRef={honeypot} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={sending} onMouseDown={keepFocus}>
          {sending ? <FormattedMessage id="form.sending" /> : <FormattedMessage id={submitLabel} />}
        </button>
      </div>
    </form>
  );
}

const newsletterValidation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.newsletterSchema })));
const waitlistValidation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.waitlistSchema })));
const reportValidation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.reportSchema })));

export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  return (
    <SmallForm labelledBy={labelledBy} kind="newsletter" validation={newsletterValidation} defaults={{ email: '' }} submitLabel="form.subscribe" thanks="form.subscribed">
      {(register, error) => (
        <>
          <Field label={<FormattedMessage id="form.email.label" />} error={error('email')} required>
            {({ id, describedBy, invalid }) => <input id={id} type="email" className={styles.input} autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...register('email')} />}
          </Field>
          <Checkbox
            label={<FormattedMessage id="form.newsletterConsent.label" />}
            error={error('consent')}
            input={({ id, describedBy }) => <input id={id} type="checkbox" aria-describedby={describedBy} aria-invalid={Boolean(error('consent'))} {...register('consent')} />}
          />
        </>
      )}
    </SmallForm>
  );
}

export function WaitlistForm({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl();
  return (
    <SmallForm labelledBy={labelledBy} kind="waitlist" validation={waitlistValidation} defaults={{ email: '', company: '' }} submitLabel="form.joinWaitlist" thanks="form.joined">
      {(register, error) => (
        <>
          <Field label={<FormattedMessage id="form.email.label" />} error={error('email')} required>
            {({ id, describedBy, invalid }) => <input id={id} type="email" className={styles.input} autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...register('email')} />}
          </Field>
          <Field label={<FormattedMessage id="form.role.label" />} error={error('role')} required>
            {({ id, describedBy, invalid }) => (
              <select id={id} className={styles.input} aria-describedby={describedBy} aria-invalid={invalid} defaultValue="" {...register('role')}>
                <option value="" disabled>
                  {intl.formatMessage({ id: 'form.role.placeholder' })}
                </option>
                {WAITLIST_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {intl.formatMessage({ id: `form.role.${r}` })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={<FormattedMessage id="form.companyOptional.label" />} error={error('company')}>
            {({ id, describedBy, invalid }) => <input id={id} className={styles.input} autoComplete="organization" aria-describedby={describedBy} aria-invalid={invalid} {...register('company')} />}
          </Field>
        </>
      )}
    </SmallForm>
  );
}

export function ReportForm({ labelledBy }: { labelledBy: string }) {
  return (
    <SmallForm labelledBy={labelledBy} kind="report" validation={reportValidation} defaults={{ address: '', email: '', latitude: '', longitude: '' }} submitLabel="form.getReport" thanks="form.reportRequested">
      {(register, error) => (
        <>
          <Field label={<FormattedMessage id="form.address.label" />} error={error('address')} required>
            {({ id, describedBy, invalid }) => <input id={id} className={styles.input} autoComplete="address-line1" aria-describedby={describedBy} aria-invalid={invalid} {...register('address')} />}
          </Field>
          <Field label={<FormattedMessage id="form.email.label" />} error={error('email')} required>
            {({ id, describedBy, invalid }) => <input id={id} type="email" className={styles.input} autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...register('email')} />}
          </Field>
          <Field label={<FormattedMessage id="form.latitude.label" />} error={error('latitude')}>
            {({ id, describedBy, invalid }) => <input id={id} inputMode="decimal" className={styles.input} aria-describedby={describedBy} aria-invalid={invalid} {...register('latitude')} />}
          </Field>
          <Field label={<FormattedMessage id="form.longitude.label" />} error={error('longitude')}>
            {({ id, describedBy, invalid }) => <input id={id} inputMode="decimal" className={styles.input} aria-describedby={describedBy} aria-invalid={invalid} {...register('longitude')} />}
          </Field>
        </>
      )}
    </SmallForm>
  );
}
