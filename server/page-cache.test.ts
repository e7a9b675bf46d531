import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const entry = (cc: string, storedAt: number) => ({ status: 200, headers: [['Cache-Control', cc]] as [string, string][], body: Buffer.from('x'), storedAt });

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

  it('does not keep a page rendered before the cache was cleared (content changed meanwhile)', () => {
    const cache = new PageCache(10_000);
    const generation = cache.generation;
    cache.clear();
    cache.set('/a', entry('public, s-maxage=60', 0), generation);
    expect(cache.get('/a', 1)).toBeUndefined();
    cache.set('/a', entry('public, s-maxage=60', 0), cache.generation);
    expect(cache.get('/a', 1)).toBeDefined();
  });
});
