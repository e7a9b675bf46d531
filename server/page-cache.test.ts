import { describe, expect, it } from 'vitest';
import { cacheKeyFor } from '#schemas/marketing-params';
import { PageBody } from './page-body';
import { PageCache } from './page-cache';

const entry = (cc: string, storedAt: number, bodyBytes = 1) => ({
  status: 200,
  headers: [['Cache-Control', cc]] as [string, string][],
  body: PageBody.of(Buffer.alloc(bodyBytes, 'x'), []),
  storedAt,
});
const page = (bodyBytes: number) => entry('public, s-maxage=60', 0, bodyBytes);
const keys = (cache: PageCache, candidates: string[]) => candidates.filter((k) => cache.get(k, 1) !== undefined);

describe('page cache', () => {
  it('keeps a page for its own s-maxage when that is shorter than the cache lifetime (a publish window closing)', () => {
    const cache = new PageCache(10_000);
    cache.set('/a', entry('public, s-maxage=3', 0));
    cache.set('/b', entry('public, s-maxage=60', 0));
    expect(cache.get('/a', 2_999)).toBeDefined();
    expect(cache.get('/a', 3_000)).toBeUndefined();
    expect(cache.get('/b', 9_999)).toBeDefined();
    expect(cache.get('/b', 10_000)).toBeUndefined();
  });

  it('keeps an entry given its own lifetime (a picture) that long, its s-maxage still bounding it, until the cache is cleared', () => {
    const cache = new PageCache(10_000);
    cache.set('media /media/a?w=320', entry('public, max-age=604800, s-maxage=31536000', 0), cache.generation, 600_000);
    cache.set('media /media/b?w=320', entry('public, s-maxage=60', 0), cache.generation, 600_000);
    expect(cache.get('media /media/a?w=320', 599_999)).toBeDefined();
    expect(cache.get('media /media/a?w=320', 600_000)).toBeUndefined();
    expect(cache.get('media /media/b?w=320', 60_000)).toBeUndefined();
    cache.set('media /media/a?w=320', entry('public, s-maxage=31536000', 0), cache.generation, 600_000);
    cache.clear();
    expect(cache.get('media /media/a?w=320', 1)).toBeUndefined();
  });

  it('finds an entry given a stale time (a picture) stale after its lifetime, within the response’s stale-while-revalidate, and never through get', () => {
    const cache = new PageCache(10_000);
    const key = 'media /media/a?w=320';
    cache.set(key, entry('public, s-maxage=31536000, stale-while-revalidate=86400', 0), cache.generation, 600_000, 7 * 86_400_000);
    expect(cache.lookup(key, 599_999)).toMatchObject({ stale: false });
    expect(cache.lookup(key, 600_000)).toMatchObject({ stale: true });
    expect(cache.get(key, 600_000)).toBeUndefined();
    // The response allows a day stale, however long the caller would keep it.
    expect(cache.lookup(key, 600_000 + 86_399_999)).toMatchObject({ stale: true });
    expect(cache.lookup(key, 600_000 + 86_400_000)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    // No stale-while-revalidate in the response, or no stale time asked: gone at its lifetime.
    cache.set('media /media/b?w=320', entry('public, s-maxage=31536000', 0), cache.generation, 600_000, 86_400_000);
    cache.set('/page', entry('public, s-maxage=60, stale-while-revalidate=60', 0));
    expect(cache.lookup('media /media/b?w=320', 600_000)).toBeUndefined();
    expect(cache.lookup('/page', 10_000)).toBeUndefined();
    // Dropped on demand (a picture no longer for everyone), its bytes given back; emptied by clear().
    cache.set(key, entry('public, s-maxage=31536000, stale-while-revalidate=86400', 0), cache.generation, 600_000, 86_400_000);
    cache.delete(key);
    expect(cache.lookup(key, 1)).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
    cache.set(key, entry('public, s-maxage=31536000, stale-while-revalidate=86400', 0), cache.generation, 600_000, 86_400_000);
    cache.clear();
    expect(cache.lookup(key, 600_000)).toBeUndefined();
  });

  it('does not keep a page rendered before the cache was cleared (content changed meanwhile)', () => {
    const cache = new PageCache(10_000);
    const generation = cache.generation;
    cache.clear();
    cache.set('/a', entry('public, s-maxage=60', 0), generation);
    expect(cache.get('/a', 1)).toBeUndefined();
    cache.set('/a', entry('public, s-maxage=60', 0), cache.generation);
    expect(cache.get('/a', 1)).toBeDefined();
  });

  it('serves every campaign click on a lander from the one entry of the bare page', () => {
    const cache = new PageCache(10_000);
    cache.set(cacheKeyFor('/ads/heatPumpShort?gclid=first&utm_source=google'), page(100));
    for (const url of ['/ads/heatPumpShort', '/ads/heatPumpShort?gclid=second', '/ads/heatPumpShort?utm_campaign=spring&UTM_MEDIUM=cpc&fbclid=f&msclkid=m']) {
      expect(cache.get(cacheKeyFor(url), 1), url).toBeDefined();
    }
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps apart what the page reads from the query, whatever the order of the parameters', () => {
    const cache = new PageCache(10_000);
    cache.set(cacheKeyFor('/blog?sort=oldest&category=rebates&gclid=1'), page(100));
    expect(cache.get(cacheKeyFor('/blog?category=rebates&sort=oldest'), 1)).toBeDefined();
    expect(cache.get(cacheKeyFor('/blog?category=heat-pumps&sort=oldest'), 1)).toBeUndefined();
    expect(cache.get(cacheKeyFor('/blog?category=rebates'), 1)).toBeUndefined();
    expect(cache.get(cacheKeyFor('/blog'), 1)).toBeUndefined();
  });

  it('is bounded by bytes: a new page pushes out the least recently used ones until it fits', () => {
    // Room for two pages of 10,000 bytes with their headers, not for three.
    const cache = new PageCache(10_000, 25_000);
    cache.set('/a', page(10_000));
    cache.set('/b', page(10_000));
    expect(keys(cache, ['/a', '/b'])).toEqual(['/a', '/b']);
    cache.set('/c', page(10_000));
    expect(keys(cache, ['/a', '/b', '/c'])).toEqual(['/b', '/c']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(25_000);

    // A large page takes the room of several small ones.
    cache.set('/big', page(20_000));
    expect(keys(cache, ['/b', '/c', '/big'])).toEqual(['/big']);
  });

  it('moves a page it serves to the most recently used end', () => {
    const cache = new PageCache(10_000, 25_000);
    cache.set('/a', page(10_000));
    cache.set('/b', page(10_000));
    expect(cache.get('/a', 1)).toBeDefined();
    cache.set('/c', page(10_000));
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.get('/c', 1)).toBeDefined();
  });

  it('does not store a page larger than the whole budget, nor drop the others for it', () => {
    const cache = new PageCache(10_000, 25_000);
    cache.set('/a', page(10_000));
    cache.set('/huge', page(30_000));
    expect(cache.get('/huge', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.stats().entries).toBe(1);
  });

  it('counts headers, not only bodies, and gives the bytes back when a page is replaced, expires or the cache is cleared', () => {
    const cache = new PageCache(10_000, 1_000_000);
    cache.set('/plain', page(1_000));
    const plain = cache.stats().bytes;
    expect(plain).toBeGreaterThanOrEqual(1_000);
    cache.clear();
    cache.set('/plain', { ...page(1_000), headers: [...page(1_000).headers, ['Link', `<${'x'.repeat(5_000)}>`]] });
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(plain + 5_000);

    cache.set('/plain', page(1_000));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: plain });
    cache.set('/short', entry('public, s-maxage=1', 0, 1_000));
    expect(cache.get('/short', 1_000)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: plain });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('never holds more than its budget, however many distinct addresses are requested', () => {
    const cache = new PageCache(10_000, 100_000);
    let seed = 1;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let n = 0; n < 5_000; n++) {
      cache.set(cacheKeyFor(`/ads/heatPumpShort?x=${n}`), page(Math.floor(random() * 30_000)));
      if (random() < 0.3) cache.get(cacheKeyFor(`/ads/heatPumpShort?x=${Math.floor(random() * n)}`), 1);
      expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.stats().entries).toBeGreaterThan(2);
  });

  it('is off with no lifetime or no budget', () => {
    for (const cache of [new PageCache(0), new PageCache(10_000, 0)]) {
      expect(cache.enabled).toBe(false);
      cache.set('/a', page(10));
      expect(cache.get('/a', 1)).toBeUndefined();
    }
  });
});
