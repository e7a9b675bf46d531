// The island loader (decision 0008, 0017), loaded by main.ts only on pages that have islands. The
// code that hydrates an island (React, react-intl, the island's chunks) is fetched, not run, when the
// island comes near the viewport and the browser is idle; it runs, and the island hydrates on its own,
// when the visitor reaches for it (a pointer over it, a touch, the focus). Until then its server HTML
// is the whole of it, and works: a form posts, a link goes. So no island costs the page's load.
import { islandFailed } from './island-failed';

const started = new WeakMap<HTMLElement, Promise<boolean>>();

/** After the next paint, or within 100 ms where nothing paints (a tab in the background). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/** Hydrates an island once; resolves true when React has committed it. */
function hydrate(element: HTMLElement): Promise<boolean> {
  let ready = started.get(element);
  if (!ready) {
    element.dataset['islandStarted'] = '';
    // After the next paint: the press, touch or focus that reached for the island is answered (and
    // drawn) first, and the loading and hydrating follow in tasks of their own.
    ready = afterNextPaint()
      .then(() => import('./hydrate'))
      .then(
        (m) => m.hydrateIsland(element),
        (error: unknown) => {
          islandFailed(element, error);
          return false;
        },
      );
    started.set(element, ready);
  }
  return ready;
}

/**
 * A form sent before its island has hydrated (a quick tap on a slow phone) waits for it, then is
 * sent again through the island, which validates it and answers in place. If the island cannot
 * start, the form goes as the plain post it is, and its page answers it.
 */
function holdEarlySubmits(element: HTMLElement): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (element.dataset['islandHydrated'] !== undefined || element.dataset['islandFailed'] !== undefined || !(event.target instanceof HTMLFormElement))
        return;
      event.preventDefault();
      const form = event.target;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      void hydrate(element).then((ok) => {
        if (!ok) element.dataset['islandFailed'] = '';
        if (form.isConnected) form.requestSubmit(submitter);
      });
    },
    { capture: true },
  );
}

/**
 * A press on a button of an island that has not hydrated yet (a tap lands before its code has run)
 * is held, and pressed again through the island once it has: the visitor never has to tap twice.
 * Submit buttons are left to holdEarlySubmits, links to the browser.
 */
function holdEarlyPresses(element: HTMLElement): void {
  element.addEventListener(
    'click',
    (event) => {
      if (element.dataset['islandHydrated'] !== undefined || element.dataset['islandFailed'] !== undefined) return;
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!(button instanceof HTMLButtonElement) || !element.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(element).then((ok) => ok && button.isConnected && button.click());
    },
    { capture: true },
  );
}

/**
 * Typing into a field of an island that is hydrating stays the browser's: React would finish
 * hydrating the whole island inside that keystroke (it does so for any discrete event it has to
 * replay), and the visitor would wait for it. The characters land in the field as they always do, and
 * the form reads them when it takes its fields over (kit/forms/lazy-form.tsx); from hydration on,
 * React hears every keystroke.
 */
function keepTypingFromHydration(element: HTMLElement): void {
  const field = (target: EventTarget | null) =>
    target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'file'].includes(target.type));
  // textInput and composition events are what React reads to make its onBeforeInput.
  for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'textInput', 'input', 'compositionstart', 'compositionupdate', 'compositionend']) {
    element.addEventListener(
      type,
      (event) => {
        if (element.dataset['islandHydrated'] === undefined && field(event.target)) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  }
}

const fetched = new Set<string>();
const queue: string[] = [];

/**
 * Fetches an island's code without running it: module preloads at low priority, one file per idle
 * moment (the browser compiles each as it arrives, react-dom alone for tens of milliseconds on a phone).
 */
function fetchCode(element: HTMLElement): void {
  const files = (element.dataset['islandCode'] ?? '').split(' ').filter((file) => file && !fetched.has(file));
  for (const file of files) fetched.add(file);
  if (!queue.length && files.length) whenIdle(fetchNext);
  queue.push(...files);
}

function fetchNext(): void {
  const file = queue.shift();
  if (!file) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  link.fetchPriority = 'low';
  // The response's nonce, as Vite's own loader reads it (src/root.tsx).
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) link.nonce = nonce;
  document.head.append(link);
  if (queue.length) whenIdle(fetchNext);
}

const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));

export function startIslands(): void {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        near.unobserve(entry.target);
        fetchCode(entry.target);
      }
    },
    { rootMargin: '600px 0px' },
  );
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    near.observe(element);
    holdEarlySubmits(element);
    holdEarlyPresses(element);
    // Once the visitor reaches for an island, a failure to load its code never reloads the page (island-failed.ts).
    for (const type of ['focusin', 'input', 'submit'] as const) {
      element.addEventListener(type, () => (element.dataset['islandTouched'] = ''), { once: true, capture: true });
    }
    // Reaching for it: a pointer over it, a press, a touch, the focus, or typing into a field that had
    // the focus before this script ran (as does the current focus, or a pointer already over it).
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'input'] as const) {
      element.addEventListener(type, () => void hydrate(element), { once: true, passive: true, capture: true });
    }
    if (element.contains(document.activeElement) || element.matches(':hover')) void hydrate(element);
    keepTypingFromHydration(element);
  }
}
