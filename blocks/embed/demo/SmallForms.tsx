// The three small forms (newsletter, Stride waitlist, report entry): the same pattern as the demo
// form, with their own schema. Each thanks the visitor in their language; a duplicate address gets
// the same thanks as a new one, so the form never reveals who has signed up. Each is a plain form
// posted to its page before (or without) JavaScript; the server answers with the page, showing this
// form's messages and values (`initial`), or redirects to its thanks.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { WAITLIST_ROLES, type FieldErrors } from '#schemas/form-values';
import type { MessageId } from '#kit/i18n/messages';
import {
  CheckField,
  EmailField,
  fieldsOf,
  FormNotice,
  FormShell,
  Honeypot,
  keepFocus,
  keptRegister,
  PlainPostFields,
  TextField,
  useErrorText,
  useMessageId,
  useServerErrors,
  type FieldsOf,
} from '#kit/forms/fields';
import type { WidgetProps } from '../widget-props';
import { RoleField } from './RoleField';
import { readInitial } from '#kit/forms/initial';
import { usePrefill } from '#kit/forms/prefill';
import { postForm, preloadSend } from '#kit/forms/send';
import { formSchemas, lazyResolver, type LazyResolver } from '#kit/forms/validation';
import styles from '#kit/forms/forms.module.css';

type SmallFormProps<S extends z.ZodMiniType<FieldValues, FieldValues>> = {
  labelledBy: string;
  block: string;
  initial: string | null;
  kind: 'newsletter' | 'waitlist' | 'report';
  validation: LazyResolver<S>;
  defaults: DefaultValues<z.input<S>>;
  submitLabel: MessageId;
  thanks: MessageId;
  /** The form's fields, listed with the kit's (kit/forms/fields.tsx). */
  children: (fields: FieldsOf<z.input<S>>) => ReactNode;
};

/** The values a plain post kept, as the form's defaults (a checked box comes back as "on"). */
function fromServer(values: Record<string, string>): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'consent' ? v === 'on' || v === 'true' : v]));
}

function SmallForm<S extends z.ZodMiniType<FieldValues, FieldValues>>({
  labelledBy,
  block,
  initial: initialJson,
  kind,
  validation,
  defaults,
  submitLabel,
  thanks,
  children,
}: SmallFormProps<S>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const messageId = useMessageId();
  const [initial] = useState(() => readInitial(initialJson));
  const server = useServerErrors(initial?.errors);
  const honeypot = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(initial?.done != null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(initial?.problem ?? null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: validation.resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { ...defaults, ...fromServer(initial?.values ?? {}) },
  });
  const { register: registerField, handleSubmit, formState, getValues, setError, setValue } = form;
  // A signed-in visitor finds their e-mail filled in (every small form asks for one).
  usePrefill((visitor) => {
    const email = 'email' as Path<z.input<S>>;
    if (visitor.email && !getValues(email)) setValue(email, visitor.email as PathValue<z.input<S>, Path<z.input<S>>>);
  });
  const register = keptRegister(registerField, initial?.values ?? {}, server.clear);

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
    const e = formState.errors[name] ?? server.error(name);
    if (!e || typeof e.message !== 'string') return null;
    // Messages that name what was typed (SPEC §5's coordinates: 'but was: {value}') get it here.
    const typed: unknown = getValues(name);
    return errorText({ message: e.message, values: { value: typeof typed === 'string' || typeof typed === 'number' ? String(typed).trim() : '' } });
  };

  const problemId = messageId(problem);
  return (
    <FormShell
      labelledBy={labelledBy}
      state="form"
      onFocus={() => {
        validation.preload();
        preloadSend();
      }}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      {problemId && <FormNotice id={problemId} fromServer={problem === initial?.problem} />}
      {children(fieldsOf(register, error, server.autoFocus))}
      <Honeypot inputRef={honeypot} />
      <PlainPostFields kind={kind} block={block} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={sending} onMouseDown={keepFocus}>
          {sending ? <FormattedMessage id="form.sending" /> : <FormattedMessage id={submitLabel} />}
        </button>
      </div>
    </FormShell>
  );
}

const newsletterValidation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.newsletterSchema })));
const waitlistValidation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.waitlistSchema })));
const reportValidation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.reportSchema })));

export function NewsletterForm(props: WidgetProps) {
  return (
    <SmallForm {...props} kind="newsletter" validation={newsletterValidation} defaults={{ email: '' }} submitLabel="form.subscribe" thanks="form.subscribed">
      {(fields) => (
        <>
          <EmailField field={fields('email')} />
          <CheckField field={fields('consent')} label="form.newsletterConsent.label" />
        </>
      )}
    </SmallForm>
  );
}

export function WaitlistForm(props: WidgetProps) {
  return (
    <SmallForm
      {...props}
      kind="waitlist"
      validation={waitlistValidation}
      defaults={{ email: '', company: '' }}
      submitLabel="form.joinWaitlist"
      thanks="form.joined"
    >
      {(fields) => (
        <>
          <EmailField field={fields('email')} />
          <RoleField field={fields('role')} roles={WAITLIST_ROLES} />
          <TextField field={fields('company')} label="form.companyOptional.label" autoComplete="organization" />
        </>
      )}
    </SmallForm>
  );
}

export function ReportForm(props: WidgetProps) {
  return (
    <SmallForm
      {...props}
      kind="report"
      validation={reportValidation}
      defaults={{ address: '', email: '', latitude: '', longitude: '' }}
      submitLabel="form.getReport"
      thanks="form.reportRequested"
    >
      {(fields) => (
        <>
          <TextField field={fields('address')} label="form.address.label" autoComplete="address-line1" required />
          <EmailField field={fields('email')} />
          <TextField field={fields('latitude')} label="form.latitude.label" inputMode="decimal" />
          <TextField field={fields('longitude')} label="form.longitude.label" inputMode="decimal" />
        </>
      )}
    </SmallForm>
  );
}
