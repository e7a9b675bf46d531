import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { FeatureGrid } from './FeatureGrid';
import { featureGridFixtures } from './fixtures';

describe('FeatureGrid', () => {
  it('lists one card per item under a section heading', () => {
    renderWithSite(<FeatureGrid {...featureGridFixtures.en.products} />);
    const section = screen.getByRole('region', { name: 'Built for everyone who upgrades homes' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('heading', { level: 3, name: 'Stride' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Discover Stride' })).toHaveAttribute('href', '/stride');
  });

  it('renders cards without links when none are given', () => {
    renderWithSite(<FeatureGrid {...featureGridFixtures.fr.textOnly} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Des maisons plus saines' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
