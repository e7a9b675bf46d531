// Every island of the site by name, the name its element carries (`data-island`). The browser's
// island loader (src/browser/islands.ts) imports this map, so it holds loaders, never components.
import type { IslandDefinition } from '#kit/islands/island-definition';
import { widgets } from './embed/widgets';

export const islands: Record<string, IslandDefinition> = { ...widgets };

let all: Promise<void> | undefined;

/** The server renders islands synchronously: it loads every island's code once, at start. */
export function loadAllIslands(): Promise<void> {
  all ??= Promise.all(Object.values(islands).map((island) => island.load())).then(() => undefined);
  return all;
}
