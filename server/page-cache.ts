// A small in-memory cache of whole rendered responses, in front of server rendering. It holds only
// what the page itself marked as publicly cacheable (Cache-Control: public ... s-maxage), never a
// preview, never a response that sets a cookie, and is emptied whenever Directus reports a change.
// It is bounded by bytes, least recently used out first: every distinct query string is a distinct
// entry (an unknown `?x=<n>` too), so a count of entries alone would not bound the process's memory.

import type { PageBody } from './page-body.ts';

export type CachedResponse = { status: number; headers: [string, string][]; body: PageBody; storedAt: number };
type Entry = CachedResponse & { expiresAt: number; staleUntil: number; bytes: number };

/** The default budget: about 1,500 pages of 40 KiB, a small share of a server's memory. */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

// What an entry costs besides its body and header text, roughly: the Map slot, the entry object,
// the header arrays and the strings' own headers. An estimate, not an accounting of V8's heap.
const ENTRY_OVERHEAD_BYTES = 256;
const HEADER_OVERHEAD_BYTES = 48;

/** An entry's approximate size in memory: body, key and headers (V8 keeps ASCII strings a byte per character). */
function sizeOf(key: string, entry: CachedResponse): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length + entry.body.byteLength;
  for (const [name, value] of entry.headers) bytes += HEADER_OVERHEAD_BYTES + name.length + value.length;
  return bytes;
}

/** A Cache-Control directive's seconds in the response's headers, in ms; 0 when it has none. */
function directiveMs(headers: [string, string][], directive: 's-maxage' | 'stale-while-revalidate'): number {
  const cc = headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  const match = new RegExp(`(?:^|[\\s,])${directive}=(\\d+)`).exec(cc);
  return match ? Number(match[1]) * 1000 : 0;
}

/** An entry found: `stale` when past its lifetime but still within the time it may be served while fetched again. */
export type CacheLookup = { entry: CachedResponse; stale: boolean };

export type PageCacheStats = { entries: number; bytes: number; maxBytes: number };

export class PageCache {
  // A Map iterates in insertion order: re-inserting an entry on a hit keeps the least recently used first.
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;

  constructor(ttlMs: number, maxBytes = DEFAULT_PAGE_CACHE_MAX_BYTES) {
    this.#ttlMs = ttlMs;
    this.#maxBytes = maxBytes;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0 && this.#maxBytes > 0;
  }

  /** What the cache holds now; `bytes` never exceeds `maxBytes`. */
  stats(): PageCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, maxBytes: this.#maxBytes };
  }

  /** The fresh entry for `key`, or undefined. */
  get(key: string, now = Date.now()): CachedResponse | undefined {
    const found = this.lookup(key, now);
    return found && !found.stale ? found.entry : undefined;
  }

  /** The entry for `key`, fresh or stale (see `set`'s `staleMs`); one past both is dropped. */
  lookup(key: string, now = Date.now()): CacheLookup | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (now >= hit.staleUntil) {
      this.#bytes -= hit.bytes;
      return undefined;
    }
    this.#entries.set(key, hit);
    return { entry: hit, stale: now >= hit.expiresAt };
  }

  /** Drops `key`'s entry, fresh or stale. */
  delete(key: string): void {
    const hit = this.#entries.get(key);
    if (!hit) return;
    this.#entries.delete(key);
    this.#bytes -= hit.bytes;
  }

  static cacheable(res: Response): boolean {
    const cc = res.headers.get('cache-control') ?? '';
    return (res.status === 200 || res.status === 404) && /\bpublic\b/.test(cc) && /s-maxage=\d+/.test(cc) && !res.headers.has('set-cookie');
  }

  /** Changes on every clear(): a response rendered before a clear must not be stored after it. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * `ttlMs`: how long this entry may be served at most, when not the cache's own lifetime (its s-maxage
   * still bounds it). `staleMs`: how long after that `lookup` still finds it, marked stale, for the
   * caller to serve while it fetches it again (the response's stale-while-revalidate still bounds it);
   * `get` never returns a stale entry.
   */
  set(key: string, entry: CachedResponse, renderedInGeneration = this.#generation, ttlMs = this.#ttlMs, staleMs = 0): void {
    if (!this.enabled || renderedInGeneration !== this.#generation) return;
    const bytes = sizeOf(key, entry);
    // A page bigger than the whole budget would only empty the cache on its way through.
    if (bytes > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes + bytes <= this.#maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.bytes;
    }
    // The response's own s-maxage may be shorter (a publish window closing): read once, here.
    const expiresAt = entry.storedAt + Math.min(ttlMs, directiveMs(entry.headers, 's-maxage'));
    this.#entries.set(key, { ...entry, bytes, expiresAt, staleUntil: expiresAt + Math.min(staleMs, directiveMs(entry.headers, 'stale-while-revalidate')) });
    this.#bytes += bytes;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }
}
