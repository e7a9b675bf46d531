// Page weight for `npm run bench`: a page's HTML and the CSS inlined in it (fetched as a visitor's
// browser would, gzip -9 sizes), and the JavaScript a phone loads before the visitor does anything
// (headless Chromium at Lighthouse's mobile size, no scrolling); and how promptly the booking form
// answers a visitor who types into it the moment it appears on a slow phone.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { z } from 'zod';

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

/** The booking pages whose typing the bench times, each with a name in its language (accents typed as a phone's keyboard sends them). */
export const TYPING_CASES = [
  { path: '/demo', name: 'Jeanne Tremblay-Côté' },
  { path: '/fr/demo', name: 'Élodie Gagnon-Bérubé' },
] as const;

/** The slowest keystroke the issue allows a visitor typing the moment the form appears at 4x CPU (issue 44). */
export const KEYSTROKE_TARGET_MS = 200;

export type TypingTry = {
  /** The slowest interaction with a key event (Event Timing's duration, as INP counts it); null when none reached 16 ms. */
  slowestKeyMs: number | null;
  /** The tap that focused the field, when it reached 16 ms. */
  tapMs: number | null;
  keystrokes: number;
  /** Every character there, in order, once the form had hydrated. */
  kept: boolean;
  value: string;
};

export type Typing = {
  tries: TypingTry[];
  /** Median over the tries of each try's slowest keystroke (a try with none of 16 ms or more counts as 0). */
  slowestKeyMs: number | null;
  keptIn: number;
  problems: string[];
};

const eventEntry = z.object({ id: z.number(), name: z.string(), duration: z.number() });

/**
 * A visitor on a slow phone (Lighthouse's phone, CPU slowed 4x through DevTools) who has answered the
 * consent banner before, opens `url`, taps the booking form's name field the moment it appears, and
 * types `name` at ten characters a second, `tries` times in fresh contexts. Event Timing records each
 * interaction from the first byte of the page.
 */
export async function typingOnSlowPhone(browser: Browser, url: string, name: string, tries: number, consentCookie: string): Promise<Typing> {
  const results: TypingTry[] = [];
  const problems: string[] = [];
  for (let attempt = 1; attempt <= tries; attempt++) {
    const context = await browser.newContext(LIGHTHOUSE_MOBILE);
    try {
      await context.addCookies([{ name: 'consent', value: consentCookie, url }]);
      const page = await context.newPage();
      page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const seen: { id: number; name: string; duration: number }[] = [];
        Object.assign(window, { benchInteractions: seen });
        // Event Timing's interactionId and durationThreshold are newer than TypeScript's DOM types.
        const options: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16, buffered: true };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const id = 'interactionId' in entry && typeof entry.interactionId === 'number' ? entry.interactionId : 0;
            if (id) seen.push({ id, name: entry.name, duration: entry.duration });
          }
        }).observe(options);
      });
      await page.goto(url, { waitUntil: 'commit' });
      const field = page.locator('[data-island="demo_booking"] input[name="name"]');
      await field.tap({ timeout: 30_000 });
      await page.keyboard.type(name, { delay: 100 });
      await page.locator('[data-island-hydrated]').waitFor({ timeout: 30_000 });
      // The form takes its fields over when it hydrates: give it a moment to settle what it kept.
      let value = await field.inputValue();
      for (let wait = 0; wait < 20 && value !== name; wait++) {
        await page.waitForTimeout(250);
        value = await field.inputValue();
      }
      // The last keystroke's entry is reported after its next paint.
      await page.waitForTimeout(300);
      const entries = eventEntry.array().parse(await page.evaluate(() => ('benchInteractions' in window ? window.benchInteractions : [])));
      const byId = new Map<number, { duration: number; key: boolean }>();
      for (const e of entries) {
        const known = byId.get(e.id) ?? { duration: 0, key: false };
        byId.set(e.id, { duration: Math.max(known.duration, e.duration), key: known.key || e.name.startsWith('key') });
      }
      const keys = [...byId.values()].filter((i) => i.key).map((i) => i.duration);
      const taps = [...byId.values()].filter((i) => !i.key).map((i) => i.duration);
      results.push({
        slowestKeyMs: keys.length ? Math.max(...keys) : null,
        tapMs: taps.length ? Math.max(...taps) : null,
        keystrokes: keys.length,
        kept: value === name,
        value,
      });
    } catch (error) {
      problems.push(`typing try ${attempt}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await context.close();
    }
  }
  const sorted = results.map((r) => r.slowestKeyMs ?? 0).sort((a, b) => a - b);
  return {
    tries: results,
    slowestKeyMs: sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? null) : null,
    keptIn: results.filter((r) => r.kept).length,
    problems: [...new Set(problems)],
  };
}
