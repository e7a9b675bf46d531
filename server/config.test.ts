import { describe, expect, it } from 'vitest';
import { pageCacheConfig } from './config';

describe('site server configuration', () => {
  it('reads the page cache budget and lifetime from the environment', () => {
    expect(pageCacheConfig({ PAGE_CACHE_MAX_BYTES: '1048576', PAGE_CACHE_TTL_MS: '0', PAGE_CACHE_PICTURE_TTL_MS: '1500' })).toEqual({
      maxBytes: 1_048_576,
      ttlMs: 0,
      pictureTtlMs: 1500,
    });
  });

  it('has a cache on by default, with a budget', () => {
    const defaults = pageCacheConfig({});
    expect(defaults.ttlMs).toBeGreaterThan(0);
    expect(defaults.maxBytes).toBeGreaterThan(0);
    expect(defaults.pictureTtlMs).toBe(600_000);
  });

  it('refuses a malformed value, naming the variable', () => {
    for (const value of ['64MiB', '-1', '1.5']) {
      expect(() => pageCacheConfig({ PAGE_CACHE_MAX_BYTES: value }), value).toThrow(/PAGE_CACHE_MAX_BYTES/);
    }
  });
});
