import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsImage } from './CmsImage';

const id = '3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

describe('CmsImage', () => {
  it('offers widths up to the image’s own, never enlarging it', () => {
    render(<CmsImage image={{ id, width: 500, height: 250 }} alt="A house" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'A house' });
    expect(img.getAttribute('srcset')).toBe(`/media/${id}?w=320 320w, /media/${id}?w=480 480w, /media/${id}?w=640 500w`);
    expect(img).toHaveAttribute('width', '500');
    expect(img).toHaveAttribute('height', '250');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads the hero’s image first', () => {
    render(<CmsImage image={{ id, width: 2400, height: 1200 }} alt="Hero" sizes="50vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', `/media/${id}?w=800`);
  });
});
