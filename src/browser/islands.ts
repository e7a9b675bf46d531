// The island loader (decision 0008), loaded by main.ts only on pages that have islands. It watches
// each `[data-island]` and hydrates it on its own when it comes near the viewport or the visitor
// reaches for it; the code that hydrates (React, react-intl, the island's chunk) is fetched then.
import { islandFailed } from './island-failed';

const started = new WeakMap<HTMLElement, Promise<boolean>>();

/** Hydrates an island once; resolves true when React has committed it. */
function hydrate(element: HTMLElement): Promise<boolean> {
  let ready = started.get(element);
  if (!ready) {
    element.dataset['islandStarted'] = '';
    ready = import('./hydrate').then(
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

export function startIslands(): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  // Near the viewport (or in it from the start): hydrate. Reaching for one first hydrates it at once.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target);
      }
    },
    { rootMargin: '300px 0px' },
  );
  for (const element of elements) {
    observer.observe(element);
    holdEarlySubmits(element);
    // Once the visitor reaches for an island, a failure to load its code never reloads the page (island-failed.ts).
    for (const type of ['focusin', 'input', 'submit'] as const) {
      element.addEventListener(type, () => (element.dataset['islandTouched'] = ''), { once: true, capture: true });
    }
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
      element.addEventListener(type, () => void hydrate(element), { once: true, passive: true });
    }
  }
}
