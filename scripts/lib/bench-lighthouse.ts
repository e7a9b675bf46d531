// Lighthouse for `npm run bench`: the default configuration (mobile, simulated throttling), run
// several times per page in Debian's Chromium (as tests/support/validators.ts runs it), summarized
// as the median score of each category, the LCP and CLS of the median run, and the audits that cost
// points. Each run of a page follows a run of a static calibration page in the same Chromium (a
// trivial HTML page the bench serves itself): what the machine costs a page that does nothing, beside
// what the page costs, with each one's main-thread time in Lighthouse's groups.
import { createServer } from 'node:http';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright';
import { z } from 'zod';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';
import { freePort } from '../../tests/support/stack.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type FailingAudit = { category: Category; id: string; weight: number; score: number; displayValue: string; explanation: string; runs: number };

export type LighthouseSummary = {
  runs: number;
  /** Median score (0-100) of each category over the runs that produced one; null when none did. */
  scores: Record<Category, number | null>;
  /** The lowest score of each category over the runs. */
  lowest: Record<Category, number | null>;
  lcpMs: number | null;
  /** Total blocking time of the median run. */
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's measure of this machine's speed in each run (environment.benchmarkIndex; higher is faster). */
  benchmarkIndex: number[];
  /** Audits scored below 1 (not notApplicable, informative or manual) in a category that lost points in some run, with the worst run's score and figure. */
  failing: FailingAudit[];
  /** Runtime errors and warnings Lighthouse reported, and runs that threw. */
  problems: string[];
};

const IGNORED_MODES = new Set(['notApplicable', 'informative', 'manual']);

/** Debian's Chromium, started by Playwright and listening for DevTools, for Lighthouse to drive. */
export class LighthouseChromium {
  #browser: Browser | undefined;
  #port = 0;

  get port(): number {
    return this.#port;
  }

  async start(): Promise<void> {
    await this.close();
    this.#port = await freePort();
    this.#browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${this.#port}`],
      headless: true,
    });
  }

  async close(): Promise<void> {
    const browser = this.#browser;
    this.#browser = undefined;
    await browser?.close().catch(() => undefined);
  }
}

/** What the server says to a plain request for the URL, to tell a browser problem from a server one. */
async function probe(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return `HTTP ${res.status}`;
  } catch (error) {
    return error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  }
}

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
};

const score = (lhr: Result, category: Category): number | null => {
  const s = lhr.categories[category]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};

/** The calibration page: a heading and a paragraph, no CSS, no script, no image. */
const CALIBRATION_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page the bench measures beside every route.">
<title>Calibration</title>
</head>
<body>
<h1>Calibration</h1>
<p>A static page: no stylesheet, no script, no image. What Lighthouse measures here is the machine's share of every page's figures.</p>
</body>
</html>
`;

/** Serves the calibration page on loopback (every path); `close` stops the server. */
export async function serveCalibrationPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-length': Buffer.byteLength(CALIBRATION_HTML) });
    res.end(CALIBRATION_HTML);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * One Lighthouse run of `url` in `chrome`. A run that fails (Lighthouse throws, or reports a runtime
 * error such as a Chrome error page) is noted in `problems` with what the server answers to a plain
 * request, and Chromium is restarted; the result is then null.
 */
async function lighthouseOnce(
  chrome: LighthouseChromium,
  url: string,
  categories: readonly Category[],
  problems: string[],
  what: string,
): Promise<Result | null> {
  let failure: string | undefined;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    const lhr = result?.lhr;
    if (!lhr) failure = 'Lighthouse returned nothing';
    else if (lhr.runtimeError) failure = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    else return lhr;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  problems.push(`Lighthouse ${what} discarded (a plain request then got: ${await probe(url)}; Chromium restarted): ${failure}`);
  await chrome.start();
  return null;
}

/**
 * `runs` Lighthouse runs of one URL in `chrome`, each (when `calibrationUrl` is given) right after a
 * run of the calibration page (performance only) in the same Chromium. A failed run is tried again,
 * at most two extra attempts in all for the page and two for the calibration page.
 */
export async function lighthouseRuns(
  chrome: LighthouseChromium,
  url: string,
  runs: number,
  calibrationUrl?: string,
): Promise<{ results: Result[]; calibration: Result[]; problems: string[] }> {
  const results: Result[] = [];
  const calibration: Result[] = [];
  const problems: string[] = [];
  let attempts = 0;
  let calibrationAttempts = 0;
  while (results.length < runs && attempts < runs + 2) {
    if (calibrationUrl && calibration.length <= results.length && calibrationAttempts < runs + 2) {
      const lhr = await lighthouseOnce(chrome, calibrationUrl, ['performance'], problems, `attempt ${++calibrationAttempts} on the calibration page`);
      if (lhr) calibration.push(lhr);
      else continue;
    }
    const lhr = await lighthouseOnce(chrome, url, CATEGORIES, problems, `attempt ${++attempts}`);
    if (lhr) results.push(lhr);
  }
  return { results, calibration, problems };
}

/** Main-thread time in Lighthouse's groups (the mainthread-work-breakdown audit), ms of the simulated phone (4x CPU). */
export type MainThread = {
  /** Style & Layout. */
  styleLayout: number;
  /** Parse HTML & CSS. */
  parseHtml: number;
  /** Script Evaluation, and Script Parsing & Compilation. */
  script: number;
  /** Lighthouse's "Other": tasks no other group claims. */
  other: number;
  /** Every group, Rendering and Garbage Collection included. */
  total: number;
};

/** What a run's main-thread audit holds (Lighthouse's JSON, read at the boundary). */
const breakdownAudit = z.object({ details: z.object({ items: z.array(z.object({ group: z.string(), duration: z.number() })) }) });
const environment = z.object({ benchmarkIndex: z.number() });

function mainThread(lhr: Result): MainThread | null {
  const parsed = breakdownAudit.safeParse(lhr.audits['mainthread-work-breakdown']);
  if (!parsed.success) return null;
  const sum = (...groups: string[]) => parsed.data.details.items.filter((i) => groups.includes(i.group)).reduce((total, i) => total + i.duration, 0);
  return {
    styleLayout: sum('styleLayout'),
    parseHtml: sum('parseHTML'),
    script: sum('scriptEvaluation', 'scriptParseCompile'),
    other: sum('other'),
    total: parsed.data.details.items.reduce((total, i) => total + i.duration, 0),
  };
}

/** A page's figures over its runs, each the median of that figure. */
export type RunMedians = {
  runs: number;
  performance: number | null;
  /** Lowest and highest performance score over the runs. */
  performanceRange: [number, number] | null;
  tbtMs: number | null;
  mainThread: MainThread | null;
  benchmarkIndex: number | null;
  /**
   * Lighthouse's estimate of the server's response time (network-server-latency, the slowest origin's),
   * median and highest over the runs. Its simulation delays every request to that origin by it, the
   * document included: one slow image response in a run moves that run's FCP and LCP.
   */
  serverLatencyMs: number | null;
  serverLatencyMaxMs: number | null;
};

export function runMedians(results: Result[]): RunMedians {
  const scores = results.map((r) => score(r, 'performance')).filter((s): s is number => s !== null);
  const numbers = (values: (number | null | undefined)[]) => values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const threads = results.map(mainThread).filter((m): m is MainThread => m !== null);
  const groupMedian = (key: keyof MainThread) => median(threads.map((t) => t[key])) ?? 0;
  const latencies = numbers(results.map((r) => r.audits['network-server-latency']?.numericValue));
  return {
    runs: results.length,
    performance: median(scores),
    performanceRange: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
    tbtMs: median(numbers(results.map((r) => r.audits['total-blocking-time']?.numericValue))),
    mainThread: threads.length
      ? {
          styleLayout: groupMedian('styleLayout'),
          parseHtml: groupMedian('parseHtml'),
          script: groupMedian('script'),
          other: groupMedian('other'),
          total: groupMedian('total'),
        }
      : null,
    benchmarkIndex: median(numbers(results.map((r) => environment.safeParse(r.environment).data?.benchmarkIndex))),
    serverLatencyMs: median(latencies),
    serverLatencyMaxMs: latencies.length ? Math.max(...latencies) : null,
  };
}

export function summarize(results: Result[], problems: string[] = []): LighthouseSummary {
  const scores = {} as Record<Category, number | null>;
  const lowest = {} as Record<Category, number | null>;
  for (const c of CATEGORIES) {
    const values = results.map((r) => score(r, c)).filter((s): s is number => s !== null);
    scores[c] = median(values);
    lowest[c] = values.length ? Math.min(...values) : null;
  }

  // The median run: the one whose performance score is the median (the lower middle for an even
  // count), ties going to the run whose LCP is nearest the median LCP.
  const lcpOf = (r: Result) => r.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  const medianLcp = median(results.map(lcpOf).filter((v) => Number.isFinite(v)));
  const medianRun = results
    .filter((r) => score(r, 'performance') === scores.performance)
    .sort((a, b) => Math.abs(lcpOf(a) - (medianLcp ?? 0)) - Math.abs(lcpOf(b) - (medianLcp ?? 0)))[0];

  // Audits that cost points, in every category where some run scored below 100, counted over the runs.
  const failing = new Map<string, FailingAudit>();
  for (const c of CATEGORIES) {
    if (lowest[c] === null || lowest[c] >= 100) continue;
    for (const lhr of results) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1 || IGNORED_MODES.has(audit.scoreDisplayMode)) continue;
        const key = `${c} ${ref.id}`;
        const seen = failing.get(key);
        if (seen) {
          seen.runs++;
          // The worst run's figure goes with the worst score.
          if (audit.score < seen.score)
            Object.assign(seen, {
              score: audit.score,
              displayValue: audit.displayValue ?? seen.displayValue,
              explanation: audit.explanation ?? seen.explanation,
            });
          continue;
        }
        // Playwright starts Chromium with the back/forward cache disabled: that is the browser, not the page.
        const items: unknown[] = audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? audit.details.items : [];
        const browserOnly =
          ref.id === 'bf-cache' &&
          items.length > 0 &&
          items.every((item) => typeof item === 'object' && item !== null && 'failureType' in item && item.failureType === 'Not actionable');
        const displayValue = browserOnly ? 'not actionable: disabled in the test browser (Playwright flags)' : (audit.displayValue ?? '');
        failing.set(key, { category: c, id: ref.id, weight: ref.weight, score: audit.score, displayValue, explanation: audit.explanation ?? '', runs: 1 });
      }
    }
  }

  const notes = [...problems];
  for (const lhr of results) for (const warning of lhr.runWarnings) notes.push(`warning: ${String(warning)}`);

  return {
    runs: results.length,
    scores,
    lowest,
    lcpMs: medianRun?.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: medianRun?.audits['total-blocking-time']?.numericValue ?? null,
    cls: medianRun?.audits['cumulative-layout-shift']?.numericValue ?? null,
    benchmarkIndex: results.flatMap((r) => environment.safeParse(r.environment).data?.benchmarkIndex ?? []).filter((n) => Number.isFinite(n)),
    failing: [...failing.values()].sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || b.weight - a.weight || a.score - b.score),
    problems: [...new Set(notes)],
  };
}
