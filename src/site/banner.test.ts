import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BANNER_COOKIE, bannerDismissedScript } from './banner';

describe("the banner's head script", () => {
  it('stays one inert script element even with a key that tries to end it', () => {
    const key = `k</script><script nonce="__csp_nonce__">window.__pwn=1</script>`;
    const script = bannerDismissedScript(key);
    const page = new DOMParser().parseFromString(`<!doctype html><head><script>${script}</script></head>`, 'text/html');
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(script).not.toContain('<');
    // And it still recognises that very key in the cookie.
    const classes = new Set<string>();
    const document = { cookie: `a=b; ${BANNER_COOKIE}=${key}`, documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    runInNewContext(script, { document });
    expect(classes.has('banner-dismissed')).toBe(true);
  });
});
