// Lighthouse for `npm run bench`: the default configuration (mobile, simulated throttling), run
// several times per page in Debian's Chromium (as tests/support/validators.ts runs it), summarized
// as the median score of each category, the LCP and CLS of the median run, and the audits that cost
// points.
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright';
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

/**
 * `runs` Lighthouse runs of one URL in `chrome`. A run that fails (Lighthouse throws, or reports a
 * runtime error such as a Chrome error page) is noted with what the server answers to a plain
 * request, Chromium is restarted, and the run is tried again (at most two extra attempts in all).
 */
export async function lighthouseRuns(chrome: LighthouseChromium, url: string, runs: number): Promise<{ results: Result[]; problems: string[] }> {
  const results: Result[] = [];
  const problems: string[] = [];
  for (let attempt = 1; results.length < runs && attempt <= runs + 2; attempt++) {
    let failure: string | undefined;
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      if (!lhr) failure = 'Lighthouse returned nothing';
      else if (lhr.runtimeError) failure = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      else results.push(lhr);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure !== undefined) {
      problems.push(`Lighthouse attempt ${attempt} discarded (a plain request then got: ${await probe(url)}; Chromium restarted): ${failure}`);
      await chrome.start();
    }
  }
  return { results, problems };
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
    benchmarkIndex: results.map((r) => r.environment.benchmarkIndex).filter((n) => Number.isFinite(n)),
    failing: [...failing.values()].sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || b.weight - a.weight || a.score - b.score),
    problems: [...new Set(notes)],
  };
}
