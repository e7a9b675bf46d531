import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { heroFixtures } from './fixtures';
import { Hero } from './Hero';
import { heroSchema } from './schema';

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

  it('puts a picture beside the text, loaded first, with its description', () => {
    renderWithSite(<Hero {...heroFixtures.en.split} />);
    const img = screen.getByRole('img', { name: heroFixtures.en.split.image_alt });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '1600');
  });

  it('offers a video the visitor starts, with captions and the fallback sentence', () => {
    const { container } = renderWithSite(<Hero {...heroFixtures.en.video} />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('aria-label', 'An advisor scans a living room with a tablet');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.querySelector('source')).toHaveAttribute('src', `/media/${heroFixtures.en.video.video.id}`);
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('says the fallback sentence in French on French pages', () => {
    const { container } = renderWithSite(<Hero {...heroFixtures.fr.video} />, { locale: 'fr', path: '/fr' });
    expect(container.querySelector('video')).toHaveTextContent('Votre navigateur ne prend pas en charge la balise vidéo.');
    expect(container.querySelector('track')).toHaveAttribute('srclang', 'fr-CA');
  });

  it('leads each audience to its page', () => {
    renderWithSite(<Hero {...heroFixtures.en.audience} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /^Professionals/ })).toHaveAttribute('href', '/professionals');
  });

  it('refuses a variant without what it shows', () => {
    const base = { collection: 'block_hero', id: 9, headline: 'Hi' };
    expect(heroSchema.safeParse({ ...base, variant: 'image' }).success).toBe(false);
    expect(heroSchema.safeParse({ ...base, variant: 'video', image_alt: 'x' }).success).toBe(false);
    expect(heroSchema.safeParse({ ...base, variant: 'audience', audiences: [{ audience: 'Homeowners', href: '/homeowners' }] }).success).toBe(false);
    expect(
      heroSchema.safeParse({ ...base, variant: 'video', image_alt: 'x', video: { id: heroFixtures.en.video.video.id, type: 'application/pdf' } }).success,
    ).toBe(false);
  });
});
