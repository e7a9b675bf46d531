// What the production server sends around every page, against the real site: a Content-Security-Policy
// whose nonce is fresh for each response (cached pages too) and is on every script and preload the
// page carries, so that a script someone slips into a page does not run; the other security headers on
// pages, assets and API answers; HSTS over HTTPS only; and the health checks a load balancer asks.
import { describe, expect, it } from 'vitest';
import { BROWSER_UA, stack } from '../support/admin';
import { hydrated, islandsReady, visitors, VIEWPORTS } from '../support/browser';
import { freePort, startSite } from '../support/stack';

const PAGES = ['/', '/fr', '/hvac', '/demo', '/fr/demo', '/blog', '/blog/heat-pump-rebates-2026', '/account', '/fr/compte', '/no-such-page'];
const url = (path: string) => `${stack().siteUrl}${path}`;

/** The tags of `html` that load or run script, with their attributes. */
function scriptTags(html: string): { tag: string; attrs: string }[] {
  const found: { tag: string; attrs: string }[] = [];
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const [, tag = '', attrs = ''] = m;
    if (tag === 'link' && !/\brel="modulepreload"/.test(attrs)) continue;
    // Data, not code: JSON-LD and the islands' props never run.
    if (tag === 'script' && /\btype="application\/(ld\+)?json"/.test(attrs)) continue;
    found.push({ tag, attrs });
  }
  return found;
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('Content-Security-Policy', () => {
  it('gives every page a fresh nonce, on every script and preload it carries', async () => {
    for (const path of PAGES) {
      const seen = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const res = await fetch(url(path), { headers: { 'user-agent': BROWSER_UA } });
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        // The Data Studio's live preview frames the pages; nobody else may.
        expect(csp).toContain(`frame-ancestors 'self' ${new URL(stack().directusUrl).origin}`);
        const nonce = nonceOf(csp) ?? '';
        seen.add(nonce);
        const html = await res.text();
        const tags = scriptTags(html);
        expect(tags.length, `${path} runs the site's script`).toBeGreaterThan(0);
        const without = tags.filter((t) => !t.attrs.includes(`nonce="${nonce}"`));
        expect(without, `${path}: script tags without this response's nonce`).toEqual([]);
        expect(html).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}"/>`);
        expect(html).not.toContain('__csp_nonce__');
      }
      // The second answer came from the page cache (or was rendered again): a new nonce either way.
      expect(seen.size, path).toBe(2);
    }
  });
});

describe('a page in Chromium under its policy', () => {
  const visitor = visitors(() => stack().siteUrl);

  it('runs the site’s scripts and islands (the sign-in loads the firebase SDK) with no violation; an injected script does not run', async () => {
    const page = await visitor.open('/', { viewport: VIEWPORTS.mobile });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Reflect.set(window, '__violations', seen);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const violations = () => page.evaluate(() => Reflect.get(window, '__violations') as string[]);

    for (const path of ['/fr', '/demo', '/blog']) {
      await page.goto(url(path));
      await hydrated(page);
      await islandsReady(page);
      expect(await violations(), path).toEqual([]);
    }

    // The sign-in island fetches the firebase SDK when the form is sent: allowed by 'strict-dynamic'.
    await page.goto(url('/account'));
    await hydrated(page);
    await page.locator('main').getByLabel('E-mail').fill('nobody@example.com');
    await page.locator('main').getByLabel('Password', { exact: true }).fill('not-a-password');
    await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
    await page.locator('main [role="alert"]').filter({ hasText: /\S/ }).first().waitFor();
    expect(await violations()).toEqual([]);

    // What an injected inline script would do (a compromised CMS field, say): blocked and reported.
    await page.route(url('/hvac'), async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response: res, body });
    });
    await page.goto(url('/hvac'));
    await hydrated(page);
    expect(await page.evaluate((): unknown => Reflect.get(window, '__injected'))).toBeUndefined();
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem inline$/)]);
  });
});

describe('other security headers', () => {
  it('are on pages, assets and API answers; HSTS only over HTTPS', async () => {
    const page = await fetch(url('/'));
    const asset = await fetch(url('/favicon.svg'));
    const api = await fetch(url('/api/environment'));
    for (const res of [page, asset, api]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // Behind the (trusted) proxy that ends TLS.
    const https = await fetch(url('/'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('let a page that carries a secret in its address keep its stricter referrer policy', async () => {
    const res = await fetch(url('/demo/manage/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });
});

describe('health checks', () => {
  it('say the process is up, and ready when Directus answers; never cached', async () => {
    const live = await fetch(url('/healthz'));
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(url('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', cms: 'up' });
  });

  it('say not ready when Directus does not answer and nothing is held to serve instead', async () => {
    const port = await freePort();
    const lonely = await startSite({ ...stack(), sitePort: port, siteUrl: `http://127.0.0.1:${port}`, directusUrl: 'http://127.0.0.1:9' });
    try {
      expect((await fetch(`${lonely.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${lonely.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', cms: 'down', cachedAnswers: 0 });
    } finally {
      await lonely.stop();
    }
  });
});
