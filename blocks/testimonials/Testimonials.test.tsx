import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { testimonialsFixtures } from './fixtures';
import { Testimonials } from './Testimonials';

describe('Testimonials', () => {
  it('shows each quote with who said it', () => {
    renderWithSite(<Testimonials {...testimonialsFixtures.en.customers} />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(figures[1]!).getByText(/F280 done/)).toBeInTheDocument();
    expect(figures[1]).toHaveTextContent('Daniel K.HVAC installer');
  });

  it('reads in French', () => {
    renderWithSite(<Testimonials {...testimonialsFixtures.fr.customers} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Ce que disent nos clients' })).toHaveTextContent('Installateur CVC');
  });
});
