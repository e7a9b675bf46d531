// The personal-data rows as the tables hold them (directus/schema), what a person may read of them, and
// the stamps and fingerprints every route of /site-privacy works with (decision 0019). Pure: no query.
import { createHmac } from 'node:crypto';
import type { ItemsServiceClass, Schema } from '../../../lib/directus-types.ts';

/** A row's key, as Directus's ItemsService answers it. */
export type PrimaryKey = Awaited<ReturnType<InstanceType<ItemsServiceClass>['createOne']>>;
/** Whom a request is about: a normalised address and/or a sign-in account's id. */
export type Subject = { email: string | null; uid: string | null };
/** What the writes need of Directus: its ItemsService, and the schema they run against. */
export type Context = { services: { ItemsService: ItemsServiceClass }; schema: Schema };
/** A timestamp as the driver gives it: ISO text, SQLite's text, a Date, or epoch ms. */
export type Stamp = string | number | Date | null;

export const CAMPAIGN = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'landing_path',
  'referrer',
] as const;
type CampaignField = (typeof CAMPAIGN)[number];
export type Campaign = { [F in CampaignField]: string | null };

/** The rows read, as the tables hold them (directus/schema). */
export type DemoRow = Campaign & {
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
export type SubmissionRow = Campaign & {
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
export type MailRow = {
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
export type HistoryRow = { id: number; collection: string; item: string };
/** The tables that name a person by address and account id. */
export type PersonRow = { email: string | null; account_uid: string | null };
export const PERSON_TABLES: ('demo_requests' | 'form_submissions')[] = ['demo_requests', 'form_submissions'];

/** An e-mail for the outbox, as the site prepared it (bodies.ts's mailsOf checks it). */
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
/** A line of the erasure log, as the replay gets it: fingerprints, and the tag of the SECRET that made them. */
export type ErasureEntry = { key: string; email: string | null; uid: string | null };

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

export const iso = (value: Stamp | undefined): string | null => {
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

export const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const campaignOf = (row: Campaign): Partial<Campaign> => Object.fromEntries(CAMPAIGN.filter((f) => row[f]).map((f) => [f, row[f]]));

/** The form_submissions rows the routes read and change themselves (the requests' log). */
export type LogRow = {
  id: number;
  type: string;
  email: string | null;
  locale: string | null;
  dedupe_key: string | null;
  account_uid: string | null;
  privacy_action: string | null;
  privacy_status: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | number | Date | null;
  completed_at: string | null;
};
