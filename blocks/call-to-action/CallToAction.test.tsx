import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { CallToAction } from './CallToAction';
import { callToActionFixtures } from './fixtures';

describe('CallToAction', () => {
  it('offers one clear action under its heading', () => {
    renderWithSite(<CallToAction {...callToActionFixtures.en.demo} />);
    expect(screen.getByRole('region', { name: 'See it on a real home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/demo');
  });

  it('links to e-mail with a plain anchor', () => {
    renderWithSite(<CallToAction {...callToActionFixtures.fr.light} />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });
});
