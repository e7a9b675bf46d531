import { describe, expect, it } from 'vitest';
import { eachAtMost } from './at-most';

describe('eachAtMost', () => {
  it('never runs more than the limit at once, starts the items in order and returns their results in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await eachAtMost([30, 5, 20, 1, 10, 2], 3, async (ms) => {
      started.push(ms);
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return ms * 2;
    });
    expect(most).toBe(3);
    expect(started).toEqual([30, 5, 20, 1, 10, 2]);
    expect(results).toEqual([60, 10, 40, 2, 20, 4]);
  });

  it('does nothing with no items, and stops at the first failure', async () => {
    expect(await eachAtMost([], 4, () => Promise.resolve(1))).toEqual([]);
    await expect(eachAtMost([1, 2], 1, (n) => (n === 1 ? Promise.reject(new Error('down')) : Promise.resolve(n)))).rejects.toThrow('down');
  });
});
