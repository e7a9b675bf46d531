// The marketer's tools in the Data Studio, against the real Directus and site: redirects (set by
// hand, and added when a published page moves), publish windows that open and close on time with
// the caches on, draft preview through Directus's preview URL (valid, expired and tampered
// tokens), and the EN/FR parity report.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPreviewToken } from '../../src/cms/preview.server';
import { admin, createPage, eventually, getHtml, stack, uniqueSlug } from '../support/admin';
import { hydrated, launch } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const hero = (headline: string) => [{ collection: 'block_hero', item: { headline } }];
const site = () => stack().siteUrl;
const Id = z.object({ id: z.number() });

async function adminToken(): Promise<string> {
  const s = stack();
  const res = await fetch(`${s.directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: s.secrets.adminEmail, password: s.secrets.adminPassword }),
  });
  return z.object({ data: z.object({ access_token: z.string() }) }).parse(await res.json()).data.access_token;
}

describe('redirects', () => {
  it('sends an old address to the new one as soon as the marketer saves the redirect, keeping the query', async () => {
    const rest = await admin();
    const target = uniqueSlug('new-home');
    await createPage(rest, { locale: 'en', slug: target, title: 'New home', blocks: hero('The new page') });
    const old = uniqueSlug('old-address');
    await getHtml(old); // a 404 the site has already seen
    await rest.post('/items/redirects', { from: old, to: target, status: '301' });
    await eventually(5000, async () => (await getHtml(old)).status === 301);
    const res = await getHtml(`${old}?utm_source=ad`);
    expect(res.headers.get('location')).toBe(`${target}?utm_source=ad`);

    // Off the site only to a host the admin allowed in the site settings (tests/security/redirects.test.ts).
    const settings = z.array(z.object({ id: z.number(), redirect_hosts: z.unknown() })).parse(await rest.get('/items/site_settings?fields=id,redirect_hosts'));
    for (const s of settings) await rest.patch(`/items/site_settings/${s.id}`, { redirect_hosts: ['example.com'] });
    let offSite: number | undefined;
    try {
      const temporary = uniqueSlug('campaign');
      offSite = z
        .object({ id: z.number() })
        .parse(await rest.post('/items/redirects', { from: `/fr${temporary}`, to: 'https://example.com/campagne', status: '302' })).id;
      await eventually(5000, async () => (await getHtml(`/fr${temporary}`)).status === 302);
      expect((await getHtml(`/fr${temporary}`)).headers.get('location')).toBe('https://example.com/campagne');
    } finally {
      // The campaign's redirect goes before its host: left behind, it would break the rule, and the site
      // would log it as ignored on every read of the redirects.
      if (offSite !== undefined) await rest.del(`/items/redirects/${offSite}`);
      for (const s of settings) await rest.patch(`/items/site_settings/${s.id}`, { redirect_hosts: s.redirect_hosts ?? null });
    }

    const page = await browser.newPage();
    await page.goto(`${site()}${old}`);
    await hydrated(page);
    expect(page.url()).toBe(`${site()}${target}`);
    await page.getByRole('heading', { level: 1, name: 'The new page' }).waitFor();
    await page.close();
  });

  it('adds a 301 when a published page moves, and never chains redirects', async () => {
    const rest = await admin();
    const first = uniqueSlug('first');
    const second = `${first}-second`;
    const third = `${first}-third`;
    const id = await createPage(rest, { locale: 'fr', slug: first, title: 'Déménage', blocks: hero('Une page qui déménage') });
    await eventually(5000, async () => (await getHtml(`/fr${first}`)).status === 200);
    await rest.patch(`/items/pages/${id}`, { slug: second });
    await eventually(5000, async () => (await getHtml(`/fr${first}`)).status === 301);
    expect((await getHtml(`/fr${first}`)).headers.get('location')).toBe(`/fr${second}`);
    expect((await getHtml(`/fr${second}`)).status).toBe(200);

    await rest.patch(`/items/pages/${id}`, { slug: third });
    await eventually(5000, async () => (await getHtml(`/fr${second}`)).status === 301);
    expect((await getHtml(`/fr${first}`)).headers.get('location')).toBe(`/fr${third}`);
    expect((await getHtml(`/fr${second}`)).headers.get('location')).toBe(`/fr${third}`);

    const rows = z
      .array(z.object({ from: z.string(), to: z.string(), status: z.string() }))
      .parse(await rest.get(`/items/redirects?filter[to][_eq]=${encodeURIComponent(`/fr${third}`)}`));
    expect(rows.map((r) => r.from).sort()).toEqual([`/fr${first}`, `/fr${second}`]);
    expect(rows.every((r) => r.status === '301')).toBe(true);

    // Moving back to an old address removes the redirect away from it, so nothing loops.
    await rest.patch(`/items/pages/${id}`, { slug: first });
    await eventually(5000, async () => (await getHtml(`/fr${first}`)).status === 200);
  });

  it('adds a 301 when a published article moves too', async () => {
    const rest = await admin();
    const slug = `moving-${Date.now().toString(36)}`;
    const post = Id.parse(
      await rest.post('/items/posts', {
        status: 'published',
        locale: 'fr',
        title: 'Un article qui déménage',
        slug,
        translation_key: `move-${slug}`,
        published_at: new Date(Date.now() - 60_000).toISOString(),
        body: '<p>Texte.</p>',
      }),
    );
    await eventually(5000, async () => (await getHtml(`/fr/blog/${slug}`)).status === 200);
    await rest.patch(`/items/posts/${post.id}`, { slug: `${slug}-nouveau` });
    await eventually(5000, async () => (await getHtml(`/fr/blog/${slug}`)).status === 301);
    expect((await getHtml(`/fr/blog/${slug}`)).headers.get('location')).toBe(`/fr/blog/${slug}-nouveau`);
    expect((await getHtml(`/fr/blog/${slug}-nouveau`)).status).toBe(200);
    await rest.del(`/items/posts/${post.id}`);
  });

  it('leaves drafts alone: a draft that moves adds no redirect', async () => {
    const rest = await admin();
    const slug = uniqueSlug('draft-move');
    const id = await createPage(rest, { locale: 'en', slug, title: 'Draft', status: 'draft', blocks: hero('Draft') });
    await rest.patch(`/items/pages/${id}`, { slug: `${slug}-moved` });
    const rows = z.array(z.unknown()).parse(await rest.get(`/items/redirects?filter[from][_eq]=${encodeURIComponent(slug)}`));
    expect(rows).toEqual([]);
  });
});

describe('publish windows', () => {
  it('puts a lander live at its publish time and takes it down at its unpublish time, caches on', async () => {
    const rest = await admin();
    const slug = uniqueSlug('timed');
    // Whole seconds: the moments the marketer picks in the Data Studio.
    const opens = Math.ceil(Date.now() / 1000) * 1000 + 4000;
    const closes = opens + 4000;
    const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    Id.parse(
      await rest.post('/items/pages', {
        status: 'published',
        locale: 'en',
        slug,
        translation_key: `timed-${slug}`,
        title: 'Flash sale',
        layout: 'vhersheader',
        publish_at: iso(opens),
        unpublish_at: iso(closes),
        blocks: hero('Flash sale'),
      }),
    );
    // Seen (and cached) before it opens.
    await eventually(5000, async () => {
      const res = await getHtml(slug);
      return res.status === 404 && res.headers.get('x-page-cache') !== null;
    });
    expect(Date.now()).toBeLessThan(opens);
    // On failure, say what the site last answered and how it was cached.
    let last = '';
    const answers = (status: number) => async () => {
      const res = await getHtml(slug);
      last = `${res.status} at ${new Date().toISOString()} (${res.headers.get('x-page-cache')}, ${res.headers.get('cache-control')})`;
      return res.status === status;
    };
    const within = (ms: number, check: () => Promise<boolean>) =>
      eventually(ms, check).catch((e: unknown) => Promise.reject(new Error(`${String(e)}; last answer ${last}`)));
    const live = await within(10_000, answers(200));
    const lateOpen = Date.now() - opens;
    // Through the close, three visitors keep asking while a marketer saves another page until just
    // before it. Each save empties the site's CMS cache, so the next render reads Directus again and
    // can start before the close and end after it. Judged live, it once got a full minute in the page
    // cache (a CI run saw the lander live 10 s after its close; this reproduced it 3 times in 5).
    const other = await createPage(rest, { locale: 'en', slug: `${slug}-other`, title: 'Other', status: 'draft', blocks: hero('Other') });
    let firstGone: number | null = null;
    let askedJustBefore = 0;
    const visitor = async () => {
      while (Date.now() < closes + 500) {
        const asked = Date.now();
        const { status } = await getHtml(slug);
        if (status === 404) firstGone ??= Date.now();
        else if (asked > closes - 1000) askedJustBefore++;
      }
    };
    let saves = 0;
    const marketer = async () => {
      while (Date.now() < closes - 100) await rest.patch(`/items/pages/${other}`, { title: `Other ${++saves}` });
    };
    await Promise.all([visitor(), visitor(), visitor(), marketer()]);
    // The test tried what it says: saves, and the lander live in the second before its close.
    expect(saves).toBeGreaterThan(0);
    expect(askedJustBefore).toBeGreaterThan(0);
    // After it, no copy of the live lander is left anywhere in the site's caches.
    const gone = await within(5_000, answers(404));
    const lateClose = (firstGone ?? Date.now()) - closes;
    console.log(
      `[publish window] live ${lateOpen} ms after publish_at, gone ${lateClose} ms after unpublish_at (polled ${live}/${gone} ms; ${saves} saves meanwhile)`,
    );
    // Never early; and on time, as the polls above bound it (how late is printed, not asserted: a
    // busy machine answers later, and no test asserts a duration).
    expect(lateOpen).toBeGreaterThanOrEqual(0);
    expect(lateClose).toBeGreaterThanOrEqual(0);
  });
});

describe('draft preview', () => {
  it('opens a draft from Directus’s preview URL for a signed-in user, and for nobody else', async () => {
    const rest = await admin();
    const slug = uniqueSlug('draft');
    const id = await createPage(rest, { locale: 'fr', slug, title: 'Brouillon', status: 'draft', blocks: hero('Un brouillon secret') });
    expect((await getHtml(`/fr${slug}`)).status).toBe(404);

    const { directusUrl } = stack();
    const collections = z
      .array(z.object({ collection: z.string(), meta: z.object({ preview_url: z.string().nullish() }).nullable() }))
      .parse(await rest.get('/collections'));
    const template = collections.find((c) => c.collection === 'pages')?.meta?.preview_url ?? '';
    expect(template).toBe('/site-preview/pages/{{id}}');
    const previewUrl = `${directusUrl}${template.replace('{{id}}', String(id))}`;

    expect((await fetch(previewUrl, { redirect: 'manual' })).status).toBe(401);
    const token = await adminToken();
    const res = await fetch(previewUrl, { redirect: 'manual', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${site()}/fr${slug}\\?preview=\\d+\\.[\\w-]+$`));
    // Nothing of Directus's own credentials travels to the site.
    expect(location).not.toContain(token);
    expect(location).not.toContain(stack().secrets.siteToken);

    const page = await browser.newPage();
    const doc = await page.goto(location);
    expect(doc?.status()).toBe(200);
    expect(doc?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { level: 1, name: 'Un brouillon secret' }).waitFor();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /aperçu/i })
        .count(),
    ).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.close();
  });

  it('refuses expired and tampered tokens', async () => {
    const rest = await admin();
    const slug = uniqueSlug('draft-token');
    await createPage(rest, { locale: 'en', slug, title: 'Draft', status: 'draft', blocks: hero('Secret draft') });
    const secret = stack().secrets.previewSecret;
    const valid = createPreviewToken(secret, Date.now() + 60_000);
    const expired = createPreviewToken(secret, Date.now() - 1000);
    const [expiry, mac] = valid.split('.');
    const tampered = [
      `${Number(expiry) + 3_600_000}.${mac}`,
      `${expiry}.${mac?.slice(0, -2)}xx`,
      createPreviewToken('another-secret-entirely', Date.now() + 60_000),
    ];
    expect((await getHtml(`${slug}?preview=${encodeURIComponent(valid)}`)).html).toContain('Secret draft');
    for (const token of [expired, ...tampered]) {
      const res = await getHtml(`${slug}?preview=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(res.html).not.toContain('Secret draft');
    }
  });

  it('previews a draft article too', async () => {
    const rest = await admin();
    const post = Id.parse(
      await rest.post('/items/posts', {
        status: 'draft',
        locale: 'en',
        title: 'Unpublished thoughts',
        slug: `unpublished-${Date.now().toString(36)}`,
        translation_key: `draft-post-${Date.now()}`,
        published_at: new Date().toISOString(),
        body: '<h2>Not yet</h2><p>Draft body.</p>',
      }),
    );
    const res = await fetch(`${stack().directusUrl}/site-preview/posts/${post.id}`, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const location = res.headers.get('location') ?? '';
    const draft = await fetch(location);
    expect(draft.status).toBe(200);
    expect(await draft.text()).toContain('Unpublished thoughts');
    expect((await fetch(location.replace(/\?.*$/, ''))).status).toBe(404);
  });
});

describe('EN/FR parity report', () => {
  it('lists a page missing in French, for signed-in users only', async () => {
    const rest = await admin();
    const slug = uniqueSlug('english-only');
    const key = `parity-${Date.now()}`;
    await createPage(rest, { locale: 'en', slug, title: 'English only', translation_key: key, blocks: hero('English only') });
    const url = `${stack().directusUrl}/site-report/parity`;
    expect((await fetch(url)).status).toBe(401);
    const token = await adminToken();
    const report = z
      .object({
        data: z.array(
          z.object({ kind: z.string(), key: z.string(), locale: z.string().nullable(), problem: z.string(), detail: z.string(), id: z.number().nullable() }),
        ),
      })
      .parse(await (await fetch(`${url}?format=json`, { headers: { authorization: `Bearer ${token}` } })).json());
    const anyId: unknown = expect.any(Number);
    expect(report.data).toContainEqual({ kind: 'page', key, locale: 'fr', problem: 'missing', detail: `exists only as en ${slug}`, id: anyId });
    // The seeded site is complete in both languages; only the French promotion adds a block.
    expect(
      report.data.filter(
        (p) =>
          p.problem === 'missing' &&
          !p.key.startsWith('test') &&
          !p.key.startsWith('parity') &&
          !p.key.startsWith('timed') &&
          !p.key.startsWith('hreflang') &&
          !p.key.startsWith('pair') &&
          !p.key.startsWith('draft'),
      ),
    ).toEqual([]);
    const html = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(html).toContain('EN/FR parity report');
    expect(html).toContain(key);
  });
});
