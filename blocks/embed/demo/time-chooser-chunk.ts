// The booking's time chooser is a chunk of its own (./TimeChooser.tsx, with TanStack Query in the
// browser: ./LiveTimeChooser.tsx), fetched when the visitor reaches the time step or the island starts
// on it (decision 0008).
import { lazyPart } from '#kit/islands/lazy-part';
import type { IslandQuery } from '#kit/query/island-query';

const liveChooser = () => import('./LiveTimeChooser');

/** The time chooser: TanStack Query's in the browser; on the server, the times the page was answered with. */
export const timeChooser = lazyPart(
  import.meta.env.SSR ? () => import('./TimeChooser').then((m) => m.ServerTimeChooser) : () => liveChooser().then((m) => m.LiveTimeChooser),
);

/** The time chooser's module and the island's query client, for what the form itself tells them. */
export const withChooser = (query: IslandQuery) => Promise.all([liveChooser(), query.client()]);

/** The island's code; the server, which renders it synchronously, loads the time chooser's with it. */
export async function withTimeStep<C>(component: C): Promise<C> {
  if (import.meta.env.SSR) await timeChooser.preload();
  return component;
}
