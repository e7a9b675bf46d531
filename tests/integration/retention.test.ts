// The daily retention job's database part (issue 31, decision 0019): Directus's
// POST /site-privacy/retention removes exactly what is past its period, reduces an ended newsletter
// subscription to its consent proof, expires unanswered data-request links, logs the run once, and a
// second run changes nothing. Retention works on the whole database, so this runs on a Directus of its
// own, on a snapshot of the shared database (SQLite's backup API, consistent while the shared stack
// writes). Directus stamps date_created and date_updated itself, so the rows are made through the REST
// API as the admin, then back-dated in the SQLite file, where Directus keeps timestamps as epoch
// milliseconds (integers, not text).
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningDirectus } from '../../embedded/directus';
import { DirectusError, loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { effectiveRetention, retentionCutoffs } from '../../schemas/retention';
import { snapshotSqlite } from '../../scripts/lib/backup-sqlite';
import { stack } from '../support/admin';
import { freePort, startCms, type StackInfo } from '../support/stack';

const DAY = 86_400_000;
const TABLES = ['demo_requests', 'form_submissions', 'mail_outbox'] as const;

let info: StackInfo | undefined;
let directus: RunningDirectus | undefined;
let rest: Rest;
let db: DatabaseSync | undefined;

/** The run's time, and the default periods' cut-offs from it (24 months, 30 days, 90 days, 36 months). */
const now = Date.now();
const cut = retentionCutoffs(effectiveRetention([null, null]), now);
const body = {
  cutoffs: { leads: iso(cut.leads), pending: iso(cut.pending), mail: iso(cut.mail), proof: iso(cut.proof) },
  now: iso(now),
};

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function sqlite(): DatabaseSync {
  if (!db) throw new Error('no database');
  return db;
}

const Counts = z.object({
  demoRequests: z.number(),
  submissions: z.number(),
  pendingSignUps: z.number(),
  consentProofs: z.number(),
  emails: z.number(),
  requestLog: z.number(),
  consentProofsKept: z.number(),
  expiredLinks: z.number(),
});
const Run = z.object({ data: z.object({ counts: Counts, accountsOwed: z.array(z.unknown()), log: z.number().nullable() }) });

/** POST /site-privacy/retention as `token` (the site server's by default; '' for nobody). */
async function retention(payload: unknown, token = info?.secrets.siteToken ?? '') {
  const res = await fetch(`${info?.directusUrl}/site-privacy/retention`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

/** The three tables as stored, every column of every row. */
const snapshot = () =>
  Object.fromEntries(
    TABLES.map((t) => [
      t,
      sqlite()
        .prepare(`select * from ${t} order by id`)
        .all()
        .map((r) => ({ ...r })),
    ]),
  );

/** What Directus kept of a row's history. */
const history = (collection: string, id: number) =>
  sqlite()
    .prepare(
      'select (select count(*) from directus_revisions where collection = ?1 and item = ?2) + (select count(*) from directus_activity where collection = ?1 and item = ?2) as n',
    )
    .get(collection, String(id))?.n;

const exists = (table: (typeof TABLES)[number], id: number) => sqlite().prepare(`select count(*) as n from ${table} where id = ?`).get(id)?.n === 1;

const Created = z.object({ id: z.number() });
const create = async (collection: string, item: Record<string, unknown>) => Created.parse(await rest.post(`/items/${collection}`, item)).id;

/** Sets when a row was made and last changed, as if long ago. */
function backdate(table: (typeof TABLES)[number], id: number, created: number, updated: number | null = null) {
  sqlite().prepare(`update ${table} set date_created = ?, date_updated = ? where id = ?`).run(created, updated, id);
}

const tag = now.toString(36);
const email = (who: string) => `${who}-${tag}@example.com`;
const demo = (who: string, extra: Record<string, unknown> = {}) =>
  create('demo_requests', { name: `${who} Tremblay`, company: `Retention ${tag}`, email: email(who), role: 'other', locale: 'en', consent: true, ...extra });
const mail = (extra: Record<string, unknown>) =>
  create('mail_outbox', { status: 'sent', kind: 'sales_notification', to: 'sales@example.com', locale: 'en', subject: `Retention ${tag}`, ...extra });
const CONSENT_TEXT = 'I agree to receive the newsletter by email.';

/** The rows of the test, by what should become of them. */
const ids: Record<string, number> = {};
const id = (name: string) => {
  const value = ids[name];
  if (value === undefined) throw new Error(`no row ${name}`);
  return value;
};

beforeAll(async () => {
  const shared = stack();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-retention-'));
  await snapshotSqlite(join(shared.dataDir, 'directus.sqlite'), join(dataDir, 'directus.sqlite'));
  const directusPort = await freePort();
  const sitePort = await freePort(); // no site runs here
  info = { ...shared, dataDir, directusPort, sitePort, directusUrl: `http://127.0.0.1:${directusPort}`, siteUrl: `http://127.0.0.1:${sitePort}` };
  directus = await startCms(info, false);
  rest = await loginAsAdmin(info.directusUrl, info.secrets.adminEmail, info.secrets.adminPassword);
  // The test's own connection, beside Directus's: it waits for Directus's writes to end.
  db = new DatabaseSync(join(dataDir, 'directus.sqlite'), { timeout: 5_000 });

  // The copy holds what other tests made so far: a first run clears what of it is due at `now`, so
  // that the runs below count only the rows made here.
  expect((await retention(body)).status).toBe(200);

  // Demo requests: past the leads period (with its e-mails, and worked on once: two revisions), a day
  // inside it, made long ago but worked on recently, and made long ago with its booked time ahead.
  ids.demoOld = await demo('old');
  await rest.patch(`/items/demo_requests/${id('demoOld')}`, { status: 'contacted', notes: 'Called back.' });
  backdate('demo_requests', id('demoOld'), cut.leads - 40 * DAY, cut.leads - DAY);
  ids.demoOldMailSent = await mail({ request: id('demoOld'), sent_at: iso(now - DAY) });
  ids.demoOldMailQueued = await mail({ request: id('demoOld'), status: 'queued', kind: 'booking_moved', to: email('old') });
  ids.demoInside = await demo('inside');
  backdate('demo_requests', id('demoInside'), cut.leads + DAY);
  ids.demoWorked = await demo('worked');
  backdate('demo_requests', id('demoWorked'), cut.leads - 100 * DAY, now - 10 * DAY);
  const start = Math.ceil((now + 400 * DAY) / 60_000) * 60_000;
  ids.demoBooked = await demo('booked', { starts_at: iso(start), ends_at: iso(start + 30 * 60_000), visitor_time_zone: 'America/Toronto' });
  backdate('demo_requests', id('demoBooked'), cut.leads - 40 * DAY);

  // Waitlist and report submissions: past the leads period (one with its e-mail), and recent.
  ids.waitlistOld = await create('form_submissions', { type: 'waitlist', email: email('wait-old'), payload: { product: 'stride' } });
  backdate('form_submissions', id('waitlistOld'), cut.leads - DAY);
  ids.waitlistOldMail = await mail({ submission: id('waitlistOld'), sent_at: iso(now - DAY) });
  ids.waitlistNew = await create('form_submissions', { type: 'waitlist', email: email('wait-new'), payload: { product: 'stride' } });
  backdate('form_submissions', id('waitlistNew'), now - 5 * DAY);
  ids.reportOld = await create('form_submissions', { type: 'report', email: email('report-old'), payload: { address: `1 rue Vieille ${tag}` } });
  backdate('form_submissions', id('reportOld'), cut.leads - DAY, cut.leads - DAY / 2);
  ids.reportNew = await create('form_submissions', { type: 'report', email: email('report-new'), payload: { address: `2 rue Neuve ${tag}` } });
  backdate('form_submissions', id('reportNew'), cut.leads + DAY);

  // Newsletter sign-ups never confirmed: past the pending period, and a day inside it.
  const signUp = (who: string, extra: Record<string, unknown> = {}) =>
    create('form_submissions', {
      type: 'newsletter',
      email: email(who),
      dedupe_key: `newsletter:${email(who)}`,
      subscription_status: 'pending',
      payload: { consent: true, consent_text: CONSENT_TEXT },
      ...extra,
    });
  ids.pendingOld = await signUp('pending-old');
  backdate('form_submissions', id('pendingOld'), cut.pending - DAY);
  ids.pendingNew = await signUp('pending-new');
  backdate('form_submissions', id('pendingNew'), cut.pending + DAY);

  // Confirmed sign-ups: unsubscribed before the pending period (its consent proof stays), unsubscribed
  // a day inside it (time to answer a question about it: untouched), and still subscribed.
  const confirmed = { subscription_status: 'confirmed', confirmed_at: iso(now - 800 * DAY) };
  ids.ended = await signUp('ended', {
    ...confirmed,
    subscription_status: 'unsubscribed',
    unsubscribed_at: iso(cut.pending - DAY),
    payload: { consent: true, consent_text: CONSENT_TEXT, name: 'Ended Tremblay' },
    account_uid: `uid-${tag}`,
    utm_source: 'google',
    gclid: `gclid-${tag}`,
    unsubscribe_token_hash: 'a'.repeat(64),
  });
  backdate('form_submissions', id('ended'), now - 800 * DAY, cut.pending - DAY);
  ids.endedRecently = await signUp('ended-recently', { ...confirmed, subscription_status: 'unsubscribed', unsubscribed_at: iso(cut.pending + DAY) });
  backdate('form_submissions', id('endedRecently'), now - 800 * DAY, cut.pending + DAY);
  ids.subscribed = await signUp('subscribed', confirmed);
  backdate('form_submissions', id('subscribed'), now - 800 * DAY, now - 799 * DAY);

  // Consent proofs (already erased): the subscription ended before the proof period, and inside it.
  const proof = (ended: number) =>
    create('form_submissions', {
      type: 'newsletter',
      subscription_status: 'unsubscribed',
      confirmed_at: iso(ended - 400 * DAY),
      unsubscribed_at: iso(ended),
      erased_at: iso(ended + DAY),
      email_fingerprint: 'b'.repeat(64),
      payload: { consent: true, consent_text: CONSENT_TEXT },
    });
  ids.proofOld = await proof(cut.proof - DAY);
  ids.proofKept = await proof(cut.proof + DAY);

  // The outbox: sent and given up before the mail period, sent inside it, queued long ago (still to
  // send), and a sent one tied to no lead (a data request's link: goes at once).
  ids.mailSentOld = await mail({ request: id('demoInside'), sent_at: iso(cut.mail - DAY) });
  ids.mailFailedOld = await mail({ submission: id('subscribed'), status: 'failed', attempts: 9, last_error: '550 no such user' });
  backdate('mail_outbox', id('mailFailedOld'), cut.mail - 2 * DAY, cut.mail - DAY);
  ids.mailSentInside = await mail({ request: id('demoInside'), sent_at: iso(cut.mail + DAY) });
  ids.mailQueuedOld = await mail({ request: id('demoInside'), status: 'queued', next_attempt_at: iso(now + 60_000) });
  backdate('mail_outbox', id('mailQueuedOld'), cut.mail - 10 * DAY);
  ids.mailOrphan = await mail({ kind: 'privacy_link', to: email('orphan'), sent_at: iso(now - 60_000) });

  // The data requests' log: a link that expired unanswered, one still waiting, and a finished request
  // older than the proof period.
  const request = (who: string, expires: number) =>
    create('form_submissions', {
      type: 'privacy',
      privacy_action: 'erase',
      privacy_channel: 'link',
      privacy_status: 'pending',
      email: email(who),
      dedupe_key: `privacy:erase:${who}-${tag}`,
      confirm_token_hash: createHmac('sha256', tag).update(who).digest('hex'),
      confirm_expires_at: iso(expires),
    });
  ids.linkExpired = await request('link-expired', now - 60_000);
  ids.linkWaiting = await request('link-waiting', now + 3_600_000);
  ids.logOld = await create('form_submissions', {
    type: 'privacy',
    privacy_action: 'export',
    privacy_channel: 'account',
    privacy_status: 'done',
    privacy_summary: { demoRequests: 1, submissions: 0, emails: 1 },
  });
  backdate('form_submissions', id('logOld'), cut.proof - DAY);
});

afterAll(async () => {
  db?.close();
  await directus?.stop();
  if (info && !process.env.KEEP_TEST_DATA) rmSync(info.dataDir, { recursive: true, force: true });
});

const Submission = z.object({
  email: z.string().nullable(),
  dedupe_key: z.string().nullable(),
  email_fingerprint: z.string().nullable(),
  erased_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  subscription_status: z.string().nullable(),
  account_uid: z.string().nullable(),
  utm_source: z.string().nullable(),
  gclid: z.string().nullable(),
  unsubscribe_token_hash: z.string().nullable(),
  payload: z.unknown(),
  privacy_status: z.string().nullable(),
  confirm_token_hash: z.string().nullable(),
});
const submission = async (key: string) =>
  Submission.parse(await rest.get(`/items/form_submissions/${id(key)}?fields=${Object.keys(Submission.shape).join(',')}`));

describe('the retention periods applied (POST /site-privacy/retention)', () => {
  it('answers only the site server, and only with well-formed cut-offs; a refused call changes nothing', async () => {
    const before = snapshot();
    expect((await retention(body, '')).status).toBe(401);
    const asAdmin = await rest.post('/site-privacy/retention', body).then(
      () => 200,
      (e: unknown) => (e instanceof DirectusError ? e.status : 0),
    );
    expect(asAdmin).toBe(403);
    const malformed = [
      { now: body.now },
      { cutoffs: { ...body.cutoffs, proof: undefined }, now: body.now },
      { cutoffs: { ...body.cutoffs, leads: body.cutoffs.leads.slice(0, 10) }, now: body.now },
      { cutoffs: { ...body.cutoffs, mail: Date.now() }, now: body.now },
      { cutoffs: body.cutoffs },
      { cutoffs: body.cutoffs, now: 'tomorrow' },
    ];
    for (const payload of malformed) expect((await retention(payload)).status, JSON.stringify(payload)).toBe(400);
    expect(snapshot()).toEqual(before);
  });

  it('removes exactly what is past its period, logs the run once, and a second run changes nothing', async () => {
    const schedule = () => sqlite().prepare("select count(*) as n from form_submissions where type = 'privacy' and privacy_channel = 'schedule'").get()?.n;
    const runsBefore = schedule();
    expect(history('demo_requests', id('demoOld'))).toBeGreaterThanOrEqual(2);
    expect(history('demo_requests', id('demoInside'))).toBeGreaterThanOrEqual(1);

    const first = await retention(body);
    expect(first.status).toBe(200);
    const run = Run.parse(first.json).data;
    expect(run.counts).toEqual({
      demoRequests: 1, // demoOld
      submissions: 2, // waitlistOld, reportOld
      pendingSignUps: 1, // pendingOld
      consentProofs: 1, // proofOld
      emails: 6, // demoOld's two, waitlistOld's, mailSentOld, mailFailedOld, mailOrphan
      requestLog: 1, // logOld
      consentProofsKept: 1, // ended
      expiredLinks: 1, // linkExpired
    });

    // Demo requests: the old one goes with its e-mails and its history; the others stay.
    expect(exists('demo_requests', id('demoOld'))).toBe(false);
    expect(history('demo_requests', id('demoOld'))).toBe(0);
    expect(exists('mail_outbox', id('demoOldMailSent'))).toBe(false);
    expect(exists('mail_outbox', id('demoOldMailQueued'))).toBe(false);
    for (const key of ['demoInside', 'demoWorked', 'demoBooked']) expect(exists('demo_requests', id(key)), key).toBe(true);
    expect(history('demo_requests', id('demoInside'))).toBeGreaterThanOrEqual(1);

    // Waitlist and report submissions, and sign-ups never confirmed.
    for (const key of ['waitlistOld', 'reportOld', 'pendingOld']) expect(exists('form_submissions', id(key)), key).toBe(false);
    expect(history('form_submissions', id('waitlistOld'))).toBe(0);
    expect(exists('mail_outbox', id('waitlistOldMail'))).toBe(false);
    for (const key of ['waitlistNew', 'reportNew', 'pendingNew']) expect(exists('form_submissions', id(key)), key).toBe(true);

    // The subscription that ended: its consent proof, without the address or anything that leads to it.
    const fingerprint = createHmac('sha256', info?.secrets.secret ?? '')
      .update(`privacy:${email('ended')}`)
      .digest('hex');
    expect(await submission('ended')).toEqual({
      email: null,
      dedupe_key: null,
      email_fingerprint: fingerprint,
      erased_at: body.now,
      confirmed_at: iso(now - 800 * DAY),
      unsubscribed_at: iso(cut.pending - DAY),
      subscription_status: 'unsubscribed',
      account_uid: null,
      utm_source: 'google',
      gclid: null,
      unsubscribe_token_hash: null,
      payload: { consent: true, consent_text: CONSENT_TEXT },
      privacy_status: null,
      confirm_token_hash: null,
    });
    expect(history('form_submissions', id('ended'))).toBe(0);
    // Ended a day ago inside the period, or still subscribed: as they were.
    expect(await submission('endedRecently')).toMatchObject({ email: email('ended-recently'), erased_at: null, email_fingerprint: null });
    expect(await submission('subscribed')).toMatchObject({ email: email('subscribed'), subscription_status: 'confirmed', erased_at: null });

    // Consent proofs: the one whose subscription ended before the proof period goes.
    expect(exists('form_submissions', id('proofOld'))).toBe(false);
    expect(exists('form_submissions', id('proofKept'))).toBe(true);

    // The outbox.
    for (const key of ['mailSentOld', 'mailFailedOld', 'mailOrphan']) expect(exists('mail_outbox', id(key)), key).toBe(false);
    for (const key of ['mailSentInside', 'mailQueuedOld']) expect(exists('mail_outbox', id(key)), key).toBe(true);

    // Data requests: the expired link forgets the address; the waiting one keeps it; the old log goes.
    expect(await submission('linkExpired')).toMatchObject({ privacy_status: 'expired', email: null, dedupe_key: null });
    // The link's hash stays, so the link says it expired rather than that it is unknown.
    expect((await submission('linkExpired'))?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await submission('linkWaiting')).toMatchObject({ privacy_status: 'pending', email: email('link-waiting') });
    expect(exists('form_submissions', id('logOld'))).toBe(false);

    // One log row for the run: what went, not whose.
    expect(schedule()).toBe(Number(runsBefore) + 1);
    const log = z
      .object({
        type: z.string(),
        privacy_action: z.string(),
        privacy_channel: z.string(),
        privacy_status: z.string(),
        completed_at: z.string(),
        privacy_summary: z.unknown(),
        email: z.string().nullable(),
      })
      .parse(await rest.get(`/items/form_submissions/${run.log}?fields=type,privacy_action,privacy_channel,privacy_status,completed_at,privacy_summary,email`));
    expect(log).toEqual({
      type: 'privacy',
      privacy_action: 'erase',
      privacy_channel: 'schedule',
      privacy_status: 'done',
      completed_at: body.now,
      privacy_summary: run.counts,
      email: null,
    });

    // The same run again (the same day, another replica): nothing to do, nothing logged, no row changed.
    const before = snapshot();
    const second = await retention(body);
    expect(second.status).toBe(200);
    const again = Run.parse(second.json).data;
    expect(again.counts).toEqual(Object.fromEntries(Object.keys(run.counts).map((k) => [k, 0])));
    expect(again.log).toBeNull();
    expect(snapshot()).toEqual(before);
  });
});
