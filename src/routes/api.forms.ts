// POST /api/forms/:kind (demo, newsletter, waitlist, report): the islands' way in. The submission
// is validated, stored and mailed by src/forms/submit.server.ts (the same path as a form posted
// without JavaScript); this route speaks JSON the widgets turn into localized messages: 201 stored,
// 400 field errors (or a ticket refused: `form.tooFast` with how long to wait, `form.expired` with a
// fresh ticket), 409 the chosen time was just taken (with fresh times) or the address already has a
// demo booked, 413 too large, 415 not JSON, 429 too many attempts (with a true Retry-After), 503
// Directus unreachable (nothing stored).
//
// The same defences as a plain post (src/forms/page-action.server.ts): the page's form ticket (the
// island sends the one the server filled in its page, `_ticket`), so a script must fetch a page and
// wait a person's fill time like a plain post does, and a page older than the ticket's maximum age
// must be sent again; then the visitor's rate limit.
import { data } from 'react-router';
import { z } from 'zod';
import { FORM_KINDS } from '#schemas/forms';
import { FORM_FIELDS } from '#schemas/form-values';
import { formRateLimit, readBody } from '../forms/request.server';
import { submitForm } from '../forms/submit.server';
import { checkTicket, newTicket } from '../forms/ticket.server';
import type { Route } from './+types/api.forms';

const NO_STORE = { 'Cache-Control': 'no-store' };
const reply = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) => data(body, { status, headers: { ...NO_STORE, ...headers } });

export async function action({ request, params }: Route.ActionArgs) {
  const kind = FORM_KINDS.find((k) => k === params.kind);
  if (!kind || request.method !== 'POST') return reply(404, { error: 'form.unknown' });
  const read = await readBody(request, ['application/json']);
  if (!read.ok) return reply(read.status, { error: read.status === 413 ? 'form.tooLarge' : 'form.unsupported' });
  const body = z.record(z.string(), z.unknown()).safeParse(read.body);
  if (!body.success) return reply(400, { error: 'form.invalid' });
  const ticket = body.data[FORM_FIELDS.ticket];
  const checked = checkTicket(typeof ticket === 'string' ? ticket : '');
  // Too soon (or no ticket of ours): the island may wait `waitMs` and send again, as a person would have.
  if (checked.state === 'tooFast') return reply(400, { error: 'form.tooFast', waitMs: checked.waitMs });
  // A page kept open longer than a ticket lives: a new ticket for the island, which asks the visitor
  // to send again (its values stay in the form). It counts from now, like a freshly loaded page's.
  if (checked.state === 'expired') return reply(400, { error: 'form.expired', ticket: newTicket() });
  const limited = await formRateLimit(kind, request);
  if (limited) return reply(429, { error: 'form.rateLimited' }, { 'Retry-After': String(limited.retryAfterSeconds) });

  const outcome = await submitForm(kind, body.data, request.headers);
  if (outcome.ok)
    return reply(201, {
      status: outcome.status,
      ...(outcome.reference ? { reference: outcome.reference } : {}),
      ...(outcome.slot ? { slot: outcome.slot } : {}),
      // The A/B test version the visitor saw (decision 0018), for the lead's GA4 events.
      ...(outcome.variant ? { variant: outcome.variant } : {}),
    });
  switch (outcome.problem) {
    case 'invalid':
      return reply(400, { errors: outcome.errors });
    case 'slotTaken':
      return reply(409, { error: 'form.slotTaken', slots: outcome.slots });
    case 'alreadyBooked':
      return reply(409, { error: 'form.alreadyBooked' });
    case 'bookingLimit':
      return reply(429, { error: 'form.bookingLimit' }, { 'Retry-After': String(outcome.retryAfterSeconds) });
    case 'rateLimited':
      return reply(429, { error: 'form.rateLimited' }, { 'Retry-After': String(outcome.retryAfterSeconds) });
    case 'unavailable':
      return reply(503, { error: 'form.unavailable' }, { 'Retry-After': '30' });
  }
}

/** Anything but POST: this address only takes submissions. */
export function loader() {
  return reply(405, { error: 'form.unknown' }, { Allow: 'POST' });
}
