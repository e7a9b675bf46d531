// Hydrates one island: React, react-intl and the island registry arrive with the first island that
// needs them (decision 0008), never with the page.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandState } from '#kit/islands/island-definition';
import { IslandRoot } from '#kit/islands/island-root';
import { islands } from '../../blocks/islands';
import { HTML_LANG, LOCALES } from '#schemas/locale';
import { islandFailed } from './island-failed';

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

function readState(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.dataset['islandState'] ?? 'null');
  } catch {
    return null;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates one island; resolves true once React has committed it, false when it cannot start. */
export async function hydrateIsland(element: HTMLElement): Promise<boolean> {
  const name = element.dataset['island'] ?? '';
  // The site's own islands (the account page's sign-in) load their registry only on their pages.
  const definition = islands[name] ?? (await import('../account/islands')).siteIslands[name];
  const state = readState(element);
  if (!definition || !isIslandState(state)) {
    // The server's HTML stays as it is: readable, and its form still posts to its action.
    console.error(`[site] island "${element.dataset['island']}" cannot start: unknown, or its state is unreadable`);
    return false;
  }
  let render: Awaited<ReturnType<typeof definition.load>>;
  try {
    render = await definition.load();
  } catch (error) {
    // Most likely a new build replaced the chunk this page names (SPEC §4).
    islandFailed(element, error);
    return false;
  }
  // The first use of Intl in a page starts the browser's locale data, one task of 150 ms or more on
  // a slow phone (react-intl asks whether the locale is supported as it starts): in a task of its own,
  // so that a keystroke waits for that or for hydration, never for both together.
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(HTML_LANG[state.locale]);
  await nextTask();
  let committed: (ok: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (committed = resolve));
  // Marked once React has committed it: tests wait for the mark.
  const onCommit = () => {
    element.dataset['islandHydrated'] = '';
    committed(true);
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole island (a visitor's input still interrupts it and is replayed).
  startTransition(() => {
    hydrateRoot(element, <IslandRoot state={state} render={render} onCommit={onCommit} />, {
      identifierPrefix: state.prefix,
      onUncaughtError: (error) => console.error(`[site] the ${element.dataset['island']} island failed`, error),
    });
  });
  return done;
}
