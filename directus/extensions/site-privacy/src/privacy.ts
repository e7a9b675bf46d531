// What a person's data is, and erasing it, in one database transaction (decision 0019). Reads go
// straight to the tables (Knex, its rows typed below); writes go through
// Directus's ItemsService as the system (no activity entry, no revision: the point is to leave no
// copy), which also clears Directus's data cache. Erasing also removes the revisions and activity
// Directus kept of those rows, since a revision is a full copy of what the visitor sent.
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ItemsServiceClass, Schema } from '../../../lib/directus-types.ts';

/** A row's key, as Directus's ItemsService answers it. */
type PrimaryKey = Awaited<ReturnType<InstanceType<ItemsServiceClass>['createOne']>>;
/** Whom a request is about: a normalised address and/or a sign-in account's id. */
export type Subject = { email: string | null; uid: string | null };
/** What the writes need of Directus: its ItemsService, and the schema they run against. */
export type Context = { services: { ItemsService: ItemsServiceClass }; schema: Schema };
/** A timestamp as the driver gives it: ISO text, SQLite's text, a Date, or epoch ms. */
export type Stamp = string | number | Date | null;

const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'landing_path', 'referrer'] as const;
type CampaignField = (typeof CAMPAIGN)[number];
type Campaign = { [F in CampaignField]: string | null };

/** The rows read, as the tables hold them (directus/schema). */
type DemoRow = Campaign & {
  id: number;
  reference: string | null;
  date_created: Stamp;
  date_updated: Stamp;
  name: string | null;
  company: string | null;
  email: string | null;
  account_uid: string | null;
  role: string | null;
  industry: string | null;
  locale: string | null;
  consent: unknown;
  source: string | null;
  status: string | null;
  starts_at: Stamp;
  ends_at: Stamp;
  visitor_time_zone: string | null;
  cancelled_at: Stamp;
  notes: string | null;
  variant: string | null;
};
type SubmissionRow = Campaign & {
  id: number;
  type: string;
  reference: string | null;
  date_created: Stamp;
  date_updated: Stamp;
  email: string | null;
  account_uid: string | null;
  locale: string | null;
  /** JSON: text on SQLite, parsed on PostgreSQL. */
  payload: unknown;
  subscription_status: string | null;
  confirmed_at: Stamp;
  unsubscribed_at: Stamp;
  erased_at: Stamp;
  last_mailed_at: Stamp;
  confirm_expires_at: Stamp;
  privacy_status: string | null;
  privacy_action: string | null;
  email_fingerprint: string | null;
  variant: string | null;
};
type MailRow = {
  id: number;
  kind: string | null;
  to: string | null;
  subject: string | null;
  status: string | null;
  date_created: Stamp;
  date_updated: Stamp;
  sent_at: Stamp;
  request: number | null;
  submission: number | null;
};
/** Directus's own history tables, by the fields the erasure filters on. */
type HistoryRow = { id: number; collection: string; item: string };
/** The tables that name a person by address and account id. */
type PersonRow = { email: string | null; account_uid: string | null };
const PERSON_TABLES: ('demo_requests' | 'form_submissions')[] = ['demo_requests', 'form_submissions'];

/** An e-mail for the outbox, as the site prepared it (index.ts's mailsOf checks it). */
export type OutboxMail = {
  status: 'queued';
  kind: string;
  to: string;
  locale: 'en' | 'fr';
  subject: string;
  attempts: 0;
  next_attempt_at: string;
  give_up_at: string;
  message: object | null;
};

/** A timestamp, as it is given to the person (ISO) or null. */
type When = string | null;
/** A person's data as they may read it (`collect`). */
export type PersonalData = {
  demoRequests: {
    reference: string | null;
    receivedAt: When;
    name: string | null;
    company: string | null;
    email: string | null;
    role: string | null;
    industry: string | null;
    language: string | null;
    agreedToBeContacted: boolean;
    page: string | null;
    status: string | null;
    bookedTime: { start: When; end: When; timeZone: string | null } | null;
    cancelledAt: When;
    notes: string | null;
    campaign: Partial<Campaign>;
    abTestVersion: string | null;
  }[];
  submissions: {
    form: string;
    reference: string | null;
    receivedAt: When;
    email: string | null;
    language: string | null;
    fields: unknown;
    newsletter: { status: string; confirmedAt: When; unsubscribedAt: When } | null;
    campaign: Partial<Campaign>;
    abTestVersion: string | null;
  }[];
  emails: { kind: string | null; to: string | null; subject: string | null; status: string | null; queuedAt: When; sentAt: When }[];
};
/** What a log row says a request covered: counts only. */
export type Summary = { demoRequests: number; submissions: number; emails: number };
/** What an erasure removed (and kept as consent proofs). */
export type Erased = Summary & { cancelledDemos: number; consentProofsKept: number };
/** The retention periods' ends, ISO times. */
export type Cutoffs = { leads: string; pending: string; mail: string; proof: string };
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
type ReplayCounts = { demoRequests: number; submissions: number; emails: number; consentProofsKept: number; pendingRequests: number };
const REPLAYED: ('demoRequests' | 'submissions' | 'emails' | 'consentProofsKept')[] = ['demoRequests', 'submissions', 'emails', 'consentProofsKept'];
/** A line of the erasure log, as the replay gets it: fingerprints, and the tag of the SECRET that made them. */
export type ErasureEntry = { key: string; email: string | null; uid: string | null };

/** A newsletter sign-up's payload, for the words the person agreed to. */
const ConsentText = z.object({ consent_text: z.string() });

/** The collections that hold personal information, and their log. */
export const LEAD_COLLECTIONS = ['demo_requests', 'form_submissions', 'mail_outbox'];

/** A timestamp as Directus stores it (ISO text, SQLite's "YYYY-MM-DD HH:MM:SS", a Date or epoch ms) as epoch ms; null when empty. */
export function toMs(value: Stamp | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = String(value);
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

const iso = (value: Stamp | undefined): string | null => {
  const ms = toMs(value);
  return ms === null ? null : new Date(ms).toISOString();
};

export const normalEmail = (email: string | null | undefined): string =>
  String(email ?? '')
    .trim()
    .toLowerCase();

/** A keyed fingerprint of an address: stable, and of no use without Directus's SECRET. */
export function fingerprint(secret: string, email: string): string {
  return createHmac('sha256', String(secret))
    .update(`privacy:${normalEmail(email)}`)
    .digest('hex');
}

/** The same for a sign-in account's id (the erasure log's second fingerprint). */
export const uidFingerprint = (secret: string, uid: string): string => createHmac('sha256', String(secret)).update(`privacy-uid:${uid}`).digest('hex');

/** Which SECRET made a log line's fingerprints (a tag, not the secret): lines made with another cannot be matched. */
export const erasureKeyId = (secret: string): string => createHmac('sha256', String(secret)).update('privacy-erasure-log').digest('hex').slice(0, 16);

/** The rows of `collection` that belong to the subject: sent with their address, or from their account. */
function owned<Row extends DemoRow | SubmissionRow>(trx: Knex.Transaction, collection: 'demo_requests' | 'form_submissions', subject: Subject) {
  return trx<Row>(collection).where((q) => {
    if (subject.email) q.orWhereRaw('lower(email) = ?', [subject.email]);
    if (subject.uid) q.orWhere('account_uid', subject.uid);
  });
}

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** The outbox rows about the subject: sent to their address, or about their requests and submissions. */
function mailsAbout(trx: Knex.Transaction, subject: Subject, demoIds: number[], subIds: number[]) {
  // With nothing to match by (an account id alone, with no rows), none: an empty group is no
  // condition at all to knex, which would take every e-mail in the outbox (to erase or to download).
  if (!subject.email && !demoIds.length && !subIds.length) return trx<MailRow>('mail_outbox').whereRaw('1 = 0');
  return trx<MailRow>('mail_outbox').where((q) => {
    if (subject.email) q.orWhereRaw('lower("to") = ?', [subject.email]);
    if (demoIds.length) q.orWhereIn('request', demoIds);
    if (subIds.length) q.orWhereIn('submission', subIds);
  });
}

const campaignOf = (row: Campaign): Partial<Campaign> => Object.fromEntries(CAMPAIGN.filter((f) => row[f]).map((f) => [f, row[f]]));

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

const services = (ctx: Context, trx: Knex.Transaction) => {
  const of = (collection: string) => new ctx.services.ItemsService(collection, { knex: trx, schema: ctx.schema, accountability: null });
  return { of };
};
const QUIET = { emitEvents: false };

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
async function deleteRows(ctx: Context, trx: Knex.Transaction, collection: string, ids: number[]): Promise<number> {
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
async function toConsentProof(
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

/** One row of the requests' log (form_submissions of type "privacy"), with no personal data unless pending. */
export async function logRequest(ctx: Context, trx: Knex.Transaction, row: Record<string, unknown>): Promise<PrimaryKey> {
  const key = await services(ctx, trx)
    .of('form_submissions')
    .createOne({ type: 'privacy', locale: row.locale ?? 'en', payload: null, ...row }, QUIET);
  return key;
}

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
  counts.submissions = await deleteRows(
    ctx,
    trx,
    'form_submissions',
    leadSubs.map((s) => s.id),
  );
  counts.pendingSignUps = await deleteRows(
    ctx,
    trx,
    'form_submissions',
    pending.map((s) => s.id),
  );
  counts.consentProofs = await deleteRows(
    ctx,
    trx,
    'form_submissions',
    oldProofs.map((s) => s.id),
  );
  counts.requestLog = await deleteRows(
    ctx,
    trx,
    'form_submissions',
    oldLog.map((s) => s.id),
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
