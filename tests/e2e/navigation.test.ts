// How pages load (SPEC §2, §4): scroll after navigation (the browser's own: pages are documents),
// prefetching (Speculation Rules), the locale middleware, device information, a failed island chunk,
// and the environment.
import type { BrowserContextOptions, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin, BROWSER_UA, createPage, getHtml, stack, uniqueSlug, eventually } from '../support/admin';
import { fileBrowser, hydrated, reachFor, VIEWPORTS } from '../support/browser';
import { startSite, freePort, type RunningSite } from '../support/stack';

const newContext = fileBrowser();
const site = () => stack().siteUrl;

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext({ viewport: VIEWPORTS.desktop, ...options });
  const page = await context.newPage();
  await page.goto(`${site()}${path}`);
  await hydrated(page);
  return page;
}

describe('scroll after navigation', () => {
  let longPage: string;
  beforeAll(async () => {
    const rest = await admin();
    longPage = uniqueSlug('long');
    await createPage(rest, {
      locale: 'en',
      slug: longPage,
      title: 'A long page',
      blocks: [
        { collection: 'block_hero', item: { headline: 'A long page', primary_label: 'Jump to the offer', primary_href: '#offer' } },
        { collection: 'block_stats', item: { heading: 'Figures', items: [{ value: '1', label: 'one' }] } },
        { collection: 'block_feature_grid', item: { heading: 'Cards', items: [{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }] } },
        { collection: 'block_call_to_action', item: { heading: 'Back home', button_label: 'Home', button_href: '/' } },
      ],
    });
    await eventually(5000, async () => (await getHtml(longPage)).status === 200);
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`goes to the top of the next page (${viewport})`, async () => {
      const page = await open(longPage, { viewport: { ...VIEWPORTS[viewport], height: 500 } });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 300);
      await page.getByRole('link', { name: 'Home', exact: true }).last().dispatchEvent('click');
      await page.waitForURL(`${site()}/`);
      await page.waitForFunction(() => window.scrollY === 0);
    });
  }

  it('goes to the top of the next page in French too', async () => {
    const page = await open('/fr', { viewport: { ...VIEWPORTS.mobile, height: 500 } });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY === 600);
    await page.getByRole('link', { name: 'Découvrir Stride' }).dispatchEvent('click');
    await page.waitForURL(`${site()}/fr/stride`);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('goes to the hash target when the URL has one, below the sticky header', async () => {
    const page = await open('/', { viewport: { width: 1280, height: 500 } });
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/stride#footer-contact';
      a.textContent = 'probe';
      document.querySelector('main')?.prepend(a);
    });
    await page.getByRole('link', { name: 'probe' }).click();
    await page.waitForURL(/stride#footer-contact$/);
    await page.waitForFunction(
      () => {
        const target = document.getElementById('footer-contact');
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        return window.scrollY > 0 && target !== null && (Math.abs(target.getBoundingClientRect().top - header) < 2 || atBottom);
      },
      null,
      { timeout: 5000 },
    );
  });

  it('restores the position on back', async () => {
    const page = await open(longPage, { viewport: { width: 1280, height: 500 } });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    // A click as a visitor makes it: Playwright's own click would first scroll the link into view.
    await page.getByRole('link', { name: 'Stride' }).first().dispatchEvent('click');
    await page.waitForURL(`${site()}/stride`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${site()}${longPage}`);
    await page.waitForFunction(() => window.scrollY === 400);
  });
});

describe('prefetching', () => {
  const Rule = z.array(z.object({ eagerness: z.string() }));
  const rules = async (page: Page) =>
    z
      .array(z.object({ prefetch: Rule, prerender: Rule }))
      .parse(
        await page.evaluate(() => [...document.querySelectorAll('script[type="speculationrules"]')].map((s): unknown => JSON.parse(s.textContent ?? 'null'))),
      );

  it('asks the browser to prefetch a page on press and prerender it on hover (Speculation Rules)', async () => {
    const page = await open('/');
    const [found] = await rules(page);
    expect(found?.prefetch[0]?.eagerness).toBe('conservative');
    expect(found?.prerender[0]?.eagerness).toBe('moderate');
    // Chromium acts on them: hovering a link prerenders its page, which then opens at once.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.headers()['sec-purpose'] ?? ''} ${new URL(r.url()).pathname}`));
    await page.getByRole('link', { name: 'Homeowners' }).first().hover();
    await eventually(5000, () => Promise.resolve(requests.some((r) => r.startsWith('prefetch') && r.endsWith('/homeowners'))));
  });

  for (const [name, connection] of [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['2G', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`prefetches nothing on a ${name} connection`, async () => {
      const context = await newContext({ viewport: VIEWPORTS.desktop });
      await context.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', { value: { ...c, addEventListener() {}, removeEventListener() {} }, configurable: true });
      }, connection);
      const page = await context.newPage();
      await page.goto(`${site()}/`);
      await hydrated(page);
      expect(await rules(page)).toEqual([]);
    });
  }
});

describe('locale on a first visit to /', () => {
  it('follows the browser’s languages to /fr', async () => {
    const page = await open('/', { locale: 'fr-CA' });
    expect(page.url()).toBe(`${site()}/fr`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
  });

  it('prefers the saved cookie to the browser’s languages', async () => {
    const context = await newContext({ locale: 'fr-CA' });
    await context.addCookies([{ name: 'locale', value: 'en', url: site() }]);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    expect(page.url()).toBe(`${site()}/`);
  });

  it('stays in English otherwise, and never redirects crawlers', async () => {
    expect(await open('/', { locale: 'en-CA' }).then((p) => p.url())).toBe(`${site()}/`);
    const crawler = await fetch(`${site()}/`, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'accept-language': 'fr-CA,fr' },
    });
    expect(crawler.status).toBe(200);
    const human = await fetch(`${site()}/`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA, 'accept-language': 'fr-CA,fr' } });
    expect(human.status).toBe(302);
    expect(human.headers.get('location')).toBe('/fr');
    // An ad click on the home page keeps its campaign through the language redirect.
    const campaign = await fetch(`${site()}/?utm_source=google&gclid=abc`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA, 'accept-language': 'fr-CA,fr' },
    });
    expect(campaign.headers.get('location')).toBe('/fr?utm_source=google&gclid=abc');
  });

  it('redirects /en paths to the unprefixed page', async () => {
    const page = await open('/en/stride');
    expect(page.url()).toBe(`${site()}/stride`);
  });
});

describe('device information', () => {
  it('is refreshed shortly after a resize, with the spec’s breakpoints', async () => {
    const page = await open('/', { viewport: VIEWPORTS.mobile });
    const device = () => page.evaluate(() => document.documentElement.dataset['device']);
    await page.waitForFunction(() => document.documentElement.dataset['device'] === 'mobile');
    await page.setViewportSize({ width: 800, height: 800 });
    await page.waitForFunction(() => document.documentElement.dataset['device'] === 'tablet', undefined, { timeout: 10_000 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForFunction(() => document.documentElement.dataset['device'] === 'desktop', undefined, { timeout: 10_000 });
    expect(await device()).toBe('desktop');
  });
});

describe('site updates', () => {
  it('reloads once when an island’s code cannot be loaded (a new build replaced it), and not again within 10 s', async () => {
    const context = await newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.route('**/assets/DemoForm-*.js', (route) => route.abort());
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    await page.goto(`${site()}/demo`);
    // The island's code runs when the visitor reaches for the form (decision 0017).
    await reachFor(page.locator('[data-island]'));
    await eventually(5000, () => Promise.resolve(documents === 2));
    await page.waitForLoadState('load');
    await reachFor(page.locator('[data-island]'));
    await page.waitForTimeout(1000);
    expect(documents).toBe(2);
  });
});

describe('environment', () => {
  it('says this test host is not production: noindex everywhere, robots.txt disallows', async () => {
    expect(await (await fetch(`${site()}/api/environment`)).json()).toEqual({ production: false });
    const { html } = await getHtml('/');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const robots = await (await fetch(`${site()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /');
  });

  describe('on a production host', () => {
    let production: RunningSite;
    beforeAll(async () => {
      const sitePort = await freePort();
      production = await startSite({ ...stack(), sitePort, siteUrl: `http://127.0.0.1:${sitePort}` }, { SITE_PRODUCTION: 'true' });
    });
    afterAll(async () => {
      await production?.stop();
    });

    it('pages are indexable and robots.txt points at the sitemaps', async () => {
      expect(await (await fetch(`${production.url}/api/environment`)).json()).toEqual({ production: true });
      const html = await (await fetch(`${production.url}/`, { headers: { 'user-agent': BROWSER_UA } })).text();
      expect(html).not.toContain('name="robots"');
      const robots = await (await fetch(`${production.url}/robots.txt`)).text();
      expect(robots).toContain('Allow: /');
      expect(robots).toContain(`Sitemap: ${production.url}/sitemap.xml`);
      expect(robots).toContain(`Sitemap: ${production.url}/fr/sitemap.xml`);
    });
  });
});
