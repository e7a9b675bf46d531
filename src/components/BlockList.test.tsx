import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { heroFixtures } from '../../blocks/hero/fixtures';
import { statsFixtures } from '../../blocks/stats/fixtures';
import { renderWithSite } from '../../tests/support/render';
import { BlockBoundary, BlockList } from './BlockList';

function Broken(): never {
  throw new Error('this block is broken');
}

describe('BlockList', () => {
  it('renders valid blocks, and in preview shows an invalid one as a labelled placeholder', () => {
    renderWithSite(
      <BlockList
        blocks={[
          { kind: 'block', itemId: null, id: '1', block: heroFixtures.en.default },
          { kind: 'invalid', id: '2', collection: 'block_stats', problems: ['items: Too small: expected array to have >=1 items'] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const placeholder = screen.getByRole('region', { name: 'block_stats' });
    expect(placeholder).toHaveTextContent('Invalid block “block_stats”: visitors do not see it.');
    expect(placeholder).toHaveTextContent('items: Too small');
  });

  it('marks, in the editor, the blocks whose counterpart in the other language changed (same place, same type)', () => {
    const { container } = renderWithSite(
      <BlockList
        editing
        twinChanged={[
          { position: 0, collection: 'block_hero' },
          // At the second place the other language has a hero, this page a Stats block: no counterpart.
          { position: 1, collection: 'block_hero' },
        ]}
        blocks={[
          { kind: 'block', itemId: '10', id: '1', block: heroFixtures.fr.default },
          { kind: 'block', itemId: '11', id: '2', block: statsFixtures.fr.claims },
        ]}
      />,
      { locale: 'fr' },
    );
    expect(screen.getAllByText('Modifié en anglais depuis que cette page était à jour')).toHaveLength(1);
    expect(container.querySelectorAll('[data-edit-twin-changed]')).toHaveLength(1);
    expect(container.querySelector('[data-edit-block="block_hero"]')).toHaveAttribute('data-edit-twin-changed');
  });

  it('leaves out a block that throws while rendering, in the browser', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(
      <>
        <BlockBoundary name="block_broken">
          <Broken />
        </BlockBoundary>
        <p>the rest of the page</p>
      </>,
    );
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    error.mockRestore();
  });

  it('leaves out a block that throws while rendering, on the server', () => {
    const html = renderToString(
      <main>
        <BlockBoundary name="block_broken">
          <Broken />
        </BlockBoundary>
        <p>the rest of the page</p>
      </main>,
    );
    expect(html).toContain('the rest of the page');
  });
});
