// Consent and measurement as a campaign visitor meets them, in headless Chromium against the real
// site and Directus. Google is intercepted at the network level: every request to a Google host is
// recorded and answered here (no network), gtag.js by a small stand-in that turns the page's gtag
// calls into the collect and conversion requests Google's own script would make.
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeConsent } from '#schemas/consent';
import { admin, eventually, getHtml, stack } from '../support/admin';
import { axeViolations, hydrated, islandsReady, launch, VIEWPORTS, watchErrors } from '../support/browser';
import { DUPLICATE_VERSION_FLOW_ID } from '../../directus/studio/ids.ts';

const IDS = { ga_measurement_id: 'G-TEST12345', ads_conversion_id: 'AW-123456789', ads_conversion_label: 'demoBooked' };
const GOOGLE = /(^|\.)(google|googletagmanager|google-analytics|googleadservices|doubleclick|googlesyndication)\.[a-z.]+$/;

/** Google's tag, as far as these tests need it: a page view per GA4 config, an event per event. */
const FAKE_GTAG = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function hit(url) { fetch(url, { mode: 'no-cors', keepalive: true }); }
  function handle(call) {
    var a = Array.prototype.slice.call(call), p = a[2] || {};
    if (a[0] === 'config' && /^G-/.test(a[1])) hit('https://www.google-analytics.com/g/collect?v=2&tid=' + a[1] + '&en=page_view&dl=' + encodeURIComponent(location.href));
    if (a[0] !== 'event') return;
    var to = String(p.send_to || '');
    if (/^AW-/.test(to)) hit('https://www.googleadservices.com/pagead/conversion/' + to.split('/')[0].slice(3) + '/?label=' + to.split('/')[1] + '&value=' + p.value + '&currency_code=' + p.currency + '&oid=' + p.transaction_id);
    else hit('https://www.google-analytics.com/g/collect?v=2&tid=' + to + '&en=' + a[1] + '&' + Object.keys(p).filter(function (k) { return k !== 'send_to'; }).map(function (k) { return 'ep.' + k + '=' + encodeURIComponent(p[k]); }).join('&'));
  }
  layer.forEach(handle);
  var push = layer.push;
  layer.push = function (call) { handle(call); return push.apply(layer, arguments); };
})();`;

type Visitor = { context: BrowserContext; google: URL[]; open(path: string): Promise<Page> };

let browser: Browser;
const contexts: BrowserContext[] = [];
let visitorCount = 0;

/** A first-time visitor (no consent cookie), its Google requests recorded. */
async function visitor(options: BrowserContextOptions & { gpc?: boolean } = {}): Promise<Visitor> {
  const n = visitorCount++;
  const { gpc, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    ...contextOptions,
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}`, ...(gpc ? { 'Sec-GPC': '1' } : {}) },
  });
  contexts.push(context);
  if (gpc) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const google: URL[] = [];
  await context.route(
    (url) => GOOGLE.test(url.hostname),
    (route: Route) => {
      const url = new URL(route.request().url());
      google.push(url);
      return url.pathname === '/gtag/js' ? route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG }) : route.fulfill({ status: 204 });
    },
  );
  return {
    context,
    google,
    async open(path) {
      const page = await context.newPage();
      await page.goto(`${stack().siteUrl}${path}`);
      await hydrated(page);
      return page;
    },
  };
}

const consentValue = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'consent')?.value ?? null;
const pageViews = (v: Visitor) => v.google.filter((u) => u.searchParams.get('en') === 'page_view');
const adsConversions = (v: Visitor) => v.google.filter((u) => u.hostname === 'www.googleadservices.com');
const banner = (page: Page) => page.getByRole('region', { name: /Your privacy, your choice|Votre vie privée, votre choix/ });

/** A day with free demo times, as YYYY-MM-DD. */
async function dayWithTimes(): Promise<string> {
  for (let i = 3; i < 17; i++) {
    const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const body = z.object({ slots: z.array(z.string()) }).parse(await (await fetch(`${stack().siteUrl}/api/demo/availability?day=${day}`)).json());
    if (body.slots.length > 2) return day;
  }
  throw new Error('no day with free times');
}

async function settingsRow(locale: 'en' | 'fr'): Promise<number> {
  const rows = z.array(z.object({ id: z.number() })).parse(await (await admin()).get(`/items/site_settings?filter[locale][_eq]=${locale}&fields=id`));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${locale} site settings`);
  return id;
}

beforeAll(async () => {
  browser = await launch({ answeredConsent: false });
  // The marketer sets the three ids once, in the English settings: French pages use them too.
  await (await admin()).patch(`/items/site_settings/${await settingsRow('en')}`, IDS);
  await eventually(10_000, async () => (await getHtml('/fr/demo')).html.includes('data-aw-label="demoBooked"'));
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await (
    await admin()
  ).patch(`/items/site_settings/${await settingsRow('en')}`, { ga_measurement_id: null, ads_conversion_id: null, ads_conversion_label: null });
});

describe('consent banner', () => {
  for (const [locale, path, names] of [
    ['en', '/', { accept: 'Accept all', refuse: 'Refuse all', choose: 'Choose' }],
    ['fr', '/fr', { accept: 'Tout accepter', refuse: 'Tout refuser', choose: 'Choisir' }],
  ] as const) {
    it(`asks first, sends nothing to Google before an answer, and leaves the main call to action in view (${locale}, 390 px)`, async () => {
      const v = await visitor();
      const page = await v.open(path);
      const errors = watchErrors(page);
      await banner(page).waitFor();
      const accept = page.getByRole('button', { name: names.accept });
      const refuse = page.getByRole('button', { name: names.refuse });
      // Equal weight: the same size and look.
      const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
      expect(a && r && Math.abs(a.height - r.height) < 1 && Math.abs(a.width - r.width) < 24).toBe(true);
      expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await refuse.evaluate((el) => getComputedStyle(el).backgroundColor));
      // The hero's first button is not under the banner (once it has slid out of the way, if it had to).
      await expect
        .poll(async () => {
          const cta = await page.locator('main a[data-cta]').first().boundingBox();
          const card = await page.locator('[data-consent] > div').boundingBox();
          return cta && card && (cta.y + cta.height <= card.y || cta.y >= card.y + card.height);
        })
        .toBe(true);
      expect(await axeViolations(page, '[data-consent]')).toEqual([]);
      await page.getByRole('button', { name: names.choose, exact: true }).click();
      expect(await page.getByRole('switch').count()).toBe(2);
      expect(await page.getByRole('switch', { checked: true }).count()).toBe(0);
      expect(await axeViolations(page, '[data-consent]')).toEqual([]);
      await page.waitForTimeout(300);
      expect(v.google).toEqual([]);
      expect(await consentValue(v.context)).toBeNull();
      expect((await v.context.cookies()).map((c) => c.name)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('is painted with the page, before any script runs, and moving it out of the way shifts nothing', async () => {
    // The site's script never arrives: the question is in the first paint all the same (the head
    // script's mark), and a visitor who has answered does not see it at all.
    const slow = await visitor();
    await slow.context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const bare = await slow.context.newPage();
    await bare.goto(`${stack().siteUrl}/fr/demo`);
    await expect.poll(() => banner(bare).isVisible()).toBe(true);
    const version = (await bare.locator('[data-consent]').getAttribute('data-consent')) ?? '';
    const refused = serializeConsent({ version, measurement: false, advertising: false, givenAt: Date.now() });
    await slow.context.addCookies([{ name: 'consent', value: refused, url: stack().siteUrl }]);
    await bare.reload();
    expect(await bare.locator('[data-consent]').isHidden()).toBe(true);

    // On a phone, the French home's hero button sits where the card would: the card slides up under
    // the header, by a transform, and the page records no layout shift.
    const v = await visitor({ viewport: { width: 412, height: 823 } });
    await v.context.addInitScript(() => {
      const w = window as typeof window & { shifts?: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts = (w.shifts ?? 0) + ('value' in entry && typeof entry.value === 'number' ? entry.value : 0);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await v.open('/fr');
    // Where the button sits depends on how the hero's words wrap in this machine's fonts: the screen is
    // made to end just below it, where the card stands, and the page opened again.
    const button = await page.locator('main a[data-cta]').first().boundingBox();
    if (!button) throw new Error('no call to action on the French home');
    await page.setViewportSize({ width: 412, height: Math.ceil(button.y + button.height) + 24 });
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.locator('[data-consent]').getAttribute('data-place')).toBe('top');
    // Under the header, once the slide is over.
    await expect
      .poll(async () => {
        const card = await page.locator('[data-consent] > div').boundingBox();
        const header = await page.locator('[data-site-header]').boundingBox();
        return card && header ? Math.round(card.y - (header.y + header.height)) : null;
      })
      .toBe(8);
    expect(await page.evaluate(() => (window as typeof window & { shifts?: number }).shifts)).toBe(0);
  });

  it('after "Accept all": the tag loads with the configured id and counts each page once', async () => {
    const v = await visitor();
    const page = await v.open('/ads/heatPumpShort');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => pageViews(v).length).toBe(1);
    expect(v.google.find((u) => u.pathname === '/gtag/js')?.searchParams.get('id')).toBe(IDS.ga_measurement_id);
    expect(pageViews(v)[0]?.searchParams.get('tid')).toBe(IDS.ga_measurement_id);
    expect(await banner(page).isVisible()).toBe(false);
    expect(await consentValue(v.context)).toMatch(/^2026-11-23\.11\.\d+$/);

    const next = await v.open('/fr/demo');
    await expect.poll(() => pageViews(v).length).toBe(2);
    expect(await banner(next).isVisible()).toBe(false);
    // A call to action's click is an event marketers can use.
    const home = await v.open('/');
    await home.locator('main a[data-cta]').first().click();
    await expect
      .poll(() => v.google.filter((u) => u.searchParams.get('en') === 'cta_click').map((u) => u.searchParams.get('ep.label')))
      .toEqual(['Book a demo']);
  });

  it('after "Refuse all": nothing is ever sent, on this page or the next', async () => {
    const v = await visitor();
    const page = await v.open('/ads/heatPumpShort?utm_source=google&gclid=refused-click');
    await page.getByRole('button', { name: 'Refuse all' }).click();
    expect(await consentValue(v.context)).toMatch(/^2026-11-23\.00\.\d+$/);
    const next = await v.open('/demo');
    expect(await banner(next).isVisible()).toBe(false);
    await next
      .locator('main a[data-cta]')
      .first()
      .click()
      .catch(() => undefined);
    await next.waitForTimeout(500);
    expect(v.google).toEqual([]);
    expect(await next.evaluate(() => sessionStorage.getItem('attribution'))).not.toContain('refused-click');
  });

  it('takes Global Privacy Control as a refusal of advertising: measurement only, no Ads', async () => {
    const v = await visitor({ gpc: true });
    const page = await v.open('/');
    await page.getByRole('button', { name: 'Choose', exact: true }).click();
    expect(await page.getByRole('switch', { name: 'Advertising' }).isDisabled()).toBe(true);
    await page.getByText('Your browser sends Global Privacy Control: advertising stays off.').waitFor();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => pageViews(v).length).toBe(1);
    expect(await consentValue(v.context)).toMatch(/^2026-11-23\.10\.\d+$/);
    expect(
      await page.evaluate(() =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer
          .map((a) => Array.from<unknown>(a))
          .filter((a) => a[0] === 'config')
          .map((a) => a[1]),
      ),
    ).toEqual(['G-TEST12345']);
  });

  it('reopens from "Cookie preferences" with the current choice, and Escape gives the focus back', async () => {
    const v = await visitor({ viewport: VIEWPORTS.desktop });
    const page = await v.open('/fr');
    await page.getByRole('button', { name: 'Choisir', exact: true }).click();
    await page.getByRole('switch', { name: 'Mesure d’audience' }).check();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    expect(await consentValue(v.context)).toMatch(/\.10\./);
    await expect.poll(() => pageViews(v).length).toBe(1);

    const link = page.getByRole('link', { name: 'Préférences de témoins' });
    await link.click();
    expect(await page.getByRole('switch', { name: 'Mesure d’audience' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Publicité' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await banner(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Préférences de témoins');

    // Withdrawing: the choice is stored, and Google's cookies (as gtag.js would have set them) go.
    await v.context.addCookies(['_ga', '_ga_TEST12345', '_gcl_au'].map((name) => ({ name, value: 'GA1.1.123.456', domain: '127.0.0.1', path: '/' })));
    await link.click();
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    expect(await consentValue(v.context)).toMatch(/\.00\./);
    expect((await v.context.cookies()).map((c) => c.name).filter((n) => n.startsWith('_g'))).toEqual([]);
  });
});

describe('a choice changed on another page', () => {
  it('holds when the visitor goes back to a page that had the tag running', async () => {
    const v = await visitor({ viewport: VIEWPORTS.desktop });
    const page = await v.open('/hvac');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => pageViews(v).length).toBe(1);
    await page.goto(`${stack().siteUrl}/stride`);
    await hydrated(page);
    await expect.poll(() => pageViews(v).length).toBe(2);
    await page.getByRole('link', { name: 'Cookie preferences' }).click();
    await page.getByRole('button', { name: 'Refuse all' }).click();
    const sent = v.google.length;
    await page.goBack();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(v.google.length).toBe(sent);
    // Restored from the back/forward cache, the tag was told; reloaded, it never started.
    const lastConsent = await page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [];
      return (
        layer
          .map((a) => Array.from<unknown>(a))
          .filter((a) => a[0] === 'consent')
          .at(-1)?.[2] ?? null
      );
    });
    expect(lastConsent === null || JSON.stringify(lastConsent).includes('"analytics_storage":"denied"')).toBe(true);
    expect(await banner(page).isVisible()).toBe(false);
  });
});

describe('a campaign lead', () => {
  it('books a demo from an ad: one Ads conversion of 1 CAD, none on reload, and the lead carries its campaign', async () => {
    const v = await visitor({ viewport: VIEWPORTS.desktop, timezoneId: 'America/Toronto' });
    const lander = await v.open('/ads/heatPumpShort?utm_source=google&utm_medium=cpc&utm_campaign=heat-pumps-fall&gclid=TEST-CLICK-1');
    await lander.getByRole('button', { name: 'Accept all' }).click();
    // On to the demo page in the same tab, as the visitor would.
    const page = lander;
    await page.goto(`${stack().siteUrl}/demo`);
    await hydrated(page);
    await islandsReady(page);
    const email = `campaign-${Date.now().toString(36)}@example.ca`;
    await page.getByLabel('Name').fill('Camille Roy');
    await page.getByLabel('Company').fill('Chauffage Roy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption({ label: 'HVAC Installer' });
    await page.getByLabel('I agree to be contacted about my demo.').check();
    await page.getByRole('button', { name: 'Choose a time' }).click();
    await page.getByLabel('Day').fill(await dayWithTimes());
    await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('button', { name: 'Confirm my demo' }).click();
    await page.getByRole('heading', { name: 'Thanks for booking your demo!' }).waitFor();

    await expect.poll(() => adsConversions(v).length).toBe(1);
    const conversion = adsConversions(v)[0];
    expect(conversion?.pathname).toBe('/pagead/conversion/123456789/');
    expect(Object.fromEntries(conversion?.searchParams ?? [])).toMatchObject({ label: 'demoBooked', value: '1', currency_code: 'CAD' });
    const lead = v.google.find((u) => u.searchParams.get('en') === 'generate_lead');
    expect(lead?.searchParams.get('ep.transaction_id')).toBe(conversion?.searchParams.get('oid'));
    expect(v.google.filter((u) => u.searchParams.get('en') === 'form_submit').map((u) => u.searchParams.get('ep.form_name'))).toEqual(['demo']);
    expect(v.google.filter((u) => u.searchParams.get('en') === 'form_start').length).toBe(1);

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(adsConversions(v).length).toBe(1);

    const rows = z
      .array(
        z.object({
          reference: z.string(),
          utm_source: z.string().nullable(),
          utm_medium: z.string().nullable(),
          utm_campaign: z.string().nullable(),
          gclid: z.string().nullable(),
          landing_path: z.string().nullable(),
        }),
      )
      .parse(
        await (
          await admin()
        ).get(`/items/demo_requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=reference,utm_source,utm_medium,utm_campaign,gclid,landing_path`),
      );
    expect(rows).toEqual([
      {
        reference: conversion?.searchParams.get('oid'),
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'heat-pumps-fall',
        gclid: 'TEST-CLICK-1',
        landing_path: '/ads/heatPumpShort',
      },
    ]);
  });

  it('keeps the campaign but never the click id of a visitor who refused advertising', async () => {
    const v = await visitor({ viewport: VIEWPORTS.desktop });
    const lander = await v.open('/stride?utm_source=newsletter&utm_campaign=stride-launch&gclid=NOT-KEPT');
    await lander.getByRole('button', { name: 'Refuse all' }).click();
    await islandsReady(lander);
    const email = `waitlist-${Date.now().toString(36)}@example.ca`;
    const form = lander.locator('[data-kind="waitlist"]');
    await form.getByLabel(/^Email/).fill(email);
    await lander.getByLabel('Role').selectOption({ label: 'HVAC Installer' });
    await lander.getByRole('button', { name: 'Join the waitlist' }).click();
    await lander.getByText("Thanks! You're on the Stride waitlist. We'll write to you when it's your turn.").waitFor();
    const rows = z
      .array(
        z.object({ utm_source: z.string().nullable(), utm_campaign: z.string().nullable(), gclid: z.string().nullable(), landing_path: z.string().nullable() }),
      )
      .parse(
        await (await admin()).get(`/items/form_submissions?filter[email][_eq]=${encodeURIComponent(email)}&fields=utm_source,utm_campaign,gclid,landing_path`),
      );
    expect(rows).toEqual([{ utm_source: 'newsletter', utm_campaign: 'stride-launch', gclid: null, landing_path: '/stride' }]);
    expect(v.google).toEqual([]);
  });
});

describe('an A/B test and measurement (decision 0018)', () => {
  const slug = `/test-ab-consent-${Date.now().toString(36)}`;
  const key = `test-ab-consent-${Date.now().toString(36)}`;
  let experiment = 0;

  beforeAll(async () => {
    const rest = await admin();
    const block = (text: string) => [{ collection: 'block_rich_text', item: { html: `<p>${text}</p>` } }];
    const created = z.object({ id: z.number() });
    const control = created.parse(
      await rest.post('/items/pages', {
        status: 'published',
        locale: 'en',
        slug,
        title: 'Consent A/B',
        translation_key: key,
        layout: 'default',
        blocks: block('Page A'),
      }),
    ).id;
    await rest.post('/items/pages', {
      status: 'published',
      locale: 'fr',
      slug,
      title: 'Consentement A/B',
      translation_key: key,
      layout: 'default',
      blocks: block('Page A'),
    });
    await rest.post(`/flows/trigger/${DUPLICATE_VERSION_FLOW_ID}`, { collection: 'pages', keys: [control] });
    experiment = z.array(created).parse(await rest.get(`/items/experiments?filter[page][_eq]=${control}&fields=id`))[0]!.id;
    await rest.patch(`/items/experiments/${experiment}`, { status: 'running' });
    await eventually(5000, async () => (await getHtml(slug)).html.includes(`data-variant="${experiment}-`));
  });

  afterAll(async () => {
    if (experiment) await (await admin()).patch(`/items/experiments/${experiment}`, { status: 'stopped' });
  });

  for (const [locale, path, accept] of [
    ['en', slug, 'Accept all'],
    ['fr', `/fr${slug}`, 'Tout accepter'],
  ] as const) {
    it(`tells GA4 which version the visitor sees only once measurement is allowed (${locale})`, async () => {
      const v = await visitor({ locale: locale === 'fr' ? 'fr-CA' : 'en-CA' });
      const page = await v.open(path);
      const version = (await v.context.cookies()).find((c) => c.name === 'variants')?.value.split(':')[1];
      expect(version).toMatch(/^[AB]$/);
      // The version is kept before any choice, and nothing reaches Google.
      await page.waitForTimeout(300);
      expect(v.google).toEqual([]);
      await page.getByRole('button', { name: accept }).click();
      await expect
        .poll(() => v.google.filter((u) => u.searchParams.get('en') === 'experience_impression').map((u) => u.searchParams.get('ep.exp_variant_string')))
        .toEqual([`${experiment}-${version}`]);
    });
  }
});
