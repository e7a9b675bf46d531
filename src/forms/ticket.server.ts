// The form ticket: the time a page was sent, signed, in a hidden field of its forms. A plain post
// (no JavaScript) that comes back sooner than a person could fill the form, or without a ticket we
// signed, is a script: it is refused with a message and the visitor's values, never silently. A
// ticket also has a maximum age (FORM_TICKET_MAX_AGE_MS, 6 hours by default): a ticket taken from one
// page cannot be replayed for ever by a script, while a tab left open over a meeting still works;
// an older one is answered "this form expired, please send it again", the values kept. The
// server's HTTP layer (server/app.ts) fills the ticket in each page as it sends it, cached or not,
// so this module depends on nothing but Node (server/ loads it from source).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The shortest time a person takes to fill one of the site's forms (FORM_MIN_FILL_MS, 3 s by default). */
export const minFillMs = (): number => {
  const configured = Number(process.env['FORM_MIN_FILL_MS']);
  return Number.isInteger(configured) && configured >= 0 ? configured : 3_000;
};

const secret = () => process.env['LINK_SECRET'] ?? `directus-token:${process.env['DIRECTUS_TOKEN'] ?? ''}`;
const sign = (time: string) => createHmac('sha256', secret()).update(`form-ticket:${time}`).digest('base64url').slice(0, 22);

export function newTicket(now = Date.now()): string {
  const time = String(now);
  return `${time}.${sign(time)}`;
}

/** The longest a page's ticket is good for (FORM_TICKET_MAX_AGE_MS, 6 hours by default). */
export const maxTicketAgeMs = (): number => {
  const configured = Number(process.env['FORM_TICKET_MAX_AGE_MS']);
  return Number.isInteger(configured) && configured > 0 ? configured : 6 * 3_600_000;
};

/**
 * What a submission's ticket says: `ok`; `tooFast` when it came back sooner than a person could fill
 * the form (or without a ticket we signed: a script); `expired` when its page is older than the
 * maximum age; with how long until it would be old enough.
 */
export type TicketCheck = { state: 'ok' } | { state: 'tooFast'; waitMs: number } | { state: 'expired' };

export function checkTicket(ticket: string, now = Date.now()): TicketCheck {
  const age = ticketAge(ticket, now);
  if (age === null) return { state: 'tooFast', waitMs: minFillMs() };
  if (age < minFillMs()) return { state: 'tooFast', waitMs: minFillMs() - age };
  if (age > maxTicketAgeMs()) return { state: 'expired' };
  return { state: 'ok' };
}

/** How long ago the ticket's page was sent; null for a ticket we did not sign. */
export function ticketAge(ticket: string, now = Date.now()): number | null {
  const [time, signature] = ticket.split('.');
  if (!time || !signature || !/^\d{1,15}$/.test(time)) return null;
  const expected = Buffer.from(sign(time));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now - Number(time);
}
