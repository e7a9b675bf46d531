// Assignment, as visitors meet it: the split follows the weights, a visitor keeps their version, a
// crawler sees the control, and a stopped experiment shows everyone its winner.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../tests/support/seeded';
import { experimentSchema, type VariantKey } from '#schemas/experiment';
import { assignVariant } from './assign';

const experiment = (over: Record<string, unknown> = {}) =>
  experimentSchema.parse({
    id: 12,
    status: 'running',
    page: { translation_key: 'ads-heat-pump-short' },
    variants: [
      { key: 'A', weight: 50 },
      { key: 'B', weight: 50 },
    ],
    ...over,
  });
const both = new Set<VariantKey>(['A', 'B']);

describe('assigning a version of a page', () => {
  it('splits 10,000 new visitors by the weights, within 2 points', () => {
    for (const weights of [
      [50, 50],
      [70, 30],
      [25, 25, 25, 25],
    ]) {
      const keys = (['A', 'B', 'C', 'D'] as const).slice(0, weights.length);
      const exp = experiment({ variants: keys.map((key, i) => ({ key, weight: weights[i] })) });
      const random = seeded(weights.length * 7 + weights[0]!);
      const counts = new Map<VariantKey, number>();
      for (let i = 0; i < 10_000; i++) {
        const got = assignVariant(exp, new Set(keys), undefined, false, random);
        expect(got?.fresh).toBe(true);
        counts.set(got!.key, (counts.get(got!.key) ?? 0) + 1);
      }
      const total = weights.reduce((s, w) => s + w, 0);
      keys.forEach((key, i) => expect(Math.abs((counts.get(key) ?? 0) / 10_000 - weights[i]! / total), `${key} of ${weights.join('/')}`).toBeLessThan(0.02));
    }
  });

  it('keeps a visitor on the version they hold, unless it is gone from this language', () => {
    expect(assignVariant(experiment(), both, 'B', false, () => 0)).toEqual({ experimentId: 12, key: 'B', fresh: false });
    // Weight 0 stops new visitors, not those already shown it.
    expect(
      assignVariant(
        experiment({
          variants: [
            { key: 'A', weight: 1 },
            { key: 'B', weight: 0 },
          ],
        }),
        both,
        'B',
        false,
      )?.key,
    ).toBe('B');
    // No B in French: the visitor gets a version that exists there, afresh.
    expect(assignVariant(experiment(), new Set(['A']), 'B', false, () => 0.99)).toEqual({ experimentId: 12, key: 'A', fresh: true });
  });

  it('gives crawlers the control, without assigning or counting them', () => {
    for (const held of [undefined, 'B'] as const)
      expect(assignVariant(experiment(), both, held, true, () => 0.99)).toEqual({ experimentId: 12, key: 'A', fresh: false });
  });

  it('serves a stopped experiment’s winner to everyone, and the page itself when it has none', () => {
    const stopped = experiment({ status: 'stopped', winner: 'B' });
    for (const held of [undefined, 'A', 'B'] as const)
      for (const crawler of [false, true]) expect(assignVariant(stopped, both, held, crawler)).toEqual({ experimentId: 12, key: 'B', fresh: false });
    expect(assignVariant(experiment({ status: 'stopped' }), both, 'B', false)).toBeNull();
    expect(assignVariant(experiment({ status: 'draft' }), both, undefined, false)).toBeNull();
  });
});
