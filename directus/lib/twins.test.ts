// How a page's translation state follows the saves of it and of its twin (issue 41, decision 0024).
import { describe, expect, it } from 'vitest';
import { blocksByPage, readBlockChanges, settleTwins, stampBlocks, stampMs, twinBlockMarks, type PageBlockRef, type Touch, type TwinRow } from './twins.ts';

const row = (id: number, locale: string, key: string | null, more: Partial<TwinRow> = {}): TwinRow => ({
  id,
  locale,
  translation_key: key,
  variant: null,
  translation_state: null,
  content_changed_at: null,
  translation_reviewed_at: null,
  ...more,
});

/** Applies the updates of one settle to the rows, as the hook writes them. */
function save(rows: TwinRow[], touched: [number, Touch][], now: number): TwinRow[] {
  const updates = settleTwins(rows, new Map(touched), now);
  return rows.map((r) => ({ ...r, ...updates.get(r.id) }));
}

/** An English and a French home page, both just created (at 1000): in step. */
const homeTwins = () =>
  save(
    [row(1, 'en', 'home'), row(2, 'fr', 'home')],
    [
      [1, 'created'],
      [2, 'created'],
    ],
    1000,
  );

const states = (rows: TwinRow[]) => Object.fromEntries(rows.map((r) => [r.id, r.translation_state]));

describe('translation states', () => {
  it('start in step for pages created with their twin, missing for a page alone', () => {
    const rows = save(
      [row(1, 'en', 'home'), row(2, 'fr', 'home'), row(3, 'en', 'alone')],
      [
        [1, 'created'],
        [2, 'created'],
        [3, 'created'],
      ],
      1000,
    );
    expect(states(rows)).toEqual({ 1: 'in_step', 2: 'in_step', 3: 'missing' });
  });

  it('make the French twin outdated when the English page changes, and in step again once reviewed', () => {
    let rows = homeTwins();
    rows = save(rows, [[1, 'content']], 2000);
    expect(states(rows)).toEqual({ 1: 'in_step', 2: 'outdated' });
    // Reviewing stamps the French page in the save; the settle that follows makes it in step.
    rows = rows.map((r) => (r.id === 2 ? { ...r, translation_reviewed_at: 3000 } : r));
    rows = save(rows, [[2, 'recheck']], 3000);
    expect(states(rows)).toEqual({ 1: 'in_step', 2: 'in_step' });
  });

  it('take an edit of the outdated page as its catch-up: both in step, not the English outdated in turn', () => {
    let rows = homeTwins();
    rows = save(rows, [[1, 'content']], 2000);
    rows = save(rows, [[2, 'content']], 3000);
    expect(states(rows)).toEqual({ 1: 'in_step', 2: 'in_step' });
    // A later change of the French page (now in step) makes the English one outdated.
    rows = save(rows, [[2, 'content']], 4000);
    expect(states(rows)).toEqual({ 1: 'outdated', 2: 'in_step' });
  });

  it('leave the twin in step when a page only changes its status or its review', () => {
    let rows = homeTwins();
    rows = save(rows, [[1, 'recheck']], 2000);
    expect(states(rows)).toEqual({ 1: 'in_step', 2: 'in_step' });
  });

  it('make a page missing when its twin goes, and in step when a new twin is created', () => {
    let rows = homeTwins();
    rows = save(
      rows.filter((r) => r.id !== 2),
      [],
      2000,
    );
    expect(states(rows)).toEqual({ 1: 'missing' });
    rows = save([...rows, row(5, 'fr', 'home')], [[5, 'created']], 3000);
    expect(states(rows)).toEqual({ 1: 'in_step', 5: 'in_step' });
  });

  it('pair an A/B test’s versions by their letter, never with the page itself', () => {
    const rows = save(
      [row(1, 'en', 'home'), row(2, 'fr', 'home'), row(3, 'en', 'home', { variant: 'B' }), row(4, 'fr', 'home', { variant: 'B' })],
      [
        [1, 'created'],
        [2, 'created'],
        [3, 'created'],
        [4, 'created'],
      ],
      1000,
    );
    const after = save(rows, [[3, 'content']], 2000);
    expect(states(after)).toEqual({ 1: 'in_step', 2: 'in_step', 3: 'in_step', 4: 'outdated' });
  });

  it('treat rows of an install older than the stamps (none set) as in step', () => {
    const updates = settleTwins([row(1, 'en', 'home'), row(2, 'fr', 'home')], new Map(), 1000);
    expect([...updates.values()]).toEqual([{ translation_state: 'in_step' }, { translation_state: 'in_step' }]);
  });

  it('read the moments as SQLite and PostgreSQL store them', () => {
    expect(stampMs(1700000000000)).toBe(1700000000000);
    expect(stampMs('1700000000000')).toBe(1700000000000);
    expect(stampMs(new Date(1700000000000))).toBe(1700000000000);
    expect(stampMs('2023-11-14T22:13:20.000Z')).toBe(1700000000000);
    expect(stampMs(null)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('the Visual Editor’s marks', () => {
  const ref = (id: number, page: number, collection: string, item: number, sort: number | null): PageBlockRef => ({
    id,
    pages_id: page,
    collection,
    item,
    sort,
  });
  const refs = [ref(3, 1, 'block_faq', 30, 2), ref(1, 1, 'block_hero', 10, 1), ref(2, 1, 'block_stats', 20, null), ref(4, 2, 'block_hero', 11, 1)];

  it('list a page’s blocks in the site’s order', () => {
    expect(
      blocksByPage(refs)
        .get(1)
        ?.map((r) => r.item),
    ).toEqual([10, 30, 20]);
  });

  it('stamp the blocks changed, and forget those no longer on the page', () => {
    const blocks = blocksByPage(refs).get(1) ?? [];
    expect(stampBlocks({ 'block_hero:10': 5, 'block_cta:99': 6 }, new Set(['block_faq:30']), blocks, 9)).toEqual({ 'block_hero:10': 5, 'block_faq:30': 9 });
    expect(readBlockChanges('{"block_hero:10":5,"x":"no"}')).toEqual({ 'block_hero:10': 5 });
    expect(readBlockChanges({ 'block_hero:10': 5 })).toEqual({ 'block_hero:10': 5 });
    expect(readBlockChanges('not json')).toEqual({});
  });

  it('mark the twin’s blocks changed after this page was last in step, by their place in the twin’s list', () => {
    const fr = row(2, 'fr', 'home', { content_changed_at: 1000, translation_reviewed_at: 2000 });
    const en = row(1, 'en', 'home', { content_changed_at: 3000 });
    const enBlocks = blocksByPage(refs).get(1) ?? [];
    expect(twinBlockMarks(fr, en, enBlocks, { 'block_hero:10': 1500, 'block_faq:30': 3000 })).toEqual([{ position: 1, collection: 'block_faq' }]);
    expect(twinBlockMarks(fr, undefined, enBlocks, { 'block_faq:30': 3000 })).toEqual([]);
  });
});
