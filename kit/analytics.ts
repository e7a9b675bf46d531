// The site's one analytics module (SPEC §7: page views, custom events, a conversion of value 1 in
// CAD). It does nothing without consent: the Google tag (gtag.js) is not even requested until the
// visitor allows measurement or advertising (Consent Mode v2, basic mode), and then it is told exactly
// which purposes were granted. The ids come from the site settings, through the consent banner's data
// attributes (src/components/site/ConsentBanner.tsx); none set, no tag. Islands call `trackEvent` and
// `trackConversion`; the page script (src/browser/consent.ts) calls `applyConsent`.
import { CLICK_ID_PARAMS, UTM_PARAMS, type Attribution } from '#schemas/attribution';
import { readConsent, type ConsentPurposes } from '#schemas/consent';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export type AnalyticsConfig = { version: string; measurementId: string | null; adsId: string | null; adsLabel: string | null };

/** GA's cookies last 13 months here, like the consent itself (its default is two years). */
const GA_COOKIE_EXPIRES_S = 390 * 24 * 3600;
export const CONVERSION = { value: 1, currency: 'CAD' } as const;
const GRANTED = (on: boolean) => (on ? 'granted' : 'denied');

/** What the page says: the policy version and the Google ids, or null on a page without the chrome. */
export function analyticsConfig(): AnalyticsConfig | null {
  const el = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('[data-consent]');
  if (!el) return null;
  const d = el.dataset;
  return { version: d['consent'] ?? '1', measurementId: d['ga'] ?? null, adsId: d['aw'] ?? null, adsLabel: d['awLabel'] ?? null };
}

/** Global Privacy Control: the browser says no to selling or sharing, which advertising is. */
export const privacyControl = (): boolean => typeof navigator !== 'undefined' && 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true;

/** The visitor's valid choice for this policy version, with GPC always refusing advertising; null when none. */
export function storedConsent(): ConsentPurposes | null {
  const cfg = analyticsConfig();
  if (!cfg) return null;
  const choice = readConsent(document.cookie, cfg.version, Date.now());
  return choice ? { measurement: choice.measurement, advertising: choice.advertising && !privacyControl() } : null;
}

/** What the Google tag was last told, on this page (null: it was never started). */
let granted: ConsentPurposes | null = null;
const configured = new Set<string>();

function gtag(): Gtag | null {
  const w: GtagWindow = window;
  return granted ? (w.gtag ?? null) : null;
}

/**
 * Starts or updates the Google tag for the purposes granted. The tag's script is requested only when
 * a granted purpose has an id to serve; a later refusal updates its consent to denied at once.
 */
export function applyConsent(purposes: ConsentPurposes): void {
  const cfg = analyticsConfig();
  if (!cfg) return;
  const measure = purposes.measurement && cfg.measurementId !== null;
  const advertise = purposes.advertising && cfg.adsId !== null;
  const w: GtagWindow = window;
  if (!w.gtag) {
    if (!measure && !advertise) return;
    const layer = (w.dataLayer ??= []);
    // gtag.js reads the `arguments` objects themselves from the data layer, not arrays: rest
    // parameters would queue arrays, which it ignores.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- see above: gtag.js needs the Arguments object
      layer.push(arguments);
    };
    w.gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    w.gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent((measure ? cfg.measurementId : cfg.adsId) ?? '')}`;
    document.head.append(script);
  }
  const ads = GRANTED(purposes.advertising);
  w.gtag('consent', 'update', { analytics_storage: GRANTED(purposes.measurement), ad_storage: ads, ad_user_data: ads, ad_personalization: ads });
  granted = purposes;
  // Each id once per page: its config sends the page view (GA4) or sets up conversions (Ads).
  if (measure && cfg.measurementId && !configured.has(cfg.measurementId)) {
    configured.add(cfg.measurementId);
    // A lander showing a keyword match says which with its page view (message_match: the entry's key).
    const match = document.querySelector<HTMLElement>('main[data-match]')?.dataset['match'];
    w.gtag('config', cfg.measurementId, { cookie_expires: GA_COOKIE_EXPIRES_S, ...(match ? { message_match: match } : {}) });
    // A page under an A/B test says which version this is (src/components/CmsPage.tsx): GA4's
    // experiment event, once per page, only now that measurement is allowed (decision 0018).
    const variant = document.querySelector<HTMLElement>('main[data-variant]')?.dataset['variant'];
    if (variant) w.gtag('event', 'experience_impression', { exp_variant_string: variant, send_to: cfg.measurementId });
  }
  if (advertise && cfg.adsId && !configured.has(cfg.adsId)) {
    configured.add(cfg.adsId);
    w.gtag('config', cfg.adsId);
  }
}

/** A custom event for GA4 (cta_click, form_start, form_submit…): nothing without measurement consent. */
export function trackEvent(name: string, params: Record<string, string | number> = {}): void {
  const cfg = analyticsConfig();
  const send = gtag();
  if (!send || !granted?.measurement || !cfg?.measurementId) return;
  send('event', name, { ...params, send_to: cfg.measurementId });
}

const SENT_KEY = 'conversions';

/** The leads this tab already reported (without storage Google still drops a repeated transaction_id). */
function sentLeads(): string[] {
  try {
    const sent: unknown = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(sent) ? sent.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function rememberSent(transactionId: string): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sentLeads(), transactionId].slice(-20)));
  } catch {
    // As above.
  }
}

/**
 * A lead (a demo booked or requested): GA4's generate_lead with measurement consent, and the Ads
 * conversion with advertising consent, value 1 CAD (SPEC §9), under the lead's own id as
 * transaction_id so that neither Google nor this tab ever counts it twice.
 */
export function trackConversion({ transactionId, formName, variant = null }: { transactionId: string; formName: string; variant?: string | null }): void {
  const cfg = analyticsConfig();
  const send = gtag();
  if (!send || !cfg || sentLeads().includes(transactionId)) return;
  let sent = false;
  if (granted?.measurement && cfg.measurementId) {
    // With the A/B test version its visitor saw (decision 0018), as GA4's experiment reports read it.
    const tested = variant ? { exp_variant_string: variant } : {};
    send('event', 'generate_lead', { ...CONVERSION, transaction_id: transactionId, form_name: formName, ...tested, send_to: cfg.measurementId });
    sent = true;
  }
  if (granted?.advertising && cfg.adsId && cfg.adsLabel) {
    send('event', 'conversion', { ...CONVERSION, transaction_id: transactionId, send_to: `${cfg.adsId}/${cfg.adsLabel}` });
    sent = true;
  }
  if (sent) rememberSent(transactionId);
}

// Attribution: the campaign of the visit (this tab), kept from its landing page to its forms.
const ATTRIBUTION_KEY = 'attribution';

function readAttribution(): Attribution | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

function writeAttribution(value: Attribution): void {
  try {
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(value));
  } catch {
    // Private mode: the lead simply arrives without its campaign.
  }
}

/**
 * On landing (the visit's first page, or any page reached from a new campaign link): the utm_*
 * values, the landing path and the referring site. Google's click ids only with advertising consent;
 * without it, any kept earlier are dropped.
 */
export function captureAttribution(advertising: boolean): void {
  const params = new URLSearchParams(location.search);
  const stored = readAttribution();
  const campaign = [...UTM_PARAMS, ...CLICK_ID_PARAMS].some((p) => params.has(p));
  if (stored && !campaign) {
    if (!advertising && CLICK_ID_PARAMS.some((p) => p in stored)) {
      writeAttribution(Object.fromEntries(Object.entries(stored).filter(([k]) => !CLICK_ID_PARAMS.some((p) => p === k))));
    }
    return;
  }
  // The referring page without its query or fragment, which may carry tokens or personal data.
  let referrer: string | undefined;
  try {
    const from = document.referrer ? new URL(document.referrer) : null;
    referrer = from && from.origin !== location.origin ? `${from.origin}${from.pathname}` : stored?.referrer;
  } catch {
    referrer = stored?.referrer;
  }
  // The keyword match the landing page shows (src/components/CmsPage.tsx data-match), its entry's key.
  const match = document.querySelector<HTMLElement>('main[data-match]')?.dataset['match'];
  const next: Attribution = { landing_path: location.pathname, ...(referrer ? { referrer } : {}), ...(match ? { keyword_match: match } : {}) };
  for (const p of UTM_PARAMS) {
    const v = params.get(p);
    if (v) next[p] = v;
  }
  if (advertising) {
    for (const p of CLICK_ID_PARAMS) {
      const v = params.get(p);
      if (v) next[p] = v;
    }
  }
  writeAttribution(next);
}

/** The visit's attribution, sent with every form. */
export function currentAttribution(): Attribution {
  return readAttribution() ?? {};
}
