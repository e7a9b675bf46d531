// A signed-out visitor's data request (decision 0019): they give an address, and a mailed link proves
// it is theirs, as the newsletter's double opt-in does. The request waits in Directus with the
// address and the link's hash (never the link itself) until it is followed or expires (24 hours).
import { z } from 'zod';
import type { Locale } from '#schemas/locale';
import { endpoint } from '../cms/write.server';
import { serverConfig } from '../config.server';
import { leadUrl } from '../forms/lead-links';
import { hashToken, isToken, newToken } from '../forms/tokens.server';
import { kickOutbox, outboxRow } from '../mail/outbox.server';
import { senderFor } from '../mail/sender.server';
import { privacyLink } from '../mail/templates.server';
import { accountOf } from '../auth/session.server';
import { claimMail } from '../forms/mail-cap.server';
import { exportData, type PersonalData } from './rights.server';

export const LINK_HOURS = 24;
export type PrivacyAction = 'export' | 'erase';

/** Stores the request and its e-mail together: sent, already waiting (one per address and action), or Directus away. */
export async function requestLink(email: string, action: PrivacyAction, locale: Locale): Promise<'sent' | 'pending' | 'unavailable'> {
  // The link goes to the address typed, so it counts against that address's cap (forms/mail-cap.server.ts).
  // Over it, nothing is stored or sent and the visitor reads the usual "if this address is known, a
  // link is on its way": the page already says the same for a known and an unknown address, so a
  // capped one looks like any other and an attacker learns nothing.
  const mail = await claimMail(email);
  if (!mail.allowed) return 'sent';
  const link = newToken();
  const now = Date.now();
  const message = privacyLink(await senderFor(locale), { email, action, url: leadUrl(serverConfig().siteUrl, 'myDataConfirm', locale, link.token) });
  const row = { ...outboxRow('privacy_link', message, null, now), give_up_at: new Date(now + LINK_HOURS * 3_600_000).toISOString() };
  try {
    const answer = await endpoint('POST', '/site-privacy/requests', {
      email,
      action,
      locale,
      tokenHash: link.hash,
      expiresAt: new Date(now + LINK_HOURS * 3_600_000).toISOString(),
      mails: [row],
    });
    if (!answer.ok && answer.status === 409) {
      await mail.release();
      return 'pending';
    }
    if (!answer.ok) throw new Error(`Directus answered ${answer.status}`);
    kickOutbox();
    return 'sent';
  } catch (error) {
    console.error('[privacy] could not store a data request', String(error));
    await mail.release();
    return 'unavailable';
  }
}

const Waiting = z.object({
  id: z.number(),
  action: z.enum(['export', 'erase']),
  status: z.enum(['pending', 'done', 'failed', 'expired']),
  email: z.string().nullable(),
  locale: z.enum(['en', 'fr']),
  expired: z.boolean(),
});
export type LinkedRequest = z.output<typeof Waiting>;

/** The request a link's token belongs to: null for an unknown link; undefined when Directus cannot say. */
export async function requestByToken(token: string): Promise<LinkedRequest | null | undefined> {
  if (!isToken(token)) return null;
  try {
    const answer = await endpoint('GET', `/site-privacy/requests/${hashToken(token)}`);
    if (!answer.ok) throw new Error(`Directus answered ${answer.status}`);
    return Waiting.nullable().parse(answer.data);
  } catch (error) {
    console.error('[privacy] could not read a data request', String(error));
    return undefined;
  }
}

/** The subject a link proves: its address, and the sign-in account of that address if there is one. */
export async function subjectOfLink(email: string) {
  // Only an account whose address Firebase verified is this address's owner's: an unverified one may
  // be someone else's typo, holding their own requests (src/auth/owner.ts reasons the same way).
  const found = await accountOf(email);
  const account = found === undefined ? undefined : found?.emailVerified ? found : null;
  return { account, subject: { email, uid: account?.uid ?? null } };
}

/** The data a waiting download link opens (logged as a download); null when Directus or Firebase cannot say. */
export async function linkedData(found: { id: number; email: string }, locale: Locale): Promise<PersonalData | null> {
  const { account, subject } = await subjectOfLink(found.email);
  if (account === undefined) return null;
  return exportData(subject, account ? { uid: account.uid, email: found.email, name: null, emailVerified: account.emailVerified } : null, {
    channel: 'link',
    locale,
    request: found.id,
  });
}
