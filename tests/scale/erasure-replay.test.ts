// A restore honours the erasures made since its backup (issue 40, point 6; decision 0020): four people
// are erased after a backup was taken, each through a real door (the site's /my-data link, account
// deletion, the team's page in the Data Studio twice), and the backup is restored. The restore replays
// the erasure log and says so in one line; afterwards nothing in the database names any of them (every
// table is read), their sign-in accounts are closed, and a person nobody erased keeps everything. The
// log itself holds fingerprints only: no address, no account id. On the embedded path (SQLite in
// DATA_DIR), as `npm start` runs it, with the Firebase Auth emulator.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startAuthEmulator } from '../../embedded/auth-emulator.ts';
import { type RunningDirectus } from '../../embedded/directus.ts';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest.ts';
import { parseErasureLog } from '../../scripts/lib/erasure-log.ts';
import { newStackInfo, startCms, startSite, TEST_FIREBASE_PROJECT, type RunningSite, type StackInfo } from '../support/stack.ts';
import { formTicket } from '../support/form-ticket.ts';
import { backupScript } from '../support/backup-scripts.ts';

const root = mkdtempSync(join(tmpdir(), 'site-erasure-replay-'));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  if (!process.env['KEEP_TEST_DATA']) rmSync(root, { recursive: true, force: true });
});

const script = backupScript;

const PASSWORD = 'correct-horse-1';
const Rows = z.array(z.record(z.string(), z.unknown()));

describe('a restore and the erasure log', () => {
  it('erases again everyone erased since the backup, closes their accounts, and leaves the others as they were', { timeout: 300_000 }, async () => {
    const testStarted = performance.now();
    const emulator = await startAuthEmulator({ projectId: TEST_FIREBASE_PROJECT, port: 0 });
    cleanup.push(() => emulator.stop());
    const info: StackInfo = { ...(await newStackInfo(join(root, 'data'))), authEmulatorHost: emulator.host };
    // npm start's secrets.json: the backup keeps it, and the restore starts Directus with it.
    const s = info.secrets;
    writeFileSync(
      join(info.dataDir, 'secrets.json'),
      JSON.stringify({
        directusKey: s.key,
        directusSecret: s.secret,
        siteToken: s.siteToken,
        revalidateSecret: s.revalidateSecret,
        previewSecret: s.previewSecret,
        linkSecret: s.linkSecret,
        adminPassword: s.adminPassword,
        marketerPassword: s.marketerPassword,
      }),
      { mode: 0o600 },
    );
    let directus: RunningDirectus = await startCms(info);
    cleanup.push(() => directus.stop());
    // The daily retention run (which closes the accounts a team erasure owes) waits an hour here: a
    // team erasure's debt is still open when the backup is restored.
    let site: RunningSite = await startSite(info, { FORM_MIN_FILL_MS: '0', RETENTION_DELAY_MS: '3600000' });
    cleanup.push(() => site.stop());
    let rest: Rest = await loginAsAdmin(directus.url, s.adminEmail, s.adminPassword);

    // --- What visitors do, through the site -------------------------------------------------------
    const tag = Date.now().toString(36);
    const emailOf = (who: string) => `${who}-${tag}@example.ca`;
    let ip = 0;
    const nextIp = () => `10.40.${(ip >> 8) & 255}.${ip++ & 255}`;
    const origin = new URL(info.siteUrl).origin;
    const firebase = async (path: string, body: Record<string, unknown>, owner = false) =>
      fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
        body: JSON.stringify(body),
      });
    const newAccount = async (email: string) => {
      const res = await firebase('accounts:signUp', { email, password: PASSWORD, returnSecureToken: true });
      const uid = z.object({ localId: z.string() }).parse(await res.json()).localId;
      expect((await firebase('accounts:update', { localId: uid, emailVerified: true }, true)).ok).toBe(true);
      return uid;
    };
    const accountOpen = async (email: string) => (await firebase('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).ok;
    const send = async (kind: string, body: Record<string, unknown>, cookie = '') => {
      const res = await fetch(`${site.url}/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ _ticket: await formTicket(site.url), locale: 'en', source: '/demo', ...body }),
      });
      expect(res.status, `${kind}: ${await res.clone().text()}`).toBe(201);
      return z.object({ reference: z.string() }).parse(await res.json()).reference;
    };
    const post = (path: string, fields: Record<string, string>, cookie = '') =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
    // Without SMTP_URL the outbox keeps every message whole: the links a visitor would follow are there.
    const linkTo = async (email: string, path: string) => {
      const mails = Rows.parse(
        await rest.get(`/items/mail_outbox?filter=${encodeURIComponent(JSON.stringify({ to: { _eq: email } }))}&fields=message&limit=-1`),
      );
      const found = new RegExp(`${info.siteUrl.replace(/[.]/g, '\\.')}(${path}/[A-Za-z0-9_-]+)`).exec(JSON.stringify(mails));
      if (!found?.[1]) throw new Error(`no ${path} link mailed to ${email}`);
      return found[1];
    };
    const subscribe = async (email: string) => {
      await send('newsletter', { email, consent: true });
      expect((await post(await linkTo(email, '/newsletter/confirm'), {})).status).toBeLessThan(400);
    };
    const signIn = async (email: string) => {
      const res = await post('/account', { intent: 'signin', email, password: PASSWORD });
      expect(res.status).toBe(303);
      return res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    };
    const freeTime = async () => {
      for (let day = 3; day < 28; day++) {
        const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
        const slots = z.object({ slots: z.array(z.string()) }).parse(await (await fetch(`${site.url}/api/demo/availability?day=${date}`)).json()).slots;
        if (slots[0]) return slots[0];
      }
      throw new Error('no free demo time');
    };

    // Ana is never erased. Ben (a demo ahead, a confirmed subscription) will use the /my-data link;
    // Cleo will be erased by the team; Dana sends a report signed in and will delete her account.
    const ana = emailOf('ana');
    const ben = emailOf('ben');
    const cleo = emailOf('cleo');
    const dana = emailOf('dana');
    const eli = emailOf('eli');
    const uids = { ben: await newAccount(ben), cleo: await newAccount(cleo), dana: await newAccount(dana) };
    const anaRefs = [await send('report', { address: `12 rue Ana ${tag}`, email: ana }), await send('waitlist', { email: ana, role: 'hvac_installer' })];
    await subscribe(ana);
    await send('demo', {
      name: 'Ben Roy',
      company: `Replay ${tag}`,
      email: ben,
      role: 'energy_advisor',
      consent: true,
      slot: await freeTime(),
      timeZone: 'America/Toronto',
    });
    await send('report', { address: `3 chemin Ben ${tag}`, email: ben });
    await subscribe(ben);
    await send('report', { address: `5 avenue Cleo ${tag}`, email: cleo });
    await send('waitlist', { email: cleo, role: 'hvac_installer' });
    const danaCookie = await signIn(dana);
    await send('report', { address: `7 rang Dana ${tag}`, email: dana }, danaCookie);
    await subscribe(dana);

    const mine = (email: string) => ({ _or: [{ email: { _eq: email } }] });
    const holdings = async (email: string) => ({
      demoRequests: Rows.parse(await rest.get(`/items/demo_requests?filter=${encodeURIComponent(JSON.stringify(mine(email)))}&fields=id&limit=-1`)).length,
      // The request log's rows aside: a team erasure's row keeps the address until the account step is done.
      submissions: Rows.parse(
        await rest.get(
          `/items/form_submissions?filter=${encodeURIComponent(JSON.stringify({ _and: [mine(email), { type: { _neq: 'privacy' } }] }))}&fields=id&limit=-1`,
        ),
      ).length,
      emails: Rows.parse(await rest.get(`/items/mail_outbox?filter=${encodeURIComponent(JSON.stringify({ to: { _eq: email } }))}&fields=id&limit=-1`)).length,
    });
    const before = { ana: await holdings(ana), ben: await holdings(ben), cleo: await holdings(cleo), dana: await holdings(dana) };
    for (const held of Object.values(before)) expect(held.submissions).toBeGreaterThan(0);
    expect(before.ben.demoRequests).toBe(1);

    // --- The backup, while everything runs ------------------------------------------------------------
    const file = join(root, 'site.tar.gz');
    const env = { DATA_DIR: info.dataDir, DIRECTUS_PORT: String(info.directusPort) };
    const backup = await script('backup', [file], env);
    expect(backup.code, backup.out).toBe(0);

    // --- After it: four erasures, each through a real door ---------------------------------------------
    // Ben follows a /my-data link (his demo is cancelled with the usual e-mail, his account closed).
    expect((await post('/my-data', { email: ben, action: 'erase' })).status).toBe(303);
    expect((await post(await linkTo(ben, '/my-data/confirm'), { intent: 'erase' })).status).toBe(303);
    // Dana deletes her account.
    const deleted = await post('/account/delete', {}, danaCookie);
    expect(deleted.headers.get('location')).toBe('/account?done=deleted');
    // The team erases Cleo from the Data Studio's page; and Eli, who wrote in after the backup.
    await send('report', { address: `9 rue Eli ${tag}`, email: eli });
    const adminToken = z.object({ data: z.object({ access_token: z.string() }) }).parse(
      await (
        await fetch(`${directus.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: s.adminEmail, password: s.adminPassword }),
        })
      ).json(),
    ).data.access_token;
    for (const email of [cleo, eli]) {
      const res = await fetch(`${directus.url}/site-privacy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, action: 'erase' }).toString(),
      });
      expect(await res.text()).toContain('Erased:');
    }
    for (const email of [ben, cleo, dana, eli]) {
      const held = await holdings(email);
      expect([held.demoRequests, held.submissions], email).toEqual([0, 0]);
    }
    expect(await accountOpen(ben)).toBe(false);
    expect(await accountOpen(dana)).toBe(false);
    // The team's erasure owes Cleo's account to the site's daily run, which has not come yet.
    expect(await accountOpen(cleo)).toBe(true);

    // The log: one line per erasure, fingerprints only.
    const logFile = join(info.dataDir, 'erasure-log.jsonl');
    const logText = readFileSync(logFile, 'utf8');
    expect(parseErasureLog(logText)).toHaveLength(4);
    expect(logText.trim().split('\n')).toHaveLength(4);
    expect(logText).not.toContain('@');
    for (const secret of [ben, cleo, dana, eli, ...Object.values(uids), 'example.ca']) expect(logText).not.toContain(secret);

    // --- The restore, with the site stopped ------------------------------------------------------------
    await site.stop();
    await directus.stop();
    const restore = await script('restore', [file], env);
    expect(restore.code, restore.out).toBe(0);
    const line =
      /^ {2}Erasures replayed: 4 recorded since the backup \([^)]+\); 3 people found in the restored data and erased again \((\d+) demo requests, (\d+) form submissions, (\d+) e-mails; (\d+) consent proofs kept\), 1 with nothing there; their sign-in accounts are closed by the site’s next retention run\.$/m.exec(
        restore.out,
      );
    expect(line, restore.out).not.toBeNull();
    const [demos, submissions, emails, proofs] = (line ?? []).slice(1).map(Number);
    expect(demos).toBe(before.ben.demoRequests);
    expect(submissions).toBe(before.ben.submissions + before.cleo.submissions + before.dana.submissions - 2); // two confirmed sign-ups became proofs
    expect(proofs).toBe(2);
    expect(emails).toBeGreaterThan(0);
    // The log came through the restore whole.
    expect(readFileSync(logFile, 'utf8')).toBe(logText);

    // --- The site again on the restored data: the debts are settled, nothing of them is left --------------
    directus = await startCms(info);
    site = await startSite(info, { FORM_MIN_FILL_MS: '0', RETENTION_DELAY_MS: '500' });
    rest = await loginAsAdmin(directus.url, s.adminEmail, s.adminPassword);
    const owed = async () =>
      Rows.parse(
        await rest.get(
          `/items/form_submissions?filter=${encodeURIComponent(JSON.stringify({ _and: [{ type: { _eq: 'privacy' } }, { privacy_status: { _eq: 'failed' } }] }))}&fields=id&limit=-1`,
        ),
      ).length;
    const deadline = Date.now() + 60_000;
    while ((await owed()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await owed()).toBe(0);
    expect(await accountOpen(cleo)).toBe(false);
    const replayed = Rows.parse(
      await rest.get(
        `/items/form_submissions?filter=${encodeURIComponent(JSON.stringify({ privacy_channel: { _eq: 'restore' } }))}&fields=privacy_status,email,account_uid&limit=-1`,
      ),
    );
    expect(replayed).toEqual([0, 1, 2].map(() => ({ privacy_status: 'done', email: null, account_uid: null })));

    // Every row of every table, read from the database file: none names an erased person.
    const db = new DatabaseSync(join(info.dataDir, 'directus.sqlite'), { readOnly: true });
    const tables = z
      .array(z.object({ name: z.string() }))
      .parse(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all())
      .map((t) => t.name);
    const erased = [ben, cleo, dana, eli, ...Object.values(uids)].map((v) => v.toLowerCase());
    const found: string[] = [];
    let rowsRead = 0;
    for (const table of tables) {
      for (const row of db.prepare(`SELECT * FROM "${table}"`).all()) {
        rowsRead++;
        const text = JSON.stringify(row, (_k, v: unknown) =>
          typeof v === 'bigint' ? String(v) : v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v,
        ).toLowerCase();
        for (const who of erased) if (text.includes(who)) found.push(`${table}: ${who}`);
      }
    }
    // And the consent proofs stay, by fingerprint: Ben's and Dana's confirmed sign-ups.
    const proofRows = z
      .array(z.object({ email: z.null(), email_fingerprint: z.string() }))
      .parse(db.prepare("SELECT email, email_fingerprint FROM form_submissions WHERE type = 'newsletter' AND erased_at IS NOT NULL").all());
    db.close();
    expect(found).toEqual([]);
    expect(proofRows).toHaveLength(2);
    // Ana keeps everything she had at the backup.
    expect(await holdings(ana)).toEqual(before.ana);
    const anaRows = Rows.parse(
      await rest.get(`/items/form_submissions?filter=${encodeURIComponent(JSON.stringify(mine(ana)))}&fields=reference,subscription_status&limit=-1`),
    );
    for (const ref of anaRefs) expect(anaRows.map((r) => r['reference'])).toContain(ref);
    expect(anaRows.some((r) => r['subscription_status'] === 'confirmed')).toBe(true);

    console.log(
      `[erasure replay] backup ${(backup.ms / 1000).toFixed(1)} s; restore with replay ${(restore.ms / 1000).toFixed(1)} s: ` +
        `${
          restore.out
            .trim()
            .split('\n')
            .find((l) => l.includes('Erasures replayed')) ?? ''
        } ` +
        `${rowsRead} rows in ${tables.length} tables read afterwards, none naming the 4 erased; whole test ${((performance.now() - testStarted) / 1000).toFixed(1)} s`,
    );
  });
});
