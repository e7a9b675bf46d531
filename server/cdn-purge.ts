// Purging a CDN in front of the site when content changes. Pages are marked `s-maxage=60,
// stale-while-revalidate=300`: without a purge, a CDN shows a publish up to a minute late (and its
// stale copy a while longer). With CDN_PURGE_URL set, the replica Directus told about the change POSTs
// to the CDN's purge API (the other replicas hear it through Redis and do not purge again). A burst of
// changes (a page saved with its blocks, a seed) is one purge: the first change starts a short wait
// and the changes during it ride along. A failed purge is tried once more, then warned about: the CDN
// then catches up by itself when its copies expire.
import type { CdnPurgeConfig } from './config.ts';

export type CdnPurger = {
  /** Content changed: purge soon (once for a burst of changes). */
  changed(): void;
  /** Sends a purge still waiting (a stopping server), and waits for it (at most the request's timeout). */
  flush(): Promise<void>;
};

export type CdnPurgeOptions = {
  /** How long changes gather before one purge. */
  delayMs?: number;
  /** How long before a failed purge is tried again. */
  retryMs?: number;
  timeoutMs?: number;
};

const NOTHING: CdnPurger = { changed: () => {}, flush: async () => {} };

export function cdnPurgerOf(config: CdnPurgeConfig | undefined, { delayMs = 1_000, retryMs = 5_000, timeoutMs = 10_000 }: CdnPurgeOptions = {}): CdnPurger {
  if (!config) return NOTHING;
  // Named in logs by its host alone: the address may carry an account or zone id, never a secret in logs.
  const where = new URL(config.url).host;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const send = async (): Promise<string | null> => {
    try {
      const res = await fetch(config.url, { method: 'POST', headers: config.headers, body: config.body, signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer().catch(() => {});
      return res.ok ? null : `${where} answered ${res.status}`;
    } catch (error) {
      return `${where} could not be reached (${error instanceof Error ? error.message : String(error)})`;
    }
  };

  const purge = async () => {
    const failed = await send();
    if (failed === null) return;
    await new Promise((r) => setTimeout(r, retryMs).unref());
    const still = await send();
    if (still !== null) console.warn(`[site] CDN purge failed: ${still}; the CDN shows the change when its copies expire (s-maxage)`);
  };

  const run = () => {
    timer = undefined;
    running = purge().finally(() => {
      running = undefined;
      // Changes that came while this purge was under way get a purge of their own.
      if (again) {
        again = false;
        schedule();
      }
    });
  };

  const schedule = () => {
    if (timer) return;
    if (running) {
      again = true;
      return;
    }
    timer = setTimeout(run, delayMs);
  };

  return {
    changed: schedule,
    async flush() {
      if (timer) {
        clearTimeout(timer);
        run();
      }
      if (running) await Promise.race([running, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    },
  };
}
