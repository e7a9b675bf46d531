// The island loader (decision 0008): hydrates each `[data-island]` on its own, with one shared React
// and react-intl, when it nears the viewport or the visitor reaches for it, importing only that
// island's code. Loaded by main.ts only on pages that have islands.
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, type IslandState } from '../../blocks/_shared/island-root';
import { islands } from '../../blocks/islands';
import { LOCALES } from '../../schemas/locale';
import { reloadAfterChunkError } from './reload';

function isIslandState(value: unknown): value is IslandState {
  if (typeof value !== 'object' || value === null) return false;
  const v: Record<string, unknown> = { ...value };
  return (
    LOCALES.some((l) => l === v['locale']) &&
    typeof v['prefix'] === 'string' &&
    typeof v['props'] === 'object' &&
    v['props'] !== null &&
    typeof v['messages'] === 'object' &&
    v['messages'] !== null
  );
}

async function hydrate(element: HTMLElement): Promise<void> {
  if (element.dataset['islandStarted'] !== undefined) return;
  element.dataset['islandStarted'] = '';
  const definition = islands[element.dataset['island'] ?? ''];
  const state: unknown = JSON.parse(element.dataset['islandState'] ?? 'null');
  if (!definition || !isIslandState(state)) {
    console.error(`[site] island "${element.dataset['island']}" cannot start: unknown, or its state is unreadable`);
    return;
  }
  let render;
  try {
    render = await definition.load();
  } catch (error) {
    // Most likely a new build replaced the chunk this page names (SPEC §4).
    reloadAfterChunkError(error);
    return;
  }
  // Marked once React has committed it: tests wait for the mark.
  const onCommit = () => void (element.dataset['islandHydrated'] = '');
  hydrateRoot(element, <IslandRoot state={state} render={render} onCommit={onCommit} />, { identifierPrefix: state.prefix });
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
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
      element.addEventListener(type, () => void hydrate(element), { once: true, passive: true });
    }
  }
}
