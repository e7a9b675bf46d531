// Directus as compose runs it (issue 40, point 3): compose.yaml mounts directus/extensions, and only
// that, into Directus's image. Here a Directus loads its extensions from a copy of exactly that folder,
// made outside the repository (nothing above it to import from: no ../../lib, no node_modules), with
// EXTENSIONS_MUST_LOAD on, and every extension's endpoint and hook is called once and seen to act.
// The bundles are the ones `npm run build:extensions` makes (decision 0022), which npm start and the
// other tests load too.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startDirectus, type RunningDirectus } from '../../embedded/directus.ts';
import { setupCms } from '../../directus/setup.ts';
import { DUPLICATE_VERSION_FLOW_ID } from '../../directus/studio/ids.ts';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import { DirectusError, loginAsAdmin, restClient, type Rest } from '../../directus/lib/rest.ts';
import { repoRoot } from '../../scripts/lib/config.ts';
import { ensureExtensionsBuilt, extensionsRoot, listExtensions } from '../../embedded/extensions.ts';
import { directusOptions, newStackInfo, type StackInfo } from '../support/stack.ts';
import { createLead } from '../support/admin.ts';

let info: StackInfo;
let directus: RunningDirectus;
let rest: Rest;
let mounted: string;
let revalidations: { authorization: string | undefined; body: string }[] = [];
let revalidateServer: Server;
const log: string[] = [];
const tag = Date.now().toString(36);

const Id = z.object({ id: z.number() });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, message: '' }),
    (error: unknown) => {
      if (!(error instanceof DirectusError)) throw error;
      return { status: error.status, message: JSON.stringify(error.body) };
    },
  );

beforeAll(async () => {
  await ensureExtensionsBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'compose-extensions-'));
  expect(relative(repoRoot, dataDir).startsWith('..')).toBe(true);
  // What compose mounts: ./directus/extensions:/directus/extensions:ro, and nothing beside it.
  mounted = join(dataDir, 'extensions');
  cpSync(extensionsRoot, mounted, { recursive: true });

  // The site's revalidate endpoint, as the hook sees it: records each call.
  revalidateServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      revalidations.push({ authorization: req.headers.authorization, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => revalidateServer.listen(0, '127.0.0.1', resolve));
  const address = revalidateServer.address();
  const revalidatePort = typeof address === 'object' && address ? address.port : 0;

  info = await newStackInfo(join(dataDir, 'data'));
  directus = await startDirectus({
    ...directusOptions(info),
    revalidateUrl: `http://127.0.0.1:${revalidatePort}/api/revalidate`,
    extensionsPath: mounted,
    logLevel: 'info',
    logFile: undefined,
    onLog: (line) => log.push(line),
  }).catch((error: unknown) => {
    throw new Error(`${String(error)}; its last lines:\n${log.slice(-15).join('\n')}`);
  });
  await setupCms({
    url: directus.url,
    adminEmail: info.secrets.adminEmail,
    adminPassword: info.secrets.adminPassword,
    siteToken: info.secrets.siteToken,
    marketer: { email: SAMPLE_MARKETER_EMAIL, password: info.secrets.marketerPassword },
    siteUrl: info.siteUrl,
    seed: false,
  });
  rest = await loginAsAdmin(directus.url, info.secrets.adminEmail, info.secrets.adminPassword);
});

afterAll(async () => {
  await directus?.stop();
  await new Promise((resolve) => revalidateServer?.close(resolve));
  if (info && !process.env['KEEP_TEST_DATA']) rmSync(join(info.dataDir, '..'), { recursive: true, force: true });
});

const names = () => listExtensions(mounted).map((e) => e.name);

describe('Directus with only what compose mounts', () => {
  it('holds each extension as a built bundle, and loads every one of them without an error', async () => {
    expect(names()).toEqual([
      'site-content-rules',
      'site-duplicate-version',
      'site-experiment-rules',
      'site-experiments',
      'site-lead-status',
      'site-least-privilege',
      'site-login-guard',
      'site-preview',
      'site-privacy',
      'site-redirects',
      'site-report',
      'site-revalidate',
      'site-translations',
    ]);
    for (const e of listExtensions(mounted)) for (const output of e.outputs) expect(existsSync(output), output).toBe(true);
    const loaded = log.find((l) => l.includes('Loaded extensions:')) ?? '';
    for (const name of names()) expect(loaded).toContain(name);
    expect(log.filter((l) => /couldn't|failed to load|EXTENSION_MUST_LOAD|cannot find (module|package)|ERR_MODULE_NOT_FOUND/i.test(l))).toEqual([]);
    // Directus's own list: each with its manifest (`schema`, null for one it found but could not read), enabled.
    const listed = z
      .array(z.object({ schema: z.object({ name: z.string() }).nullable(), meta: z.object({ enabled: z.boolean() }) }))
      .parse(await rest.get('/extensions'));
    expect(listed.map((e) => e.schema?.name).sort()).toEqual(names());
    expect(listed.every((e) => e.meta.enabled)).toBe(true);
  });

  it('site-revalidate (hook): a change to content calls the site with its secret', async () => {
    revalidations = [];
    await rest.post('/items/redirects', { from: `/old-${tag}`, to: `/new-${tag}`, status: '301' });
    await expect.poll(() => revalidations.some((r) => r.body.includes('"redirects"')), { timeout: 15_000 }).toBe(true);
    expect(revalidations[0]?.authorization).toBe(`Bearer ${info.secrets.revalidateSecret}`);
  });

  it("site-redirects (hook): a redirect from one of the site's own paths is refused", async () => {
    const refused = await failure(rest.post('/items/redirects', { from: '/account/settings', to: '/', status: '301' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('/account');
  });

  it("site-content-rules (hook): a block the site's schema would drop is refused", async () => {
    const refused = await failure(rest.post('/items/block_stats', { heading: `Rules ${tag}`, items: [] }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('Figures: at least 1 item.');
  });

  it('site-experiment-rules (hook): a split with an unknown version is refused', async () => {
    const refused = await failure(rest.post('/items/experiments', { name: `Rules ${tag}`, status: 'draft', variants: [{ key: 'Z', weight: 1 }] }));
    expect(refused).toEqual({ status: 400, message: expect.stringContaining('Versions are A, B, C or D.') as unknown });
  });

  it('site-lead-status (hook): a request first qualified keeps the time', async () => {
    const id = await createLead(rest, {
      name: 'Sam Compose',
      company: 'Compose Co',
      email: `compose-${tag}@example.ca`,
      role: 'hvac_installer',
      source: '/demo',
    });
    await rest.patch(`/items/demo_requests/${id}`, { status: 'qualified' });
    const stamps = z.object({ qualified_at: z.string().nullable() }).parse(await rest.get(`/items/demo_requests/${id}?fields=qualified_at`));
    expect(stamps.qualified_at).not.toBeNull();
  });

  it('site-least-privilege (hook): a marketer may not write into the mail outbox', async () => {
    const marketer = await loginAsAdmin(directus.url, SAMPLE_MARKETER_EMAIL, info.secrets.marketerPassword);
    const refused = await failure(marketer.post('/items/mail_outbox', { to: 'someone@example.com', subject: 'Hi' }));
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('Only the site writes e-mails into the outbox.');
  });

  it('site-login-guard (hook): an address that keeps failing to sign in is refused, the account is not suspended', async () => {
    const signIn = (password: string) =>
      fetch(`${directus.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SAMPLE_MARKETER_EMAIL, password }),
      });
    for (let i = 0; i < 5; i++) expect((await signIn('not-the-password')).status).toBe(401);
    const refused = await signIn(info.secrets.marketerPassword);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many failed sign-ins from your address.');
    const users = z
      .array(z.object({ status: z.string() }))
      .parse(await rest.get(`/users?filter[email][_eq]=${encodeURIComponent(SAMPLE_MARKETER_EMAIL)}&fields=status`));
    expect(users).toEqual([{ status: 'active' }]);
  });

  it('site-translations (hook): a page alone is missing its twin, and in step once its twin is made', async () => {
    const page = (locale: string) =>
      rest.post('/items/pages', { locale, slug: `/twins-${tag}`, title: 'Twins', status: 'draft', translation_key: `twins-${tag}`, layout: 'default' });
    const state = async (id: number) =>
      z.object({ translation_state: z.string().nullable() }).parse(await rest.get(`/items/pages/${id}?fields=translation_state`)).translation_state;
    const { id: en } = Id.parse(await page('en'));
    await expect.poll(() => state(en), { timeout: 15_000 }).toBe('missing');
    const { id: fr } = Id.parse(await page('fr'));
    await expect.poll(() => state(en), { timeout: 15_000 }).toBe('in_step');
    expect(await state(fr)).toBe('in_step');
    for (const id of [fr, en]) await rest.del(`/items/pages/${id}`);
  });

  it('site-duplicate-version (operation): the flow copies a page as version B; the Studio has its app side', async () => {
    const { id: page } = Id.parse(
      await rest.post('/items/pages', {
        locale: 'en',
        slug: `/compose-${tag}`,
        title: 'Compose',
        status: 'published',
        translation_key: `compose-${tag}`,
        layout: 'default',
      }),
    );
    await rest.post(`/flows/trigger/${DUPLICATE_VERSION_FLOW_ID}`, { collection: 'pages', keys: [page] });
    const [{ id: experiment }] = z.tuple([Id]).parse(await rest.get(`/items/experiments?filter[page][_eq]=${page}&fields=id`));
    const versions = z.array(z.object({ variant: z.string() })).parse(await rest.get(`/items/pages?filter[experiment][_eq]=${experiment}&fields=variant`));
    expect(versions).toEqual([{ variant: 'B' }]);
    const token = await accessToken();
    const app = await fetch(`${directus.url}/extensions/sources/index.js`, { headers: { authorization: `Bearer ${token}` } });
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('Duplicate as a version');

    // site-experiments (endpoint): the site server adds visitor counts; the results read them.
    const site = restClient(directus.url, info.secrets.siteToken);
    const counts = { counts: [{ experiment: experiment, day: '2026-01-01', variant: 'A', n: 3 }] };
    expect(await site.post('/site-experiments/exposures', counts)).toEqual({ stored: 1 });
    const results = z.object({ variants: z.array(z.object({ key: z.string(), visitors: z.number() })) });
    const read = results.parse(await rest.get(`/site-experiments/results/${experiment}?format=json`));
    expect(read.variants.find((v) => v.key === 'A')?.visitors).toBe(3);
  });

  it('site-preview (endpoint): the Visual Editor way in sends an anonymous visitor to the page', async () => {
    const res = await fetch(`${directus.url}/site-preview/edit?to=/stride`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${info.siteUrl}/stride`);
  });

  it('site-report (endpoint): the parity report and the blocks visitors don’t see answer', async () => {
    expect(Array.isArray(await rest.get('/site-report/parity?format=json'))).toBe(true);
    expect(Array.isArray(await rest.get('/site-report/hidden-blocks?format=json'))).toBe(true);
    const csv = await fetch(`${directus.url}/site-report/google-ads.csv`, { headers: { authorization: `Bearer ${await accessToken()}` } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Google Click ID');
  });

  it("site-privacy (endpoint): the Studio's page answers staff", async () => {
    const res = await fetch(`${directus.url}/site-privacy/`, { headers: { authorization: `Bearer ${await accessToken()}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<form');
    expect((await fetch(`${directus.url}/site-privacy/`)).status).toBe(401);
  });

  it('left no error in its log', () => {
    expect(log.filter((l) => /\b(ERROR|WARN)\b/.test(l) && /extension/i.test(l))).toEqual([]);
    // The copy is what was mounted: each extension folder and the files Directus loaded from it.
    expect(
      readdirSync(mounted)
        .filter((e) => !e.endsWith('.ts'))
        .sort(),
    ).toEqual(names());
  });
});

async function accessToken(): Promise<string> {
  const res = await fetch(`${directus.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: info.secrets.adminEmail, password: info.secrets.adminPassword }),
  });
  return z.object({ data: z.object({ access_token: z.string() }) }).parse(await res.json()).data.access_token;
}
