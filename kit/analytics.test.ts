import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookie, readConsent, serializeConsent } from '#schemas/consent';

type Analytics = typeof import('./analytics');
type LayerWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

/** A page as the server renders it: the consent banner carries the version and the Google ids. */
function page(ids: { ga?: string; aw?: string; label?: string } = { ga: 'G-TEST1234', aw: 'AW-1234567', label: 'booked-demo' }) {
  document.body.innerHTML = `<section data-consent="2026-11-23" ${ids.ga ? `data-ga="${ids.ga}"` : ''} ${ids.aw ? `data-aw="${ids.aw}"` : ''} ${ids.label ? `data-aw-label="${ids.label}"` : ''} hidden></section>`;
}

/** The gtag calls made so far, as arrays (gtag.js reads `arguments` objects from the data layer). */
const calls = () => ((window as LayerWindow).dataLayer ?? []).map((args) => Array.from<unknown>(args));
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

async function fresh(): Promise<Analytics> {
  vi.resetModules();
  return import('./analytics');
}

beforeEach(() => {
  delete (window as LayerWindow).dataLayer;
  delete (window as LayerWindow).gtag;
  document.head.innerHTML = '';
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
});
afterEach(() => vi.unstubAllGlobals());

describe('consent cookie', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('reads back what was chosen, for the same policy version', () => {
    const value = serializeConsent({ version: 'v2.1', measurement: true, advertising: false, givenAt: now });
    expect(readConsent(`locale=fr; consent=${value}`, 'v2.1', now + 1000)).toEqual({ version: 'v2.1', measurement: true, advertising: false, givenAt: now });
  });

  it('asks again after a new policy version, after 13 months, or when the cookie is not ours', () => {
    const value = serializeConsent({ version: '1', measurement: true, advertising: true, givenAt: now });
    expect(readConsent(`consent=${value}`, '2', now)).toBeNull();
    expect(readConsent(`consent=${value}`, '1', now + 391 * 86_400_000)).toBeNull();
    expect(readConsent('consent=yes', '1', now)).toBeNull();
    expect(readConsent('', '1', now)).toBeNull();
  });

  it('lasts at most 13 months, on the whole site', () => {
    const cookie = consentCookie({ version: '1', measurement: false, advertising: false, givenAt: now }, true);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(364 * 86_400);
    expect(maxAge).toBeLessThanOrEqual(393 * 86_400);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
  });
});

describe('analytics', () => {
  it('sends nothing and loads nothing without consent', async () => {
    page();
    const a = await fresh();
    a.trackEvent('cta_click', { label: 'Book' });
    a.trackConversion({ transactionId: 'lead-1', formName: 'demo_booking' });
    expect(scripts()).toEqual([]);
    expect((window as LayerWindow).dataLayer).toBeUndefined();
  });

  it('loads the tag only after consent, denied by default then updated, and counts the page once', async () => {
    page();
    const a = await fresh();
    a.applyConsent({ measurement: true, advertising: false });
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    expect(calls()[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(calls()).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    // Measurement only: GA4 is configured (its page view), Ads is not.
    expect(
      calls()
        .filter((c) => c[0] === 'config')
        .map((c) => c[1]),
    ).toEqual(['G-TEST1234']);
    a.applyConsent({ measurement: true, advertising: false });
    expect(calls().filter((c) => c[0] === 'config')).toHaveLength(1);
    expect(scripts()).toHaveLength(1);
  });

  it('loads no tag when no id is set, whatever the consent', async () => {
    page({});
    const a = await fresh();
    a.applyConsent({ measurement: true, advertising: true });
    expect(scripts()).toEqual([]);
  });

  it('sends a lead once: generate_lead for measurement, the Ads conversion for advertising, 1 CAD', async () => {
    page();
    const a = await fresh();
    a.applyConsent({ measurement: true, advertising: true });
    a.trackConversion({ transactionId: 'lead-1', formName: 'demo_booking' });
    a.trackConversion({ transactionId: 'lead-1', formName: 'demo_booking' });
    const events = calls().filter((c) => c[0] === 'event');
    expect(events).toEqual([
      ['event', 'generate_lead', { value: 1, currency: 'CAD', transaction_id: 'lead-1', form_name: 'demo_booking', send_to: 'G-TEST1234' }],
      ['event', 'conversion', { value: 1, currency: 'CAD', transaction_id: 'lead-1', send_to: 'AW-1234567/booked-demo' }],
    ]);
  });

  it('sends no Ads conversion when advertising is refused', async () => {
    page();
    const a = await fresh();
    a.applyConsent({ measurement: true, advertising: false });
    a.trackConversion({ transactionId: 'lead-2', formName: 'demo_request' });
    expect(
      calls()
        .filter((c) => c[0] === 'event')
        .map((c) => c[1]),
    ).toEqual(['generate_lead']);
  });

  it('treats Global Privacy Control as a refusal of advertising in a stored choice', async () => {
    page();
    document.cookie = `consent=${serializeConsent({ version: '2026-11-23', measurement: true, advertising: true, givenAt: Date.now() })}; Path=/`;
    const a = await fresh();
    expect(a.storedConsent()).toEqual({ measurement: true, advertising: true });
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    expect(a.storedConsent()).toEqual({ measurement: true, advertising: false });
  });
});

describe('attribution', () => {
  const visit = (url: string, referrer = '') => {
    history.replaceState(null, '', url);
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  };

  it('keeps the landing page, the campaign and the referring site for the visit', async () => {
    page();
    const a = await fresh();
    visit('/ads/heatPumpShort?utm_source=google&utm_campaign=heat-pumps&gclid=abc123', 'https://www.google.com/');
    a.captureAttribution(false);
    visit('/demo', `${location.origin}/ads/heatPumpShort`);
    a.captureAttribution(false);
    // Without advertising consent, the click id is not kept.
    expect(a.currentAttribution()).toEqual({
      landing_path: '/ads/heatPumpShort',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_campaign: 'heat-pumps',
    });
  });

  it('keeps the keyword match the landing page showed, and not one of a later page', async () => {
    page();
    const a = await fresh();
    const main = document.createElement('main');
    main.dataset['match'] = 'heat-pump-rebate';
    document.body.append(main);
    visit('/ads/heatPumpShort?utm_source=google&utm_term=heat+pump+rebate');
    a.captureAttribution(false);
    main.dataset['match'] = 'other-entry';
    visit('/demo');
    a.captureAttribution(false);
    main.remove();
    expect(a.currentAttribution()).toEqual({
      landing_path: '/ads/heatPumpShort',
      utm_source: 'google',
      utm_term: 'heat pump rebate',
      keyword_match: 'heat-pump-rebate',
    });
  });

  it('keeps Google click ids only with advertising consent, and forgets them when it is withdrawn', async () => {
    page();
    const a = await fresh();
    visit('/ads/heatPumpShort?utm_source=google&gclid=abc123');
    a.captureAttribution(true);
    expect(a.currentAttribution()).toMatchObject({ gclid: 'abc123', utm_source: 'google' });
    visit('/demo');
    a.captureAttribution(false);
    expect(a.currentAttribution()).toEqual({ landing_path: '/ads/heatPumpShort', utm_source: 'google' });
  });
});
