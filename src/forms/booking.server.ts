// A booking managed by its visitor, through the link in their confirmation (looked up by the hash of
// the link's token) or from their account page (looked up by its reference among the requests that
// are theirs), until the meeting is over. Moving is one update of the request's
// `starts_at` (unique): the new time is taken and the old one freed in the same statement, and if
// someone holds the new time the database refuses and nothing changes. Cancelling clears the time,
// which is then offered to others at once. Both store the e-mail they cause in the same write.
import { z } from 'zod';
import type { Locale } from '#schemas/locale';
import { ownedBy } from '../auth/owner';
import type { SignedInUser } from '../auth/session.server';
import { toTime } from '#schemas/page';
import { serverConfig } from '../config.server';
import { kickOutbox, outboxRow } from '../mail/outbox.server';
import { senderFor } from '../mail/sender.server';
import { bookingCancelled, bookingMoved, type Meeting } from '../mail/templates.server';
import { availableSlots, dayIn, isOfferedSlot } from './availability';
import { leadUrl } from './lead-links';
import { findOne, updateItem } from '../cms/write.server';
import { readAvailability, type Availability } from './availability.server';
import { hashToken, isToken, newToken } from './tokens.server';
import { claimMail, mailboxOf } from './mail-cap.server';

const Row = z.object({
  id: z.number(),
  reference: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(['en', 'fr']).catch('en'),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  visitor_time_zone: z.string().nullable(),
  booking_sequence: z.number().nullable(),
  cancelled_at: z.string().nullable(),
  manage_expires_at: z.string().nullable(),
});

export type ManagedBooking = {
  id: number;
  reference: string;
  name: string;
  email: string;
  locale: Locale;
  /** Null once cancelled. */
  start: Date | null;
  end: Date | null;
  visitorTimeZone: string;
  sequence: number;
  cancelled: boolean;
};

/** How a visitor reaches their booking: the mailed link's token, or their account and the booking's reference. */
export type BookingKey = { token: string } | { reference: string; owner: SignedInUser };

const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function filterOf(key: BookingKey): Record<string, unknown> | null {
  if ('token' in key) return isToken(key.token) ? { manage_token_hash: { _eq: hashToken(key.token) } } : null;
  return REFERENCE.test(key.reference) ? { _and: [{ reference: { _eq: key.reference } }, ownedBy(key.owner)] } : null;
}

/** The booking a key manages; null for an unknown or expired link, or a booking not theirs; undefined when Directus cannot say. */
export async function findBooking(key: BookingKey, now = Date.now()): Promise<ManagedBooking | null | undefined> {
  const filter = filterOf(key);
  if (!filter) return null;
  const row = await findOne('demo_requests', { filter, fields: Object.keys(Row.shape) }, Row);
  if (!row) return row;
  if (!row.manage_expires_at || toTime(row.manage_expires_at) <= now) return null;
  const instant = (v: string | null) => (v ? new Date(toTime(v)) : null);
  return {
    id: row.id,
    reference: row.reference ?? String(row.id),
    name: row.name,
    email: row.email,
    locale: row.locale,
    start: instant(row.starts_at),
    end: instant(row.ends_at),
    visitorTimeZone: row.visitor_time_zone ?? 'America/Toronto',
    sequence: row.booking_sequence ?? 0,
    cancelled: row.starts_at === null,
  };
}

/**
 * The link the change's e-mail carries: the same token when the visitor came with it; from their
 * account, a new one (its hash replaces the old in the same write), since only hashes are kept. The
 * latest e-mail's link is always the one that works.
 */
function linkFor(key: BookingKey): { token: string; hash: string | null } {
  return 'token' in key ? { token: key.token, hash: null } : newToken();
}

function meeting(booking: ManagedBooking, availability: Availability, start: Date, end: Date, sequence: number, token: string): Meeting {
  return {
    reference: booking.reference,
    sequence,
    start,
    end,
    visitor: { name: booking.name, email: booking.email, timeZone: booking.visitorTimeZone },
    firmTimeZone: availability.config.timeZone,
    meetingUrl: availability.meetingUrl,
    manageUrl: leadUrl(serverConfig().siteUrl, 'manage', booking.locale, token),
    accountUrl: leadUrl(serverConfig().siteUrl, 'account', booking.locale),
  };
}

/**
 * Whether a change mails someone other than who makes it: a booking made from an account with another
 * person's address. A mailed link's holder got it at that address; an account whose verified address
 * is the booking's writes to itself.
 */
function mailsAnother(key: BookingKey, booking: ManagedBooking): boolean {
  if (!('owner' in key)) return false;
  const own = key.owner.emailVerified && key.owner.email ? mailboxOf(key.owner.email) : null;
  return own !== mailboxOf(booking.email);
}

export type ChangeResult =
  | { ok: true }
  | { ok: false; problem: 'gone' | 'slotTaken' | 'unavailable'; slots?: string[] }
  | { ok: false; problem: 'rateLimited'; retryAfterSeconds: number };

/** Moves the booking to `slot` (an instant the schedule offers and nobody holds). */
export async function moveBooking(key: BookingKey, slot: string): Promise<ChangeResult> {
  const booking = await findBooking(key);
  if (booking === undefined) return { ok: false, problem: 'unavailable' };
  if (!booking?.start) return { ok: false, problem: 'gone' };
  const now = Date.now();
  const availability = await readAvailability(new Date(now));
  if (!availability) return { ok: false, problem: 'unavailable' };
  const { config } = availability;
  const start = new Date(slot);
  const day = Number.isNaN(start.getTime()) ? dayIn(now, config.timeZone) : dayIn(start.getTime(), config.timeZone);
  const fresh = (booked: readonly string[]) => availableSlots(config, day, booked, now);
  if (Number.isNaN(start.getTime()) || !isOfferedSlot(config, start.toISOString(), now) || availability.booked.includes(start.toISOString())) {
    return { ok: false, problem: 'slotTaken', slots: fresh(availability.booked) };
  }
  // Each move mails the booking's address (an updated invitation). Made from an account with another
  // person's address, it counts against that mailbox's cap (mail-cap.server.ts) like the booking's own
  // confirmation did, or the account could move it back and forth to write to them without end.
  const claim = mailsAnother(key, booking) ? await claimMail(booking.email) : null;
  if (claim && !claim.allowed) return { ok: false, problem: 'rateLimited', retryAfterSeconds: claim.retryAfterSeconds };
  let updated: Awaited<ReturnType<typeof updateItem>> | undefined;
  try {
    const end = new Date(start.getTime() + config.slotMinutes * 60_000);
    const sequence = booking.sequence + 1;
    const link = linkFor(key);
    const mail = bookingMoved(await senderFor(booking.locale), meeting(booking, availability, start, end, sequence, link.token), booking.start);
    updated = await updateItem('demo_requests', booking.id, {
      ...(link.hash ? { manage_token_hash: link.hash } : {}),
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      booking_sequence: sequence,
      manage_expires_at: end.toISOString(),
      mails: { create: [outboxRow('booking_moved', mail, booking.reference)], update: [], delete: [] },
    });
  } finally {
    // Nothing was sent: the mailbox's count is given back.
    if (claim?.allowed && !updated?.ok) await claim.release();
  }
  if (!updated.ok && updated.reason === 'conflict') {
    const latest = await readAvailability(new Date(now));
    return { ok: false, problem: 'slotTaken', slots: latest ? availableSlots(latest.config, day, latest.booked, Date.now()) : [] };
  }
  if (!updated.ok) return { ok: false, problem: 'unavailable' };
  kickOutbox();
  return { ok: true };
}

/** Cancels the booking: the time is freed at once, and the visitor's calendar is told (METHOD:CANCEL). */
export async function cancelBooking(key: BookingKey): Promise<ChangeResult> {
  const booking = await findBooking(key);
  if (booking === undefined) return { ok: false, problem: 'unavailable' };
  if (!booking?.start || !booking.end) return { ok: false, problem: 'gone' };
  const availability = await readAvailability(new Date());
  if (!availability) return { ok: false, problem: 'unavailable' };
  const sequence = booking.sequence + 1;
  const link = linkFor(key);
  const mail = bookingCancelled(
    await senderFor(booking.locale),
    meeting(booking, availability, booking.start, booking.end, sequence, link.token),
    leadUrl(serverConfig().siteUrl, 'demo', booking.locale),
  );
  // Made from an account with another person's address, the cancellation's e-mail counts against
  // that mailbox's cap too (booking, cancelling and booking again would write to them twice as
  // often); over it, the booking is still cancelled, without the e-mail.
  const claim = mailsAnother(key, booking) ? await claimMail(booking.email) : null;
  const mailed = claim === null || claim.allowed;
  let updated: Awaited<ReturnType<typeof updateItem>> | undefined;
  try {
    updated = await updateItem('demo_requests', booking.id, {
      ...(link.hash ? { manage_token_hash: link.hash } : {}),
      starts_at: null,
      ends_at: null,
      cancelled_at: new Date().toISOString(),
      booking_sequence: sequence,
      mails: { create: mailed ? [outboxRow('booking_cancelled', mail, booking.reference)] : [], update: [], delete: [] },
    });
  } finally {
    if (claim?.allowed && !updated?.ok) await claim.release();
  }
  if (!updated.ok) return { ok: false, problem: 'unavailable' };
  kickOutbox();
  return { ok: true };
}
