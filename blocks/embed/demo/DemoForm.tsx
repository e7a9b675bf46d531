// The demo request, and the demo booking built on it (SPEC §4): form -> time chooser (loading, then
// the day's times or the empty-day message) -> confirm ('Booking...') -> thanks. Going back keeps
// everything typed (react-hook-form keeps unmounted fields). The zod schema is the server's, so
// the browser shows the same messages the server would answer.
//
// It is one plain form posted to its page, each button naming what it asks (`intent`: next, times,
// back, book, request), so the whole flow also works before or without JavaScript: the server
// answers with the page in the next step (`initial`), or redirects to the thanks. With JavaScript
// the island does the same in place, with instant validation and the live time chooser.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEMO_ROLE_VALUES, FORM_FIELDS, type FieldErrors } from '#schemas/form-values';
import type { DemoRequest, DemoRequestInput } from '#schemas/forms';
import { trackConversion } from '#kit/analytics';
import type { WidgetProps } from '../widget-props';
import {
  Checkbox,
  Field,
  FormNotice,
  Honeypot,
  keepFocus,
  keptRegister,
  PlainPostFields,
  useErrorText,
  useMessageId,
  useServerErrors,
} from '#kit/forms/fields';
import { usePrefill } from '#kit/forms/prefill';
import { readInitial, type FormTimes } from '#kit/forms/initial';
import { postForm } from '#kit/forms/submit';
import { formSchemas, lazyResolver } from '#kit/forms/validation';
import styles from '#kit/forms/forms.module.css';

type Step = 'form' | 'time' | 'booked' | 'requested';

const validation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.demoRequestSchema })));
type Day = Omit<FormTimes, 'timeZone'>;
type TimesState = { status: 'idle' } | { status: 'loading'; day: string } | { status: 'ready'; data: Day } | { status: 'failed'; day: string };

/** The visitor's own zone: times are shown, and the booking recorded, in it. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * What the button that sent the form asks (its `intent`; a day of the chooser's list asks for that
 * day's times), however the submit came (a click, Enter, requestSubmit).
 */
function intentOf(event: FormEvent<HTMLFormElement>): { intent: string; day: string | null } {
  const submitter = 'submitter' in event.nativeEvent ? event.nativeEvent.submitter : null;
  if (!(submitter instanceof HTMLButtonElement)) return { intent: 'next', day: null };
  if (submitter.name === FORM_FIELDS.pickDay) return { intent: 'times', day: submitter.value };
  return { intent: submitter.name === FORM_FIELDS.intent ? submitter.value : 'next', day: null };
}

export function DemoForm({ labelledBy, block, initial: initialJson, booking }: WidgetProps & { booking: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const messageId = useMessageId();
  const [initial] = useState(() => readInitial(initialJson));
  const server = useServerErrors(initial?.errors);
  const [step, setStep] = useState<Step>(initial?.done ? (initial.done.status === 'booked' ? 'booked' : 'requested') : (initial?.step ?? 'form'));
  const [problem, setProblem] = useState<string | null>(initial?.problem ?? null);
  const [sending, setSending] = useState(false);
  const [times, setTimes] = useState<TimesState>(initial?.times ? { status: 'ready', data: initial.times } : { status: 'idle' });
  // Without JavaScript the server shows times in the firm's zone; the island, in the visitor's.
  const [zone, setZone] = useState<string | null>(initial?.times?.timeZone ?? initial?.done?.timeZone ?? null);
  const [slot, setSlot] = useState<string | null>(initial?.values['slot'] ?? null);
  const [bookedAt, setBookedAt] = useState<string | null>(initial?.done?.at ?? null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const dayInput = useRef<HTMLInputElement>(null);
  const ids = { day: useId(), times: useId() };

  const honeypot = useRef<HTMLInputElement>(null);
  const values = initial?.values ?? {};
  const role = DEMO_ROLE_VALUES.find((r) => r === values['role']);
  const form = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver: validation.resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      name: values['name'] ?? '',
      company: values['company'] ?? '',
      email: values['email'] ?? '',
      industry: values['industry'] ?? '',
      ...(role ? { role } : {}),
      ...(values['consent'] === 'on' ? { consent: true } : {}),
    },
  });
  const { register: registerField, handleSubmit, control, formState, setError, getValues, setValue } = form;
  // A signed-in visitor finds their name and e-mail filled in.
  usePrefill((visitor) => {
    if (visitor.name && !getValues('name')) setValue('name', visitor.name);
    if (visitor.email && !getValues('email')) setValue('email', visitor.email);
  });
  const register = keptRegister(registerField, values, server.clear);
  const fieldError = (name: keyof DemoRequestInput) => errorText(formState.errors[name] ?? server.error(name));
  const selectedRole = useWatch({ control, name: 'role' });

  // Focus follows the flow: each new step's heading is announced and takes the focus (not on the
  // first render: a page answering a plain post opens where the browser puts it).
  const firstRender = useRef(true);
  useEffect(() => {
    if (!firstRender.current && step !== 'form') stepHeading.current?.focus();
    firstRender.current = false;
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

  /** A day's times; without a day, the first day that has some (it is preselected). */
  const loadTimes = async (day: string | null) => {
    setSlot(null);
    setTimes({ status: 'loading', day: day ?? tomorrow() });
    try {
      const res = await fetch(`/api/demo/availability${day ? `?day=${encodeURIComponent(day)}` : ''}`);
      if (!res.ok) throw new Error(String(res.status));
      const body: unknown = await res.json();
      if (!isDay(body)) throw new Error('unexpected answer');
      setZone(null);
      // The day shown may be the first with free times: the date field says which.
      if (dayInput.current) dayInput.current.value = body.day;
      setTimes({ status: 'ready', data: body });
    } catch {
      setTimes({ status: 'failed', day: day ?? tomorrow() });
    }
  };

  const send = async (withSlot: string | null) => {
    setProblem(null);
    setSending(true);
    const values = { ...getValues(), website: honeypot.current?.value ?? '' };
    const result = await postForm('demo', { ...values, ...(withSlot ? { slot: withSlot, timeZone: zone ?? visitorZone() } : {}) }, intl.locale);
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
    if (times.status === 'idle') await loadTimes(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, day } = intentOf(event);
    if (intent === 'next') return void handleSubmit(onValid)(event);
    event.preventDefault();
    if (sending) return;
    if (intent === 'back') return setStep('form');
    if (intent === 'times') {
      const chosen = day ?? dayInput.current?.value;
      if (chosen && dayInput.current) dayInput.current.value = chosen;
      return void (chosen && loadTimes(chosen));
    }
    if (intent === 'request') return void handleSubmit(() => send(null))(event);
    if (!slot) return setProblem('form.slot.required');
    void send(slot);
  };

  const timeLabel = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', ...(zone ? { timeZone: zone } : {}) });
  // The zone's name in the visitor's language ('Pacific Standard Time', 'heure normale du Pacifique').
  const zoneName =
    new Intl.DateTimeFormat(intl.locale, { timeZoneName: 'long', ...(zone ? { timeZone: zone } : {}) })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ??
    zone ??
    visitorZone();

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
                  <FormattedMessage
                    id="form.booked.when"
                    values={{
                      when: intl.formatDate(
                        bookedAt,
                        zone
                          ? {
                              weekday: 'long',
                              year: 'numeric',
                              month: 'long',
                              day: 'numeric',
                              hour: 'numeric',
                              minute: '2-digit',
                              timeZone: zone,
                              timeZoneName: 'short',
                            }
                          : { dateStyle: 'full', timeStyle: 'short' },
                      ),
                    }}
                  />
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

  const problemId = messageId(problem);
  return (
    <form className={styles.form} method="post" aria-labelledby={labelledBy} noValidate onFocus={validation.preload} onSubmit={onSubmit} data-form-state={step}>
      {problemId && <FormNotice id={problemId} fromServer={problem === initial?.problem} />}
      <PlainPostFields kind={booking ? 'demo_booking' : 'demo_request'} block={block} />
      <div hidden={step !== 'form'}>
        <div className={styles.fields}>
          <Field label={<FormattedMessage id="form.name.label" />} error={fieldError('name')} required>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={styles.input}
                autoComplete="name"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoFocus={server.autoFocus('name')}
                {...register('name')}
              />
            )}
          </Field>
          <Field label={<FormattedMessage id="form.company.label" />} error={fieldError('company')} required>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={styles.input}
                autoComplete="organization"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoFocus={server.autoFocus('company')}
                {...register('company')}
              />
            )}
          </Field>
          <Field label={<FormattedMessage id="form.email.label" />} error={fieldError('email')} required>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="email"
                className={styles.input}
                autoComplete="email"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoFocus={server.autoFocus('email')}
                {...register('email')}
              />
            )}
          </Field>
          <Field label={<FormattedMessage id="form.role.label" />} error={fieldError('role')} required>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className={styles.input}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoFocus={server.autoFocus('role')}
                {...register('role')}
              >
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
          {selectedRole === 'other' && (
            <Field label={<FormattedMessage id="form.industry.label" />} error={fieldError('industry')} required>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className={styles.input}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  autoFocus={server.autoFocus('industry')}
                  {...register('industry')}
                />
              )}
            </Field>
          )}
          <Checkbox
            label={<FormattedMessage id="form.consent.label" />}
            error={fieldError('consent')}
            input={({ id, describedBy }) => (
              <input
                id={id}
                type="checkbox"
                aria-describedby={describedBy}
                aria-invalid={Boolean(fieldError('consent'))}
                autoFocus={server.autoFocus('consent')}
                {...register('consent')}
              />
            )}
          />
          <Honeypot inputRef={honeypot} />
          <div className={styles.actions}>
            <button
              type="submit"
              name={FORM_FIELDS.intent}
              value={booking ? 'next' : 'request'}
              className={styles.primary}
              aria-disabled={sending}
              onMouseDown={keepFocus}
            >
              {booking ? <FormattedMessage id="form.next" /> : sending ? <FormattedMessage id="form.sending" /> : <FormattedMessage id="form.sendRequest" />}
            </button>
          </div>
        </div>
      </div>

      {step === 'time' && (
        <div className={styles.fields}>
          {/* After a plain post the browser opens the page at the time step (autofocus needs no JavaScript). */}
          <h3 ref={stepHeading} tabIndex={-1} className={styles.label} autoFocus={initial?.step === 'time' && !initial.problem}>
            <FormattedMessage id="form.times.legend" />
          </h3>
          {times.status === 'ready' && times.data.openDays.length > 0 && (
            <fieldset className={styles.days}>
              <legend className={styles.label}>
                <FormattedMessage id="form.days.legend" />
              </legend>
              {times.data.openDays.map((d) => (
                <button key={d} type="submit" name={FORM_FIELDS.pickDay} value={d} className={styles.day} aria-pressed={d === times.data.day} formNoValidate>
                  {intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
                </button>
              ))}
            </fieldset>
          )}
          <div className={styles.dayPicker}>
            <div className={styles.field}>
              <label htmlFor={ids.day} className={styles.label}>
                <FormattedMessage id="form.day.label" />
              </label>
              <input
                id={ids.day}
                ref={dayInput}
                type="date"
                name="day"
                className={styles.input}
                defaultValue={times.status === 'ready' ? times.data.day : times.status === 'idle' ? tomorrow() : times.day}
                min={times.status === 'ready' ? times.data.firstDay : undefined}
                max={times.status === 'ready' ? times.data.lastDay : undefined}
                onChange={(e) => e.currentTarget.value && void loadTimes(e.currentTarget.value)}
              />
            </div>
            <button type="submit" name={FORM_FIELDS.intent} value="times" className={styles.secondary} formNoValidate>
              <FormattedMessage id="form.showTimes" />
            </button>
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
            <button type="submit" name={FORM_FIELDS.intent} value="back" className={styles.secondary} formNoValidate>
              <FormattedMessage id="form.back" />
            </button>
            <button type="submit" name={FORM_FIELDS.intent} value="book" className={styles.primary} aria-disabled={sending}>
              {sending ? <FormattedMessage id="form.booking" /> : <FormattedMessage id="form.confirm" />}
            </button>
            <button type="submit" name={FORM_FIELDS.intent} value="request" className={styles.secondary}>
              <FormattedMessage id="form.requestWithoutTime" />
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

function isDay(body: unknown): body is Day {
  return (
    typeof body === 'object' &&
    body !== null &&
    'slots' in body &&
    Array.isArray(body.slots) &&
    'openDays' in body &&
    Array.isArray(body.openDays) &&
    'day' in body &&
    typeof body.day === 'string' &&
    'firstDay' in body &&
    'lastDay' in body
  );
}

export function DemoBooking(props: WidgetProps) {
  return <DemoForm {...props} booking />;
}

export function DemoRequest(props: WidgetProps) {
  return <DemoForm {...props} booking={false} />;
}
