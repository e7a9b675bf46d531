import { afterEach, describe, expect, it, vi } from 'vitest';
import { Limit, retryAfterSeconds } from './rate-limit.server';

afterEach(() => {
  vi.useRealTimers();
});

describe('retryAfterSeconds', () => {
  it('is the whole seconds until a slot frees, rounded up, and never 0', () => {
    expect(retryAfterSeconds(600_000)).toBe(600);
    expect(retryAfterSeconds(599_001)).toBe(600);
    expect(retryAfterSeconds(599_000)).toBe(599);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(400)).toBe(1);
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-5)).toBe(1);
  });
});

describe('Limit (in memory)', () => {
  it('allows `points` attempts per window, then refuses with the true time left', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const limit = new Limit({ name: 'test', points: 5, windowMs: 600_000, redis: null });
    for (let i = 0; i < 5; i++) expect(await limit.consume('4:1.2.3.4')).toEqual({ allowed: true });
    expect(await limit.consume('4:1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    // Another visitor has their own count.
    expect(await limit.consume('4:1.2.3.5')).toEqual({ allowed: true });
    // 4 min 10.5 s later, the window ends in 5 min 49.5 s: 350 s to wait.
    vi.advanceTimersByTime(250_500);
    expect(await limit.consume('4:1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 350 });
    // Once the window is over, the visitor starts afresh.
    vi.advanceTimersByTime(349_600);
    expect(await limit.consume('4:1.2.3.4')).toEqual({ allowed: true });
  });

  it('gives an attempt back when nothing came of it', async () => {
    const limit = new Limit({ name: 'refund', points: 1, windowMs: 3_600_000, redis: null });
    expect(await limit.consume('a')).toEqual({ allowed: true });
    await limit.refund('a');
    expect(await limit.consume('a')).toEqual({ allowed: true });
    expect((await limit.consume('a')).allowed).toBe(false);
  });
});
