// Every SPEC route in both languages, as a search engine sees it on the production host: 200 with
// server-rendered content, the head tags, valid HTML (W3C Nu checker), valid sitemaps
// (sitemaps.org schema), robots.txt, structured data, and Lighthouse SEO 100.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPages } from '../../directus/seed/pages';
import { seedPosts } from '../../directus/seed/posts';
import { sitePath } from '#schemas/paths';
import { admin, BROWSER_UA, createPage, eventually, getHtml, stack, uniqueSlug } from '../support/admin';
import { freePort, startSite, type RunningSite } from '../support/stack';
import { lighthouseSeo, vnuErrors } from '../support/validators';
import { XSD, xsdProblems } from '../support/xml';

let site: RunningSite;
let base: string;

beforeAll(async () => {
  // A second site server on the same Directus, configured as production (the test stack's own site
  // is a staging host, which asks crawlers to stay out).
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = await startSite({ ...stack(), sitePort: port, siteUrl: base }, { SITE_PRODUCTION: 'true' });
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

const routes = seedPages.filter((p) => p.slug !== '/error').map((p) => ({ path: sitePath(p.locale, p.slug), page: p }));
const post = seedPosts.find((p) => p.locale === 'fr' && p.translation_key === 'heat-pump-rebates');

describe('SEO and markup', () => {
  it('answers every SPEC route with server-rendered content and its head tags, in English and French', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const { path, page } of routes) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(attr(html, /<html lang="([^"]+)"/), path).toBe(page.locale === 'en' ? 'en' : 'fr-CA');
      expect(attr(html, /<title>([^<]+)<\/title>/), path).toContain(page.title.replace(/’/g, '’'));
      expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${base}${path}`);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(`${base}${path}`);
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), path).toMatch(/^summary/);
      const twin = seedPages.find((o) => o.translation_key === page.translation_key && o.locale !== page.locale);
      expect(html, path).toContain(`hrefLang="${twin?.locale === 'fr' ? 'fr-CA' : 'en'}" href="${base}${sitePath(twin?.locale ?? 'en', twin?.slug ?? '/')}"`);
      expect(html, path).toMatch(/hrefLang="x-default"/);
      expect(html, path).not.toContain('name="robots" content="noindex"');
    }
  });

  it('shares pages with their CMS picture, and marks up the organisation on the home page and each article', async () => {
    const lander = await get('/ads/broadSearch');
    expect(attr(lander.html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${base}/media/[0-9a-f-]{36}\\?w=1280$`));
    const image = await fetch(attr(lander.html, /<meta property="og:image" content="([^"]+)"/) ?? '');
    expect(image.headers.get('content-type')).toBe('image/webp');

    const home = await get('/');
    const org: unknown = JSON.parse(attr(home.html, /<script type="application\/ld\+json">(.+?)<\/script>/) ?? '{}');
    expect(org).toMatchObject({ '@type': 'Organization', url: `${base}/`, email: 'hello@example.com' });

    const article = await get(`/fr/blog/${post?.slug}`);
    const posting: unknown = JSON.parse(attr(article.html, /<script type="application\/ld\+json">(.+?)<\/script>/) ?? '{}');
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: post?.title, inLanguage: 'fr-CA', datePublished: '2026-10-02T13:00:00.000Z' });
    expect(attr(article.html, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
  });

  it('links only translations that are live, plus x-default', async () => {
    const rest = await admin();
    const slug = uniqueSlug('hreflang');
    const key = `hreflang-${Date.now()}`;
    const block = [{ collection: 'block_rich_text', item: { html: '<p>Text</p>' } }];
    await createPage(rest, { locale: 'en', slug, title: 'English only', translation_key: key, blocks: block });
    await createPage(rest, { locale: 'fr', slug, title: 'Brouillon', translation_key: key, status: 'draft', blocks: block });
    // The test stack's own site hears of CMS changes at once (this production copy waits for its cache).
    const site = stack().siteUrl;
    await eventually(5000, async () => (await getHtml(slug)).status === 200);
    const { html } = await getHtml(slug);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${site}${slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${site}${slug}"/>`);
    expect(html).not.toMatch(/<link rel="alternate" hrefLang="fr-CA"/);
  });

  it('passes the W3C Nu HTML checker on every route, the blog list, an article and the error page', async () => {
    const paths = [...routes.map((r) => r.path), '/blog?category=rebates&sort=oldest', `/fr/blog/${post?.slug}`, '/error', '/fr/error', '/no-such-page'];
    const docs = await Promise.all(paths.map(async (p) => ({ name: p, html: (await get(p)).html })));
    expect(await vnuErrors(docs)).toEqual([]);
  }, 120_000);

  it('serves sitemaps of live, indexable pages and posts with alternates, valid against the sitemaps.org schema', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const res = await fetch(`${base}${sitePath(locale, '/sitemap.xml')}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(await xsdProblems(xml, XSD.urlset)).toBe('');
      const home = locale === 'en' ? `${base}/` : `${base}/fr`;
      expect(xml).toContain(`<loc>${home}</loc>`);
      expect(xml).not.toContain('/error<');
      const posts = seedPosts.filter((p) => p.locale === locale);
      for (const p of posts) expect(xml).toContain(`<loc>${base}${sitePath(locale, `/blog/${p.slug}`)}</loc>`);
      expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/"/>`);
    }
    const fr = await (await fetch(`${base}/fr/sitemap.xml`)).text();
    expect(fr).toContain(`<loc>${base}/fr/jeu-renovation</loc><lastmod>`);
    expect(fr).toMatch(
      new RegExp(`<loc>${base}/fr/jeu-renovation</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" hreflang="en" href="${base}/upgrade-game"/>`),
    );
    expect((await fetch(`${base}/sitemap.xml?part=2`)).status).toBe(404);
  });

  it('points crawlers at both sitemaps from robots.txt', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${base}/fr/sitemap.xml`);
    expect(robots).toContain('Allow: /');
  });

  it('scores 100 for SEO in Lighthouse on /, /fr and an ads lander', async () => {
    const results = await lighthouseSeo([`${base}/`, `${base}/fr`, `${base}/ads/heatPumpShort`]);
    console.log('[lighthouse seo]', results.map((r) => `${r.url} ${r.score}`).join(', '));
    for (const r of results) expect(r, r.url).toMatchObject({ score: 100, failed: [] });
  }, 120_000);
});
