// The list of what visitors don't see: content the rules of today refuse, saved before them.
import { describe, expect, it } from 'vitest';
import { hiddenBlocks, hiddenBlocksPage, type PageBlock } from './hidden-blocks';

const page = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: 'published',
  locale: 'fr',
  slug: `/page-${id}`,
  translation_key: `page-${id}`,
  title: `Page ${id}`,
  ...extra,
});
const stats = (count: number) => ({ id: 7, heading: 'Chiffres', items: Array.from({ length: count }, (_, i) => ({ value: `${i}`, label: 'x' })) });
const link = (pageId: number, collection: string, item: Record<string, unknown> | null, hidden = false): PageBlock => ({
  pageId,
  collection,
  itemId: '7',
  hidden,
  item,
});

describe('the blocks visitors don’t see', () => {
  it('lists each block the site leaves out, on which page, and why, in the reader’s language', () => {
    const entries = hiddenBlocks([page(1), page(2)], [link(1, 'block_stats', stats(2)), link(2, 'block_stats', stats(7))], 'fr');
    expect(entries).toEqual([
      {
        page: { id: 2, locale: 'fr', slug: '/page-2', title: 'Page 2', status: 'published' },
        block: { collection: 'block_stats', id: '7', name: 'Statistiques' },
        problems: ['Chiffres : au plus 6 éléments.'],
      },
    ]);
    const html = hiddenBlocksPage(entries, 'fr');
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('Pages dont un bloc n’est pas montré aux visiteurs');
    expect(html).toContain('<a href="/admin/content/block_stats/7">Statistiques</a>');
    expect(html).toContain('Chiffres : au plus 6 éléments.');
  });

  it('lists a deleted block, an unknown block type and a page the site cannot show at all, not a block a marketer hid', () => {
    const entries = hiddenBlocks(
      [page(3, { slug: 'not a path!' })],
      [link(3, 'block_stats', null), link(3, 'block_gone', { id: 1 }), link(3, 'block_stats', stats(9), true)],
      'en',
    );
    expect(entries.map((e) => [e.block?.name ?? 'page', e.problems])).toEqual([
      ['page', ['Path: must be a path like /stride or /ads/heat-pumps (letters, digits and hyphens).']],
      ['Stats', ['The block is missing (it was deleted).']],
      ['block_gone', ['“block_gone” is not a block type this site knows.']],
    ]);
  });

  it('says when there is nothing to fix', () => {
    expect(hiddenBlocks([page(1)], [link(1, 'block_stats', stats(1))], 'en')).toEqual([]);
    expect(hiddenBlocksPage([], 'en')).toContain('Visitors see every block of every page.');
  });
});
