// The site chrome as visitors use it, in headless Chromium, at desktop and phone widths, in English
// and French: header, language switch, logo, mobile menu, banner, footer, layouts.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rest } from '../../directus/lib/rest';
import { admin, createPage, stack, uniqueSlug, eventually, getHtml } from '../support/admin';
import { axeViolations, hydrated, launch, VIEWPORTS, watchErrors } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const site = () => stack().siteUrl;
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

async function open(
  path: string,
  viewport: keyof typeof VIEWPORTS,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ...extra });
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site()}${path}`);
  await hydrated(page);
  return { page, errors };
}

const HOME = { en: '/', fr: '/fr' } as const;
const NAV = {
  en: [
    ['Home', '/'],
    ['Homeowners', '/homeowners'],
    ['Professionals', '/professionals'],
    ['Governments', '/governments'],
    ['Stride', '/stride'],
    ['Blog', '/blog'],
    ['Demo', '/demo'],
  ],
  fr: [
    ['Accueil', '/fr'],
    ['Propriétaires', '/fr/homeowners'],
    ['Professionnels', '/fr/professionals'],
    ['Gouvernements', '/fr/governments'],
    ['Stride', '/fr/stride'],
    ['Blogue', '/fr/blog'],
    ['Démo', '/fr/demo'],
  ],
} as const;
const T = {
  en: { login: 'Log in', menuOpen: 'Open the menu', menuClose: 'Close the menu', dismiss: 'Close the announcement', cta: 'Get started', demo: '/demo' },
  fr: { login: 'Se connecter', menuOpen: 'Ouvrir le menu', menuClose: 'Fermer le menu', dismiss: 'Fermer l’annonce', cta: 'Commencer', demo: '/fr/demo' },
} as const;

for (const locale of ['en', 'fr'] as const) {
  describe(`header on desktop (${locale})`, () => {
    it('links the logo and the seven pages of this language, and opens Log in in a new tab', async () => {
      const { page, errors } = await open(HOME[locale], 'desktop');
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principale' });
      const links = await nav.getByRole('link').evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links).toEqual(NAV[locale]);
      expect(await page.getByRole('link', { name: /home page|page d’accueil/ }).getAttribute('href')).toBe(HOME[locale]);
      const login = page.getByRole('link', { name: new RegExp(T[locale].login) });
      expect(await login.getAttribute('target')).toBe('_blank');
      expect(await login.getAttribute('rel')).toContain('noopener');
      expect(await login.getAttribute('href')).toBe(`${stack().directusUrl}/admin/login`);
      expect(errors).toEqual([]);
    });

    it('is 60 px high plus the banner while it shows', async () => {
      const { page } = await open(HOME[locale], 'desktop');
      const banner = page.getByRole('region', { name: locale === 'en' ? 'Announcement' : 'Annonce' });
      const bannerHeight = (await banner.boundingBox())!.height;
      expect(bannerHeight).toBeGreaterThan(0);
      const headerHeight = (await page.locator('header').boundingBox())!.height;
      expect(Math.round(headerHeight - bannerHeight)).toBe(61); // 60 px bar + its 1 px bottom border
      await page.getByRole('button', { name: T[locale].dismiss }).click();
      expect(Math.round((await page.locator('header').boundingBox())!.height)).toBe(61);
    });

    it('fits its links on one line from 1001 px up', async () => {
      const { page } = await open(HOME[locale], 'desktop');
      // Every width where the layout changes, and those just past them (French filled 1151-1250 px).
      for (const width of [1001, 1100, 1150, 1160, 1200, 1240, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const navigation = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principale' });
        const nav = (await navigation.boundingBox())!;
        const tools = (await page.getByRole('button', { name: new RegExp(`^${locale.toUpperCase()}`) }).boundingBox())!;
        expect(nav.height, `${width}px`).toBeLessThanOrEqual(60);
        expect(nav.x + nav.width, `${width}px`).toBeLessThanOrEqual(tools.x);
        const lastLink = (await navigation.getByRole('link').last().boundingBox())!;
        expect(lastLink.x + lastLink.width, `${width}px`).toBeLessThanOrEqual(tools.x);
      }
    });

    it('has no axe violations, with the language list open too', async () => {
      const { page } = await open(HOME[locale], 'desktop');
      expect(await axeViolations(page, 'header')).toEqual([]);
      await page.getByRole('button', { name: new RegExp(`^${locale.toUpperCase()}`) }).click();
      expect(await axeViolations(page, 'header')).toEqual([]);
    });
  });

  describe(`mobile menu (${locale})`, () => {
    it('opens a full-height overlay, locks the page, keeps focus inside, and closes on Escape', async () => {
      const { page } = await open(HOME[locale], 'mobile');
      expect(await page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principale' }).isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: T[locale].menuOpen });
      await toggle.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(VIEWPORTS.mobile.height);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await axeViolations(page)).toEqual([]);

      // Focus starts inside, and Tab never leaves.
      const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      expect(await inside()).toBe(true);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await inside()).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(T[locale].menuOpen);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    });

    it('keeps showMobileMenu in the interface state, and closes by itself past 1000 px', async () => {
      const { page } = await open(HOME[locale], 'mobile');
      await page.getByRole('button', { name: T[locale].menuOpen }).click();
      await page.getByRole('dialog').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('ui-state'))).toBe('{"showMobileMenu":true}');
      await page.reload();
      await hydrated(page);
      await page.getByRole('dialog').waitFor();
      await page.setViewportSize({ width: 1001, height: 800 });
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      // The menu hides with the media query at once; the state is written when the script hears of it.
      await page.waitForFunction(() => sessionStorage.getItem('ui-state') === '{"showMobileMenu":false}', null, { timeout: 5000 });
    });

    it('navigates from a link and closes', async () => {
      const { page } = await open(HOME[locale], 'mobile');
      await page.getByRole('button', { name: T[locale].menuOpen }).click();
      await page.getByRole('dialog').getByRole('link', { name: NAV[locale][4][0] }).click();
      await page.waitForURL(`${site()}${NAV[locale][4][1]}`);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
  });

  describe(`logo (${locale})`, () => {
    it('scrolls smoothly to the top on the home page', async () => {
      const { page } = await open(HOME[locale], 'desktop');
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => window.scrollY > 0);
      const url = page.url();
      await page.getByRole('link', { name: /home page|page d’accueil/ }).click();
      await page.waitForFunction(() => window.scrollY === 0);
      expect(page.url()).toBe(url);
    });

    it('goes home from another page, closing the mobile menu', async () => {
      const { page } = await open(NAV[locale][4][1], 'mobile');
      await page.getByRole('button', { name: T[locale].menuOpen }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('link', { name: /home page|page d’accueil/ }).click();
      await page.waitForURL(`${site()}${HOME[locale]}`);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
  });

  describe(`promotional banner (${locale})`, () => {
    it('shows the promotion with Get started to the demo page', async () => {
      const { page } = await open(HOME[locale], 'mobile');
      const banner = page.getByRole('region', { name: locale === 'en' ? 'Announcement' : 'Annonce' });
      expect(await banner.textContent()).toContain(locale === 'en' ? 'free scans until September 19' : 'jusqu’au 19 septembre');
      expect(await banner.getByRole('link', { name: T[locale].cta }).getAttribute('href')).toBe(T[locale].demo);
    });

    it('stays closed once dismissed, across pages and visits, without a flash', async () => {
      const { page } = await open(HOME[locale], 'desktop');
      await page.getByRole('button', { name: T[locale].dismiss }).click();
      const banner = page.getByRole('region', { name: locale === 'en' ? 'Announcement' : 'Annonce' });
      await banner.waitFor({ state: 'hidden' });
      await page.goto(`${site()}${NAV[locale][1][1]}`);
      expect(await page.locator('.promo-banner').isVisible()).toBe(false);
      // A new visit (a new tab, same cookies) with no JavaScript at all: the HTML and the cookie alone
      // keep it hidden. (Blocking scripts in the first tab would break its own prefetches, and the
      // site reloads after a failed chunk, which would cut this visit short.)
      const visit = await page.context().newPage();
      await visit.route('**/assets/*.js', (route) => route.abort());
      await visit.goto(`${site()}${HOME[locale]}`);
      expect(await visit.locator('.promo-banner').count()).toBe(1);
      expect(await visit.locator('.promo-banner').isVisible()).toBe(false);
      const headerHeight = (await visit.locator('header').boundingBox())!.height;
      expect(Math.round(headerHeight)).toBe(61);
    });
  });

  describe(`footer (${locale})`, () => {
    it('gives contact, social, legal links and the app badge', async () => {
      const { page } = await open(HOME[locale], 'mobile');
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
      expect(await footer.getByRole('link', { name: '+1 855 555 0134' }).getAttribute('href')).toBe('tel:+18555550134');
      for (const network of ['LinkedIn', 'YouTube', 'Facebook']) {
        expect(await footer.getByRole('link', { name: network }).getAttribute('href')).toMatch(/^https:\/\//);
      }
      expect(await footer.getByRole('link', { name: locale === 'en' ? 'Privacy policy' : 'Politique de confidentialité' }).getAttribute('href')).toBe(
        locale === 'en' ? '/privacy' : '/fr/confidentialite',
      );
      expect(await footer.getByRole('link', { name: locale === 'en' ? 'Terms of use' : 'Conditions d’utilisation' }).getAttribute('href')).toBe(
        locale === 'en' ? '/terms' : '/fr/conditions',
      );
      expect(await footer.getByRole('link', { name: locale === 'en' ? 'Your account' : 'Votre compte' }).getAttribute('href')).toBe(
        locale === 'en' ? '/account' : '/fr/compte',
      );
      // Reopens the consent banner (tests/e2e/consent.test.ts); without JavaScript it leads to the policy.
      expect(await footer.getByRole('link', { name: locale === 'en' ? 'Cookie preferences' : 'Préférences de témoins' }).isVisible()).toBe(true);
      expect(await footer.getByRole('heading', { name: locale === 'en' ? 'Get the app' : 'Obtenir l’application' }).isVisible()).toBe(true);
      expect(
        await footer.getByRole('link', { name: locale === 'en' ? 'Download on the App Store' : 'Télécharger dans l’App Store' }).getAttribute('href'),
      ).toMatch(/^https:\/\/apps\.apple\.com\//);
      expect(await axeViolations(page, 'footer')).toEqual([]);
    });
  });
}

describe('language switch', () => {
  it('shows the current language, closes on Escape and outside clicks, and works from the keyboard', async () => {
    const { page } = await open('/stride', 'desktop');
    const button = page.getByRole('button', { name: /^EN/ });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await page.getByRole('link', { name: 'English' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Français' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('EN');
    await button.click();
    await page.mouse.click(5, 400);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Keyboard only: Enter opens, Tab reaches the choices, Enter follows one.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Français');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site()}/fr/stride`);
    await page.getByRole('button', { name: /^FR/ }).waitFor();
  });

  it('goes from French back to English on a phone, and the English home stays English', async () => {
    const { page } = await open('/fr/stride', 'mobile');
    await page.getByRole('button', { name: /^FR/ }).click();
    expect(await axeViolations(page, 'header')).toEqual([]);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site()}/stride`);
    // The URL changes as the navigation starts; the page (and its language) once it has loaded.
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
  });

  it('remembers the choice in a cookie for 365 days, path /, SameSite=Lax', async () => {
    const { page } = await open('/', 'desktop');
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${site()}/fr`);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('fr');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    // The next first visit to "/" goes to French.
    await page.goto(`${site()}/`);
    expect(page.url()).toBe(`${site()}/fr`);
  });

  it('follows the CMS translation link to a translated slug', async () => {
    const rest = await admin();
    const en = uniqueSlug('heat-pumps');
    const fr = uniqueSlug('thermopompes');
    const key = `pair-${Date.now()}`;
    for (const [locale, slug, title] of [
      ['en', en, 'Heat pumps'],
      ['fr', fr, 'Thermopompes'],
    ] as const) {
      await createPage(rest, { locale, slug, title, translation_key: key, blocks: [{ collection: 'block_hero', item: { headline: title } }] });
    }
    await eventually(5000, async () => (await getHtml(`/fr${fr}`)).status === 200);
    const { page } = await open(en, 'desktop');
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${site()}/fr${fr}`);
    await page.getByRole('heading', { level: 1, name: 'Thermopompes' }).waitFor();
  });

  it('goes to the other language’s home, and says why, when there is no translation', async () => {
    const rest = await admin();
    const en = uniqueSlug('english-only');
    await createPage(rest, { locale: 'en', slug: en, title: 'English only', blocks: [{ collection: 'block_hero', item: { headline: 'English only' } }] });
    await eventually(5000, async () => (await getHtml(en)).status === 200);
    const { page } = await open(en, 'mobile');
    await page.getByRole('button', { name: /^EN/ }).click();
    const french = page.getByRole('link', { name: /Français/ });
    expect(await french.textContent()).toContain('goes to the home page');
    await french.click();
    await page.waitForURL(`${site()}/fr`);
    const notice = page.getByRole('status').filter({ hasText: 'n’est pas encore offerte en français' });
    await notice.waitFor();
  });
});

describe('banner window', () => {
  /** The English site settings' banner dates, to change and put back. */
  const englishBanner = async (rest: Rest) => {
    const { z } = await import('zod');
    return z
      .array(z.object({ id: z.number(), banner_ends_at: z.string().nullable(), banner_starts_at: z.string().nullable() }))
      .parse(await rest.get('/items/site_settings?filter[locale][_eq]=en&fields=id,banner_ends_at,banner_starts_at'))[0]!;
  };

  it('shows the banner only between its start and end, as set in the CMS', async () => {
    const rest = await admin();
    const row = await englishBanner(rest);
    const visible = async () => (await getHtml('/about-banner-' + Date.now())).html.includes('promo-banner');
    try {
      await rest.patch(`/items/site_settings/${row.id}`, { banner_ends_at: '2020-01-01T00:00:00' });
      await eventually(5000, async () => !(await visible()));
      await rest.patch(`/items/site_settings/${row.id}`, { banner_ends_at: row.banner_ends_at, banner_starts_at: '2999-01-01T00:00:00' });
      await eventually(5000, async () => !(await visible()));
    } finally {
      await rest.patch(`/items/site_settings/${row.id}`, { banner_ends_at: row.banner_ends_at, banner_starts_at: row.banner_starts_at });
    }
    await eventually(5000, visible);
    const { page } = await open('/', 'desktop');
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
  });

  it('takes the banner off a page in the page cache at its end, not when the copy expires', async () => {
    const rest = await admin();
    const row = await englishBanner(rest);
    const slug = uniqueSlug('banner-ends');
    await createPage(rest, { locale: 'en', slug, title: 'Banner ends', blocks: [{ collection: 'block_hero', item: { headline: 'Until the end' } }] });
    // Whole seconds, as the marketer picks them in the Data Studio (stored without a zone: UTC).
    const ends = Math.ceil(Date.now() / 1000) * 1000 + 8000;
    try {
      await rest.patch(`/items/site_settings/${row.id}`, { banner_starts_at: null, banner_ends_at: new Date(ends).toISOString().slice(0, 19) });
      // Seen, and kept in the page cache, before the end.
      await eventually(6000, async () => {
        const res = await getHtml(slug);
        return res.html.includes('promo-banner') && res.headers.get('x-page-cache') === 'hit';
      });
      expect(Date.now()).toBeLessThan(ends);
      // The error page carries the banner too: kept no longer than its end (it was five minutes).
      const errorPage = await getHtml('/error');
      const errorSeconds = Number(/s-maxage=(\d+)/.exec(errorPage.headers.get('cache-control') ?? '')?.[1]);
      expect(errorSeconds * 1000).toBeLessThanOrEqual(ends - Date.now() + 1000);
      // Gone within 3 s of its end (before, the cached copy kept it up to 10 s here, the page cache's
      // lifetime in the tests, and a minute in production); how late is printed.
      await eventually(ends + 3000 - Date.now(), async () => !(await getHtml(slug)).html.includes('promo-banner'));
      const late = Date.now() - ends;
      console.log(`[banner window] gone ${late} ms after banner_ends_at, on a page the cache held`);
      expect(late).toBeGreaterThanOrEqual(0);
    } finally {
      await rest.patch(`/items/site_settings/${row.id}`, { banner_ends_at: row.banner_ends_at, banner_starts_at: row.banner_starts_at });
    }
  });
});

describe('layouts', () => {
  it('lets a page choose the lean vhersheader layout, without the main links', async () => {
    const rest = await admin();
    const slug = uniqueSlug('lander');
    const id = await createPage(rest, { locale: 'en', slug, title: 'Lander', blocks: [{ collection: 'block_hero', item: { headline: 'A focused lander' } }] });
    await rest.patch(`/items/pages/${id}`, { layout: 'vhersheader' });
    await eventually(5000, async () => (await getHtml(slug)).html.includes('data-layout="vhersheader"'));
    const { page } = await open(slug, 'desktop');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^EN/ }).isVisible()).toBe(true);
    const home = await open('/', 'desktop');
    expect(await home.page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
  });
});

describe('404 page', () => {
  for (const [path, locale] of [
    ['/nowhere', 'en'],
    ['/fr/nulle-part', 'fr'],
  ] as const) {
    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`has no axe violations (${locale}, ${viewport})`, async () => {
        const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
        contexts.push(context);
        const page = await context.newPage();
        const res = await page.goto(`${site()}${path}`);
        expect(res?.status()).toBe(404);
        await hydrated(page);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(locale === 'en' ? 'Page not found.' : 'Page introuvable.');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
