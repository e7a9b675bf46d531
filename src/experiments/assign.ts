// Which version of a page a request gets (decision 0018). A pure function of the experiment, the
// versions that exist in the page's language, what the visitor already holds and a random number, so
// that its split can be checked over many simulated visitors.
import type { Experiment, VariantKey } from '#schemas/experiment';

export type Assignment = {
  experimentId: number;
  key: VariantKey;
  /** A new visitor, given this version now: the cookie is set and an exposure counted. */
  fresh: boolean;
};

/**
 * The version to serve, or null for the page as it is (no experiment in play: a draft, or stopped
 * without a winner). A running experiment keeps a visitor on the version they hold while it exists,
 * gives a new visitor one by weight, and gives crawlers the control, unassigned and uncounted. A
 * stopped one serves its winner to everyone, with no cookie.
 */
export function assignVariant(
  experiment: Experiment,
  available: ReadonlySet<VariantKey>,
  held: VariantKey | undefined,
  crawler: boolean,
  random: () => number = Math.random,
): Assignment | null {
  const experimentId = experiment.id;
  if (experiment.status === 'stopped') {
    return experiment.winner && available.has(experiment.winner) ? { experimentId, key: experiment.winner, fresh: false } : null;
  }
  if (experiment.status !== 'running') return null;
  if (crawler) return { experimentId, key: 'A', fresh: false };
  if (held && available.has(held) && experiment.variants.some((v) => v.key === held)) return { experimentId, key: held, fresh: false };
  const inPlay = experiment.variants.filter((v) => v.weight > 0 && available.has(v.key));
  const total = inPlay.reduce((sum, v) => sum + v.weight, 0);
  if (total === 0) return { experimentId, key: 'A', fresh: false };
  let point = random() * total;
  for (const v of inPlay) {
    point -= v.weight;
    if (point < 0) return { experimentId, key: v.key, fresh: true };
  }
  return { experimentId, key: inPlay[inPlay.length - 1]!.key, fresh: true };
}
