import { describe, expect, it } from 'vitest';
import { heroFixtures } from '../../blocks/hero/fixtures';
import { statsFixtures } from '../../blocks/stats/fixtures';
import { parseBlocks, type BlockIssue } from './blocks';

const row = (id: number, collection: string, item: unknown) => ({ id, collection, item });

describe('parseBlocks', () => {
  it('keeps valid blocks in order and drops nothing', () => {
    const issues: BlockIssue[] = [];
    const entries = parseBlocks([row(10, 'block_hero', heroFixtures.en.default), row(11, 'block_stats', statsFixtures.en.claims)], 1, (i) => issues.push(i));
    expect(entries.map((e) => (e.kind === 'block' ? e.block.collection : e.kind))).toEqual(['block_hero', 'block_stats']);
    expect(entries.map((e) => e.id)).toEqual(['10', '11']);
    expect(issues).toEqual([]);
  });

  it('reports an invalid block with the page, the block id and the field at fault', () => {
    const issues: BlockIssue[] = [];
    const bad = { ...heroFixtures.en.default, headline: '', primary_href: 'javascript:alert(1)' };
    const entries = parseBlocks([row(10, 'block_hero', bad), row(11, 'block_stats', statsFixtures.en.claims)], 7, (i) => issues.push(i));
    expect(entries[0]).toMatchObject({ kind: 'invalid', id: '10', collection: 'block_hero' });
    expect(entries[1]).toMatchObject({ kind: 'block' });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pageId: 7, blockId: '10', collection: 'block_hero' });
    expect(issues[0]!.problems.join(' ')).toMatch(/headline/);
    expect(issues[0]!.problems.join(' ')).toMatch(/primary_href/);
  });

  it('reports a block type the site does not know', () => {
    const issues: BlockIssue[] = [];
    const entries = parseBlocks([row(3, 'block_carousel', { id: 1 })], 2, (i) => issues.push(i));
    expect(entries[0]).toMatchObject({ kind: 'invalid', collection: 'block_carousel' });
    expect(issues[0]!.problems[0]).toMatch(/not a block type/);
  });

  it('reports a junction row whose item was deleted', () => {
    const issues: BlockIssue[] = [];
    const entries = parseBlocks([row(4, 'block_hero', null)], 2, (i) => issues.push(i));
    expect(entries[0]).toMatchObject({ kind: 'invalid' });
    expect(issues).toHaveLength(1);
  });

  it('treats a missing block list as empty', () => {
    expect(parseBlocks(null, 1, () => {})).toEqual([]);
  });
});
