// The demo booking's flow in the island (its states: ./demo-flow.ts): the details' react-hook-form
// (fetched when the visitor reaches for the form: kit/forms/lazy-form.tsx), what each button asks,
// the send and its answers, the times' queries, and the focus that follows the steps. The views
// (./DemoForm.tsx, ./DemoSteps.tsx) show what it returns.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { UseFormSetError } from 'react-hook-form';
import { FORM_FIELDS, type FieldErrors } from '#schemas/form-values';
import type { DemoRequest, DemoRequestInput } from '#schemas/forms';
import { trackConversion } from '#kit/analytics';
import { fieldsOf, keptRegister, useErrorText, useMessageId, useServerErrors } from '#kit/forms/fields';
import { readInitial } from '#kit/forms/initial';
import { useLazyForm } from '#kit/forms/lazy-form';
import { usePrefill } from '#kit/forms/prefill';
import { postForm, preloadSend } from '#kit/forms/send';
import { formSchemas, lazyResolver } from '#kit/forms/validation';
import { useIslandQuery } from '#kit/query/island-query';
import { askDay, refused, sent, startFlow, startSending, toDetails, toTimes, type DemoFlow } from './demo-flow';
import { withChooser } from './time-chooser-chunk';

const validation = lazyResolver(() => formSchemas().then((m) => ({ schema: m.demoRequestSchema })));
const noop = () => undefined;
/** The visitor's own zone: times are shown, and the booking recorded, in it. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** The details, in the order the form shows them (the first the server names takes the focus). */
const DETAILS = ['name', 'company', 'email', 'role', 'industry', 'consent'] as const;

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

export function useDemoFlow({ initial: initialJson, booking }: { initial: string | null; booking: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const messageId = useMessageId();
  const [initial] = useState(() => readInitial(initialJson));
  const server = useServerErrors(initial?.errors);
  const [flow, setFlow] = useState(() => startFlow(initial));
  const patch = (change: Partial<DemoFlow>) => setFlow((f) => ({ ...f, ...change }));
  const query = useIslandQuery();
  const honeypot = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // react-hook-form comes when the visitor reaches for the form (kit/forms/lazy-form.tsx).
  const form = useLazyForm<DemoRequestInput, DemoRequest>({
    resolver: validation.resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const reach = () => {
    validation.preload();
    preloadSend();
    form.preload();
  };
  // A signed-in visitor finds their name and e-mail filled in.
  usePrefill((visitor) => {
    void form.ready().then(({ getValues, setValue }) => {
      if (visitor.name && !getValues('name')) setValue('name', visitor.name);
      if (visitor.email && !getValues('email')) setValue('email', visitor.email);
    }, noop);
  });
  const register = keptRegister(form.register, initial?.values ?? {}, (name, event) => {
    server.clear(name);
    if (name === 'role' && event.target instanceof HTMLSelectElement) patch({ role: event.target.value });
  });
  const fields = fieldsOf(register, (name) => errorText(form.errors[name] ?? server.error(name)), server.autoFocus);

  // Focus follows the flow: each new step's heading is announced and takes the focus (not on the
  // first render: a page answering a plain post opens where the browser puts it).
  const firstRender = useRef(true);
  useEffect(() => {
    if (!firstRender.current && flow.step !== 'form') stepHeading.current?.focus();
    firstRender.current = false;
  }, [flow.step]);

  /** A day's times; without a day, the first day that has some (it is preselected). */
  const chooseDay = useCallback(
    (day: string | null) => {
      setFlow((f) => askDay(f, day));
      void withChooser(query).then(([chooser, client]) => chooser.askForDay(client, day), noop);
    },
    [query],
  );
  // What the time chooser is told changes only when what it says does (./DemoSteps.tsx: TimeChooserPart).
  const [dayId, timesId] = [useId(), useId()];
  const chooser = useMemo(
    () => ({
      ids: { day: dayId, times: timesId },
      onDay: chooseDay,
      onSlot: (slot: string) => setFlow((f) => ({ ...f, slot })),
      onNoFreeTime: (noFreeTime: boolean) => setFlow((f) => ({ ...f, noFreeTime })),
    }),
    [dayId, timesId, chooseDay],
  );

  const fieldsRefused = (setError: UseFormSetError<DemoRequestInput>, errors: FieldErrors) => {
    setFlow(toDetails);
    let first = true;
    for (const f of DETAILS) {
      const e = errors[f];
      if (e) {
        setError(f, { type: 'server', message: e.message }, { shouldFocus: first });
        first = false;
      }
    }
  };

  const send = async (slot: string | null) => {
    setFlow(startSending);
    const loaded = await form.ready().catch(noop);
    if (!loaded) return setFlow((f) => refused(f, 'form.unavailable'));
    const values = { ...loaded.getValues(), website: honeypot.current?.value ?? '' };
    const result = await postForm('demo', { ...values, ...(slot ? { slot, timeZone: flow.zone ?? visitorZone() } : {}) }, intl.locale);
    if (result.ok) {
      // A booking and a request are both leads; the reference makes a repeat count once.
      if (result.reference) trackConversion({ transactionId: result.reference, formName: slot ? 'demo_booking' : 'demo_request', variant: result.variant });
      return setFlow((f) => sent(f, slot));
    }
    if (result.fieldErrors) return fieldsRefused(loaded.setError, result.fieldErrors);
    const request = flow.request;
    if (result.problem === 'form.slotTaken' && request) {
      const slots = result.slots ?? [];
      void withChooser(query).then(([chooser, client]) => chooser.slotsLeft(client, request.day, slots), noop);
    }
    setFlow((f) => refused(f, result.problem));
  };

  const onValid = () => {
    if (!booking) return send(null);
    setFlow(toTimes);
    if (!flow.request) chooseDay(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, day } = intentOf(event);
    if (intent === 'next') return form.handleSubmit(onValid)(event);
    event.preventDefault();
    if (flow.sending) return;
    if (intent === 'back') return setFlow(toDetails);
    if (intent === 'times') {
      const field = event.currentTarget.elements.namedItem('day');
      const dateField = field instanceof HTMLInputElement ? field : null;
      const chosen = day ?? dateField?.value;
      if (chosen && dateField) dateField.value = chosen;
      if (chosen) chooseDay(chosen);
      return;
    }
    if (intent === 'request') return form.handleSubmit(() => send(null))(event);
    if (!flow.slot) return patch({ problem: 'form.slot.required' });
    void send(flow.slot);
  };

  const problem = messageId(flow.problem);
  return {
    booking,
    flow,
    initial,
    fields,
    honeypot,
    stepHeading,
    chooser,
    /** The notice at the top of the form; `fromServer`: the page answering a plain post opened with it. */
    notice: problem && { id: problem, fromServer: flow.problem === initial?.problem },
    /** react-hook-form, once fetched (kit/forms/lazy-form.tsx): rendered inside the form. */
    engine: form.engine,
    /** The visitor reaches for the form (focus): its validation, its send and react-hook-form are fetched. */
    reach,
    /** A press anywhere in the form: react-hook-form is fetched. */
    press: form.preload,
    onSubmit,
  };
}
