// The demo booking's flow (SPEC §4) as a state machine: details -> times -> booked, or details ->
// requested (a demo request, or a booking sent without a time). Its state is what the island keeps
// between renders: the step, the day asked and the time chosen, the zone the times show in, whether a
// send is under way and what went wrong; its transitions below are pure (a field that just changes,
// the slot or the role, is set as it is). ./use-demo-flow.ts runs what they set off (the send, the
// times' queries, the focus); the views (./DemoSteps.tsx) show the state.
import { DEMO_ROLE_VALUES } from '#schemas/form-values';
import type { FormInitial } from '#kit/forms/initial';

export type Step = 'form' | 'time' | 'booked' | 'requested';

export type DemoFlow = {
  step: Step;
  /** A message id for the whole form (the time was just taken, the site is away, no time chosen...). */
  problem: string | null;
  sending: boolean;
  /** The day whose times the chooser shows (null: the first with free times); none until the time step. */
  request: { day: string | null } | null;
  /** The zone times show in: without JavaScript the server shows them in the firm's; the island (null), in the visitor's. */
  zone: string | null;
  slot: string | null;
  bookedAt: string | null;
  /** No day has a free time left: "Send my request without a time" becomes the step's main button. */
  noFreeTime: boolean;
  /** The role chosen: "Other" asks for the industry too. */
  role: string;
};

/** Where a page answering a plain post (`initial`) starts the flow, or a first visit. */
export function startFlow(initial: FormInitial | null): DemoFlow {
  const done = initial?.done ?? null;
  const times = initial?.times ?? null;
  const values = initial?.values ?? {};
  return {
    step: done ? (done.status === 'booked' ? 'booked' : 'requested') : (initial?.step ?? 'form'),
    problem: initial?.problem ?? null,
    sending: false,
    request: times ? { day: times.day } : null,
    zone: times?.timeZone ?? done?.timeZone ?? null,
    slot: values['slot'] ?? null,
    bookedAt: done?.at ?? null,
    noFreeTime: times ? times.openDays.length === 0 : false,
    role: DEMO_ROLE_VALUES.find((r) => r === values['role']) ?? '',
  };
}

/** Back to the details (the Back button, or the server named fields: they show their messages there). */
export const toDetails = (flow: DemoFlow): DemoFlow => ({ ...flow, step: 'form', sending: false });

/** The details are valid: on to the times. */
export const toTimes = (flow: DemoFlow): DemoFlow => ({ ...flow, step: 'time' });

/** The visitor asks for a day's times (null: the first day that has some); the island shows them in the visitor's zone. */
export const askDay = (flow: DemoFlow, day: string | null): DemoFlow => ({ ...flow, slot: null, request: { day }, zone: null });

export const startSending = (flow: DemoFlow): DemoFlow => ({ ...flow, problem: null, sending: true });

/** Stored: booked at `slot`, or requested (no slot). */
export const sent = (flow: DemoFlow, slot: string | null): DemoFlow => ({
  ...flow,
  sending: false,
  step: slot ? 'booked' : 'requested',
  bookedAt: slot ?? flow.bookedAt,
});

/** The send failed as a whole; a time someone else just took is chosen no more. */
export const refused = (flow: DemoFlow, problem: string): DemoFlow => ({
  ...flow,
  sending: false,
  problem,
  slot: problem === 'form.slotTaken' && flow.request ? null : flow.slot,
});
