// A restore's replay of the erasure log (decision 0020), through the same erasure as the first time.
import type { Knex } from 'knex';
import { erase, UpcomingDemos } from './privacy.ts';
import {
  erasureKeyId,
  fingerprint,
  normalEmail,
  PERSON_TABLES,
  uidFingerprint,
  type Context,
  type Erased,
  type ErasureEntry,
  type MailRow,
  type PersonRow,
  type Subject,
} from './rows.ts';
import { logRequest } from './tables.ts';

type ReplayCounts = { demoRequests: number; submissions: number; emails: number; consentProofsKept: number; pendingRequests: number };
const REPLAYED: ('demoRequests' | 'submissions' | 'emails' | 'consentProofsKept')[] = ['demoRequests', 'submissions', 'emails', 'consentProofsKept'];

/**
 * A restore's replay of the erasure log (decision 0020): each line made since the backup names a
 * person by fingerprints only, so the people are found again among what the restored database holds
 * (every address and account id in it, fingerprinted with the same SECRET), and erased by `erase`
 * above, as the first time (a confirmed sign-up kept as a consent proof). Their demos still ahead go
 * without a new cancellation: the erasure sent it then. A data request of theirs still waiting in the
 * backup ends (its address goes). Each person found leaves a log row (channel "restore") owing their
 * sign-in account's closing, which the site's next retention run settles (Firebase is not restored
 * with the database, and only the site holds its credentials). Returns the counts.
 */
export async function replayErasures(
  ctx: Context,
  trx: Knex.Transaction,
  entries: ErasureEntry[],
  { secret, now = Date.now() }: { secret: string; now?: number },
): Promise<{ entries: number; otherKey: number; people: number; nothing: number; counts: ReplayCounts }> {
  const key = erasureKeyId(secret);
  const ours = entries.filter((e) => e.key === key);
  const emails = new Map<string, string>();
  const uids = new Map<string, string>();
  const addEmail = (value: string | null) => {
    const email = normalEmail(value);
    if (email) emails.set(fingerprint(secret, email), email);
  };
  for (const table of PERSON_TABLES) {
    for (const row of await trx<PersonRow>(table).whereNotNull('email').distinct('email')) addEmail(row.email);
    for (const row of await trx<PersonRow>(table).whereNotNull('account_uid').distinct('account_uid'))
      if (row.account_uid !== null) uids.set(uidFingerprint(secret, row.account_uid), row.account_uid);
  }
  for (const row of await trx<MailRow>('mail_outbox').whereNotNull('to').distinct('to')) addEmail(row.to);

  const counts: ReplayCounts = { demoRequests: 0, submissions: 0, emails: 0, consentProofsKept: 0, pendingRequests: 0 };
  let people = 0;
  let nothing = 0;
  for (const entry of ours) {
    const subject: Subject = { email: (entry.email && emails.get(entry.email)) || null, uid: (entry.uid && uids.get(entry.uid)) || null };
    if (!subject.email && !subject.uid) {
      nothing++;
      continue;
    }
    let summary: Erased;
    try {
      summary = await erase(ctx, trx, subject, { secret, now });
    } catch (error) {
      if (!(error instanceof UpcomingDemos)) throw error;
      summary = await erase(ctx, trx, subject, { secret, now, expectUpcoming: error.upcoming.map((u) => u.id) });
    }
    const pending = subject.email
      ? await trx('form_submissions')
          .where({ type: 'privacy', privacy_status: 'pending' })
          .whereRaw('lower(email) = ?', [subject.email])
          .update({ privacy_status: 'expired', email: null, dedupe_key: null })
      : 0;
    const removed = summary.demoRequests + summary.submissions + summary.emails + summary.consentProofsKept + pending;
    if (!removed) {
      nothing++;
      continue;
    }
    people++;
    for (const k of REPLAYED) counts[k] += summary[k];
    counts.pendingRequests += pending;
    // Owed: the account's id when the rows had it, else the address (as a team erasure owes it).
    await logRequest(ctx, trx, {
      privacy_action: 'erase',
      privacy_channel: 'restore',
      privacy_status: 'failed',
      completed_at: new Date(now).toISOString(),
      privacy_summary: { ...summary, account: 1 },
      account_uid: subject.uid,
      email: subject.uid ? null : subject.email,
    });
  }
  return { entries: entries.length, otherKey: entries.length - ours.length, people, nothing, counts };
}
