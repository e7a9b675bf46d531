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

/** `runs` Lighthouse runs of one URL, in the Chromium listening for DevTools on `port`. */
export async function lighthouseRuns(port: number, url: string, runs: number): Promise<{ results: Result[]; problems: string[] }> {
  const results: Result[] = [];
  const problems: string[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result?.lhr) problems.push(`run ${i + 1}: Lighthouse returned nothing`);
      else results.push(result.lhr);
    } catch (error) {
      problems.push(`run ${i + 1} failed: ${error instanceof Error ? error.message : String(error)}`);
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
        } else {
          failing.set(key, { category: c, id: ref.id, weight: ref.weight, score: audit.score, displayValue: audit.displayValue ?? '', explanation: audit.explanation ?? '', runs: 1 });
        }
      }
    }
  }

  const notes = [...problems];
  for (const [i, lhr] of results.entries()) {
    if (lhr.runtimeError) notes.push(`run ${i + 1}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) notes.push(`run ${i + 1} warning: ${String(warning)}`);
  }

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
