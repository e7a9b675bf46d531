// A cap per recipient on the e-mails the site sends on a visitor's word (a booking's confirmation, the
// newsletter's confirmation request, a data request's link): whoever types an address into a form can
// make the site write to it, so without a cap the site is a free mail bomb, from the firm's domain,
// whose reputation it spends. The per-visitor rate limit does not hold this: an attacker with many
// addresses (a botnet, an IPv6 /48) targets one victim from all of them.
//
// At most MAIL_CAP_HOUR such e-mails per address and hour and MAIL_CAP_DAY per day, counted like the
// forms' limits (rate-limit.server.ts: in Redis when set). A person who really uses the site gets one
// or two (a confirmation, a link); five in an hour is already someone else's doing. The key is an
// HMAC of the address, so that Redis (and whoever reads it) never holds the address itself.
//
// What an over-cap submission is answered is the caller's choice, always one that tells an attacker
// nothing they could use: see each caller (submit.server.ts, privacy/requests.server.ts).
import { createHmac } from 'node:crypto';
import { namedLimit } from './request.server';

export const MAIL_CAP_HOUR = 5;
export const MAIL_CAP_DAY = 10;
const HOUR = 3_600_000;

const secret = () => process.env['LINK_SECRET'] ?? `directus-token:${process.env['DIRECTUS_TOKEN'] ?? ''}`;
/**
 * The mailbox an address reaches: lower-cased, without a `+tag` (`ana+1@`, `ana+2@`... all reach
 * ana@ at most providers, so they share one cap; otherwise a `+` would give an attacker endless fresh
 * caps for one victim). Other provider-specific aliases (Gmail's dots) are not guessed at.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

/** The recipient's key: a keyed hash of the mailbox (not reversible without LINK_SECRET). */
export const recipientKey = (email: string): string =>
  createHmac('sha256', secret())
    .update(`mail-cap:${mailboxOf(email)}`)
    .digest('base64url')
    .slice(0, 32);

export type MailClaim = { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one e-mail to `email` against its caps, before it is stored in the outbox; `release` gives it
 * back when nothing was sent after all (the write failed, the address was already subscribed...).
 */
export async function claimMail(email: string): Promise<MailClaim> {
  const key = recipientKey(email);
  const hour = namedLimit('mail-hour', MAIL_CAP_HOUR, HOUR);
  const day = namedLimit('mail-day', MAIL_CAP_DAY, 24 * HOUR);
  const [inHour, inDay] = await Promise.all([hour.consume(key), day.consume(key)]);
  if (!inHour.allowed || !inDay.allowed) {
    console.warn(`[forms] an e-mail to one address was not sent: over its cap of ${MAIL_CAP_HOUR} an hour or ${MAIL_CAP_DAY} a day`);
    return { allowed: false, retryAfterSeconds: Math.max(inHour.allowed ? 0 : inHour.retryAfterSeconds, inDay.allowed ? 0 : inDay.retryAfterSeconds) };
  }
  return { allowed: true, release: async () => void (await Promise.all([hour.refund(key), day.refund(key)])) };
}
