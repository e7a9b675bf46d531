// Backups that restore (issue 31): the site started as `npm start` starts it, on a data folder of its
// own; content, leads and uploads added; `npm run backup` while visitors keep reading pages and
// sending forms; the stack stopped, the folder wiped, `npm run restore`, the site started again: the
// same pages, posts, leads and files come back, and the admin and the marketer sign in with the
// restored secrets. A restore also refuses a cut or
// altered file, and a running site, without touching the data folder.
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startDirectus, stopChild } from '../../embedded/directus.ts';
import { prepareCms } from '../../directus/setup.ts';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest.ts';
import { extractArchive, writeArchive } from '../../scripts/lib/backup-archive.ts';
import { processesUsing } from '../../scripts/lib/backup-config.ts';
import { loadStackConfig } from '../../scripts/lib/config.ts';
import { createPage } from '../support/admin.ts';
import { directusOptions, freePort, startSite, type StackInfo } from '../support/stack.ts';
import { formTicket } from '../support/form-ticket';
import { backupScript } from '../support/backup-scripts';

const root = mkdtempSync(join(tmpdir(), 'site-backup-'));
const dataDir = join(root, 'data');
const running: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map(stopChild));
  if (!process.env['KEEP_TEST_DATA']) rmSync(root, { recursive: true, force: true });
});

/**
 * The site as `npm start` runs it on DATA_DIR (scripts/start.ts): its configuration and secrets.json
 * (loadStackConfig generates them on a first start and reads them after), Directus on the SQLite file,
 * the CMS set-up and the seed, and the built site. Not start.ts itself: that one rebuilds build/ when
 * the sources changed, under the feet of other test runs on the machine; the mail inbox and the
 * sign-in emulator it adds keep nothing in a backup.
 */
async function startLikeNpmStart(ports: { site: number; directus: number }) {
  const config = loadStackConfig({ DATA_DIR: dataDir, PORT: String(ports.site), DIRECTUS_PORT: String(ports.directus) }, join(root, 'no.env'));
  const info: StackInfo = {
    dataDir,
    directusPort: ports.directus,
    sitePort: ports.site,
    directusUrl: config.directusUrl,
    siteUrl: `http://127.0.0.1:${ports.site}`,
    secrets: {
      key: config.secrets.directusKey,
      secret: config.secrets.directusSecret,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      siteToken: config.secrets.siteToken,
      revalidateSecret: config.secrets.revalidateSecret,
      previewSecret: config.secrets.previewSecret,
      linkSecret: config.secrets.linkSecret ?? '',
      marketerPassword: config.secrets.marketerPassword ?? '',
    },
  };
  const directus = await startDirectus(directusOptions(info));
  running.push(directus.child);
  const cms = await prepareCms({
    url: directus.url,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    siteToken: config.secrets.siteToken,
    marketer: { email: SAMPLE_MARKETER_EMAIL, password: config.secrets.marketerPassword ?? '' },
    siteUrl: info.siteUrl,
  });
  const seed = await cms.seed();
  // The fill time the tests' tickets wait out (tests/support/form-ticket.ts), as in global-setup.ts.
  // A cold Directus on a loaded machine (CI runs this beside the whole suite) may take longer than the
  // site's usual 3 s to describe a page or a file just after a start: the site waits for it here,
  // as the claims are about what comes back, not how fast.
  const site = await startSite(info, { FORM_MIN_FILL_MS: '1000', CMS_TIMEOUT_MS: '15000' });
  running.push(site.child);
  return {
    changes: cms.changes,
    seeded: seed.seeded,
    stop: async () => {
      await site.stop();
      await directus.stop();
    },
  };
}

const script = backupScript;

/** Every file under `dir` with its sha256: what "untouched" means. */
function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A page's HTML without what differs on every response: the script nonce and the forms' signed ticket. */
const normalise = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/\b\d{13}\.[\w-]{22}\b/g, 'TICKET')
    .replace(/"nonce":"[^"]*"/g, '"nonce":""');

const Row = z.record(z.string(), z.unknown());
const Rows = z.array(Row);

let ip = 0;
const nextIp = () => `10.31.${(ip >> 8) & 255}.${ip++ & 255}`;

describe('backups', () => {
  it('backs up while requests flow, and a wiped data folder comes back whole from the file', async () => {
    const testStarted = performance.now();
    const [port, directusPort] = await Promise.all([freePort(), freePort()]);
    // What `npm run backup` and `npm run restore` read, as npm start's own settings.
    const env: Record<string, string> = { DATA_DIR: dataDir, DIRECTUS_PORT: String(directusPort) };
    const site = `http://127.0.0.1:${port}`;
    const directus = `http://127.0.0.1:${directusPort}`;

    const first = await startLikeNpmStart({ site: port, directus: directusPort });
    expect(first.seeded).toBe(true);
    const startedMs = performance.now() - testStarted;
    // Generated on the first start and kept in secrets.json, as for a new user: the backup must carry them.
    const secrets = z
      .object({ adminPassword: z.string(), marketerPassword: z.string() })
      .parse(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')));
    let rest: Rest = await loginAsAdmin(directus, 'admin@example.com', secrets.adminPassword);

    // Content of our own beside the seed: two uploads, and a page that plays them (so a visitor may fetch them whole).
    const upload = async (name: string, type: string, data: Uint8Array) => {
      const form = new FormData();
      form.append('title', name);
      form.append('file', new Blob([new Uint8Array(data)], { type }), name);
      return z.object({ id: z.string() }).parse(await rest.postForm('/files', form)).id;
    };
    const captions = new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:02.000\nSauvegardé, puis restauré.\n');
    const video = new Uint8Array(randomBytes(300_000));
    const captionsId = await upload('backup.vtt', 'text/vtt', captions);
    const videoId = await upload('backup.mp4', 'video/mp4', video);
    await createPage(rest, {
      locale: 'en',
      slug: '/kept-by-the-backup',
      title: 'Kept by the backup',
      blocks: [
        {
          collection: 'block_hero',
          item: { variant: 'video', headline: 'Backed up and restored', video: videoId, video_captions: captionsId, image_alt: 'A restored video' },
        },
      ],
    });

    // Leads, through the site's own form API.
    const tag = Date.now().toString(36);
    const send = async (kind: 'newsletter' | 'demo', n: number | string): Promise<{ status: number; reference?: string }> => {
      const body =
        kind === 'newsletter'
          ? { email: `backup-${n}-${tag}@example.ca`, consent: true, locale: 'fr' }
          : {
              name: 'Élise Tremblay',
              company: `Thermo ${tag}`,
              email: `demo-${n}-${tag}@example.ca`,
              role: 'energy_advisor',
              consent: true,
              locale: 'fr',
              source: '/fr/demo',
            };
      const res = await fetch(`${site}/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ _ticket: await formTicket(site), ...body }),
      });
      const json = z
        .object({ reference: z.string().optional() })
        .catch({})
        .parse(await res.json().catch(() => ({})));
      return { status: res.status, reference: json.reference };
    };
    const before = await Promise.all([...[1, 2, 3].map((n) => send('newsletter', n)), ...[1, 2].map((n) => send('demo', n))]);
    expect(before.map((b) => b.status)).toEqual([201, 201, 201, 201, 201]);

    const posts = Rows.parse(await rest.get('/items/posts?fields=*&sort=id&limit=-1'));
    const post = z.object({ slug: z.string(), locale: z.string() }).parse(posts.find((p) => p['locale'] === 'en' && p['status'] === 'published'));
    const pagePaths = ['/', '/fr', `/blog/${post.slug}`, '/kept-by-the-backup'];
    const render = async (path: string) => {
      const res = await fetch(`${site}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' } });
      expect(res.status, path).toBe(200);
      return normalise(await res.text());
    };
    const pagesBefore = Object.fromEntries(await Promise.all(pagePaths.map(async (p) => [p, await render(p)] as const)));
    // The normalisation leaves nothing that changes between two answers.
    expect(await render('/')).toBe(pagesBefore['/']);
    expect(pagesBefore['/kept-by-the-backup']).toContain('Backed up and restored');

    // One sign-in per Directus, however many files ask at once (a script's burst of sign-ins is what
    // the Studio's sign-in guard limits).
    const tokens = new Map<string, Promise<string>>();
    const token = (url: string): Promise<string> => {
      const known = tokens.get(url);
      if (known) return known;
      const asked = fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: secrets.adminPassword }),
      }).then(async (res) => z.object({ data: z.object({ access_token: z.string() }) }).parse(await res.json()).data.access_token);
      tokens.set(url, asked);
      return asked;
    };
    const content = async (r: Rest) => ({
      pages: Rows.parse(await r.get('/items/pages?fields=id,slug,locale,status,title,translation_key,blocks&sort=id&limit=-1')),
      posts: Rows.parse(await r.get('/items/posts?fields=*&sort=id&limit=-1')),
      files: await Promise.all(
        z
          .array(z.object({ id: z.string(), filename_download: z.string() }))
          .parse(await r.get('/files?fields=id,filename_download&sort=id&limit=-1'))
          .map(async (f) => {
            const res = await fetch(`${r.url}/assets/${f.id}`, { headers: { authorization: `Bearer ${await token(r.url)}` } });
            return { ...f, sha256: sha(new Uint8Array(await res.arrayBuffer())) };
          }),
      ),
    });
    const contentBefore = await content(rest);
    expect(contentBefore.files.map((f) => f.sha256)).toEqual(expect.arrayContaining([sha(captions), sha(video)]));

    // Visitors keep coming while the backup runs: four reading pages, two sending forms, each one
    // request after another until the backup is over.
    let flowing = true;
    const log: { at: number; kind: 'page' | 'form'; status: number; reference?: string }[] = [];
    let n = 0;
    const reader = async (offset: number) => {
      for (let i = offset; flowing; i++) {
        const page = await fetch(`${site}${pagePaths[i % pagePaths.length] ?? '/'}`).catch(() => null);
        await page?.arrayBuffer();
        log.push({ at: performance.now(), kind: 'page', status: page?.status ?? 0 });
      }
    };
    const sender = async () => {
      while (flowing) {
        const sent = await send(n % 5 === 0 ? 'demo' : 'newsletter', `flow-${n++}`).catch(() => ({ status: 0, reference: undefined }));
        log.push({ at: performance.now(), kind: 'form', status: sent.status, reference: sent.reference });
      }
    };
    const visitors = [0, 1, 2, 3].map(reader).concat([sender(), sender()]);
    await new Promise((r) => setTimeout(r, 500));
    const backupFile = join(root, 'site.tar.gz');
    const backupStart = performance.now();
    const backup = await script('backup', [backupFile], env);
    const backupEnd = performance.now();
    await new Promise((r) => setTimeout(r, 300));
    flowing = false;
    await Promise.all(visitors);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(new RegExp(`^Backup written: ${backupFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d`, 'm'));
    expect(backup.out).not.toMatch(/warning/i);
    const during = log.filter((l) => l.at >= backupStart && l.at <= backupEnd);
    // Every request answered as it should: pages 200, forms stored (201), while the backup ran too.
    expect(log.filter((l) => (l.kind === 'page' ? l.status !== 200 : l.status !== 201)).map((l) => `${l.kind} ${l.status}`)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    // Leads answered before the backup started were in the database before its snapshot.
    const ackedBefore = log.filter((l) => l.kind === 'form' && l.at < backupStart && l.reference).map((l) => l.reference ?? '');

    // A restore refuses while the site runs on the folder.
    const busy = await script('restore', [backupFile], env);
    expect(busy.code).toBe(1);
    expect(busy.out).toMatch(/Restore refused: The site is running on .*Stop it/);
    expect(readdirSync(root).sort()).toEqual(['data', 'site.tar.gz']);

    const leads = async (r: Rest) => ({
      demo: Rows.parse(await r.get('/items/demo_requests?fields=*&sort=id&limit=-1')),
      forms: Rows.parse(await r.get('/items/form_submissions?fields=*&sort=id&limit=-1')),
    });
    const leadsAtEnd = await leads(rest);
    await first.stop();
    expect(processesUsing(dataDir)).toEqual([]);

    // A cut file and an altered one are refused, and the data folder is untouched.
    const untouched = digest(dataDir);
    const bytes = readFileSync(backupFile);
    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const refusedCut = await script('restore', [cut], env);
    expect(refusedCut.code).toBe(1);
    expect(refusedCut.out).toMatch(/Restore refused: .*cut\.tar\.gz is not a usable backup: .*truncated.* Nothing was changed\./);
    // Altered: one upload's bytes changed, the archive rebuilt around the original manifest.
    const unpacked = join(root, 'unpacked');
    mkdirSync(unpacked);
    const entries = await extractArchive(backupFile, unpacked);
    const videoEntry = entries.find((e) => e.path.startsWith(`uploads/${videoId}`));
    expect(videoEntry).toBeDefined();
    const videoPath = join(unpacked, ...(videoEntry?.path ?? '').split('/'));
    const altered = readFileSync(videoPath);
    altered[1000] = (altered[1000] ?? 0) ^ 0xff;
    writeFileSync(videoPath, altered);
    const manifest = readFileSync(join(unpacked, 'manifest.json'));
    const tampered = join(root, 'altered.tar.gz');
    await writeArchive(
      tampered,
      entries
        .filter((e) => e.path !== 'manifest.json')
        .map((e) => ({ path: e.path, source: join(unpacked, ...e.path.split('/')), size: e.size, mode: e.mode, mtime: new Date() })),
      () => ({ path: 'manifest.json', source: new Uint8Array(manifest), size: manifest.length, mode: 0o600, mtime: new Date() }),
    );
    const refusedAltered = await script('restore', [tampered], env);
    expect(refusedAltered.code).toBe(1);
    expect(refusedAltered.out).toContain(`uploads/${videoEntry?.path.slice('uploads/'.length) ?? ''} does not match its manifest's sha256`);
    expect(digest(dataDir)).toEqual(untouched);
    expect(readdirSync(root).filter((f) => f.startsWith('data'))).toEqual(['data']);

    // Wiped, then restored.
    rmSync(dataDir, { recursive: true, force: true });
    const restored = await script('restore', [backupFile], env);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain(`into ${dataDir}:`);
    // Restoring over a folder that holds data keeps that data aside.
    const again = await script('restore', [backupFile], env);
    expect(again.code, again.out).toBe(0);
    const aside = /kept in (\S+)/.exec(again.out)?.[1] ?? '';
    expect(aside).toMatch(/data\.before-restore-\d{8}-\d{6}/);
    expect(existsSync(join(aside, 'directus.sqlite'))).toBe(true);
    expect(digest(join(aside, 'uploads'))).toEqual(digest(join(dataDir, 'uploads')));

    // The restored folder starts as after any stop: nothing to apply, nothing seeded over what came back.
    const second = await startLikeNpmStart({ site: port, directus: directusPort });
    expect(second.changes).toEqual([]);
    expect(second.seeded).toBe(false);

    // Sign-in works with the restored secrets: the admin's and the marketer's generated passwords.
    tokens.clear();
    rest = await loginAsAdmin(directus, 'admin@example.com', secrets.adminPassword);
    const marketer = await fetch(`${directus}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'marketer@example.com', password: secrets.marketerPassword }),
    });
    expect(marketer.status).toBe(200);

    // The same pages, posts and files.
    for (const path of pagePaths) expect(await render(path), path).toBe(pagesBefore[path]);
    expect(await content(rest)).toEqual(contentBefore);
    for (const [id, data] of [
      [captionsId, captions],
      [videoId, video],
    ] as const) {
      const res = await fetch(`${site}/media/${id}`);
      expect(res.status).toBe(200);
      expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(sha(data));
    }

    // The same leads: each restored row as it was, each with its e-mails (stored in the same write).
    const back = await leads(rest);
    const byRef = (rows: z.infer<typeof Rows>) => new Map(rows.map((r) => [String(r['reference']), r]));
    const endRefs = new Map([...byRef(leadsAtEnd.demo), ...byRef(leadsAtEnd.forms)]);
    const backRefs = new Map([...byRef(back.demo), ...byRef(back.forms)]);
    for (const [ref, row] of backRefs) expect(row, ref).toEqual(endRefs.get(ref));
    for (const ref of [...before.map((b) => b.reference ?? ''), ...ackedBefore]) expect(backRefs.has(ref), ref).toBe(true);
    for (const row of backRefs.values()) expect(z.array(z.unknown()).parse(row['mails']).length, String(row['reference'])).toBeGreaterThan(0);
    await second.stop();

    const formsDuring = during.filter((l) => l.kind === 'form').length;
    const restoredFromFlow = [...backRefs.keys()].filter((r) => log.some((l) => l.reference === r)).length;
    console.log(
      `[backup] first start ${(startedMs / 1000).toFixed(1)} s; backup ${(backup.ms / 1000).toFixed(1)} s: ${backup.out.trim()}; ` +
        `${during.length} requests answered during it (${formsDuring} forms), ${log.length} in all; ` +
        `${restoredFromFlow} of ${log.filter((l) => l.kind === 'form').length} leads sent while flowing came back (the rest came after the snapshot); ` +
        `restore ${(restored.ms / 1000).toFixed(1)} s; whole test ${((performance.now() - testStarted) / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});
