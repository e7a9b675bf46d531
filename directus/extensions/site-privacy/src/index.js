// Directus endpoint /site-privacy (decision 0019): a person's data downloaded or erased, and what is
// past its retention period erased, each in one transaction, each logged (form_submissions of type
// "privacy": when, what kinds, how many, by whom or through which link; never the data itself).
// - The site server (its token) calls the JSON routes: for a signed-in visitor's account page, for a
//   visitor who proved their address with a mailed link, and for its daily retention job.
// - The team (Marketing role, admins) uses the page at /site-privacy from the Data Studio (the Form
//   submissions' "Data request" section links to it), in their Studio language, when a person asks by
//   another channel: download a person's data as JSON, or erase it after a confirming step.
import { MARKETING_ROLE_ID } from '../../../studio/ids.ts';
import { SITE_USER_EMAIL } from '../../../lib/site-user.ts';
import { readsFrench, inLanguage } from '../../../lib/studio-language.ts';
import { applyRetention, collect, erase, fingerprint, logRequest, normalEmail, replayErasures, summaryOf, toMs, UpcomingDemos } from './privacy.js';
import { appendErasure, erasureLogPath } from './erasure-log.js';
import { studioPage } from './page.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HASH = /^[0-9a-f]{64}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UID = /^[\w-]{1,128}$/;

/** A posted HTML form's fields (Directus parses JSON bodies only); at most 4 KB. */
async function formBody(req) {
  if (req.body && typeof req.body === 'object' && Object.keys(req.body).length) return req.body;
  if (!String(req.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return {};
  let text = '';
  for await (const chunk of req) {
    text += chunk.toString();
    if (text.length > 4096) return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const fail = (res, status, message) => res.status(status).json({ errors: [{ message }] });

/** The subject a body names: a valid address and/or a Firebase user id; null when neither. */
function subjectOf(body) {
  const email = typeof body?.email === 'string' && EMAIL.test(body.email.trim()) && body.email.length <= 320 ? normalEmail(body.email) : null;
  const uid = typeof body?.uid === 'string' && UID.test(body.uid) ? body.uid : null;
  return email || uid ? { email, uid } : null;
}

const localeOf = (value) => (value === 'fr' ? 'fr' : 'en');

/** The outbox rows the site prepared (cancellations): only the fields an outbox row has. */
function mailsOf(body) {
  const list = Array.isArray(body?.mails) ? body.mails : [];
  if (list.length > 50) return null;
  const out = [];
  for (const m of list) {
    if (!m || typeof m.kind !== 'string' || typeof m.to !== 'string' || typeof m.subject !== 'string' || typeof m.message !== 'object') return null;
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

export default {
  id: 'site-privacy',
  handler: (router, { database, services, getSchema, env, logger }) => {
    const secret = env.SECRET;
    const context = async () => ({ services, schema: await getSchema() });
    // Every erasure is also written to the erasure log (erasure-log.js), which a restore replays.
    const erasureLog = erasureLogPath(env);
    if (!erasureLog) logger.warn('[site-privacy] no erasure log (no local storage): set ERASURE_LOG_PATH, or a restore cannot replay erasures');
    const logErasure = (subject) => {
      if (erasureLog) appendErasure(erasureLog, secret, subject);
    };

    /** Who calls: the site server (its token), the team (Marketing or an admin), or nobody we serve. */
    async function caller(req) {
      const a = req.accountability;
      if (!a?.user) return null;
      const user = await database('directus_users').select('email').where({ id: a.user }).first();
      if (user?.email === SITE_USER_EMAIL) return 'site';
      return a.admin || a.role === MARKETING_ROLE_ID ? 'staff' : null;
    }

    const siteOnly = async (req, res) => {
      if ((await caller(req)) === 'site') return true;
      fail(res, req.accountability?.user ? 403 : 401, 'Only the site server may call this.');
      return false;
    };

    // A person's data, as JSON. The site calls it for a signed-in visitor (channel "account") or a
    // confirmed link (channel "link", with the pending request's id, which it completes).
    router.post('/export', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const subject = subjectOf(req.body);
      if (!subject) return fail(res, 400, 'Expected {"email"} and/or {"uid"}.');
      const channel = req.body.channel === 'link' ? 'link' : 'account';
      try {
        const ctx = await context();
        const result = await database.transaction(async (trx) => {
          // Through a link: it must still be waiting and unexpired (it stays so until it expires, for
          // the page and its JSON file); each reading is a log row of its own.
          if (channel === 'link') {
            const waiting = await trx('form_submissions')
              .where({ id: Number(req.body.request), type: 'privacy', privacy_action: 'export', privacy_status: 'pending' })
              .first('id', 'confirm_expires_at');
            if (!waiting || !((toMs(waiting.confirm_expires_at) ?? 0) > Date.now())) throw Object.assign(new Error('That link has expired.'), { status: 409 });
          }
          const data = await collect(trx, subject);
          const log = await finish(ctx, trx, null, { action: 'export', channel, locale: localeOf(req.body.locale), summary: summaryOf(data) });
          return { data, log };
        });
        res.set('Cache-Control', 'no-store');
        return res.json({ data: result });
      } catch (error) {
        if (error?.status === 409) return fail(res, 409, error.message);
        return fail(res, 503, `Could not read the data; nothing was changed. ${String(error?.message ?? error).slice(0, 200)}`);
      }
    });

    /** Completes a pending link request (`request`), or logs a new row; returns the log row's id. */
    async function finish(ctx, trx, request, { action, channel, locale, summary, owedUid = null, owedEmail = null, by = null }) {
      const done = {
        privacy_status: owedUid || owedEmail ? 'failed' : 'done',
        completed_at: new Date().toISOString(),
        privacy_summary: summary,
        account_uid: owedUid,
        email: owedEmail,
        dedupe_key: null,
      };
      if (Number.isInteger(request)) {
        const row = await trx('form_submissions').where({ id: request, type: 'privacy', privacy_status: 'pending', privacy_action: action }).first('id');
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
      const subject = subjectOf(req.body);
      if (!subject) return fail(res, 400, 'Expected {"email"} and/or {"uid"}.');
      const mails = mailsOf(req.body);
      if (!mails) return fail(res, 400, 'Expected "mails" as outbox rows.');
      const expectUpcoming = Array.isArray(req.body.expectUpcoming) ? req.body.expectUpcoming.filter((r) => Number.isInteger(r)) : [];
      const channel = ['link', 'schedule'].includes(req.body.channel) ? req.body.channel : 'account';
      // Whether a sign-in account is still to be closed by the site after this commits.
      const owedUid = req.body.closeAccount === true ? subject.uid : null;
      try {
        const ctx = await context();
        const result = await database.transaction(async (trx) => {
          const summary = await erase(ctx, trx, subject, { expectUpcoming, mails, secret });
          logErasure(subject);
          const log = await finish(ctx, trx, req.body.request, {
            action: 'erase',
            channel,
            locale: localeOf(req.body.locale),
            summary: { ...summary, account: owedUid ? 1 : 0 },
            owedUid,
          });
          return { summary, log };
        });
        return res.json({ data: result });
      } catch (error) {
        if (error instanceof UpcomingDemos) return res.status(409).json({ errors: [{ message: error.message }], upcoming: error.upcoming });
        if (error?.status === 409) return fail(res, 409, error.message);
        return fail(res, 503, `Could not erase; nothing was changed. ${String(error?.message ?? error).slice(0, 200)}`);
      }
    });

    // A signed-out visitor's request, waiting for its mailed link: the address is kept until then.
    // One request per address and action at a time (409 while one waits).
    router.post('/requests', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const subject = subjectOf({ email: req.body?.email });
      const action = req.body?.action === 'erase' ? 'erase' : req.body?.action === 'export' ? 'export' : null;
      const { tokenHash, expiresAt } = req.body ?? {};
      if (!subject?.email || !action || typeof tokenHash !== 'string' || !HASH.test(tokenHash) || typeof expiresAt !== 'string' || !ISO.test(expiresAt))
        return fail(res, 400, 'Expected {"email", "action", "tokenHash", "expiresAt"}.');
      const mails = mailsOf(req.body);
      if (!mails || mails.length !== 1) return fail(res, 400, 'Expected the link’s e-mail in "mails".');
      const key = `privacy:${action}:${fingerprint(secret, subject.email)}`;
      try {
        const ctx = await context();
        const id = await database.transaction(async (trx) => {
          const waiting = await trx('form_submissions').where({ dedupe_key: key }).first('id', 'confirm_expires_at');
          if (waiting) {
            if ((toMs(waiting.confirm_expires_at) ?? 0) > Date.now()) return null;
            // Its link expired: that request ends, and this one takes its place.
            await trx('form_submissions').where({ id: waiting.id }).update({ privacy_status: 'expired', email: null, dedupe_key: null });
          }
          // The link's e-mail is stored with the request, linked to it: both or neither.
          return logRequest(ctx, trx, {
            privacy_action: action,
            privacy_channel: 'link',
            privacy_status: 'pending',
            locale: localeOf(req.body.locale),
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
        return fail(res, 503, `Could not store the request. ${String(error?.message ?? error).slice(0, 200)}`);
      }
    });

    // The request a mailed link's token hash belongs to.
    router.get('/requests/:hash', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      if (!HASH.test(req.params.hash)) return res.json({ data: null });
      const row = await database('form_submissions')
        .where({ type: 'privacy', confirm_token_hash: req.params.hash })
        .first('id', 'privacy_action', 'privacy_status', 'email', 'locale', 'confirm_expires_at');
      if (!row) return res.json({ data: null });
      const ends = toMs(row.confirm_expires_at) ?? 0;
      // Past its time, a waiting request ends at once: its address goes.
      if (row.privacy_status === 'pending' && !(ends > Date.now())) {
        await database('form_submissions').where({ id: row.id }).update({ privacy_status: 'expired', email: null, dedupe_key: null });
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
      const cutoffs = req.body?.cutoffs ?? {};
      const now = req.body?.now;
      if (
        !['leads', 'pending', 'mail', 'proof'].every((k) => typeof cutoffs[k] === 'string' && ISO.test(cutoffs[k])) ||
        typeof now !== 'string' ||
        !ISO.test(now)
      )
        return fail(res, 400, 'Expected {"cutoffs": {"leads", "pending", "mail", "proof"}, "now"} as ISO times.');
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
        return fail(res, 503, `Could not apply the retention periods; nothing was changed. ${String(error?.message ?? error).slice(0, 200)}`);
      }
    });

    // A restore's replay of the erasure log (scripts/restore.ts, with the site token, on a Directus it
    // started on the restored data): the lines made since the backup, erased again in one transaction.
    router.post('/replay', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const HEX = /^[0-9a-f]{64}$/;
      const list = Array.isArray(req.body?.entries) ? req.body.entries : null;
      const entries = list?.filter(
        (e) =>
          e &&
          typeof e.key === 'string' &&
          (e.email === null || HEX.test(String(e.email))) &&
          (e.uid === null || HEX.test(String(e.uid))) &&
          (e.email || e.uid),
      );
      if (!entries || entries.length !== list.length || entries.length > 2000)
        return fail(res, 400, 'Expected {"entries": [{"email", "uid", "key"}]} (fingerprints), at most 2,000.');
      try {
        const ctx = await context();
        const result = await database.transaction((trx) => replayErasures(ctx, trx, entries, { secret }));
        return res.json({ data: result });
      } catch (error) {
        return fail(res, 503, `Could not replay the erasures; nothing was changed. ${String(error?.message ?? error).slice(0, 200)}`);
      }
    });

    // The site closed the sign-in account an erasure owed: the log forgets the account's id.
    router.post('/owed/:id/done', async (req, res) => {
      if (!(await siteOnly(req, res))) return;
      const id = Number(req.params.id);
      if (!Number.isInteger(id)) return fail(res, 400, 'Expected a request id.');
      await database('form_submissions')
        .where({ id, type: 'privacy', privacy_status: 'failed' })
        .update({ privacy_status: 'done', account_uid: null, email: null, completed_at: new Date().toISOString() });
      return res.json({ data: { id } });
    });

    // The team's page, in their Studio language.
    const staffPage = async (req, res, state) => {
      const french = await readsFrench(database, req.accountability);
      const t = inLanguage(french);
      // Times in the firm's time zone (the demo calendar's), as sales read them everywhere else.
      const zone =
        (
          await database('demo_availability')
            .select('time_zone')
            .first()
            .catch(() => null)
        )?.time_zone || 'America/Toronto';
      const when = (iso) => {
        try {
          return new Intl.DateTimeFormat(french ? 'fr-CA' : 'en-CA', {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: zone,
            timeZoneName: 'short',
          }).format(new Date(iso));
        } catch {
          return iso;
        }
      };
      state = { ...state, upcoming: (state.upcoming ?? []).map((u) => ({ ...u, start: when(u.start) })) };
      res.set('Cache-Control', 'no-store');
      return res.type('html').send(studioPage(t, state));
    };

    router.get('/', async (req, res) => {
      const who = await caller(req);
      if (who !== 'staff') return fail(res, req.accountability?.user ? 403 : 401, 'Sign in to the Data Studio as an admin or a marketer.');
      // The Studio writes the item's address into the link as it is: a "+" arrives as a space, which
      // no address holds.
      const email = typeof req.query.email === 'string' ? req.query.email.trim().replace(/ /g, '+') : '';
      return staffPage(req, res, { step: 'ask', email });
    });

    router.post('/', async (req, res) => {
      const who = await caller(req);
      if (who !== 'staff') return fail(res, req.accountability?.user ? 403 : 401, 'Sign in to the Data Studio as an admin or a marketer.');
      // Only the page itself posts here (the session cookie is SameSite=Lax; this checks the origin too).
      // Behind a proxy the Host may lack the port (nginx's $host): the Studio's public address counts too.
      const origin = req.get('origin');
      const own = [`${req.protocol}://${req.get('host')}`, ...(env.PUBLIC_URL ? [originOf(env.PUBLIC_URL)] : [])];
      if (origin && !own.includes(origin)) return fail(res, 403, 'Cross-site request refused.');
      const form = await formBody(req);
      const typed = typeof form.email === 'string' ? form.email : '';
      const subject = subjectOf({ email: typed });
      const action = form.action;
      if (!subject?.email) return staffPage(req, res, { step: 'ask', email: typed, problem: 'email' });
      const ctx = await context();
      const by = req.accountability.user;
      const locale = (await readsFrench(database, req.accountability)) ? 'fr' : 'en';
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
          const upcoming = found.demoRequests
            .filter((d) => d.bookedTime?.start && Date.parse(d.bookedTime.start) > Date.now())
            .map((d) => ({ reference: d.reference, start: d.bookedTime.start }));
          if (upcoming.length) return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'upcoming', upcoming });
          return staffPage(req, res, { step: 'confirm', email: subject.email, summary: summaryOf(found), found });
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
};
