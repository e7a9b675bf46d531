// The demo request, and the demo booking built on it (SPEC §4): form -> time chooser (loading, then
// the day's times or the empty-day message) -> confirm ('Booking...') -> thanks. Going back keeps
// everything typed (react-hook-form keeps unmounted fields). The zod schema is the server's, so
// the browser shows the same messages the server would answer.
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEMO_ROLE_VALUES, type FieldErrors } from '../../../schemas/form-values';
import type { DemoRequest, DemoRequestInput } from '../../../schemas/forms';
import { trackConversion } from '../../_shared/analytics';
import { Checkbox, Field, Honeypot, keepFocus, useErrorText } from './fields';
import { formAction, postForm, type FormProblem } from './submit';
import { formSchemas, lazyResolver } from './validation';
import styles from './forms.module.css';

type Step = 'form' | 'time' | 'booked' | 'requested';

const validation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.demoRequestSchema })));
type Day = { day: string; slots: string[]; firstDay: string; lastDay: string };
type TimesState = { status: 'idle' } | { status: 'loading'; day: string } | { status: 'ready'; data: Day } | { status: 'failed'; day: string };

/** The visitor's own zone: times are shown, and the booking recorded, in it. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function DemoForm({ labelledBy, booking }: { labelledBy: string; booking: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>('form');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [times, setTimes] = useState<TimesState>({ status: 'idle' });
  const [slot, setSlot] = useState<string | null>(null);
  const [bookedAt, setBookedAt] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const ids = { day: useId(), times: useId() };

  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver: validation.resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { name: '', company: '', email: '', industry: '' },
  });
  const { register, handleSubmit, watch, formState, setError, getValues } = form;
  const role = watch('role');

  // Focus follows the flow: each new step's heading is announced and takes the focus.
  useEffect(() => {
    if (step !== 'form') stepHeading.current?.focus();
  }, [step]);

  const serverErrors = (errors: FieldErrors) => {
    setStep('form');
    const fields = ['name', 'company', 'email', 'role', 'industry', 'consent'] as const;
    let first = true;
    for (const f of fields) {
      const e = errors[f];
      if (e) {
        setError(f, { type: 'server', message: e.message }, { shouldFocus: first });
        first = false;
      }
    }
  };

  const loadTimes = async (day: string) => {
    setSlot(null);
    setTimes({ status: 'loading', day });
    try {
      const res = await fetch(`/api/demo/availability?day=${encodeURIComponent(day)}`);
      if (!res.ok) throw new Error(String(res.status));
      const body: unknown = await res.json();
      if (!isDay(body)) throw new Error('unexpected answer');
      setTimes({ status: 'ready', data: body });
    } catch {
      setTimes({ status: 'failed', day });
    }
  };

  const send = async (withSlot: string | null) => {
    setProblem(null);
    setSending(true);
    const values = { ...getValues(), website: honeypot.current?.value ?? '' };
    const result = await postForm('demo', { ...values, ...(withSlot ? { slot: withSlot, timeZone: visitorZone() } : {}) }, intl.locale);
    setSending(false);
    if (result.ok) {
      if (withSlot) setBookedAt(withSlot);
      // A booking and a request are both leads; the reference makes a repeat count once.
      if (result.reference) trackConversion({ transactionId: result.reference, formName: withSlot ? 'demo_booking' : 'demo_request' });
      setStep(withSlot ? 'booked' : 'requested');
      return;
    }
    if (result.fieldErrors) return serverErrors(result.fieldErrors);
    if (result.problem === 'form.slotTaken' && times.status === 'ready') {
      setTimes({ status: 'ready', data: { ...times.data, slots: result.slots ?? [] } });
      setSlot(null);
    }
    setProblem(result.problem);
  };

  const onValid = async () => {
    if (!booking) return send(null);
    setStep('time');
    if (times.status === 'idle') await loadTimes(tomorrow());
  };

  const timeLabel = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });
  // The zone's name in the visitor's language ('Pacific Standard Time', 'heure normale du Pacifique').
  const zoneName =
    new Intl.DateTimeFormat(intl.locale, { timeZoneName: 'long' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? visitorZone();

  if (step === 'booked' || step === 'requested') {
    return (
      <div className={styles.form} data-form-state={step}>
        <div className={styles.done} role="status">
          <h3 ref={stepHeading} tabIndex={-1}>
            {step === 'booked' ? <FormattedMessage id="form.booked.title" /> : <FormattedMessage id="form.requested" />}
          </h3>
          {step === 'booked' && (
            <>
              {bookedAt && (
                <p>
                  <FormattedMessage id="form.booked.when" values={{ when: intl.formatDate(bookedAt, { dateStyle: 'full', timeStyle: 'short' }) }} />
                </p>
              )}
              <p>
                <FormattedMessage id="form.booked.body" />
              </p>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={formAction('demo')}
      aria-labelledby={labelledBy}
      noValidate
      onFocus={validation.preload}
      onSubmit={handleSubmit(onValid)}
      data-form-state={step}
    >
      {problem && (
        <p className={styles.notice} role="alert">
          <FormattedMessage id={problem} />
        </p>
      )}
      <div hidden={step !== 'form'}>
        <div className={styles.fields}>
          <Field label={<FormattedMessage id="form.name.label" />} error={errorText(formState.errors.name)} required>
            {({ id, describedBy, invalid }) => <input id={id} className={styles.input} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid} {...register('name')} />}
          </Field>
          <Field label={<FormattedMessage id="form.company.label" />} error={errorText(formState.errors.company)} required>
            {({ id, describedBy, invalid }) => <input id={id} className={styles.input} autoComplete="organization" aria-describedby={describedBy} aria-invalid={invalid} {...register('company')} />}
          </Field>
          <Field label={<FormattedMessage id="form.email.label" />} error={errorText(formState.errors.email)} required>
            {({ id, describedBy, invalid }) => (
              <input id={id} type="email" className={styles.input} autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...register('email')} />
            )}
          </Field>
          <Field label={<FormattedMessage id="form.role.label" />} error={errorText(formState.errors.role)} required>
            {({ id, describedBy, invalid }) => (
              <select id={id} className={styles.input} aria-describedby={describedBy} aria-invalid={invalid} defaultValue="" {...register('role')}>
                <option value="" disabled>
                  {intl.formatMessage({ id: 'form.role.placeholder' })}
                </option>
                {DEMO_ROLE_VALUES.map((r) => (
                  <option key={r} value={r}>
                    {intl.formatMessage({ id: `form.role.${r}` })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {role === 'other' && (
            <Field label={<FormattedMessage id="form.industry.label" />} error={errorText(formState.errors.industry)} required>
              {({ id, describedBy, invalid }) => <input id={id} className={styles.input} aria-describedby={describedBy} aria-invalid={invalid} {...register('industry')} />}
            </Field>
          )}
          <Checkbox
            label={<FormattedMessage id="form.consent.label" />}
            error={errorText(formState.errors.consent)}
            input={({ id, describedBy }) => <input id={id} type="checkbox" aria-describedby={describedBy} aria-invalid={Boolean(formState.errors.consent)} {...register('consent')} />}
          />
          <Honeypot inputRef={honeypot} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} aria-disabled={sending} onMouseDown={keepFocus}>
              {booking ? <FormattedMessage id="form.next" /> : sending ? <FormattedMessage id="form.sending" /> : <FormattedMessage id="form.sendRequest" />}
            </button>
          </div>
        </div>
      </div>

      {step === 'time' && (
        <div className={styles.fields}>
          <h3 ref={stepHeading} tabIndex={-1} className={styles.label}>
            <FormattedMessage id="form.times.legend" />
          </h3>
          <div className={styles.field}>
            <label htmlFor={ids.day} className={styles.label}>
              <FormattedMessage id="form.day.label" />
            </label>
            <input
              id={ids.day}
              type="date"
              className={styles.input}
              defaultValue={times.status === 'ready' ? times.data.day : times.status === 'idle' ? tomorrow() : times.day}
              min={times.status === 'ready' ? times.data.firstDay : undefined}
              max={times.status === 'ready' ? times.data.lastDay : undefined}
              onChange={(e) => e.currentTarget.value && void loadTimes(e.currentTarget.value)}
            />
          </div>
          <p className={styles.status}>
            <FormattedMessage id="form.times.zone" values={{ zone: zoneName }} />
          </p>
          <div aria-live="polite">
            {times.status === 'loading' && (
              <p className={styles.status} role="status">
                <FormattedMessage id="form.times.loading" />
              </p>
            )}
            {times.status === 'failed' && (
              <p className={styles.notice} role="alert">
                <FormattedMessage id="form.unavailable" />
              </p>
            )}
            {times.status === 'ready' && times.data.slots.length === 0 && (
              <p className={styles.status} role="status">
                <FormattedMessage id="form.times.empty" />
              </p>
            )}
          </div>
          {times.status === 'ready' && times.data.slots.length > 0 && (
            <fieldset className={styles.slots} id={ids.times}>
              <legend className="visually-hidden">
                <FormattedMessage id="form.times.legend" />
              </legend>
              {times.data.slots.map((s) => (
                <label key={s} className={styles.slot}>
                  <input type="radio" name="slot" value={s} checked={slot === s} onChange={() => setSlot(s)} />
                  <span>{timeLabel(s)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setStep('form')}>
              <FormattedMessage id="form.back" />
            </button>
            <button
              type="button"
              className={styles.primary}
              aria-disabled={sending || !slot}
              onClick={() => {
                if (sending) return;
                if (!slot) return setProblem('form.slot.required');
                void send(slot);
              }}
            >
              {sending ? <FormattedMessage id="form.booking" /> : <FormattedMessage id="form.confirm" />}
            </button>
            <button type="button" className={styles.secondary} onClick={() => !sending && void send(null)}>
              <FormattedMessage id="form.requestWithoutTime" />
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

function isDay(body: unknown): body is Day {
  return typeof body === 'object' && body !== null && 'slots' in body && Array.isArray(body.slots) && 'day' in body && typeof body.day === 'string' && 'firstDay' in body && 'lastDay' in body;
}

export function DemoBooking({ labelledBy }: { labelledBy: string }) {
  return <DemoForm labelledBy={labelledBy} booking />;
}

export function DemoRequest({ labelledBy }: { labelledBy: string }) {
  return <DemoForm labelledBy={labelledBy} booking={false} />;
}
