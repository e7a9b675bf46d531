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

  it('offers contact by e-mail, and by phone beside it', () => {
    renderWithSite(<CallToAction {...callToActionFixtures.fr.light} />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('link', { name: 'ou appelez au +1 855 555 0134' })).toHaveAttribute('href', 'tel:+18555550134');
  });

  it('offers the app and its waitlist', () => {
    renderWithSite(<CallToAction {...callToActionFixtures.en.app} />);
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(screen.getByRole('link', { name: 'Join the Android waitlist' })).toHaveAttribute('href', '/stride');
  });
});
