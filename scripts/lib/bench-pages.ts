// Page weight for `npm run bench`: a page's HTML and the CSS inlined in it (fetched as a visitor's
// browser would, gzip -9 sizes), and the JavaScript a phone loads before the visitor does anything
// (headless Chromium at Lighthouse's mobile size, no scrolling).
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';

/** Lighthouse 13's default mobile device (core/config/constants.js): a Moto G Power. */
export const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

export type HtmlWeight = {
  status: number;
  /** Where the request ended up, when the page redirected. */
  redirectedTo?: string;
  cacheState: string;
  htmlRaw: number;
  htmlGzip: number;
  /** The contents of every <style> element, summed; gzip of them together. */
  cssRaw: number;
  cssGzip: number;
  styleElements: number;
};

export async function htmlWeight(url: string, userAgent: string): Promise<HtmlWeight> {
  const res = await fetch(url, { headers: { 'user-agent': userAgent } });
  const body = Buffer.from(await res.arrayBuffer());
  const css = [...body.toString('utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  const cssText = css.join('\n');
  return {
    status: res.status,
    ...(res.redirected ? { redirectedTo: new URL(res.url).pathname } : {}),
    cacheState: res.headers.get('x-page-cache') ?? '-',
    htmlRaw: body.length,
    htmlGzip: gzipSize(body),
    cssRaw: Buffer.byteLength(cssText),
    cssGzip: css.length ? gzipSize(cssText) : 0,
    styleElements: css.length,
  };
}

/** A script the page fetched; `ran` once the browser has run any of it (islands' code is fetched ahead, and runs when the visitor reaches for one). */
export type ScriptFile = { path: string; raw: number; gzip: number; firebase: boolean; ran: boolean };

/** A string only the firebase Auth SDK's code holds: its REST host. */
const FIREBASE_MARK = 'identitytoolkit.googleapis.com';
export type ScriptLoad = {
  files: ScriptFile[];
  /** Every script fetched, gzip. */
  gzip: number;
  /** The scripts the browser ran (V8's coverage), gzip: what a phone's main thread pays before interaction. */
  ranGzip: number;
  islands: number;
  /** The islands' names (`data-island`): demo_booking, newsletter... */
  islandNames: string[];
  hydrated: number;
  /** Console errors, uncaught exceptions and failed requests while loading. */
  problems: string[];
  /** Scripts loaded before interaction that carry the firebase SDK (only the sign-in island's, and only once used, should). */
  firebase: string[];
};

/**
 * Every response of resource type "script" while a fresh phone-sized visitor loads the page, until
 * the network has been idle (Playwright's networkidle: 500 ms without requests) and 500 ms more, and
 * which of them ran (V8's precise coverage: a module fetched ahead and never run has no function called).
 */
export async function scriptsBeforeInteraction(browser: Browser, url: string): Promise<ScriptLoad> {
  const context = await browser.newContext(LIGHTHOUSE_MOBILE);
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
    page.on('requestfailed', (req) => problems.push(`request failed: ${new URL(req.url()).pathname} (${req.failure()?.errorText ?? '?'})`));
    const files: ScriptFile[] = [];
    const pending: Promise<void>[] = [];
    await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      const path = new URL(res.url()).pathname;
      pending.push(
        res.body().then(
          (body) => void files.push({ path, raw: body.length, gzip: gzipSize(body), firebase: body.includes(FIREBASE_MARK), ran: false }),
          () => void problems.push(`script body unreadable: ${path}`),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    // Bodies still arriving may register more responses: wait until none is left.
    for (let seen = 0; seen < pending.length;) {
      const batch = pending.slice(seen);
      seen = pending.length;
      await Promise.all(batch);
    }
    const ran = new Set(
      (await page.coverage.stopJSCoverage())
        .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
        .map((script) => new URL(script.url).pathname),
    );
    for (const file of files) file.ran = ran.has(file.path);
    const islands = await page.evaluate(() => ({
      islands: document.querySelectorAll('[data-island]').length,
      islandNames: [...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset['island'] ?? ''),
      hydrated: document.querySelectorAll('[data-island-hydrated]').length,
    }));
    files.sort((a, b) => a.path.localeCompare(b.path));
    const sum = (list: ScriptFile[]) => list.reduce((total, f) => total + f.gzip, 0);
    return {
      files,
      gzip: sum(files),
      ranGzip: sum(files.filter((f) => f.ran)),
      ...islands,
      problems,
      firebase: files.filter((f) => f.firebase).map((f) => f.path),
    };
  } finally {
    await context.close();
  }
}
