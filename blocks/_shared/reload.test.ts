import { beforeEach, describe, expect, it } from 'vitest';
import { guardedReload, RELOAD_GUARD_MS } from './reload';

describe('guardedReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then refuses the same path within 10 s unless forced', () => {
    let reloads = 0;
    const reload = () => void reloads++;
    expect(guardedReload({ now: 1000, reload })).toBe(true);
    expect(guardedReload({ now: 1000 + RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(guardedReload({ now: 1000 + RELOAD_GUARD_MS - 1, reload, force: true })).toBe(true);
    expect(guardedReload({ now: 1000 + 3 * RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reloads).toBe(3);
  });
});
