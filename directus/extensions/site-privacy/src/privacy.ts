// What a person's data is, and erasing it, in one database transaction (decision 0019). Reads go
// straight to the tables (Knex, its rows typed in rows.ts); writes go through (tables.ts)
// Directus's ItemsService as the system (no activity entry, no revision: the point is to leave no
// copy), which also clears Directus's data cache. Erasing also removes the revisions and activity
// Directus kept of those rows, since a revision is a full copy of what the visitor sent.
import type { Knex } from 'knex';
import {
  campaignOf,
  iso,
  parseJson,
  toMs,
  type Context,
  type DemoRow,
  type Erased,
  type OutboxMail,
  type PersonalData,
  type Subject,
  type SubmissionRow,
  type Summary,
} from './rows.ts';
import { deleteRows, mailsAbout, owned, QUIET, services, toConsentProof } from './tables.ts';

/**
 * Everything stored about the subject, as they may read it (Law 25's access right): their demo
 * requests with the team's notes, their form submissions, and the e-mails sent to them. Never the
 * link secrets (only their hashes are kept anyway) nor internal ids.
 */
export async function collect(trx: Knex.Transaction, subject: Subject): Promise<PersonalData> {
  if (!subject.email && !subject.uid) return { demoRequests: [], submissions: [], emails: [] };
  const demos: DemoRow[] = await owned<DemoRow>(trx, 'demo_requests', subject).select('*').orderBy('id');
  const subs: SubmissionRow[] = await owned<SubmissionRow>(trx, 'form_submissions', subject).whereNot('type', 'privacy').select('*').orderBy('id');
  const mails = await mailsAbout(
    trx,
    subject,
    demos.map((d) => d.id),
    subs.map((x) => x.id),
  )
    .select('kind', 'to', 'subject', 'status', 'date_created', 'sent_at', 'request', 'submission')
    .orderBy('id');
  return {
    demoRequests: demos.map((d) => ({
      reference: d.reference,
      receivedAt: iso(d.date_created),
      name: d.name,
      company: d.company,
      email: d.email,
      role: d.role,
      industry: d.industry ?? null,
      language: d.locale,
      agreedToBeContacted: Boolean(d.consent),
      page: d.source ?? null,
      status: d.status,
      bookedTime: d.starts_at ? { start: iso(d.starts_at), end: iso(d.ends_at), timeZone: d.visitor_time_zone ?? null } : null,
      cancelledAt: iso(d.cancelled_at),
      notes: d.notes ?? null,
      campaign: campaignOf(d),
      abTestVersion: d.variant ?? null,
    })),
    submissions: subs.map((s) => ({
      form: s.type,
      reference: s.reference,
      receivedAt: iso(s.date_created),
      email: s.email,
      language: s.locale,
      fields: parseJson(s.payload),
      newsletter:
        s.type === 'newsletter'
          ? { status: s.subscription_status ?? 'pending', confirmedAt: iso(s.confirmed_at), unsubscribedAt: iso(s.unsubscribed_at) }
          : null,
      campaign: campaignOf(s),
      abTestVersion: s.variant ?? null,
    })),
    emails: mails
      // The team's notices about a lead go to the team, but they are about the person: listed too.
      .map((m) => ({ kind: m.kind, to: m.to, subject: m.subject, status: m.status, queuedAt: iso(m.date_created), sentAt: iso(m.sent_at) })),
  };
}

export const summaryOf = (data: PersonalData): Summary => ({
  demoRequests: data.demoRequests.length,
  submissions: data.submissions.length,
  emails: data.emails.length,
});

/** A demo still ahead: its id, its reference and when it starts (ISO). */
export type Upcoming = { id: number; reference: string | null; start: string | null };

export class UpcomingDemos extends Error {
  readonly upcoming: Upcoming[];
  constructor(upcoming: Upcoming[]) {
    super('The person has upcoming demos');
    this.upcoming = upcoming;
  }
}

/**
 * Erases the subject's data in `trx`: demo requests, form submissions and e-mails go, with their
 * history; a confirmed newsletter sign-up becomes a consent proof. Upcoming demos must be among
 * `expectUpcoming` (the ids the caller prepared cancellation e-mails for, `mails`, stored in the
 * same transaction): a demo booked meanwhile refuses the whole erasure (UpcomingDemos), so nobody
 * is left expecting a meeting nobody knows of. Returns the counts.
 */
export async function erase(
  ctx: Context,
  trx: Knex.Transaction,
  subject: Subject,
  { expectUpcoming = [], mails = [], secret, now = Date.now() }: { expectUpcoming?: number[]; mails?: OutboxMail[]; secret: string; now?: number },
): Promise<Erased> {
  const demos: Pick<DemoRow, 'id' | 'reference' | 'starts_at'>[] =
    subject.email || subject.uid ? await owned<DemoRow>(trx, 'demo_requests', subject).select('id', 'reference', 'starts_at') : [];
  const upcoming: Upcoming[] = demos.filter((d) => (toMs(d.starts_at) ?? 0) > now).map((d) => ({ id: d.id, reference: d.reference, start: iso(d.starts_at) }));
  if (upcoming.some((u) => !expectUpcoming.includes(u.id))) throw new UpcomingDemos(upcoming);
  const subs: SubmissionRow[] =
    subject.email || subject.uid ? await owned<SubmissionRow>(trx, 'form_submissions', subject).whereNot('type', 'privacy').select('*') : [];
  const proofs = subs.filter((s) => s.type === 'newsletter' && s.confirmed_at);
  const gone = subs.filter((s) => !proofs.includes(s));
  const mailIds = (
    await mailsAbout(
      trx,
      subject,
      demos.map((d) => d.id),
      subs.map((x) => x.id),
    ).select('id')
  ).map((m) => m.id);
  const outbox = services(ctx, trx).of('mail_outbox');
  const emails = await deleteRows(ctx, trx, 'mail_outbox', mailIds);
  // The cancellations, after the old e-mails went: they are not linked to the erased requests.
  if (mails.length)
    await outbox.createMany(
      mails.map((m) => ({ ...m, request: null, submission: null, reference: null })),
      QUIET,
    );
  const demoRequests = await deleteRows(
    ctx,
    trx,
    'demo_requests',
    demos.map((d) => d.id),
  );
  const submissions = await deleteRows(
    ctx,
    trx,
    'form_submissions',
    gone.map((s) => s.id),
  );
  for (const row of proofs) await toConsentProof(ctx, trx, row, secret, now);
  return { demoRequests, submissions, emails, cancelledDemos: upcoming.length, consentProofsKept: proofs.length };
}
