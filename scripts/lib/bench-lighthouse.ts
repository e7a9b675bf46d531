// Lighthouse for `npm run bench`: the default configuration (mobile, simulated throttling), run
// several times per page in Debian's Chromium (as tests/support/validators.ts runs it), summarized
// as the median score of each category, the LCP and CLS of the median run, and the audits that cost
// points.
import lighthouse, { type Result } from 'lighthouse';

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
  cls: number | null;
  /** Audits scored below 1 (not notApplicable, informative or manual) in a category that lost points in some run. */
  failing: FailingAudit[];
  /** Runtime errors and warnings Lighthouse reported, and runs that threw. */
  problems: string[];
};

const IGNORED_MODES = new Set(['notApplicable', 'informative', 'manual']);

/**
 * `runs` Lighthouse runs of one URL, in the Chromium listening for DevTools on `port`. A run that
 * fails (Lighthouse throws, or reports a runtime error such as a Chrome error page) is noted and
 * replaced, twice at most.
 */
export async function lighthouseRuns(port: number, url: string, runs: number): Promise<{ results: Result[]; problems: string[] }> {
  const results: Result[] = [];
  const problems: string[] = [];
  for (let attempt = 1; results.length < runs && attempt <= runs + 2; attempt++) {
    try {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      if (!lhr) problems.push(`attempt ${attempt}: Lighthouse returned nothing`);
      else if (lhr.runtimeError) problems.push(`attempt ${attempt} discarded: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      else results.push(lhr);
    } catch (error) {
      problems.push(`attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
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
          seen.score = Math.min(seen.score, audit.score);
          continue;
        }
        // Playwright starts Chromium with the back/forward cache disabled: that is the browser, not the page.
        const items: unknown[] = audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? audit.details.items : [];
        const browserOnly = ref.id === 'bf-cache' && items.length > 0 && items.every((item) => typeof item === 'object' && item !== null && 'failureType' in item && item.failureType === 'Not actionable');
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
    cls: medianRun?.audits['cumulative-layout-shift']?.numericValue ?? null,
    failing: [...failing.values()].sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || b.weight - a.weight || a.score - b.score),
    problems: [...new Set(notes)],
  };
}
