// A visitor's first page: server-rendered, in both languages, with the head a search engine needs,
// and working after hydration.
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

  it('ships no JavaScript for content blocks, yet keeps them working after hydration and client navigation', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${stack().siteUrl}/`);
    await hydrated(page);
    expect(scripts.filter((s) => /\/(Hero|FeatureGrid|Stats|CallToAction|schema)-/.test(s))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    // Nor the block schemas' validation library.
    for (const script of scripts) {
      const source = await (await fetch(`${stack().siteUrl}${script}`)).text();
      expect(source.includes('ZodError'), `${script} carries zod`).toBe(false);
    }
    // A link inside a content block navigates on the client, and the next page's blocks arrive as HTML.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('link', { name: 'Discover Stride' }).click();
    await page.getByRole('heading', { level: 1, name: heroFixtures.en.centered.headline }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /Upgrade your home’s energy/ }).waitFor();
    expect(scripts.filter((s) => /\/(Hero|FeatureGrid|Stats|CallToAction|schema)-/.test(s))).toEqual([]);
    await page.close();
  });

  for (const [path, heading] of [
    ['/', 'Upgrade your home’s energy'],
    ['/fr', 'Améliorez l’efficacité énergétique'],
  ] as const) {
    it(`hydrates ${path} without console errors, and navigates on the client`, async () => {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(`${stack().siteUrl}${path}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(heading);
      expect(errors).toEqual([]);
      // A click on a CMS link is a client navigation: the document stays, the route changes.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page.getByRole('link', { name: path === '/' ? 'For homeowners' : 'Pour les propriétaires' }).first().click();
      await page.waitForURL(/homeowners$/);
      // The seeded homeowners page opens with the split hero.
      await page.getByRole('heading', { level: 1, name: heroFixtures[path === '/' ? 'en' : 'fr'].split.headline }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await page.close();
    });
  }
});
