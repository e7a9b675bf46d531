// A visitor's first page: server-rendered, in both languages, with the head a search engine needs,
// and a document with no framework in the browser (decision 0008).
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroFixtures } from '../../blocks/hero/fixtures';
import { getHtml, stack } from '../support/admin';
import { hydrated, launch, watchErrors } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page, server-rendered', () => {
  it('sends the English heading and head in the HTTP response', async () => {
    const { status, html } = await getHtml('/');
    const site = stack().siteUrl;
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<h1[^>]*>Upgrade your home’s energy, one smart step at a time<\/h1>/);
    expect(html).toContain('<title>Home energy upgrades, made simple</title>');
    expect(html).toMatch(/<meta name="description" content="A free remote home energy assessment/);
    expect(html).toContain(`<link rel="canonical" href="${site}/"/>`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr-CA" href="${site}/fr"/>`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="${site}/"/>`));
  });

  it('sends the French page under /fr with lang fr-CA', async () => {
    const { status, html } = await getHtml('/fr');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toMatch(/<h1[^>]*>Améliorez l’efficacité énergétique de votre maison, une étape à la fois<\/h1>/);
    expect(html).toContain('<title>Rénovations énergétiques résidentielles simplifiées</title>');
    expect(html).toContain(`<link rel="canonical" href="${stack().siteUrl}/fr"/>`);
    expect(html).toMatch(/hrefLang="en" href="[^"]+\/"/);
  });

  it('renders every seeded block on the server', async () => {
    const { html } = await getHtml('/');
    for (const block of ['hero', 'feature-grid', 'stats', 'call-to-action']) expect(html).toContain(`data-block="${block}"`);
  });

  it('answers with CDN cache headers', async () => {
    const { headers } = await getHtml('/');
    expect(headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate/);
  });

  it('redirects /en paths to the unprefixed English path', async () => {
    const res = await getHtml('/en/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/$/);
  });

  it('is a document: no React and no router in the browser, only the site’s small script', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${stack().siteUrl}/`);
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const source = await (await fetch(`${stack().siteUrl}${script}`)).text();
      expect(source.includes('ZodError'), `${script} carries zod`).toBe(false);
      expect(/react\.(transitional\.)?element|__reactRouter/.test(source), `${script} carries React or the router`).toBe(false);
    }
    expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterManifest' in window)).toBe(false);
    // The page's blocks are in the HTML once: no loader data rides along.
    const html = await (await fetch(`${stack().siteUrl}/`)).text();
    expect(html.split('Upgrade your home’s energy').length - 1).toBe(1);
    await page.close();
  });

  for (const [path, heading] of [
    ['/', 'Upgrade your home’s energy'],
    ['/fr', 'Améliorez l’efficacité énergétique'],
  ] as const) {
    it(`shows ${path} without console errors, and its links are plain links to the next page`, async () => {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(`${stack().siteUrl}${path}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(heading);
      expect(errors).toEqual([]);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page
        .getByRole('link', { name: path === '/' ? 'For homeowners' : 'Pour les propriétaires' })
        .first()
        .click();
      await page.waitForURL(/homeowners$/);
      // The seeded homeowners page opens with the split hero, loaded as a document of its own.
      await page.getByRole('heading', { level: 1, name: heroFixtures[path === '/' ? 'en' : 'fr'].split.headline }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
