// A visitor's rights over their data (decision 0019), on the site server's side: download it, and
// erase it with their sign-in account. Directus's /site-privacy endpoint does the database part in one
// transaction and logs it; this module adds what only the site can do: the sign-in account (Firebase),
// and the cancellation e-mails of upcoming demos, stored in that same transaction.
import { z } from 'zod';
import type { Locale } from '#schemas/locale';
import { toTime } from '#schemas/page';
import { accountOf, deleteAccount, type SignedInUser } from '../auth/session.server';
import { endpoint, readRows } from '../cms/write.server';
import { serverConfig } from '../config.server';
import { leadUrl } from '../forms/lead-links';
import { readAvailability } from '../forms/availability.server';
import { kickOutbox, outboxRow } from '../mail/outbox.server';
import { senderFor } from '../mail/sender.server';
import { bookingCancelled } from '../mail/templates.server';

const when = z.string().nullable();
const campaign = z.record(z.string(), z.string()).catch({});

export const personalDataSchema = z.object({
  demoRequests: z.array(
    z.object({
      reference: z.string().nullable(),
      receivedAt: when,
      name: z.string(),
      company: z.string(),
      email: z.string(),
      role: z.string(),
      industry: z.string().nullable(),
      language: z.string(),
      agreedToBeContacted: z.boolean(),
      page: z.string().nullable(),
      status: z.string(),
      bookedTime: z.object({ start: when, end: when, timeZone: z.string().nullable() }).nullable(),
      cancelledAt: when,
      notes: z.string().nullable(),
      campaign,
      abTestVersion: z.string().nullable(),
    }),
  ),
  submissions: z.array(
    z.object({
      form: z.string(),
      reference: z.string().nullable(),
      receivedAt: when,
      email: z.string().nullable(),
      language: z.string(),
      fields: z.unknown(),
      newsletter: z.object({ status: z.string(), confirmedAt: when, unsubscribedAt: when }).nullable(),
      campaign,
      abTestVersion: z.string().nullable(),
    }),
  ),
  emails: z.array(z.object({ kind: z.string(), to: z.string(), subject: z.string(), status: z.string(), queuedAt: when, sentAt: when })),
});

/** The sign-in account, as the person may read it. */
export type AccountData = { uid: string; email: string | null; name: string | null; emailVerified: boolean };
export type PersonalData = z.output<typeof personalDataSchema> & { account: AccountData | null; generatedAt: string };

/** Who the request is about: an address proven (a verified account, a followed link) and/or an account. */
export type Subject = { email: string | null; uid: string | null };

/** The subject of a signed-in visitor: their account, and their address once Firebase verified it. */
export const subjectOf = (user: SignedInUser): Subject => ({ email: user.email && user.emailVerified ? user.email.toLowerCase() : null, uid: user.uid });

type Via = { channel: 'account' | 'link' | 'schedule'; locale: Locale; request?: number };

/** Everything stored about the subject; null when Directus cannot say. Logged as a download. */
export async function exportData(subject: Subject, account: AccountData | null, via: Via): Promise<PersonalData | null> {
  try {
    const answer = await endpoint('POST', '/site-privacy/export', { ...subject, ...via });
    if (!answer.ok) throw new Error(`Directus answered ${answer.status}`);
    const data = z.object({ data: personalDataSchema }).parse(answer.data).data;
    return { generatedAt: new Date().toISOString(), account, ...data };
  } catch (error) {
    console.error('[privacy] could not export a person’s data', String(error));
    return null;
  }
}

const UpcomingRow = z.object({
  id: z.number(),
  account_uid: z.string().nullable(),
  reference: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(['en', 'fr']).catch('en'),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  visitor_time_zone: z.string().nullable(),
  booking_sequence: z.number().nullable(),
});

/** The subject's demos still ahead, to cancel with the usual e-mail. */
async function upcomingDemos(subject: Subject): Promise<z.output<typeof UpcomingRow>[]> {
  // By address in any letter case, as Directus's erasure matches (a marketer may have retyped it), then
  // exactly below: a wider match must not send someone else a cancellation.
  const mine = [...(subject.uid ? [{ account_uid: { _eq: subject.uid } }] : []), ...(subject.email ? [{ email: { _icontains: subject.email } }] : [])];
  const filter = { _and: [{ _or: mine }, { starts_at: { _gt: new Date().toISOString() } }] };
  const rows = await readRows('demo_requests', { filter, fields: Object.keys(UpcomingRow.shape), limit: 50 }, UpcomingRow);
  return rows.filter((d) => (subject.uid !== null && d.account_uid === subject.uid) || (subject.email !== null && d.email.toLowerCase() === subject.email));
}

/** The cancellation e-mails of those demos (METHOD:CANCEL, so calendars drop them), as outbox rows. */
async function cancellations(demos: z.output<typeof UpcomingRow>[]) {
  if (!demos.length) return [];
  const availability = await readAvailability(new Date());
  const { siteUrl } = serverConfig();
  return Promise.all(
    demos.map(async (d) => {
      const start = new Date(toTime(d.starts_at));
      const end = d.ends_at ? new Date(toTime(d.ends_at)) : new Date(start.getTime() + 30 * 60_000);
      const mail = bookingCancelled(
        await senderFor(d.locale),
        {
          reference: d.reference ?? d.starts_at,
          sequence: (d.booking_sequence ?? 0) + 1,
          start,
          end,
          visitor: { name: d.name, email: d.email, timeZone: d.visitor_time_zone ?? 'America/Toronto' },
          firmTimeZone: availability?.config.timeZone ?? 'America/Toronto',
          meetingUrl: availability?.meetingUrl ?? null,
          // Erased: there is nothing left to manage.
          manageUrl: leadUrl(siteUrl, 'demo', d.locale),
          accountUrl: leadUrl(siteUrl, 'account', d.locale),
        },
        leadUrl(siteUrl, 'demo', d.locale),
      );
      return outboxRow('booking_cancelled', mail, null);
    }),
  );
}

const ErasedSchema = z.object({
  summary: z.object({
    demoRequests: z.number(),
    submissions: z.number(),
    emails: z.number(),
    cancelledDemos: z.number(),
    consentProofsKept: z.number(),
  }),
  log: z.union([z.number(), z.string()]),
});
export type Erasure = z.output<typeof ErasedSchema>['summary'] & { accountClosed: boolean };

/**
 * Erases the subject's data, cancelling their upcoming demos with the usual e-mail, then closes their
 * sign-in account (`closeAccount`: its uid). The database part is all or nothing; null when it could
 * not be done (nothing changed). An account Firebase would not close now is closed by the next
 * retention run (the log says it is owed).
 */
export async function eraseData(subject: Subject, via: Via & { closeAccount: boolean }): Promise<Erasure | null> {
  // A demo booked between the two reads makes Directus refuse the erasure: read again, and retry once.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const upcoming = await upcomingDemos(subject);
      const mails = await cancellations(upcoming);
      const answer = await endpoint('POST', '/site-privacy/erase', { ...subject, ...via, expectUpcoming: upcoming.map((d) => d.id), mails }, ERASE_WAIT_MS);
      if (!answer.ok && answer.status === 409 && attempt === 0) continue;
      if (!answer.ok) {
        // An answer: Directus rolled back, so nothing changed.
        console.error(`[privacy] Directus refused an erasure (${answer.status})`, answer.detail.slice(0, 300));
        return null;
      }
      const { summary, log } = ErasedSchema.parse(answer.data);
      if (mails.length) kickOutbox();
      const accountClosed = via.closeAccount && subject.uid ? await closeOwedAccount(log, subject.uid) : false;
      return { ...summary, accountClosed };
    } catch (error) {
      // No answer (in time) is not "nothing done": Directus may have committed all the same. If nothing
      // of theirs is left, it did; the account is closed now (the log's debt is settled by the next run).
      if (await nothingLeft(subject)) {
        console.warn('[privacy] an erasure answered late but was done', String(error));
        const accountClosed = via.closeAccount && subject.uid ? await deleteAccount(subject.uid) : false;
        return { demoRequests: 0, submissions: 0, emails: 0, cancelledDemos: 0, consentProofsKept: 0, accountClosed };
      }
      console.error('[privacy] could not erase a person’s data', String(error));
      return null;
    }
  }
  return null;
}

/** How long an erasure may take (one transaction over a person's rows and their history). */
const ERASE_WAIT_MS = 30_000;

/** Whether Directus holds nothing of the subject any more (false when it cannot say). */
async function nothingLeft(subject: Subject): Promise<boolean> {
  const mine = [...(subject.uid ? [{ account_uid: { _eq: subject.uid } }] : []), ...(subject.email ? [{ email: { _icontains: subject.email } }] : [])];
  if (!mine.length) return false;
  try {
    for (const [collection, extra] of [
      ['demo_requests', []],
      ['form_submissions', [{ type: { _neq: 'privacy' } }, { erased_at: { _null: true } }]],
    ] as const) {
      const filter = { _and: [{ _or: mine }, ...extra] };
      if ((await readRows(collection, { filter, fields: ['id'], limit: 1 }, z.unknown())).length > 0) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Closes an account an erasure owes, and tells the log; false when Firebase would not (retried daily). */
export async function closeOwedAccount(log: number | string, uid: string | null, email: string | null = null): Promise<boolean> {
  let target = uid;
  if (!target && email) {
    // A team erasure (by address): the account of that address, if Firebase verified it is theirs,
    // and first what that account sent with other addresses (sales could not see it by address).
    const found = await accountOf(email);
    if (found === undefined) return false;
    target = found?.emailVerified ? found.uid : null;
    if (target && !(await eraseData({ email: null, uid: target }, { channel: 'schedule', locale: 'en', closeAccount: false }))) return false;
  }
  if (target && !(await deleteAccount(target))) return false;
  try {
    return (await endpoint('POST', `/site-privacy/owed/${log}/done`, {})).ok;
  } catch (error) {
    console.error('[privacy] could not record a closed account', String(error));
    return false;
  }
}
