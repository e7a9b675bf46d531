// The demo request, and the demo booking built on it (SPEC §4): form -> time chooser (loading, then
// the day's times or the empty-day message) -> confirm ('Booking...') -> thanks. Going back keeps
// everything typed (react-hook-form keeps unmounted fields). The zod schema is the server's, so
// the browser shows the same messages the server would answer.
//
// It is one plain form posted to its page, each button naming what it asks (`intent`: next, times,
// back, book, request), so the whole flow also works before or without JavaScript: the server
// answers with the page in the next step (`initial`), or redirects to the thanks. With JavaScript
// the island does the same in place, with instant validation and the live time chooser.
//
// The time chooser is a chunk of its own (./TimeChooser.tsx, with TanStack Query in the browser:
// ./LiveTimeChooser.tsx), fetched when the visitor reaches the time step or the island starts on it.
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseFormSetError } from 'react-hook-form';
import { DEMO_ROLE_VALUES, FORM_FIELDS, type FieldErrors } from '#schemas/form-values';
import type { DemoRequest, DemoRequestInput } from '#schemas/forms';
import { trackConversion } from '#kit/analytics';
import { meetingMoment } from '#kit/i18n/dates';
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
import { useLazyForm } from '#kit/forms/lazy-form';
import { usePrefill } from '#kit/forms/prefill';
import { readInitial } from '#kit/forms/initial';
import { postForm } from '#kit/forms/submit';
import { formSchemas, lazyResolver } from '#kit/forms/validation';
import { lazyPart, PartBoundary } from '#kit/islands/lazy-part';
import { useIslandQuery, type IslandQuery } from '#kit/query/island-query';
import styles from '#kit/forms/forms.module.css';

type Step = 'form' | 'time' | 'booked' | 'requested';

const validation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.demoRequestSchema })));

const liveChooser = () => import('./LiveTimeChooser');
/** The time chooser: TanStack Query's in the browser; on the server, the times the page was answered with. */
const timeChooser = lazyPart(
  import.meta.env.SSR ? () => import('./TimeChooser').then((m) => m.ServerTimeChooser) : () => liveChooser().then((m) => m.LiveTimeChooser),
);
/** The time chooser's module and the island's query client, for what the form itself tells them. */
const withChooser = (query: IslandQuery) => Promise.all([liveChooser(), query.client()]);
const noop = () => undefined;

/** The island's code; the server, which renders it synchronously, loads the time chooser's with it. */
export async function withTimeStep<C>(component: C): Promise<C> {
  if (import.meta.env.SSR) await timeChooser.preload();
  return component;
}

/**
 * The time chooser where the time step shows it: "Loading" while its chunk comes. Memoised, with props
 * that change only when what they say does: an island that starts on the time step keeps the server's
 * times until the chunk is there, and React would replace them with the fallback if the form's own
 * renders meanwhile (react-hook-form's, on mount) reached the boundary.
 */
const TimeChooserPart = memo(function TimeChooserPart(props: Parameters<typeof timeChooser.Part>[0]) {
  return (
    <PartBoundary
      onFailed={timeChooser.forget}
      loading={
        <div aria-live="polite">
          <p className={styles.status} role="status">
            <FormattedMessage id="form.times.loading" />
          </p>
        </div>
      }
      failed={
        <div aria-live="polite">
          <p className={styles.notice} role="alert">
            <FormattedMessage id="form.unavailable" />
          </p>
        </div>
      }
    >
      <timeChooser.Part {...props} />
    </PartBoundary>
  );
});

/** The visitor's own zone: times are shown, and the booking recorded, in it. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
  // The day whose times the chooser shows (null: the first with free times); none until the time step.
  const [request, setRequest] = useState<{ day: string | null } | null>(initial?.times ? { day: initial.times.day } : null);
  // Without JavaScript the server shows times in the firm's zone; the island, in the visitor's.
  const [zone, setZone] = useState<string | null>(initial?.times?.timeZone ?? initial?.done?.timeZone ?? null);
  const [slot, setSlot] = useState<string | null>(initial?.values['slot'] ?? null);
  const [bookedAt, setBookedAt] = useState<string | null>(initial?.done?.at ?? null);
  // No day has a free time left: "Send my request without a time" becomes the step's main button.
  const [noFreeTime, setNoFreeTime] = useState(initial?.times ? initial.times.openDays.length === 0 : false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [dayId, timesId] = [useId(), useId()];
  const ids = useMemo(() => ({ day: dayId, times: timesId }), [dayId, timesId]);
  const query = useIslandQuery();

  const honeypot = useRef<HTMLInputElement>(null);
  const values = initial?.values ?? {};
  const role = DEMO_ROLE_VALUES.find((r) => r === values['role']);
  // react-hook-form comes when the visitor reaches for the form (kit/forms/lazy-form.tsx).
  const form = useLazyForm<DemoRequestInput, DemoRequest>({
    resolver: validation.resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const reach = () => {
    validation.preload();
    form.preload();
  };
  // A signed-in visitor finds their name and e-mail filled in.
  usePrefill((visitor) => {
    void form.ready().then(({ getValues, setValue }) => {
      if (visitor.name && !getValues('name')) setValue('name', visitor.name);
      if (visitor.email && !getValues('email')) setValue('email', visitor.email);
    }, noop);
  });
  const [selectedRole, setSelectedRole] = useState(role ?? '');
  const register = keptRegister(form.register, values, (name, event) => {
    server.clear(name);
    if (name === 'role' && event.target instanceof HTMLSelectElement) setSelectedRole(event.target.value);
  });
  const fieldError = (name: keyof DemoRequestInput) => errorText(form.errors[name] ?? server.error(name));

  // Focus follows the flow: each new step's heading is announced and takes the focus (not on the
  // first render: a page answering a plain post opens where the browser puts it).
  const firstRender = useRef(true);
  useEffect(() => {
    if (!firstRender.current && step !== 'form') stepHeading.current?.focus();
    firstRender.current = false;
  }, [step]);

  const serverErrors = (setError: UseFormSetError<DemoRequestInput>, errors: FieldErrors) => {
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
  const chooseDay = useCallback(
    (day: string | null) => {
      setSlot(null);
      setRequest({ day });
      // Times the island reads are shown in the visitor's zone.
      setZone(null);
      void withChooser(query).then(([chooser, client]) => chooser.askForDay(client, day), noop);
    },
    [query],
  );

  const send = async (withSlot: string | null) => {
    setProblem(null);
    setSending(true);
    const loaded = await form.ready().catch(noop);
    if (!loaded) {
      setSending(false);
      return setProblem('form.unavailable');
    }
    const values = { ...loaded.getValues(), website: honeypot.current?.value ?? '' };
    const result = await postForm('demo', { ...values, ...(withSlot ? { slot: withSlot, timeZone: zone ?? visitorZone() } : {}) }, intl.locale);
    setSending(false);
    if (result.ok) {
      if (withSlot) setBookedAt(withSlot);
      // A booking and a request are both leads; the reference makes a repeat count once.
      if (result.reference) trackConversion({ transactionId: result.reference, formName: withSlot ? 'demo_booking' : 'demo_request', variant: result.variant });
      setStep(withSlot ? 'booked' : 'requested');
      return;
    }
    if (result.fieldErrors) return serverErrors(loaded.setError, result.fieldErrors);
    if (result.problem === 'form.slotTaken' && request) {
      const slots = result.slots ?? [];
      void withChooser(query).then(([chooser, client]) => chooser.slotsLeft(client, request.day, slots), noop);
      setSlot(null);
    }
    setProblem(result.problem);
  };

  const onValid = () => {
    if (!booking) return send(null);
    setStep('time');
    if (!request) chooseDay(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, day } = intentOf(event);
    if (intent === 'next') return form.handleSubmit(onValid)(event);
    event.preventDefault();
    if (sending) return;
    if (intent === 'back') return setStep('form');
    if (intent === 'times') {
      const field = event.currentTarget.elements.namedItem('day');
      const dateField = field instanceof HTMLInputElement ? field : null;
      const chosen = day ?? dateField?.value;
      if (chosen && dateField) dateField.value = chosen;
      if (chosen) chooseDay(chosen);
      return;
    }
    if (intent === 'request') return form.handleSubmit(() => send(null))(event);
    if (!slot) return setProblem('form.slot.required');
    void send(slot);
  };

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
                      when: meetingMoment(intl, bookedAt, zone ?? undefined),
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
    <form
      className={styles.form}
      method="post"
      aria-labelledby={labelledBy}
      noValidate
      onFocus={reach}
      onPointerDown={form.preload}
      onSubmit={onSubmit}
      data-form-state={step}
    >
      {form.engine}
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
          <TimeChooserPart
            request={request}
            initialTimes={initial?.times ?? null}
            zone={zone}
            slot={slot}
            onSlot={setSlot}
            onDay={chooseDay}
            onNoFreeTime={setNoFreeTime}
            ids={ids}
          />
          <div className={styles.actions}>
            <button type="submit" name={FORM_FIELDS.intent} value="back" className={styles.secondary} formNoValidate>
              <FormattedMessage id="form.back" />
            </button>
            <button type="submit" name={FORM_FIELDS.intent} value="book" className={noFreeTime ? styles.secondary : styles.primary} aria-disabled={sending}>
              {sending ? <FormattedMessage id="form.booking" /> : <FormattedMessage id="form.confirm" />}
            </button>
            <button type="submit" name={FORM_FIELDS.intent} value="request" className={noFreeTime ? styles.primary : styles.secondary}>
              <FormattedMessage id="form.requestWithoutTime" />
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

export function DemoBooking(props: WidgetProps) {
  return <DemoForm {...props} booking />;
}

export function DemoRequest(props: WidgetProps) {
  return <DemoForm {...props} booking={false} />;
}
