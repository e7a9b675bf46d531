// The one script every page loads (decision 0008): no framework, a few hundred bytes. The header,
// menu, language list and banner work through the platform (popover, commands); this adds what the
// platform cannot do, and starts the island loader only on pages that have islands.
import { BANNER_COOKIE } from '../site/banner';
import { isLocale, localeCookie } from '../i18n/locale-cookie';
import { BREAKPOINTS, DEVICE_REFRESH_MS, MOBILE_MENU_MAX_WIDTH } from '../site/breakpoints';
import { reloadAfterChunkError } from '#kit/islands/reload';
import { trackEvent } from '#kit/analytics';
import { startConsent } from './consent';

const root = document.documentElement;

/** The interface state that outlives a page (SPEC §3). */
const UI_STATE = 'ui-state';
const NOTICE = 'locale-notice';

/**
 * Runs `task` in a task of its own, soon: this script's work as the page starts comes in short pieces,
 * and a tap in between is answered at once (a phone's first tap often lands here).
 */
function soon(task: () => void): void {
  setTimeout(task, 0);
}

/**
 * Runs `task` once the visitor sees the page: soon, or, for a page the Speculation Rules prerendered,
 * when it is shown (state saved by the page before, such as a language notice, exists only by then).
 */
function whenShown(task: () => void): void {
  if ('prerendering' in document && document.prerendering === true) document.addEventListener('prerenderingchange', task, { once: true });
  else soon(task);
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode): the page still works, it just forgets.
  }
}

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

// Header height (60 px plus the banner while it shows), for the menu's and language list's top, the
// consent card placed under the header, and anchors' offset. Read from the ResizeObserver's entry,
// after the browser's own layout (reading offsetHeight as the page starts forced the whole page's
// style and layout inside this script), and written only where it is used: on the header (its menu
// and language list inherit it), on the consent card, and as the root's scroll padding. A custom
// property set on the root would make every element of the page compute its style again.
const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  let written = 0;
  new ResizeObserver(([entry]) => {
    const height = Math.round(entry?.borderBoxSize[0]?.blockSize ?? 0);
    if (!height || height === written) return;
    written = height;
    const value = `${height}px`;
    header.style.setProperty('--header-height', value);
    document.querySelector<HTMLElement>('[data-consent]')?.style.setProperty('--header-height', value);
    root.style.scrollPaddingTop = value;
  }).observe(header);
}

// Mobile menu: a popover with dialog semantics. Focus stays inside while it is open, the menu state
// outlives a reload (showMobileMenu), and it closes past 1000 px.
const menu = document.querySelector<HTMLElement>('[data-menu]');
if (menu) {
  const wide = matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
  const remember = (open: boolean) => store(UI_STATE, JSON.stringify({ showMobileMenu: open }));
  const toggle = document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
  // Without this script the browser tells assistive technology the state by itself, and the menu is
  // not modal; with it, focus stays inside, so it is a modal dialog.
  toggle?.setAttribute('aria-expanded', 'false');
  menu.setAttribute('aria-modal', 'true');
  // beforetoggle fires as the state changes (toggle comes a task later, too late for a quick reader).
  menu.addEventListener('beforetoggle', (event) => {
    const open = event.newState === 'open';
    toggle?.setAttribute('aria-expanded', String(open));
    remember(open);
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = [...menu.querySelectorAll<HTMLElement>('a[href], button')];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  // A link leaves the page: the next one opens with the menu closed.
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) remember(false);
  });
  wide.addEventListener('change', () => wide.matches && menu.matches(':popover-open') && menu.hidePopover());
  whenShown(() => {
    // Opened through its toggle, so that closing it gives the toggle the focus back.
    if (!wide.matches && stored(UI_STATE)?.includes('"showMobileMenu":true')) toggle?.click();
  });
}

// Language list: aria-expanded follows the popover; a choice is remembered (SPEC §9: 365 days,
// path /, SameSite Lax), and a language without this page's translation says so on arrival.
for (const list of document.querySelectorAll<HTMLElement>('[data-language-list]')) {
  const button = document.querySelector<HTMLElement>(`[popovertarget="${list.id}"]`);
  button?.setAttribute('aria-expanded', 'false');
  list.addEventListener('beforetoggle', (event) => button?.setAttribute('aria-expanded', String(event.newState === 'open')));
}
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-language]') : null;
  if (!link) return;
  const locale = link.dataset['language'];
  if (!isLocale(locale)) return;
  document.cookie = localeCookie(locale);
  if (link.hasAttribute('data-untranslated')) store(NOTICE, locale);
});
whenShown(() => {
  const notice = document.querySelector<HTMLElement>('[data-locale-notice]');
  if (notice && stored(NOTICE) === root.dataset['locale']) {
    store(NOTICE, null);
    notice.hidden = false;
    notice.querySelector('button')?.addEventListener('click', () => (notice.hidden = true));
  }
});

// Banner: closing it is remembered in a cookie, which hides it before the first paint from then on.
document.querySelector('[data-banner-dismiss]')?.addEventListener('click', (event) => {
  const key = event.currentTarget instanceof HTMLElement ? event.currentTarget.dataset['bannerDismiss'] : '';
  document.cookie = `${BANNER_COOKIE}=${key}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
  root.classList.add('banner-dismissed');
});

// The logo on its own page scrolls to the top (smoothly, unless reduced motion is asked for).
document.querySelector<HTMLAnchorElement>('[data-logo]')?.addEventListener('click', (event) => {
  if (event.currentTarget instanceof HTMLAnchorElement && event.currentTarget.pathname === location.pathname) {
    event.preventDefault();
    scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }
});

// Forms that apply on change (the blog's filter and sort).
document.addEventListener('change', (event) => {
  const form = event.target instanceof HTMLSelectElement ? event.target.closest<HTMLFormElement>('form[data-autosubmit]') : null;
  form?.requestSubmit();
});

// By media queries, not innerWidth: reading the window's size as the page starts forces its whole
// style and layout inside this script.
const narrow = matchMedia(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`);
const medium = matchMedia(`(max-width: ${BREAKPOINTS.md - 0.02}px)`);
let deviceTimer: ReturnType<typeof setTimeout> | undefined;
const device = () => {
  root.dataset['device'] = narrow.matches ? 'mobile' : medium.matches ? 'tablet' : 'desktop';
};
device();
addEventListener('resize', () => {
  clearTimeout(deviceTimer);
  deviceTimer = setTimeout(device, DEVICE_REFRESH_MS);
});

// Speculation Rules: prefetch a same-site page when a link is pressed or hovered, prerender it on a
// longer hover. Never on a data saver or a 2G connection (SPEC §2).
const connection: unknown = 'connection' in navigator ? navigator.connection : undefined;
const constrained =
  typeof connection === 'object' &&
  connection !== null &&
  (('saveData' in connection && connection.saveData === true) || ('effectiveType' in connection && /2g/.test(String(connection.effectiveType))));
if (!constrained && HTMLScriptElement.supports?.('speculationrules'))
  soon(() => {
    const where = {
      and: [
        { href_matches: '/*' },
        { not: { href_matches: '/api/*' } },
        { not: { href_matches: '/media/*' } },
        { not: { selector_matches: '[target], [download], [rel~=nofollow]' } },
      ],
    };
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ where, eagerness: 'conservative' }], prerender: [{ where, eagerness: 'moderate' }] });
    document.head.append(rules);
  });

// Consent first (Law 25): the Google tag starts only from a stored choice or the banner's answer.
// A prerendered page asks once it is shown, when a choice made meanwhile has reached its cookie.
whenShown(startConsent);

// Events marketers use without code (each does nothing without measurement consent): a call to
// action's button, and a form's first touch (its submission is counted by the form itself).
document.addEventListener('click', (event) => {
  const cta = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-cta]') : null;
  if (cta) trackEvent('cta_click', { label: cta.textContent?.trim() ?? '', destination: cta.href });
});
const started = new WeakSet<HTMLFormElement>();
document.addEventListener('focusin', (event) => {
  const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>('[data-island] form') : null;
  // A conversion form names itself (its `_form` field: demo_booking, newsletter...); the game has none.
  const kind = form?.querySelector<HTMLInputElement>('input[name="_form"]')?.value;
  if (!form || !kind || started.has(form)) return;
  started.add(form);
  trackEvent('form_start', { form_name: kind.startsWith('demo_') ? 'demo' : kind });
});

const islandsStarted = document.querySelector('[data-island]') ? import('./islands').then((m) => m.startIslands(), reloadAfterChunkError) : undefined;
// After the pieces above, and after the island loader has started where the page has islands (tests wait for it).
soon(() => void Promise.resolve(islandsStarted).then(() => (root.dataset['chrome'] = 'ready')));
