// The queries and writes the privacy routes share: a person's rows, their e-mails, rows deleted with the
// history Directus kept of them (revisions and activity: a revision is a full copy of what the visitor
// sent), a consent proof, and the requests' log. Writes go through Directus's ItemsService as the system
// (no activity entry, no revision: the point is to leave no copy), which also clears its data cache.
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  CAMPAIGN,
  fingerprint,
  iso,
  parseJson,
  type Context,
  type DemoRow,
  type HistoryRow,
  type LogRow,
  type MailRow,
  type PrimaryKey,
  type Subject,
  type SubmissionRow,
} from './rows.ts';

/** A newsletter sign-up's payload, for the words the person agreed to. */
const ConsentText = z.object({ consent_text: z.string() });

/** The rows of `collection` that belong to the subject: sent with their address, or from their account. */
export function owned<Row extends DemoRow | SubmissionRow>(trx: Knex.Transaction, collection: 'demo_requests' | 'form_submissions', subject: Subject) {
  return trx<Row>(collection).where((q) => {
    if (subject.email) q.orWhereRaw('lower(email) = ?', [subject.email]);
    if (subject.uid) q.orWhere('account_uid', subject.uid);
  });
}

/** The outbox rows about the subject: sent to their address, or about their requests and submissions. */
export function mailsAbout(trx: Knex.Transaction, subject: Subject, demoIds: number[], subIds: number[]) {
  // With nothing to match by (an account id alone, with no rows), none: an empty group is no
  // condition at all to knex, which would take every e-mail in the outbox (to erase or to download).
  if (!subject.email && !demoIds.length && !subIds.length) return trx<MailRow>('mail_outbox').whereRaw('1 = 0');
  return trx<MailRow>('mail_outbox').where((q) => {
    if (subject.email) q.orWhereRaw('lower("to") = ?', [subject.email]);
    if (demoIds.length) q.orWhereIn('request', demoIds);
    if (subIds.length) q.orWhereIn('submission', subIds);
  });
}

export const services = (ctx: Context, trx: Knex.Transaction) => {
  const of = (collection: string) => new ctx.services.ItemsService(collection, { knex: trx, schema: ctx.schema, accountability: null });
  return { of };
};
export const QUIET = { emitEvents: false };

/** Removes the revisions and activity Directus kept of these rows (copies of what was sent). */
async function forgetHistory(trx: Knex.Transaction, collection: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const keys = ids.map(String);
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    await trx<HistoryRow>('directus_revisions').where('collection', collection).whereIn('item', chunk).delete();
    await trx<HistoryRow>('directus_activity').where('collection', collection).whereIn('item', chunk).delete();
  }
}

/** Deletes rows by id, with their history. */
export async function deleteRows(ctx: Context, trx: Knex.Transaction, collection: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await forgetHistory(trx, collection, ids);
  // In chunks: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let i = 0; i < ids.length; i += 500)
    await services(ctx, trx)
      .of(collection)
      .deleteMany(ids.slice(i, i + 500), QUIET);
  return ids.length;
}

/**
 * What is left of a confirmed newsletter sign-up after an erasure: the consent proof Canada's
 * anti-spam law asks the sender to keep (when it was given and confirmed, the words agreed to, the
 * language and page), with the address replaced by its fingerprint.
 */
export async function toConsentProof(
  ctx: Context,
  trx: Knex.Transaction,
  row: Pick<SubmissionRow, 'id' | 'email' | 'email_fingerprint' | 'payload' | 'unsubscribed_at'>,
  secret: string,
  now: number,
): Promise<void> {
  const consent = ConsentText.safeParse(parseJson(row.payload));
  const proof = {
    email: null,
    dedupe_key: null,
    account_uid: null,
    reference: null,
    email_fingerprint: row.email ? fingerprint(secret, row.email) : row.email_fingerprint,
    erased_at: new Date(now).toISOString(),
    subscription_status: 'unsubscribed',
    unsubscribed_at: row.unsubscribed_at ? iso(row.unsubscribed_at) : new Date(now).toISOString(),
    confirm_token_hash: null,
    confirm_expires_at: null,
    unsubscribe_token_hash: null,
    payload: {
      consent: true,
      ...(consent.success ? { consent_text: consent.data.consent_text } : {}),
    },
    ...Object.fromEntries(CAMPAIGN.filter((f) => !['utm_source', 'utm_medium', 'utm_campaign', 'landing_path'].includes(f)).map((f) => [f, null])),
  };
  await forgetHistory(trx, 'form_submissions', [row.id]);
  await services(ctx, trx).of('form_submissions').updateOne(row.id, proof, QUIET);
}

/** One row of the requests' log (form_submissions of type "privacy"), with no personal data unless pending. */
export async function logRequest(ctx: Context, trx: Knex.Transaction, row: Record<string, unknown>): Promise<PrimaryKey> {
  const key = await services(ctx, trx)
    .of('form_submissions')
    .createOne({ type: 'privacy', locale: row.locale ?? 'en', payload: null, ...row }, QUIET);
  return key;
}

/** Completes a pending link request (`request`), or logs a new row; returns the log row's id. */
export async function finish(
  ctx: Context,
  trx: Knex.Transaction,
  request: number | null,
  {
    action,
    channel,
    locale,
    summary,
    owedUid = null,
    owedEmail = null,
    by = null,
  }: {
    action: 'export' | 'erase';
    channel: string;
    locale: 'en' | 'fr';
    summary: Record<string, number>;
    owedUid?: string | null;
    owedEmail?: string | null;
    by?: string | null;
  },
): Promise<PrimaryKey> {
  const done = {
    privacy_status: owedUid || owedEmail ? 'failed' : 'done',
    completed_at: new Date().toISOString(),
    privacy_summary: summary,
    account_uid: owedUid,
    email: owedEmail,
    dedupe_key: null,
  };
  if (request !== null && Number.isInteger(request)) {
    const row = await trx<LogRow>('form_submissions').where({ id: request, type: 'privacy', privacy_status: 'pending', privacy_action: action }).first('id');
    if (!row) throw Object.assign(new Error('That request is no longer waiting.'), { status: 409 });
    await new ctx.services.ItemsService('form_submissions', { knex: trx, schema: ctx.schema, accountability: null }).updateOne(request, done, {
      emitEvents: false,
    });
    return request;
  }
  return logRequest(ctx, trx, { privacy_action: action, privacy_channel: channel, locale, handled_by: by, ...done });
}
