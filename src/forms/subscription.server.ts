// The newsletter subscription's two mailed links: confirm (the double opt-in, valid 48 hours) and
// unsubscribe (valid as long as the subscription). Each is looked up by its token's hash; a GET only
// shows where the visitor stands, and only a POST changes it, because mail scanners follow links.
import { z } from 'zod';
import type { Locale } from '#schemas/locale';
import { toTime } from '#schemas/page';
import { serverConfig } from '../config.server';
import { kickOutbox, outboxRow } from '../mail/outbox.server';
import { senderFor } from '../mail/sender.server';
import { newsletterWelcome } from '../mail/templates.server';
import { leadUrl } from './lead-links';
import { findOne, updateItem } from '../cms/write.server';
import { hashToken, isToken, unsubscribeToken } from './tokens.server';

const Row = z.object({
  id: z.number(),
  email: z.string(),
  locale: z.enum(['en', 'fr']).catch('en'),
  reference: z.string().nullable(),
  subscription_status: z.enum(['pending', 'confirmed', 'unsubscribed']).nullable().catch(null),
  confirm_expires_at: z.string().nullable(),
});
const FIELDS = Object.keys(Row.shape);

export type Subscription = {
  id: number;
  email: string;
  locale: Locale;
  reference: string | null;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirmExpired: boolean;
};

async function lookup(field: 'confirm_token_hash' | 'unsubscribe_token_hash', token: string): Promise<Subscription | null | undefined> {
  if (!isToken(token)) return null;
  const row = await findOne('form_submissions', { filter: { type: { _eq: 'newsletter' }, [field]: { _eq: hashToken(token) } }, fields: FIELDS }, Row);
  if (!row) return row;
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    reference: row.reference,
    status: row.subscription_status ?? 'pending',
    confirmExpired: !row.confirm_expires_at || toTime(row.confirm_expires_at) <= Date.now(),
  };
}

/** The subscription a confirmation link belongs to (null: unknown link; undefined: Directus cannot say). */
export const byConfirmToken = (token: string) => lookup('confirm_token_hash', token);
/** The subscription an unsubscribe link belongs to. */
export const byUnsubscribeToken = (token: string) => lookup('unsubscribe_token_hash', token);

export type SubscriptionChange = { ok: true } | { ok: false; problem: 'gone' | 'unavailable' };

/** Confirms a pending address whose link is still valid, and welcomes it. */
export async function confirmSubscription(token: string): Promise<SubscriptionChange> {
  const found = await byConfirmToken(token);
  if (found === undefined) return { ok: false, problem: 'unavailable' };
  if (!found || found.status === 'unsubscribed') return { ok: false, problem: 'gone' };
  if (found.status === 'confirmed') return { ok: true };
  if (found.confirmExpired) return { ok: false, problem: 'gone' };
  const welcome = newsletterWelcome(await senderFor(found.locale), {
    email: found.email,
    unsubscribeUrl: leadUrl(serverConfig().siteUrl, 'unsubscribe', found.locale, unsubscribeToken(found.email).token),
  });
  const updated = await updateItem('form_submissions', found.id, {
    subscription_status: 'confirmed',
    confirmed_at: new Date().toISOString(),
    last_mailed_at: new Date().toISOString(),
    mails: { create: [outboxRow('newsletter_welcome', welcome, found.reference)], update: [], delete: [] },
  });
  if (!updated.ok) return { ok: false, problem: 'unavailable' };
  kickOutbox();
  return { ok: true };
}

/** Ends the subscription (or a pending one before it starts). Idempotent: a second click changes nothing. */
export async function unsubscribe(token: string): Promise<SubscriptionChange> {
  const found = await byUnsubscribeToken(token);
  if (found === undefined) return { ok: false, problem: 'unavailable' };
  if (!found) return { ok: false, problem: 'gone' };
  if (found.status === 'unsubscribed') return { ok: true };
  const updated = await updateItem('form_submissions', found.id, { subscription_status: 'unsubscribed', unsubscribed_at: new Date().toISOString() });
  return updated.ok ? { ok: true } : { ok: false, problem: 'unavailable' };
}
