// The form ticket: the time a page was sent, signed, in a hidden field of its forms. A plain post
// (no JavaScript) that comes back sooner than a person could fill the form, or without a ticket we
// signed, is a script: it is refused with a message and the visitor's values, never silently. The
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

/** How long ago the ticket's page was sent; null for a ticket we did not sign. */
export function ticketAge(ticket: string, now = Date.now()): number | null {
  const [time, signature] = ticket.split('.');
  if (!time || !signature || !/^\d{1,15}$/.test(time)) return null;
  const expected = Buffer.from(sign(time));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now - Number(time);
}
