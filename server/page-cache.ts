// A small in-memory cache of whole rendered responses, in front of server rendering. It holds only
// what the page itself marked as publicly cacheable (Cache-Control: public ... s-maxage), never a
// preview, never a response that sets a cookie, and is emptied whenever Directus reports a change.

export type CachedResponse = { status: number; headers: [string, string][]; body: Buffer; storedAt: number };
type Entry = CachedResponse & { expiresAt: number };

/** The response's own shared lifetime (s-maxage), in ms: a page bounded by a publish window says so. */
function sharedMaxAgeMs(headers: [string, string][]): number {
  const cc = headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  const match = /s-maxage=(\d+)/.exec(cc);
  return match ? Number(match[1]) * 1000 : 0;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (now >= hit.expiresAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit;
  }

  static cacheable(res: Response): boolean {
    const cc = res.headers.get('cache-control') ?? '';
    return (res.status === 200 || res.status === 404) && /\bpublic\b/.test(cc) && /s-maxage=\d+/.test(cc) && !res.headers.has('set-cookie');
  }

  /** Changes on every clear(): a response rendered before a clear must not be stored after it. */
  get generation(): number {
    return this.#generation;
  }

  set(key: string, entry: CachedResponse, renderedInGeneration = this.#generation): void {
    if (!this.enabled || renderedInGeneration !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    // The response's own s-maxage may be shorter (a publish window closing): read once, here.
    this.#entries.set(key, { ...entry, expiresAt: entry.storedAt + Math.min(this.#ttlMs, sharedMaxAgeMs(entry.headers)) });
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
