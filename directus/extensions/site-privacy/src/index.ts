// Directus endpoint /site-privacy (decision 0019): a person's data downloaded or erased, and what is
// past its retention period erased, each in one transaction, each logged (form_submissions of type
// "privacy": when, what kinds, how many, by whom or through which link; never the data itself).
// - The site server (its token) calls the JSON routes: for a signed-in visitor's account page, for a
//   visitor who proved their address with a mailed link, and for its daily retention job.
// - The team (Marketing role, admins) uses the page at /site-privacy from the Data Studio (the Form
//   submissions' "Data request" section links to it), in their Studio language, when a person asks by
//   another channel: download a person's data as JSON, or erase it after a confirming step.
import type { Knex } from 'knex';
import { z } from 'zod';
import { MARKETING_ROLE_ID } from '../../../studio/ids.ts';
import { defineEndpoint } from '../../../lib/define.ts';
import { callerOf, type JsonAnswer } from '../../../lib/directus-types.ts';
import { SITE_USER_EMAIL } from '../../../lib/site-user.ts';
import { readsFrench, inLanguage } from '../../../lib/studio-language.ts';
import {
  applyRetention,
  collect,
  erase,
  fingerprint,
  logRequest,
  normalEmail,
  replayErasures,
  summaryOf,
  toMs,
  UpcomingDemos,
  type Context,
  type OutboxMail,
  type Subject,
} from './privacy.ts';
import { appendErasure, erasureLogPath } from './erasure-log.ts';
import { studioPage, type PageState } from './page.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HASH = /^[0-9a-f]{64}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UID = /^[\w-]{1,128}$/;

/** What the helpers read of Express's request and write of its response (Directus's router hands them). */
type FormRequest = AsyncIterable<unknown> & { body?: unknown; get(name: string): string | undefined };
type PageAnswer = JsonAnswer & { set(field: string, value: string): unknown; type(type: string): { send(body: string): unknown } };

/** A body's fields: its own when it is an object (not a list), else none. */
type Fields = Record<string, unknown>;
const fieldsOf = (body: unknown): Fields => (typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {});

/** A posted HTML form's fields (Directus parses JSON bodies only); at most 4 KB. */
async function formBody(req: FormRequest): Promise<Fields> {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && Object.keys(body).length) return fieldsOf(body);
  if (!String(req.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return {};
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const originOf = (url: unknown): string | null => {
  try {
    return new URL(String(url)).origin;
  } catch {
    return null;
  }
};

const fail = (res: JsonAnswer, status: number, message: unknown) => res.status(status).json({ errors: [{ message }] });

/** An error's `status` and `message`, when it has them (what a handler's catch reads). */
const statusOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined);
const messageOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined);
/** An error's text for a refusal: its message, or itself, at most 200 characters. */
const reasonOf = (error: unknown): string => String(messageOf(error) ?? error).slice(0, 200);

/** The subject a body names: a valid address and/or a Firebase user id; null when neither. */
function subjectOf(body: Fields): Subject | null {
  const email = typeof body.email === 'string' && EMAIL.test(body.email.trim()) && body.email.length <= 320 ? normalEmail(body.email) : null;
  const uid = typeof body.uid === 'string' && UID.test(body.uid) ? body.uid : null;
  return email || uid ? { email, uid } : null;
}

const localeOf = (value: unknown): 'en' | 'fr' => (value === 'fr' ? 'fr' : 'en');

/** An outbox row as the site sends it: the fields checked, the others read as they come. */
const SentMail = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  message: z.custom<object | null>((value) => typeof value === 'object'),
  locale: z.unknown().optional(),
  next_attempt_at: z.unknown().optional(),
  give_up_at: z.unknown().optional(),
});

/** The outbox rows the site prepared (cancellations): only the fields an outbox row has. */
function mailsOf(body: Fields): OutboxMail[] | null {
  const list: unknown[] = Array.isArray(body.mails) ? body.mails : [];
  if (list.length > 50) return null;
  const out: OutboxMail[] = [];
  for (const sent of list) {
    const parsed = SentMail.safeParse(sent);
    if (!parsed.success) return null;
    const m = parsed.data;
    out.push({
      status: 'queued',
      kind: m.kind,
      to: m.to,
      locale: localeOf(m.locale),
      subject: m.subject.slice(0, 300),
      attempts: 0,
      next_attempt_at: typeof m.next_attempt_at === 'string' && ISO.test(m.next_attempt_at) ? m.next_attempt_at : new Date().toISOString(),
      give_up_at: typeof m.give_up_at === 'string' && ISO.test(m.give_up_at) ? m.give_up_at : new Date(Date.now() + 86_400_000).toISOString(),
      message: m.message,
    });
  }
  return out;
}

/** An erasure's body (the site's): what the checks below read, each as the JavaScript read it. */
const EraseBody = z.object({
  expectUpcoming: z.unknown().optional(),
  channel: z.unknown().optional(),
  closeAccount: z.unknown().optional(),
  locale: z.unknown().optional(),
  /** A pending link request's id: an integer, or none. */
  request: z.number().refine(Number.isInteger).nullable().catch(null),
});
const Iso = z.string().regex(ISO);
/** The retention job's body: the four periods' ends and now, ISO times. */
const RetentionBody = z.object({ cutoffs: z.object({ leads: Iso, pending: Iso, mail: Iso, proof: Iso }), now: Iso });
/** A line of the erasure log, as the restore sends it: fingerprints (either or both), and the SECRET's tag. */
/** The form_submissions rows the routes read and change themselves (the requests' log). */
type LogRow = {
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
/** A row's key, as Directus's ItemsService answers it. */
type PrimaryKey = Awaited<ReturnType<typeof logRequest>>;
const ReplayEntry = z
  .object({ key: z.string(), email: z.string().regex(HASH).nullable(), uid: z.string().regex(HASH).nullable() })
  .refine((e) => e.email || e.uid);
const ReplayBody = z.object({ entries: z.array(ReplayEntry).max(2000) });

export default defineEndpoint({
  id: 'site-privacy',
  handler: (router, { database, services, getSchema, env, logger }) => {
    // Every fingerprint reads it as text (String(SECRET)): read so once.
    const secret = String(env['SECRET']);
    const context = async (): Promise<Context> => ({ services, schema: await getSchema() });
    // Every erasure is also written to the erasure log (erasure-log.ts), which a restore replays.
    const erasureLog = erasureLogPath(env);
    if (!erasureLog) logger.warn('[site-privacy] no erasure log (no local storage): set ERASURE_LOG_PATH, or a restore cannot replay erasures');
    const logErasure = (subject: Subject) => {
      if (erasureLog) appendErasure(erasureLog, secret, subject);
    };

    /** Who calls: the site server (its token), the team (Marketing or an admin), or nobody we serve. */
    async function caller(req: object): Promise<'site' | 'staff' | null> {
      const a = callerOf(req);
      if (!a?.user) return null;
      const user = await database<{ id: string; email: string | null }>('directus_users').select('email').where({ id: a.user }).first();
      if (user?.email === SITE_USER_EMAIL) return 'site';
      return a.admin || a.role === MARKETING_ROLE_ID ? 'staff' : null;
    }

    const siteOnly = async (req: object, res: JsonAnswer) => {
      if ((await caller(req)) === 'site') return true;
      fail(res, callerOf(req)?.user ? 403 : 401, 'Only the site server may call this.');
      return false;
    };

    // A person's data, as JSON. The site calls it for a signed-in visitor (channel "account") or a
    // confirmed link (channel "link", with the pending request's id, which it completes).
    router.post('/export', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const body = fieldsOf(req.body);
      const subject = subjectOf(body);
      if (!subject) return fail(res, 400, 'Expected {"email"} and/or {"uid"}.');
      const channel = body.channel === 'link' ? 'link' : 'account';
      try {
        const ctx = await context();
        const result = await database.transaction(async (trx) => {
          // Through a link: it must still be waiting and unexpired (it stays so until it expires, for
          // the page and its JSON file); each reading is a log row of its own.
          if (channel === 'link') {
            const waiting = await trx<LogRow>('form_submissions')
              .where({ id: Number(body.request), type: 'privacy', privacy_action: 'export', privacy_status: 'pending' })
              .first('id', 'confirm_expires_at');
            if (!waiting || !((toMs(waiting.confirm_expires_at) ?? 0) > Date.now())) throw Object.assign(new Error('That link has expired.'), { status: 409 });
          }
          const data = await collect(trx, subject);
          const log = await finish(ctx, trx, null, { action: 'export', channel, locale: localeOf(body.locale), summary: summaryOf(data) });
          return { data, log };
        });
        res.set('Cache-Control', 'no-store');
        return res.json({ data: result });
      } catch (error) {
        if (statusOf(error) === 409) return fail(res, 409, messageOf(error));
        return fail(res, 503, `Could not read the data; nothing was changed. ${reasonOf(error)}`);
      }
    });

    /** Completes a pending link request (`request`), or logs a new row; returns the log row's id. */
    async function finish(
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
        const row = await trx<LogRow>('form_submissions')
          .where({ id: request, type: 'privacy', privacy_status: 'pending', privacy_action: action })
          .first('id');
        if (!row) throw Object.assign(new Error('That request is no longer waiting.'), { status: 409 });
        await new ctx.services.ItemsService('form_submissions', { knex: trx, schema: ctx.schema, accountability: null }).updateOne(request, done, {
          emitEvents: false,
        });
        return request;
      }
      return logRequest(ctx, trx, { privacy_action: action, privacy_channel: channel, locale, handled_by: by, ...done });
    }

    // Erases a person's data. Upcoming demos must be named in `expectUpcoming`, with their
    // cancellation e-mails in `mails`; otherwise 409 with the upcoming demos, and nothing changes.
    router.post('/erase', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const fields = fieldsOf(req.body);
      const subject = subjectOf(fields);
      if (!subject) return fail(res, 400, 'Expected {"email"} and/or {"uid"}.');
      const mails = mailsOf(fields);
      if (!mails) return fail(res, 400, 'Expected "mails" as outbox rows.');
      const body = EraseBody.parse(fields);
      const listed: unknown[] = Array.isArray(body.expectUpcoming) ? body.expectUpcoming : [];
      const expectUpcoming = listed.filter((r): r is number => typeof r === 'number' && Number.isInteger(r));
      const channel = body.channel === 'link' || body.channel === 'schedule' ? body.channel : 'account';
      // Whether a sign-in account is still to be closed by the site after this commits.
      const owedUid = body.closeAccount === true ? subject.uid : null;
      try {
        const ctx = await context();
        const result = await database.transaction(async (trx) => {
          const summary = await erase(ctx, trx, subject, { expectUpcoming, mails, secret });
          logErasure(subject);
          const log = await finish(ctx, trx, body.request, {
            action: 'erase',
            channel,
            locale: localeOf(body.locale),
            summary: { ...summary, account: owedUid ? 1 : 0 },
            owedUid,
          });
          return { summary, log };
        });
        return res.json({ data: result });
      } catch (error) {
        if (error instanceof UpcomingDemos) return res.status(409).json({ errors: [{ message: error.message }], upcoming: error.upcoming });
        if (statusOf(error) === 409) return fail(res, 409, messageOf(error));
        return fail(res, 503, `Could not erase; nothing was changed. ${reasonOf(error)}`);
      }
    });

    // A signed-out visitor's request, waiting for its mailed link: the address is kept until then.
    // One request per address and action at a time (409 while one waits).
    router.post('/requests', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const body = fieldsOf(req.body);
      const subject = subjectOf({ email: body.email });
      const action = body.action === 'erase' ? 'erase' : body.action === 'export' ? 'export' : null;
      const { tokenHash, expiresAt } = body;
      if (!subject?.email || !action || typeof tokenHash !== 'string' || !HASH.test(tokenHash) || typeof expiresAt !== 'string' || !ISO.test(expiresAt))
        return fail(res, 400, 'Expected {"email", "action", "tokenHash", "expiresAt"}.');
      const mails = mailsOf(body);
      if (!mails || mails.length !== 1) return fail(res, 400, 'Expected the link’s e-mail in "mails".');
      const key = `privacy:${action}:${fingerprint(secret, subject.email)}`;
      try {
        const ctx = await context();
        const id = await database.transaction(async (trx) => {
          const waiting = await trx<LogRow>('form_submissions').where({ dedupe_key: key }).first('id', 'confirm_expires_at');
          if (waiting) {
            if ((toMs(waiting.confirm_expires_at) ?? 0) > Date.now()) return null;
            // Its link expired: that request ends, and this one takes its place.
            await trx<LogRow>('form_submissions').where({ id: waiting.id }).update({ privacy_status: 'expired', email: null, dedupe_key: null });
          }
          // The link's e-mail is stored with the request, linked to it: both or neither.
          return logRequest(ctx, trx, {
            privacy_action: action,
            privacy_channel: 'link',
            privacy_status: 'pending',
            locale: localeOf(body.locale),
            email: subject.email,
            dedupe_key: key,
            confirm_token_hash: tokenHash,
            confirm_expires_at: expiresAt,
            mails: { create: mails, update: [], delete: [] },
          });
        });
        if (id === null) return fail(res, 409, 'A request for this address is already waiting for its link.');
        return res.json({ data: { id } });
      } catch (error) {
        return fail(res, 503, `Could not store the request. ${reasonOf(error)}`);
      }
    });

    // The request a mailed link's token hash belongs to.
    router.get('/requests/:hash', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      if (!HASH.test(req.params.hash)) return res.json({ data: null });
      const row = await database<LogRow>('form_submissions')
        .where({ type: 'privacy', confirm_token_hash: req.params.hash })
        .first('id', 'privacy_action', 'privacy_status', 'email', 'locale', 'confirm_expires_at');
      if (!row) return res.json({ data: null });
      const ends = toMs(row.confirm_expires_at) ?? 0;
      // Past its time, a waiting request ends at once: its address goes.
      if (row.privacy_status === 'pending' && !(ends > Date.now())) {
        await database<LogRow>('form_submissions').where({ id: row.id }).update({ privacy_status: 'expired', email: null, dedupe_key: null });
        return res.json({ data: { id: row.id, action: row.privacy_action, status: 'expired', email: null, locale: localeOf(row.locale), expired: true } });
      }
      return res.json({
        data: {
          id: row.id,
          action: row.privacy_action,
          status: row.privacy_status,
          email: row.email,
          locale: localeOf(row.locale),
          expired: !(ends > Date.now()),
        },
      });
    });

    // The daily retention job (the site server, once across replicas): what is past its period goes.
    router.post('/retention', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const parsed = RetentionBody.safeParse(fieldsOf(req.body));
      if (!parsed.success) return fail(res, 400, 'Expected {"cutoffs": {"leads", "pending", "mail", "proof"}, "now"} as ISO times.');
      const { cutoffs, now } = parsed.data;
      try {
        const ctx = await context();
        const result = await database.transaction(async (trx) => {
          const done = await applyRetention(ctx, trx, { cutoffs, now, secret });
          const removed = Object.values(done.counts).reduce((a, b) => a + b, 0);
          // Logged when something changed: a second run the same day adds nothing.
          const log = removed
            ? await logRequest(ctx, trx, {
                privacy_action: 'erase',
                privacy_channel: 'schedule',
                privacy_status: 'done',
                completed_at: now,
                privacy_summary: done.counts,
              })
            : null;
          return { ...done, log };
        });
        return res.json({ data: result });
      } catch (error) {
        return fail(res, 503, `Could not apply the retention periods; nothing was changed. ${reasonOf(error)}`);
      }
    });

    // A restore's replay of the erasure log (scripts/restore.ts, with the site token, on a Directus it
    // started on the restored data): the lines made since the backup, erased again in one transaction.
    router.post('/replay', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const parsed = ReplayBody.safeParse(fieldsOf(req.body));
      if (!parsed.success) return fail(res, 400, 'Expected {"entries": [{"email", "uid", "key"}]} (fingerprints), at most 2,000.');
      const { entries } = parsed.data;
      try {
        const ctx = await context();
        const result = await database.transaction((trx) => replayErasures(ctx, trx, entries, { secret }));
        return res.json({ data: result });
      } catch (error) {
        return fail(res, 503, `Could not replay the erasures; nothing was changed. ${reasonOf(error)}`);
      }
    });

    // The site closed the sign-in account an erasure owed: the log forgets the account's id.
    router.post('/owed/:id/done', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const id = Number(req.params.id);
      if (!Number.isInteger(id)) return fail(res, 400, 'Expected a request id.');
      await database<LogRow>('form_submissions')
        .where({ id, type: 'privacy', privacy_status: 'failed' })
        .update({ privacy_status: 'done', account_uid: null, email: null, completed_at: new Date().toISOString() });
      return res.json({ data: { id } });
    });

    // The team's page, in their Studio language.
    const staffPage = async (req: object, res: PageAnswer, state: PageState) => {
      const french = await readsFrench(database, callerOf(req));
      const t = inLanguage(french);
      // Times in the firm's time zone (the demo calendar's), as sales read them everywhere else.
      const zone =
        (
          await database<{ time_zone: string | null }>('demo_availability')
            .select('time_zone')
            .first()
            .catch(() => null)
        )?.time_zone || 'America/Toronto';
      const when = (iso: string | null): string | null => {
        try {
          return new Intl.DateTimeFormat(french ? 'fr-CA' : 'en-CA', {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: zone,
            timeZoneName: 'short',
          }).format(new Date(iso ?? Number.NaN));
        } catch {
          return iso;
        }
      };
      // The demos still ahead, at their times in that zone (only the asking step shows them).
      const shown: PageState = state.step === 'ask' ? { ...state, upcoming: (state.upcoming ?? []).map((u) => ({ ...u, start: when(u.start) })) } : state;
      res.set('Cache-Control', 'no-store');
      return res.type('html').send(studioPage(t, shown));
    };

    router.get('/', async (req, res) => {
      const who = await caller(req);
      if (who !== 'staff') return fail(res, callerOf(req)?.user ? 403 : 401, 'Sign in to the Data Studio as an admin or a marketer.');
      // The Studio writes the item's address into the link as it is: a "+" arrives as a space, which
      // no address holds.
      const email = typeof req.query.email === 'string' ? req.query.email.trim().replace(/ /g, '+') : '';
      return staffPage(req, res, { step: 'ask', email });
    });

    router.post('/', async (req, res) => {
      const who = await caller(req);
      if (who !== 'staff') return fail(res, callerOf(req)?.user ? 403 : 401, 'Sign in to the Data Studio as an admin or a marketer.');
      // Only the page itself posts here (the session cookie is SameSite=Lax; this checks the origin too).
      // Behind a proxy the Host may lack the port (nginx's $host): the Studio's public address counts too.
      const origin = req.get('origin');
      const publicUrl: unknown = env['PUBLIC_URL'];
      const own = [`${req.protocol}://${req.get('host')}`, ...(publicUrl ? [originOf(publicUrl)] : [])];
      if (origin && !own.includes(origin)) return fail(res, 403, 'Cross-site request refused.');
      const form = await formBody(req);
      const typed = typeof form.email === 'string' ? form.email : '';
      const subject = subjectOf({ email: typed });
      const action = form.action;
      if (!subject?.email) return staffPage(req, res, { step: 'ask', email: typed, problem: 'email' });
      const ctx = await context();
      const by = callerOf(req)?.user ?? null;
      const locale = (await readsFrench(database, callerOf(req))) ? 'fr' : 'en';
      try {
        if (action === 'export') {
          const data = await database.transaction(async (trx) => {
            const found = await collect(trx, subject);
            await finish(ctx, trx, null, { action: 'export', channel: 'studio', locale, summary: summaryOf(found), by });
            return found;
          });
          res.set('Cache-Control', 'no-store');
          res.set('Content-Disposition', `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`);
          return res.type('application/json').send(JSON.stringify({ generatedAt: new Date().toISOString(), email: subject.email, ...data }, null, 2));
        }
        if (action === 'review') {
          const found = await database.transaction((trx) => collect(trx, subject));
          // A demo still ahead would refuse the erasure: say so now, before the confirming step.
          const upcoming = found.demoRequests.flatMap((d) =>
            d.bookedTime?.start && Date.parse(d.bookedTime.start) > Date.now() ? [{ reference: d.reference, start: d.bookedTime.start }] : [],
          );
          if (upcoming.length) return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'upcoming', upcoming });
          return staffPage(req, res, { step: 'confirm', email: subject.email, summary: summaryOf(found) });
        }
        if (action === 'erase') {
          const summary = await database.transaction(async (trx) => {
            const erased = await erase(ctx, trx, subject, { secret });
            logErasure(subject);
            // The sign-in account, if there is one, is closed by the site's next retention run (it has
            // the Firebase credentials): the log keeps the address until then.
            await finish(ctx, trx, null, { action: 'erase', channel: 'studio', locale, summary: erased, owedEmail: subject.email, by });
            return erased;
          });
          return staffPage(req, res, { step: 'erased', email: subject.email, summary });
        }
        return staffPage(req, res, { step: 'ask', email: typed });
      } catch (error) {
        if (error instanceof UpcomingDemos) return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'upcoming', upcoming: error.upcoming });
        return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'unavailable' });
      }
    });
  },
});
