// SPEC §2: unknown paths are real 404s with 'Page not found.' and 'Go back home'.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHtml, stack } from '../support/admin';
import { hydrated, launch, watchErrors } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('unknown paths', () => {
  it('answer HTTP 404 with the spec page in English', async () => {
    const { status, html, headers } = await getHtml('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Page not found.');
    // Crawlers get another body at this address: a CDN in front must keep the two apart.
    expect(headers.get('vary')).toMatch(/User-Agent/);
    expect(headers.get('cache-control')).toMatch(/^public/);
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Go back home<\/a>/);
    expect(html).toContain('<html lang="en"');
  });

  it('answer HTTP 404 in French under /fr, linking to the French home', async () => {
    const { status, html } = await getHtml('/fr/pas-de-page');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('Page introuvable.');
    expect(html).toMatch(/<a[^>]+href="\/fr"[^>]*>Retour à l’accueil<\/a>/);
  });

  it('give crawlers the status and a minimal body, not the interactive page', async () => {
    for (const path of ['/no-such-page', '/fr/pas-de-page']) {
      const { status, html, headers } = await getHtml(path, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
      expect(status).toBe(404);
      // A CDN that ignores Vary must not keep this bare page and show it to visitors.
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(html).toMatch(/<h1>(Page not found\.|Page introuvable\.)<\/h1>/);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<header');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('serve /error and /fr/error as the error page', async () => {
    const en = await getHtml('/error');
    expect(en.status).toBe(404);
    expect(en.html).toContain('Page not found.');
    expect(en.html).toMatch(/<a[^>]+href="\/"[^>]*>Go back home<\/a>/);
    const fr = await getHtml('/fr/error');
    expect(fr.status).toBe(404);
    expect(fr.html).toContain('Page introuvable.');
  });

  it('take the visitor home with the button', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const res = await page.goto(`${stack().siteUrl}/missing/deeply/nested`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${stack().siteUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Upgrade your home’s energy/ }).waitFor();
    // The browser logs the 404 document itself; nothing else may error.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await page.close();
  });
});
