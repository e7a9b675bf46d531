// The consent banner's behaviour (markup: components/site/ConsentBanner.tsx). A valid stored choice
// starts the Google tag for what it granted; no choice shows the banner (painted from the first frame
// by the head script of site/consent-ask.ts), and nothing runs until the visitor answers. "Cookie
// preferences" in the footer reopens it with the current choice.
import { CONSENT_ASK_CLASS, consentCookie, type ConsentPurposes } from '#schemas/consent';
import { analyticsConfig, applyConsent, captureAttribution, privacyControl, storedConsent } from '#kit/analytics';

/**
 * Deletes Google's cookies of the purposes not granted (measurement: _ga*, _gid, _gat; advertising:
 * _gcl*), on this site and its parent domains, where gtag.js puts them by default. Run on every
 * choice and page: cookies left from an earlier, expired or outdated consent go too.
 */
function forgetGoogleCookies(purposes: ConsentPurposes): void {
  const names = document.cookie
    .split(';')
    .map((c) => c.trim().split('=')[0] ?? '')
    .filter((n) => (!purposes.measurement && /^(_ga|_gid|_gat)/.test(n)) || (!purposes.advertising && /^_gcl/.test(n)));
  const host = location.hostname.split('.');
  const domains = host.map((_, i) => host.slice(i).join('.')).filter((d) => d.includes('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const d of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${d}`;
  }
}

export function startConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  const cfg = analyticsConfig();
  // From here the banner's hidden attribute decides (set by sync() below, in this same task, so
  // nothing is painted in between): the head script's mark only showed it until now.
  const takeOver = () => document.documentElement.classList.remove(CONSENT_ASK_CLASS);
  if (!banner || !cfg) return takeOver();
  const choices = banner.querySelector<HTMLElement>('[data-consent-choices]');
  const choose = banner.querySelector<HTMLElement>('[data-consent-choose]');
  const save = banner.querySelector<HTMLElement>('[data-consent-save]');
  const switches = {
    measurement: banner.querySelector<HTMLInputElement>('input[name="measurement"]'),
    advertising: banner.querySelector<HTMLInputElement>('input[name="advertising"]'),
  };
  const gpc = privacyControl();
  // GPC refuses advertising: its switch stays off, and the banner says why.
  if (gpc && switches.advertising) switches.advertising.disabled = true;
  const gpcNote = banner.querySelector<HTMLElement>('[data-consent-gpc]');
  if (gpcNote) gpcNote.hidden = !gpc;

  let current = storedConsent();
  /** The element to give focus back to when the banner closes (the footer link that reopened it). */
  let opener: HTMLElement | null = null;

  const expand = (open: boolean) => {
    if (choices) choices.hidden = !open;
    if (choose) choose.hidden = open;
    if (save) save.hidden = !open;
  };

  const show = (reopened: boolean) => {
    if (switches.measurement) switches.measurement.checked = current?.measurement ?? false;
    if (switches.advertising) switches.advertising.checked = !gpc && (current?.advertising ?? false);
    expand(reopened);
    delete banner.dataset['place'];
    banner.hidden = false;
    if (reopened) (switches.measurement ?? banner.querySelector<HTMLElement>('button'))?.focus();
    else avoidMainAction();
  };

  /**
   * On arrival the page's main call to action stays visible: over it, the banner slides up under the
   * header. The positions come from an IntersectionObserver, after the browser's own layout: reading
   * them here, as the page starts, forced the whole page's style and layout inside this script. The
   * card is painted at the bottom with the page (src/site/consent-ask.ts), so the move is a transform
   * (data-place="top" in the CSS): it shifts nothing on the page, and a layout shift it is not.
   */
  const avoidMainAction = () => {
    const card = banner.firstElementChild;
    const actions = [...document.querySelectorAll('main a[data-cta], main form [type="submit"]')];
    if (!card || actions.length === 0) return;
    const targets = [card, ...actions];
    const rects = new Map<Element, DOMRectReadOnly>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) rects.set(entry.target, entry.boundingClientRect);
      if (rects.size < targets.length) return;
      observer.disconnect();
      const c = rects.get(card);
      const action = actions.map((a) => rects.get(a)).find((r) => r && r.height > 0 && r.bottom > 0 && r.top < innerHeight);
      const covered = c && action && action.bottom > c.top && action.top < c.bottom && action.right > c.left && action.left < c.right;
      if (!covered) return;
      // Animated once (CSS, not under reduced motion); later changes of the card's height are not.
      banner.dataset['moving'] = '';
      banner.dataset['place'] = 'top';
      setTimeout(() => delete banner.dataset['moving'], 400);
    });
    for (const target of targets) observer.observe(target);
    // A target that left the page before it was measured would keep the observer for nothing.
    setTimeout(() => observer.disconnect(), 2000);
  };

  const close = () => {
    const hadFocus = banner.contains(document.activeElement);
    const back = opener;
    opener = null;
    banner.hidden = true;
    if (!hadFocus) return;
    // Focus goes back where the visitor was: the link that reopened the banner, or the page's content.
    const main = document.getElementById('main');
    if (back?.isConnected) back.focus();
    else if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  };

  const decide = (purposes: ConsentPurposes) => {
    const chosen = { measurement: purposes.measurement, advertising: purposes.advertising && !gpc };
    document.cookie = consentCookie({ ...chosen, version: cfg.version, givenAt: Date.now() }, location.protocol === 'https:');
    current = chosen;
    forgetGoogleCookies(chosen);
    captureAttribution(chosen.advertising);
    applyConsent(chosen);
    close();
  };

  banner.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target) return;
    if (target.dataset['consentAll']) {
      const all = target.dataset['consentAll'] === 'accept';
      decide({ measurement: all, advertising: all });
    } else if (target.hasAttribute('data-consent-choose')) {
      expand(true);
      switches.measurement?.focus();
    } else if (target.hasAttribute('data-consent-save')) {
      decide({ measurement: switches.measurement?.checked ?? false, advertising: switches.advertising?.checked ?? false });
    }
  });
  // Escape closes a reopened banner without changing the choice; a first visit has to answer.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current) close();
  });
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-open]') : null;
    if (!link) return;
    event.preventDefault();
    opener = link;
    show(true);
  });

  /** Brings the page in line with the stored choice: at start, and when a choice made elsewhere may differ. */
  const sync = () => {
    current = storedConsent();
    const purposes = current ?? { measurement: false, advertising: false };
    forgetGoogleCookies(purposes);
    captureAttribution(purposes.advertising);
    // Also an update to denied, on a page whose tag was started before a refusal elsewhere.
    applyConsent(purposes);
    if (!current) show(false);
    else if (!opener) banner.hidden = true;
    takeOver();
  };
  sync();
  // A page restored from the back/forward cache, or a tab come back to, may predate a choice made since.
  addEventListener('pageshow', (event) => event.persisted && sync());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && banner.hidden && sync());
}
