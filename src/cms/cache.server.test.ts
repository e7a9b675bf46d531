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

  it('after its lifetime, answers at once and refetches behind the caller; after an invalidation, refetches first', async () => {
    const { cache, advance } = clockCache();
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    await cache.get('k', load);
    advance(1000);
    // Past its time: the caller gets what it had, and one load starts for the next caller.
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(await cache.get('k', load)).toBe(2);
    expect(calls).toBe(2);
    // Content changed (Directus's hook): nobody gets the old answer again.
    cache.invalidateAll();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('keeps serving the old answer past its lifetime while the source fails, trying again after the pause', async () => {
    const { cache, advance } = clockCache();
    await cache.get('k', () => Promise.resolve('good'));
    advance(1000);
    const stale: unknown[] = [];
    let tries = 0;
    const failing = () => (tries++, Promise.reject(new Error('down')));
    expect(await cache.get('k', failing, (e) => stale.push(e))).toBe('good');
    await new Promise((r) => setTimeout(r, 0));
    expect(stale).toHaveLength(1);
    expect(await cache.get('k', failing)).toBe('good');
    expect(tries).toBe(1);
    advance(600);
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('good');
    expect(await cache.get('k', () => Promise.resolve('newer'))).toBe('new');
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
