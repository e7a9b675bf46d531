// The island loader (decision 0008), loaded by main.ts only on pages that have islands. It watches
// each `[data-island]` and hydrates it on its own when it comes near the viewport or the visitor
// reaches for it; the code that hydrates (React, react-intl, the island's chunk) is fetched then.
import { reloadAfterChunkError } from './reload';

function hydrate(element: HTMLElement): void {
  if (element.dataset['islandStarted'] !== undefined) return;
  element.dataset['islandStarted'] = '';
  import('./hydrate').then((m) => m.hydrateIsland(element), reloadAfterChunkError);
}

export function startIslands(): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  // Near the viewport (or in it from the start): hydrate. Reaching for one first hydrates it at once.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        observer.unobserve(entry.target);
        hydrate(entry.target);
      }
    },
    { rootMargin: '300px 0px' },
  );
  for (const element of elements) {
    observer.observe(element);
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
      element.addEventListener(type, () => hydrate(element), { once: true, passive: true });
    }
  }
}
