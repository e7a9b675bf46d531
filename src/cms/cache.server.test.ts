import { describe, expect, it } from 'vitest';
import { StaleIfErrorCache } from './cache.server';

function clockCache(ttlMs = 1000) {
  let now = 0;
  const cache = new StaleIfErrorCache({ ttlMs, retryAfterErrorMs: 500, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('StaleIfErrorCache', () => {
  it('answers from memory while fresh', async () => {
    const { cache } = clockCache();
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(calls).toBe(1);
  });

  it('refetches after its lifetime, and at once after an invalidation', async () => {
    const { cache, advance } = clockCache();
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    await cache.get('k', load);
    advance(1000);
    expect(await cache.get('k', load)).toBe(2);
    cache.invalidateAll();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('serves the last good value when the source fails, and says so', async () => {
    const { cache, advance } = clockCache();
    await cache.get('k', () => Promise.resolve('good'));
    cache.invalidateAll();
    const stale: unknown[] = [];
    expect(
      await cache.get(
        'k',
        () => Promise.reject(new Error('down')),
        (e) => stale.push(e),
      ),
    ).toBe('good');
    expect(stale).toHaveLength(1);
    // Within the retry pause it does not even try.
    let tried = false;
    expect(await cache.get('k', () => ((tried = true), Promise.resolve('new')))).toBe('good');
    expect(tried).toBe(false);
    advance(600);
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
  });

  it('fails when the source fails and nothing was ever cached', async () => {
    const { cache } = clockCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('shares one load between concurrent callers', async () => {
    const { cache } = clockCache();
    let calls = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++calls), 5));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
  });

  it('does not store as fresh a value loaded across an invalidation', async () => {
    const { cache } = clockCache();
    let calls = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++calls), 5));
    const pending = cache.get('k', slow);
    cache.invalidateAll();
    await pending;
    expect(await cache.get('k', () => Promise.resolve(++calls))).toBe(2);
  });
});
