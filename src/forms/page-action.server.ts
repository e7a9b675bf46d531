// A form posted to its page as a plain HTML form (before or without JavaScript). The same checks and
// storage as the islands' JSON (submit.server.ts), answered the way a browser without JavaScript
// needs: the page itself, with this form's messages next to its fields and the visitor's values kept
// (400, 409, 429, 503...), the demo's next step (its time chooser, server-rendered), or a 303 redirect
// to the page showing the form's thanks (post/redirect/get: reloading never sends twice).
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { ATTRIBUTION_FIELDS } from '#schemas/attribution';
import { MATCH_HEADER, readMatchHeader } from '#schemas/message-match';
import { FORM_FIELDS, type FormKind } from '#schemas/form-values';
import { demoRequestSchema, fieldErrors, newsletterSchema, reportSchema, waitlistSchema } from '#schemas/forms';
import { EMBED_KINDS, type EmbedKind } from '../../blocks/embed/kinds';
import { parseSitePath } from '#schemas/paths';
import type { MessageId } from '#kit/i18n/messages';
import type { FormStates } from '#kit/forms/form-state';
import { isDay } from './availability';
import { formRateLimit, readBody } from './request.server';
import { timesOfDay } from './availability.server';
import { formErrors, submitForm } from './submit.server';
import { checkTicket } from './ticket.server';
import { knownZone } from '../site/time-zone';

/** The embed block's form widgets (blocks/embed/kinds.ts), and the form each posts. */
const WIDGETS = {
  demo_booking: 'demo',
  demo_request: 'demo',
  newsletter: 'newsletter',
  waitlist: 'waitlist',
  report: 'report',
} as const satisfies Partial<Record<EmbedKind, FormKind>>;
type Widget = keyof typeof WIDGETS;
const isWidget = (kind: string | undefined): kind is Widget => EMBED_KINDS.some((k) => k === kind && k in WIDGETS);

/**
 * The fields each form keeps for the visitor when the page comes back with a message: its schema's
 * (schemas/forms.ts); the demo's also its chosen time and the day its time chooser shows.
 */
const KEPT: Record<FormKind, readonly string[]> = {
  demo: [...Object.keys(demoRequestSchema.def.in.shape), 'slot', 'day'],
  newsletter: Object.keys(newsletterSchema.shape),
  waitlist: Object.keys(waitlistSchema.shape),
  report: Object.keys(reportSchema.shape),
};

export type PageActionData = { forms: FormStates; notice: MessageId | null };

const PRIVATE = { 'Cache-Control': 'private, no-store' };

type Initial = {
  values: Record<string, string>;
  errors?: Record<string, { message: string; values?: Record<string, string> }>;
  problem?: MessageId | null;
  step?: 'form' | 'time';
  times?: { day: string; openDays: string[]; slots: string[]; firstDay: string; lastDay: string; timeZone: string } | null;
};

/** The page again with this form's state; a refusal for too many attempts says when to try again (Retry-After, seconds). */
const answer = (block: string, state: Initial, status: number, retryAfterSeconds?: number) =>
  data<PageActionData>(
    { forms: { [block]: JSON.stringify(state) }, notice: null },
    { status, headers: retryAfterSeconds === undefined ? PRIVATE : { ...PRIVATE, 'Retry-After': String(retryAfterSeconds) } },
  );
const pageNotice = (notice: MessageId, status: number) => data<PageActionData>({ forms: {}, notice }, { status, headers: PRIVATE });

/**
 * The visit's campaign as a plain post carries it: the page's own address (utm_*, click ids), and the
 * keyword match the server found for that address (server/app.ts, issue 43), never one the address names.
 */
function attributionFrom(url: URL, headers: Headers): Record<string, string> {
  const out: Record<string, string> = { landing_path: url.pathname };
  for (const field of ATTRIBUTION_FIELDS) {
    const value = field === 'keyword_match' ? null : url.searchParams.get(field);
    if (value) out[field] = value;
  }
  const match = readMatchHeader(headers.get(MATCH_HEADER));
  if (match) out['keyword_match'] = match;
  return out;
}

/** The demo booking's time step: the asked day (or the first with free times) and its times, in the firm's zone. */
async function timeStep(day: string | null): Promise<Initial['times'] | undefined> {
  return (await timesOfDay(day && isDay(day) ? day : null)) ?? undefined;
}

export async function pageFormAction({ request, url }: { request: Request; url: URL }) {
  const read = await readBody(request, ['application/x-www-form-urlencoded']);
  if (!read.ok) return pageNotice(read.status === 413 ? 'form.tooLarge' : 'form.unsupported', read.status);
  const fields = z.record(z.string(), z.string()).catch({}).parse(read.body);
  const block = fields[FORM_FIELDS.block] ?? '';
  const widget = fields[FORM_FIELDS.kind];
  if (!isWidget(widget) || !/^\d{1,12}$/.test(block)) return pageNotice('form.unsupported', 400);
  const kind = WIDGETS[widget];
  // A day of the time chooser's list was pressed (its button posts the day): show that day's times.
  const picked = fields[FORM_FIELDS.pickDay];
  const intent = picked ? 'times' : (fields[FORM_FIELDS.intent] ?? (widget === 'demo_booking' ? 'next' : 'send'));
  if (picked) fields['day'] = picked;
  const values = Object.fromEntries(KEPT[kind].flatMap((k) => (fields[k] === undefined ? [] : [[k, fields[k]]])));
  const { locale } = parseSitePath(url.pathname);

  // The demo booking's steps before the booking itself: nothing is stored, nothing to check.
  if (widget === 'demo_booking' && (intent === 'next' || intent === 'times' || intent === 'back')) {
    if (intent === 'back') return answer(block, { values, step: 'form' }, 200);
    if (intent === 'next') {
      const parsed = demoRequestSchema.safeParse({ ...values, consent: values['consent'] === 'on' });
      if (!parsed.success) return answer(block, { values, errors: fieldErrors(parsed.error), step: 'form' }, 400);
    }
    const times = await timeStep(intent === 'times' ? (values['day'] ?? null) : null);
    if (!times) return answer(block, { values, step: intent === 'next' ? 'form' : 'time', problem: 'form.unavailable' }, 503);
    return answer(block, { values: { ...values, day: times.day }, step: 'time', times }, 200);
  }

  const step = widget === 'demo_booking' && intent === 'book' ? 'time' : 'form';
  const times = step === 'time' ? await timeStep(values['day'] ?? null) : null;
  const body = {
    ...values,
    consent: values['consent'] === 'on',
    website: fields['website'] ?? '',
    locale,
    source: url.pathname,
    attribution: attributionFrom(url, request.headers),
    // Without JavaScript the times were shown, and chosen, in the firm's zone.
    ...(intent === 'book' && times ? { timeZone: times.timeZone } : { slot: undefined }),
  };
  // Field errors first (they store nothing); then a real submission as fast as a script, or without a
  // ticket we signed, is refused with the values kept.
  const errors = formErrors(kind, body);
  if (errors) return answer(block, { values, step: 'form', errors }, 400);
  // A booking whose times cannot be read now is not quietly stored as a request without a time.
  if (intent === 'book' && !times) return answer(block, { values, step: 'form', problem: 'form.unavailable' }, 503);
  // A page kept open past the ticket's maximum age: sent again from the page this answer is (whose
  // ticket is fresh), the values kept.
  const ticket = checkTicket(fields[FORM_FIELDS.ticket] ?? '');
  if (ticket.state !== 'ok') return answer(block, { values, step, times, problem: ticket.state === 'expired' ? 'form.expired' : 'form.tooFast' }, 400);
  const limited = await formRateLimit(kind, request);
  if (limited) return answer(block, { values, step, times, problem: 'form.rateLimited' }, 429, limited.retryAfterSeconds);
  if (intent === 'book' && !values['slot']) return answer(block, { values, step, times, problem: 'form.slot.required' }, 400);

  const outcome = await submitForm(kind, body, request.headers);
  if (outcome.ok) {
    const next = new URLSearchParams(url.search);
    next.set('sent', block);
    next.set('status', outcome.status);
    if (outcome.slot) next.set('at', outcome.slot);
    // The time was chosen in the firm's zone: the thanks says it in that zone too.
    if (outcome.slot && times) next.set('tz', times.timeZone);
    // Back to this page on this site (a path that starts with // would name another host).
    return redirect(`/${url.pathname.replace(/^\/+/, '')}?${next}#form-${block}`, { status: 303, headers: PRIVATE });
  }
  if (outcome.problem === 'invalid') {
    // Only the chosen time (or its zone) was wrong: stay on the time step and say so.
    if (step === 'time' && Object.keys(outcome.errors).every((f) => f === 'slot' || f === 'timeZone')) {
      return answer(block, { values: { ...values, slot: '' }, step, times, problem: 'form.slot.required' }, 400);
    }
    return answer(block, { values, step: 'form', errors: outcome.errors }, 400);
  }
  if (outcome.problem === 'alreadyBooked') return answer(block, { values: { ...values, slot: '' }, step, times, problem: 'form.alreadyBooked' }, 409);
  if (outcome.problem === 'bookingLimit' || outcome.problem === 'rateLimited') {
    const problem = outcome.problem === 'bookingLimit' ? 'form.bookingLimit' : 'form.rateLimited';
    return answer(block, { values, step, times, problem }, 429, outcome.retryAfterSeconds);
  }
  if (outcome.problem === 'slotTaken') {
    const fresh = times ? { ...times, slots: outcome.slots } : await timeStep(values['day'] ?? null);
    return answer(block, { values: { ...values, slot: '' }, step: 'time', times: fresh, problem: 'form.slotTaken' }, 409);
  }
  return answer(block, { values, step, times, problem: 'form.unavailable' }, 503);
}

/**
 * What a page's loader adds for its forms: the thanks a redirect after a stored post asks for, and
 * then headers that keep that page to this visitor (never cached, never indexed).
 */
export function pageForms(url: URL): { forms: FormStates; headers: HeadersInit | null } {
  const forms = sentForms(url);
  return { forms, headers: Object.keys(forms).length > 0 ? { ...PRIVATE, 'X-Robots-Tag': 'noindex' } : null };
}

/** The thanks a redirect after a stored post asks for (`?sent=<block>&status=…&at=…`). */
function sentForms(url: URL): FormStates {
  const block = url.searchParams.get('sent');
  const status = url.searchParams.get('status');
  if (!block || !/^\d{1,12}$/.test(block) || (status !== 'booked' && status !== 'requested' && status !== 'received')) return {};
  const at = url.searchParams.get('at');
  const timeZone = url.searchParams.get('tz');
  return {
    [block]: JSON.stringify({
      values: {},
      done: { status, at: at && !Number.isNaN(Date.parse(at)) ? at : null, timeZone: timeZone && knownZone(timeZone, '') ? timeZone : null },
    }),
  };
}
