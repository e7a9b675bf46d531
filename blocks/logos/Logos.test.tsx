import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { logosFixtures } from './fixtures';
import { logosBlock } from './index';
import { Logos } from './Logos';
import { logosSchema } from './schema';

describe('Logos', () => {
  it('names the section by its heading and each logo by its partner', () => {
    renderWithSite(<Logos {...logosFixtures.en.default} />);
    expect(screen.getByRole('region', { name: 'Trusted by 100+ municipalities and utilities' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Ville de Rivière-Claire' })).toHaveAttribute('loading', 'lazy');
  });

  it('asks the file library for the images of the chosen folder, and nothing without a folder', () => {
    const build = logosBlock.related!['logos']!;
    const query = build({ folder: '2b000000-0000-4000-8000-000000000000' }, { locale: 'fr' });
    expect(query).toMatchObject({ collection: 'directus_files', filter: { folder: { _eq: '2b000000-0000-4000-8000-000000000000' } } });
    expect(build({ folder: null }, { locale: 'en' })).toBeNull();
  });

  it('is invalid when the folder has no images or a logo has no title', () => {
    expect(logosSchema.safeParse({ ...logosFixtures.en.default, logos: [] }).success).toBe(false);
    expect(logosSchema.safeParse({ ...logosFixtures.en.default, logos: [{ ...logosFixtures.en.default.logos[0], title: null }] }).success).toBe(false);
  });
});
