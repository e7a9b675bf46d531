import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedReload, RELOAD_GUARD_MS } from './reload';

describe('guardedReload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset['postAnswer'];
    vi.restoreAllMocks();
  });

  it('reloads once, then refuses the same path within 10 s unless forced', () => {
    let reloads = 0;
    const reload = () => void reloads++;
    expect(guardedReload({ now: 1000, reload })).toBe(true);
    expect(guardedReload({ now: 1000 + RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(guardedReload({ now: 1000 + RELOAD_GUARD_MS - 1, reload, force: true })).toBe(true);
    expect(guardedReload({ now: 1000 + 3 * RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reloads).toBe(3);
  });

  it('never takes what a visitor has begun: a field typed in, ticked, chosen or in focus', () => {
    document.body.innerHTML = `<form>
      <input name="email" value="">
      <input type="checkbox" name="consent">
      <select name="role"><option value="">Choose</option><option value="owner">Owner</option></select>
      <input type="hidden" name="_ticket" value="1">
    </form>`;
    let reloads = 0;
    const reload = () => void reloads++;
    const field = <T extends Element>(selector: string) => document.querySelector<T & HTMLElement>(selector) ?? expect.fail(selector);
    // What the page came with (a hidden field the page itself fills included) takes nothing.
    field<HTMLInputElement>('[name="_ticket"]').value = '2';
    const untouched = guardedReload({ now: 1000, reload });
    sessionStorage.clear();

    field<HTMLInputElement>('[name="email"]').value = 'a@';
    const typed = guardedReload({ now: 1000, reload });
    field<HTMLInputElement>('[name="email"]').value = '';
    field<HTMLInputElement>('[name="consent"]').checked = true;
    const ticked = guardedReload({ now: 1000, reload });
    field<HTMLInputElement>('[name="consent"]').checked = false;
    field<HTMLSelectElement>('[name="role"]').value = 'owner';
    const chosen = guardedReload({ now: 1000, reload });
    field<HTMLSelectElement>('[name="role"]').value = '';
    field<HTMLInputElement>('[name="email"]').focus();
    const focused = guardedReload({ now: 1000, reload });

    expect({ untouched, typed, ticked, chosen, focused }).toEqual({ untouched: true, typed: false, ticked: false, chosen: false, focused: false });
    expect(reloads).toBe(1);
    // A reload the visitor asked for is theirs to make.
    expect(guardedReload({ now: 1000 + 3 * RELOAD_GUARD_MS, reload, force: true })).toBe(true);
  });

  it('never reloads a page that answers a form’s post, which would send the post again', () => {
    document.documentElement.dataset['postAnswer'] = '';
    let reloads = 0;
    expect(guardedReload({ now: 1000, reload: () => void reloads++ })).toBe(false);
    expect(reloads).toBe(0);
  });
});
