import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { statsFixtures } from './fixtures';
import { Stats } from './Stats';

describe('Stats', () => {
  it('pairs each figure with its label', () => {
    renderWithSite(<Stats {...statsFixtures.en.claims} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Trusted across Canada' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['municipalities', 'engagement increase', 'for a report']);
    expect(values).toEqual(['100+', '200%', '5-10 min']);
  });

  it('gives untitled figures a heading for screen readers, in the page language', () => {
    renderWithSite(<Stats {...statsFixtures.fr.untitled} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Chiffres clés' })).toBeInTheDocument();
    expect(screen.getByText('Délais typiques pour un programme municipal.')).toBeInTheDocument();
  });
});
