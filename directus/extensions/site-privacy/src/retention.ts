// The retention periods applied (decision 0019): what is past its period goes, in one transaction, with
// the history Directus kept of it; an unsubscribed address keeps only its consent proof.
import type { Knex } from 'knex';
import { CAMPAIGN, toMs, type Context, type Cutoffs, type DemoRow, type MailRow, type Stamp, type SubmissionRow } from './rows.ts';
import { deleteRows, QUIET, services, toConsentProof } from './tables.ts';

type RetentionCounts = {
  demoRequests: number;
  submissions: number;
  pendingSignUps: number;
  consentProofs: number;
  emails: number;
  requestLog: number;
  consentProofsKept: number;
  expiredLinks: number;
};

/**
 * The retention job's work (one transaction): what is past its period goes, and a second run the
 * same day changes nothing. `cutoffs` are ISO times; `now` too. Returns the counts, and the sign-in
 * accounts whose deletion is still owed (an erasure whose Firebase step failed earlier).
 */
export async function applyRetention(
  ctx: Context,
  trx: Knex.Transaction,
  { cutoffs, now, secret }: { cutoffs: Cutoffs; now: string; secret: string },
): Promise<{ counts: RetentionCounts; accountsOwed: { log: number; uid: string | null; email: string | null }[] }> {
  const before = (value: Stamp | undefined, cutoff: string) => {
    const ms = toMs(value);
    return ms !== null && ms < Date.parse(cutoff);
  };
  const nowMs = Date.parse(now);
  const counts: RetentionCounts = {
    demoRequests: 0,
    submissions: 0,
    pendingSignUps: 0,
    consentProofs: 0,
    emails: 0,
    requestLog: 0,
    consentProofsKept: 0,
    expiredLinks: 0,
  };

  // Demo requests untouched for the period, unless a booked time is still ahead.
  const demos = (await trx<DemoRow>('demo_requests').select('id', 'date_created', 'date_updated', 'starts_at')).filter(
    (d) => before(d.date_updated ?? d.date_created, cutoffs.leads) && !((toMs(d.starts_at) ?? 0) > nowMs),
  );
  const demoIds = demos.map((d) => d.id);
  const subs = await trx<SubmissionRow>('form_submissions').select(
    'id',
    'type',
    'email',
    'payload',
    'subscription_status',
    'confirmed_at',
    'unsubscribed_at',
    'erased_at',
    'last_mailed_at',
    'date_created',
    'date_updated',
    'confirm_expires_at',
    'privacy_status',
    'email_fingerprint',
    ...CAMPAIGN,
  );
  const leadSubs = subs.filter((s) => (s.type === 'waitlist' || s.type === 'report') && before(s.date_updated ?? s.date_created, cutoffs.leads));
  const pending = subs.filter(
    (s) => s.type === 'newsletter' && !s.confirmed_at && !s.erased_at && before(s.unsubscribed_at ?? s.last_mailed_at ?? s.date_created, cutoffs.pending),
  );
  // An address that unsubscribed: after the unconfirmed sign-ups' period (time to answer a question
  // about it), its consent proof stays and its address goes; never confirmed, it goes altogether.
  const ended = subs.filter(
    (s) =>
      s.type === 'newsletter' &&
      s.confirmed_at &&
      !s.erased_at &&
      s.subscription_status === 'unsubscribed' &&
      before(s.unsubscribed_at ?? s.date_updated, cutoffs.pending),
  );
  const oldProofs = subs.filter((s) => s.type === 'newsletter' && s.erased_at && before(s.unsubscribed_at ?? s.erased_at, cutoffs.proof));
  // The log's rows go after the proof period, except one that still owes a sign-in account's closing.
  const oldLog = subs.filter(
    (s) => s.type === 'privacy' && s.privacy_status !== 'pending' && s.privacy_status !== 'failed' && before(s.date_created, cutoffs.proof),
  );
  const expired = subs.filter((s) => s.type === 'privacy' && s.privacy_status === 'pending' && !((toMs(s.confirm_expires_at) ?? 0) > nowMs));

  // E-mails: sent or given up for the period; and at once, once sent or given up, those whose lead was
  // erased (a cancellation sent after an erasure, a data request's link).
  const goneSubIds = new Set([...leadSubs, ...pending, ...oldProofs].map((s) => s.id));
  // A data request's link e-mail names the address asked about: once sent and the request no longer waits, it goes.
  const finishedRequests = new Set(subs.filter((s) => s.type === 'privacy' && s.privacy_status !== 'pending').map((s) => s.id));
  const mails = await trx<MailRow>('mail_outbox').select('id', 'status', 'request', 'submission', 'sent_at', 'date_created', 'date_updated');
  const mailIds = mails
    .filter((m) => {
      if ((m.request !== null && demoIds.includes(m.request)) || (m.submission !== null && goneSubIds.has(m.submission))) return true;
      if (m.status === 'queued') return false;
      if (m.request === null && m.submission === null) return true;
      if (m.submission !== null && finishedRequests.has(m.submission)) return true;
      return before(m.sent_at ?? m.date_updated ?? m.date_created, cutoffs.mail);
    })
    .map((m) => m.id);

  counts.emails = await deleteRows(ctx, trx, 'mail_outbox', mailIds);
  counts.demoRequests = await deleteRows(ctx, trx, 'demo_requests', demoIds);
  const goneSubs: [keyof RetentionCounts, { id: number }[]][] = [
    ['submissions', leadSubs],
    ['pendingSignUps', pending],
    ['consentProofs', oldProofs],
    ['requestLog', oldLog],
  ];
  for (const [count, rows] of goneSubs)
    counts[count] = await deleteRows(
      ctx,
      trx,
      'form_submissions',
      rows.map((s) => s.id),
    );
  for (const row of ended) await toConsentProof(ctx, trx, row, secret, nowMs);
  counts.consentProofsKept = ended.length;
  const items = services(ctx, trx).of('form_submissions');
  // The link's hash stays (it says nothing of the person): the link then says it expired, rather than not valid.
  for (const row of expired) await items.updateOne(row.id, { privacy_status: 'expired', email: null, dedupe_key: null }, QUIET);
  counts.expiredLinks = expired.length;

  // Erasures whose sign-in account is still to close: by its id (from an account), or by the address
  // (from the Data Studio, which cannot reach Firebase), kept on the log row until then.
  const owed = await trx<SubmissionRow>('form_submissions')
    .where({ type: 'privacy', privacy_status: 'failed', privacy_action: 'erase' })
    .where((q) => q.whereNotNull('account_uid').orWhereNotNull('email'))
    .select('id', 'account_uid', 'email');
  return { counts, accountsOwed: owed.map((o) => ({ log: o.id, uid: o.account_uid ?? null, email: o.email ?? null })) };
}
