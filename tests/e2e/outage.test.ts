// Directus stopped mid-run: pages already seen keep answering 200 with their content, others get a
// friendly 503, unknown paths stay real 404s, the site never crashes and recovers by itself.
// Runs its own Directus (on a copy of the shared database) and its own site, so stopping this
// Directus disturbs no other test.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDirectus } from '../../embedded/directus';
import { loginAsAdmin } from '../../directus/lib/rest';
import { BROWSER_UA, createPage, stack, uniqueSlug, eventually } from '../support/admin';
import { freePort, startCms, startSite, type RunningSite, type StackInfo } from '../support/stack';

let info: StackInfo;
let directus: RunningDirectus;
let site: RunningSite;
const unvisited = uniqueSlug('never-visited');

const get = async (path: string) => {
  const res = await fetch(`${info.siteUrl}${path}`, { headers: { 'user-agent': BROWSER_UA } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

beforeAll(async () => {
  const shared = stack();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-outage-'));
  cpSync(join(shared.dataDir, 'directus.sqlite'), join(dataDir, 'directus.sqlite'));
  const directusPort = await freePort();
  const sitePort = await freePort();
  info = { ...shared, dataDir, directusPort, sitePort, directusUrl: `http://127.0.0.1:${directusPort}`, siteUrl: `http://127.0.0.1:${sitePort}` };
  directus = await startCms(info, false);
  // No page cache and a short CMS cache lifetime: every request below goes through the CMS cache.
  site = await startSite(info, { PAGE_CACHE_TTL_MS: '0', CMS_CACHE_TTL_MS: '200' });
  const rest = await loginAsAdmin(info.directusUrl, info.secrets.adminEmail, info.secrets.adminPassword);
  await createPage(rest, {
    locale: 'en',
    slug: unvisited,
    title: 'Never visited',
    blocks: [{ collection: 'block_hero', item: { headline: 'Seen only after recovery' } }],
  });
});

afterAll(async () => {
  await site?.stop();
  await directus?.stop();
  rmSync(info.dataDir, { recursive: true, force: true });
});

describe('Directus outage', () => {
  it('keeps serving what was seen, 503s what was not, 404s what does not exist, then recovers', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/fr')).status).toBe(200);

    await directus.stop();
    await new Promise((r) => setTimeout(r, 300)); // past the CMS cache lifetime

    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Upgrade your home’s energy, one smart step at a time');
    const fr = await get('/fr');
    expect(fr.status).toBe(200);
    expect(fr.html).toContain('Améliorez l’efficacité énergétique');

    const never = await get(unvisited);
    expect(never.status).toBe(503);
    expect(never.html).toContain('We’ll be right back.');
    expect(never.headers.get('retry-after')).toBe('30');

    const frNever = await get(`/fr${unvisited}`);
    expect(frNever.status).toBe(404);
    const unknown = await get('/definitely-not-a-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page not found.');

    expect(site.child.exitCode).toBeNull();
    // A load balancer keeps sending visitors: the site answers from what it holds, and says so.
    const ready = await fetch(`${info.siteUrl}/readyz`);
    expect(ready.status).toBe(200);
    const anyCount: unknown = expect.any(Number);
    expect(await ready.json()).toMatchObject({ status: 'ready', cms: 'down', cachedAnswers: anyCount });

    // Directus comes back: the site recovers on its own.
    directus = await startCms(info, false);
    await eventually(10_000, async () => (await get(unvisited)).status === 200);
    expect((await get(unvisited)).html).toContain('Seen only after recovery');
  });
});
