import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { BROWSER_UA, chromiumLaunchOptions } from './chromium.ts';
import { serializeConsent } from '#schemas/consent.ts';
import { SEED_CONSENT_VERSION } from '../../directus/seed/content.ts';

type Shared = { browser: Browser; files: Set<BrowserContext>[] };
/** One Chromium per kind of visitor for the whole run (the files run one after another in one worker). */
const shared = new Map<boolean, Promise<Shared>>();

/**
 * Headless Chromium says "HeadlessChrome" in its user agent, and the site (rightly) treats that as a
 * crawler: no interactive error page, no redirects. Visitors' browsers are what these tests play.
 *
 * The integration files share one worker, one after another (vitest.config.ts): each `launch()` hands
 * out the same running Chromium (starting one and its first page took 1.5-2 s a file), and its
 * `close()` closes the contexts opened since that `launch()` (the last one still open), not the
 * browser, which the next file uses. Contexts are what keep visitors apart (cookies, storage, cache).
 */
export async function launch({ answeredConsent = true }: { answeredConsent?: boolean } = {}): Promise<Browser> {
  let started = shared.get(answeredConsent);
  if (!started) {
    started = start(answeredConsent);
    shared.set(answeredConsent, started);
  }
  const { browser, files } = await started;
  files.push(new Set());
  return browser;
}

async function start(answeredConsent: boolean): Promise<Shared> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--user-agent=${BROWSER_UA}`], headless: true });
  const files: Set<BrowserContext>[] = [];
  // A browser that went away (crashed, or the run ends) is started again by the next launch().
  browser.on('disconnected', () => shared.delete(answeredConsent));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    files.at(-1)?.add(context);
    closeWithTest(context);
    if (answeredConsent) {
      // Visitors who already answered the consent banner (by refusing): tests of other features see the
      // page without it. The consent tests (tests/e2e/consent.test.ts) launch without this.
      const value = serializeConsent({ version: SEED_CONSENT_VERSION, measurement: false, advertising: false, givenAt: Date.now() });
      await context.addCookies([{ name: 'consent', value, domain: '127.0.0.1', path: '/' }]);
    }
    return context;
  };
  if (answeredConsent) {
    browser.newPage = async (options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      // Its context goes with it; the browser may already be closing (a file's afterAll), which is fine.
      page.once('close', () => {
        context.close().catch(() => undefined);
      });
      return page;
    };
  }
  browser.close = async () => {
    const mine = files.pop() ?? new Set();
    await Promise.all([...mine].map((context) => context.close().catch(() => undefined)));
  };
  return { browser, files };
}

/**
 * A context a test opens is closed when that test ends: its pages would otherwise keep running (and
 * drawing) beside every later test of the file, on the machine's two cores. One opened outside a test
 * (a file's beforeAll) lives until its browser closes.
 */
function closeWithTest(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    // Not inside a test.
  }
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Resolves once the page is ready as a visitor sees it: loaded, its fonts in, the site's script has run
 * with its island loader where the page has islands (pages are documents, decision 0008: main.ts marks
 * `data-chrome="ready"` after both), and every island the visitor has reached for has hydrated
 * (islands wait for the visitor, decision 0017). Each condition is waited for itself, not guessed
 * from a quiet network (`networkidle` cost at least 500 ms a page, and nothing here needs it).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    if (document.documentElement.dataset['chrome'] !== 'ready' || document.readyState !== 'complete') return false;
    await document.fonts.ready;
    return [...document.querySelectorAll('[data-island-started]')].every((el) => el.hasAttribute('data-island-hydrated'));
  });
}

/**
 * Brings the page's islands (or those matching `selector`) into view one by one, reaches for each (a
 * pointer over it) and waits until it has hydrated, as a visitor going to a form would; then back to
 * the top.
 */
export async function islandsReady(page: Page, selector = '[data-island]'): Promise<void> {
  const islands = page.locator(selector);
  for (let i = 0; i < (await islands.count()); i++) {
    const island = islands.nth(i);
    await island.scrollIntoViewIfNeeded();
    await reachFor(island);
    try {
      // Generous: on CI the story projects' Chromium shares the two cores with this page.
      await page.waitForFunction((el) => el?.hasAttribute('data-island-hydrated'), await island.elementHandle(), { timeout: 30_000 });
    } catch (error) {
      // Says why, for the next time it happens: which island, and how far it got (started, failed, or
      // gone with a reload after a chunk error).
      const marks = await island
        .evaluate((el: HTMLElement) => `${el.dataset['island'] ?? '?'}: ${Object.keys(el.dataset).join(', ')}`, undefined, { timeout: 2_000 })
        .catch(() => 'gone from the page (a reload?)');
      throw new Error(`island ${i + 1} of ${page.url()} did not hydrate within 30 s; its marks: ${marks}; ${pageStory(page)}`, { cause: error });
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A pointer comes over an island, as a visitor's does on the way to a field: the island hydrates
 * (decision 0017). Dispatched, not moved there, so that no banner over it can take the pointer.
 */
export async function reachFor(island: Locator): Promise<void> {
  // The island loader listens from `data-chrome="ready"` on (main.ts). A page that reloaded since it
  // was opened (an island's code failed to load: kit/islands/reload.ts) is waited for again, or the
  // pointer would pass before anything listens, as no visitor's can.
  await island.page().waitForFunction(() => document.documentElement.dataset['chrome'] === 'ready');
  await island.dispatchEvent('pointerover');
}

/** What a page said in its console, and how often it loaded, for a failure's message. */
const pageLogs = new WeakMap<Page, { loads: number; lines: string[] }>();

function watch(page: Page): void {
  const log = { loads: 0, lines: [] as string[] };
  pageLogs.set(page, log);
  page.on('load', () => log.loads++);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') log.lines.push(`${message.type()}: ${message.text()}`.slice(0, 300));
  });
  page.on('pageerror', (error) => log.lines.push(`pageerror: ${error.message}`.slice(0, 300)));
}

/** The page's loads and console errors so far (empty for a page not opened by `visitors`). */
export function pageStory(page: Page): string {
  const log = pageLogs.get(page);
  return log ? `loaded ${log.loads} time(s); console: ${log.lines.join(' | ') || 'nothing'}` : '';
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations for the page (or a part of it), WCAG 2.2 AA rules. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    type AxeResult = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(sel ? { include: [sel] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, selector ?? null);
}

/**
 * axe on a page opened without JavaScript (axe itself is a script): the same HTML, copied into a page
 * that runs scripts but loads nothing, checked there.
 */
export async function axeViolationsWithoutJs(page: Page, selector?: string): Promise<string[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('axeViolationsWithoutJs: the page has no browser');
  const context = await browser.newContext({ viewport: page.viewportSize() ?? VIEWPORTS.desktop });
  try {
    const copy = await context.newPage();
    await copy.route('**/*', (route) => route.abort());
    await copy.setContent(await page.content());
    return await axeViolations(copy, selector);
  } finally {
    await context.close();
  }
}

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

/**
 * One Chromium for a test file, started before the file's tests and closed after them: the function
 * it gives opens a fresh context (its own cookies), closed with the browser.
 */
export function fileBrowser(): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('fileBrowser(): the browser starts in beforeAll');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
}

let visitorCount = 0;

/**
 * One Chromium for a test file, and a fresh visitor (its own context, cookies and address) per
 * `open`: the browser starts before the file's tests and closes after them. Each visitor comes
 * from its own address (X-Forwarded-For, trusted from loopback in tests), as the forms' rate limit
 * counts them.
 */
export function visitors(base: () => string) {
  const newContext = fileBrowser();
  return {
    async open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
      const n = visitorCount++;
      const context = await newContext({
        viewport: VIEWPORTS.desktop,
        ...options,
        extraHTTPHeaders: { 'x-forwarded-for': `10.${100 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`, ...options.extraHTTPHeaders },
      });
      const page = await context.newPage();
      watch(page);
      await page.goto(`${base()}${path}`);
      if (options.javaScriptEnabled !== false) await hydrated(page);
      return page;
    },
  };
}
