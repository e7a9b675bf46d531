// The statistics of an A/B experiment on a page, as the Data Studio's results show them (decision
// 0018). Small and of our own, checked against known values in experiment-stats.test.ts:
// - each variant's conversion rate (leads / visitors exposed) with a 95 % Wilson score interval, which
//   stays inside 0-100 % and honest at small counts where the textbook normal interval does not;
// - the probability that a variant beats the control, from Beta(1 + leads, 1 + visitors - leads)
//   posteriors (a uniform prior), summed exactly (Evan Miller's closed form) up to large counts and by
//   the normal approximation past them;
// - a sample-ratio mismatch: a chi-square test of the visitors each variant got against its weight. A
//   split that strays (p < 0.001) means assignment or counting is broken, and no result can be trusted;
// - "not enough data yet" until every variant has MIN_VISITORS visitors and the test MIN_LEADS leads.
// Plain TypeScript with no imports: the Directus extension imports it as is (Node strips the types).

export type VariantCounts = { key: string; weight: number; visitors: number; leads: number };

export type VariantResult = VariantCounts & {
  /** leads / visitors, 0 without visitors. */
  rate: number;
  /** The 95 % interval of the rate. */
  low: number;
  high: number;
  /** P(this variant's rate > the control's); null for the control itself. */
  beatsControl: number | null;
};

export type ExperimentResult = {
  variants: VariantResult[];
  /** Chi-square p-value of the visitors' split against the weights; null with fewer than two variants in play. */
  sampleRatioP: number | null;
  /** True when the split strays from the weights beyond chance (p < SRM_ALPHA). */
  sampleRatioMismatch: boolean;
  /** False until every variant has MIN_VISITORS visitors and the experiment MIN_LEADS leads. */
  enoughData: boolean;
};

export const MIN_VISITORS = 100;
export const MIN_LEADS = 10;
export const SRM_ALPHA = 0.001;
const Z95 = 1.959963984540054;

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): 15 significant digits, enough for sums of thousands of terms. */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/** The 95 % Wilson score interval of `successes` in `trials`. */
export function wilson(successes: number, trials: number): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Φ(x), the standard normal distribution function (Abramowitz-Stegun 7.1.26 on erf: error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Beyond this many successes in B, the exact sum gives way to the normal approximation (both agree there). */
const EXACT_LIMIT = 20_000;

/** P(pB > pA) by the normal approximation of both posteriors: close to exact once both have many leads. */
export function approximateBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  const mean = (a: number, b: number) => a / (a + b);
  const variance = (a: number, b: number) => (a * b) / ((a + b) ** 2 * (a + b + 1));
  return normalCdf((mean(aB, bB) - mean(aA, bA)) / Math.sqrt(variance(aA, bA) + variance(aB, bB)));
}

/**
 * P(pB > pA) with pA ~ Beta(aA, bA) and pB ~ Beta(aB, bB), integer aB: Evan Miller's closed form,
 * Σ_{i<aB} B(aA+i, bA+bB) / ((bB+i) B(1+i, bB) B(aA, bA)), each term in log space.
 */
export function exactBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  const base = logBeta(aA, bA);
  let total = 0;
  for (let i = 0; i < aB; i++) total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - base);
  return Math.min(1, Math.max(0, total));
}

/** P(pB > pA): exact up to EXACT_LIMIT leads in B, approximated past it. */
export function probabilityBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  return aB > EXACT_LIMIT ? approximateBBeatsA(aA, bA, aB, bB) : exactBBeatsA(aA, bA, aB, bB);
}

/** Q(s, x), the regularized upper incomplete gamma function (series below s + 1, continued fraction above). */
function upperGamma(s: number, x: number): number {
  if (x <= 0) return 1;
  const lead = s * Math.log(x) - x - logGamma(s);
  if (x < s + 1) {
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (s + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * Math.exp(lead));
  }
  // Lentz's method for the continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(lead) * h);
}

/** P(χ² with `df` degrees of freedom ≥ x). */
export function chiSquareSurvival(x: number, df: number): number {
  return upperGamma(df / 2, x / 2);
}

/** The p-value of the observed split against the weights (variants with weight 0 left out). */
export function sampleRatioP(observed: { visitors: number; weight: number }[]): number | null {
  const inPlay = observed.filter((v) => v.weight > 0);
  const total = inPlay.reduce((s, v) => s + v.visitors, 0);
  const weights = inPlay.reduce((s, v) => s + v.weight, 0);
  if (inPlay.length < 2 || total === 0) return null;
  const chi = inPlay.reduce((s, v) => {
    const expected = (total * v.weight) / weights;
    return s + (v.visitors - expected) ** 2 / expected;
  }, 0);
  return chiSquareSurvival(chi, inPlay.length - 1);
}

/** Everything the results show, the control being the first variant. */
export function experimentResult(counts: VariantCounts[]): ExperimentResult {
  const control = counts[0];
  const variants = counts.map((v, i): VariantResult => {
    const leads = Math.min(v.leads, v.visitors);
    const { low, high } = wilson(leads, v.visitors);
    const beatsControl =
      i === 0 || !control
        ? null
        : probabilityBBeatsA(
            1 + Math.min(control.leads, control.visitors),
            1 + Math.max(0, control.visitors - control.leads),
            1 + leads,
            1 + v.visitors - leads,
          );
    return { ...v, rate: v.visitors > 0 ? v.leads / v.visitors : 0, low, high, beatsControl };
  });
  const p = sampleRatioP(counts);
  const totalLeads = counts.reduce((s, v) => s + v.leads, 0);
  return {
    variants,
    sampleRatioP: p,
    sampleRatioMismatch: p !== null && p < SRM_ALPHA,
    enoughData: counts.length > 1 && counts.every((v) => v.weight === 0 || v.visitors >= MIN_VISITORS) && totalLeads >= MIN_LEADS,
  };
}
