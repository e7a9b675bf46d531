// TanStack Query where the browser fetches (decision 0008): one QueryClient per island root, made the
// first time the island asks for it, in the browser only. Its code (@tanstack/react-query and
// ./client.ts) is a chunk of its own, fetched with the step that needs it: an island that never asks
// (a visitor who is not signed in and never reaches the demo's time step) never loads it. Islands
// also render on the server, where nothing fetches and no client is ever made.
import { createContext, use, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export type IslandQuery = {
  /** The island's client, its code fetched on the first call (./client.ts). Never on the server. */
  client: () => Promise<QueryClient>;
  /** The island's client, made now by a part whose chunk brings ./client.ts with it. Never on the server. */
  clientFrom: (make: () => QueryClient) => QueryClient;
};

const onServer = () => new Error('An island asked for a query client on the server, where nothing fetches');

function islandQuery(): IslandQuery {
  let made: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const clientFrom = (make: () => QueryClient) => {
    if (import.meta.env.SSR) throw onServer();
    return (made ??= make());
  };
  return {
    clientFrom,
    client: () => {
      if (import.meta.env.SSR) return Promise.reject(onServer());
      if (made) return Promise.resolve(made);
      return (loading ??= import('./client').then(
        (m) => clientFrom(m.createQueryClient),
        (error: unknown) => {
          // The chunk could not be fetched (a new build replaced it): the next call tries again.
          loading = undefined;
          throw error;
        },
      ));
    },
  };
}

const IslandQueryContext = createContext<IslandQuery | null>(null);

/** Wraps an island's root (kit/islands/island-root.tsx; kit/islands/island.tsx in Storybook and unit tests). */
export function IslandQueryProvider({ children }: { children: ReactNode }) {
  const [query] = useState(islandQuery);
  return <IslandQueryContext value={query}>{children}</IslandQueryContext>;
}

/** The island root's query client, made on first use. */
export function useIslandQuery(): IslandQuery {
  const query = use(IslandQueryContext);
  if (!query) throw new Error('useIslandQuery: render the island inside its IslandRoot (kit/islands/island-root.tsx)');
  return query;
}
