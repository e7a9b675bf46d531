// The JSON routes of /site-privacy that only the site server (its token) calls: a person's data for a
// signed-in visitor or a confirmed link, an erasure, a signed-out visitor's request waiting for its
// mailed link, the daily retention job, a restore's replay, and an owed account closed.
import { callerOf, type EndpointRouter, type JsonAnswer } from '../../../lib/directus-types.ts';
import {
  EraseBody,
  fail,
  fieldsOf,
  HASH,
  ISO,
  localeOf,
  mailsOf,
  messageOf,
  reasonOf,
  ReplayBody,
  RetentionBody,
  statusOf,
  subjectOf,
  type Privacy,
} from './http.ts';
import { collect, erase, summaryOf, UpcomingDemos } from './privacy.ts';
import { replayErasures } from './replay.ts';
import { applyRetention } from './retention.ts';
import { fingerprint, toMs, type LogRow } from './rows.ts';
import { finish, logRequest } from './tables.ts';

export function siteRoutes(router: EndpointRouter, { database, secret, context, logErasure, caller }: Privacy): void {
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
}
