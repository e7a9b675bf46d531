import { describe, expect, it } from 'vitest';
import { retryDelay } from './outbox.server';

describe('the outbox’s back-off', () => {
  it('waits 30 s after the first failure, doubles, and never waits more than an hour', () => {
    const delays = Array.from({ length: 10 }, (_, i) => retryDelay(i + 1, 30_000) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });
});
