import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { mediaTextFixtures } from './fixtures';
import { MediaText } from './MediaText';
import { mediaTextSchema } from './schema';

describe('MediaText', () => {
  it('shows a heading, the formatted text and a described picture', () => {
    renderWithSite(<MediaText {...mediaTextFixtures.en.image} />);
    expect(screen.getByRole('heading', { level: 2, name: 'A digital twin of your house' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const img = screen.getByRole('img', { name: /A 3D model of a two-storey house/ });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Start my free assessment' })).toHaveAttribute('href', '/homeowners');
  });

  it('plays a video only when asked, with the French fallback on French pages', () => {
    const { container } = renderWithSite(<MediaText {...mediaTextFixtures.fr.video} />, { locale: 'fr', path: '/fr' });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('aria-label', 'Un conseiller numérise un salon avec une tablette');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveTextContent('Votre navigateur ne prend pas en charge la balise vidéo.');
    expect(screen.getByRole('heading', { level: 3, name: 'Confidentiel par conception' })).toBeInTheDocument();
  });

  it('keeps headings under its own: an h2 in the CMS text becomes an h3, and scripts go', () => {
    const parsed = mediaTextSchema.parse({ ...mediaTextFixtures.en.image, html: '<h2>Sub</h2><p>Hi<script>alert(1)</script></p>' });
    expect(parsed.html).toBe('<h3>Sub</h3><p>Hi</p>');
  });

  it('needs a picture or a video, and a description', () => {
    const { image: _image, ...noMedia } = mediaTextFixtures.en.image;
    expect(mediaTextSchema.safeParse(noMedia).success).toBe(false);
    expect(mediaTextSchema.safeParse({ ...mediaTextFixtures.en.image, media_alt: ' ' }).success).toBe(false);
  });
});
