import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { heroFixtures } from './fixtures';
import { Hero } from './Hero';

describe('Hero', () => {
  it('makes the headline the page heading and the buttons real links', () => {
    renderWithSite(<Hero {...heroFixtures.en.default} />);
    expect(screen.getByRole('heading', { level: 1, name: heroFixtures.en.default.headline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('link', { name: 'For homeowners' })).toHaveAttribute('href', '/homeowners');
    expect(screen.getByText('Free remote home energy assessment')).toBeInTheDocument();
  });

  it('renders the French copy with French links', () => {
    renderWithSite(<Hero {...heroFixtures.fr.default} />, { locale: 'fr', path: '/fr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Améliorez l’efficacité énergétique');
    expect(screen.getByRole('link', { name: 'Réserver une démo' })).toHaveAttribute('href', '/fr/demo');
  });

  it('shows no button when a label has no link', () => {
    renderWithSite(<Hero {...heroFixtures.en.centered} primary_href={undefined} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks its root for the page renderer', () => {
    const { container } = renderWithSite(<Hero {...heroFixtures.en.centered} />);
    expect(container.querySelector('[data-block="hero"]')).not.toBeNull();
  });
});
