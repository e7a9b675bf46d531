// The QueryClient an island root makes when it first needs one (./island-query.tsx): in a chunk of
// its own, with @tanstack/react-query. Each query says how fresh it must be and how often it is
// tried (blocks/embed/demo/availability-query.ts, kit/forms/signed-in.ts); these are the defaults.
import { QueryClient } from '@tanstack/react-query';

/** Waits between tries: 0.5 s, 1 s, 2 s... up to 4 s. */
export const backoff = (failures: number): number => Math.min(500 * 2 ** failures, 4_000);

export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: backoff } } });
  // Listens for the visitor coming back to the tab, or online (the island lives as long as its page).
  client.mount();
  return client;
}
