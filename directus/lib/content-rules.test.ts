// What a marketer reads when Directus refuses a save the site would drop (decision 0023): the field by
// its Studio label, the rule in words, in English or in French.
import { describe, expect, it } from 'vitest';
import { statsFixtures } from '../../blocks/stats/fixtures';
import { heroFixtures } from '../../blocks/hero/fixtures';
import { contentProblems, contentRules, type ContentRule } from './content-rules';

const rule = (collection: string): ContentRule => {
  const found = contentRules[collection];
  if (!found) throw new Error(`no rule for ${collection}`);
  return found;
};
const figures = (count: number, value = '100+') => Array.from({ length: count }, (_, i) => ({ value, label: `Label ${i + 1}` }));
const stats = (items: unknown) => ({ id: 1, heading: 'Key figures', items });

describe('the content rules', () => {
  it('cover every block type, pages, blog posts and the site settings', () => {
    expect(Object.keys(contentRules)).toEqual(expect.arrayContaining(['block_hero', 'block_stats', 'block_embed', 'pages', 'posts', 'site_settings']));
  });

  it('pass what the site shows: every block fixture, in both languages', () => {
    const passes = (collection: string, fixtures: Record<'en' | 'fr', Record<string, object>>) => {
      for (const locale of ['en', 'fr'] as const)
        for (const fixture of Object.values(fixtures[locale])) expect(contentProblems(rule(collection), { ...fixture }, 'en')).toEqual([]);
    };
    passes('block_stats', statsFixtures);
    passes('block_hero', heroFixtures);
  });

  it('name a list by its label and say how many items it takes', () => {
    expect(contentProblems(rule('block_stats'), stats(figures(7)), 'en')).toEqual(['Figures: at most 6 items.']);
    expect(contentProblems(rule('block_stats'), stats(figures(7)), 'fr')).toEqual(['Chiffres : au plus 6 éléments.']);
    expect(contentProblems(rule('block_stats'), stats([]), 'en')).toEqual(['Figures: at least 1 item.']);
  });

  it('name an item’s field, its list and its place, and the longest text it takes', () => {
    const items = figures(3);
    items[2] = { value: '12345678901234567890', label: 'Too long' };
    expect(contentProblems(rule('block_stats'), stats(items), 'en')).toEqual(['Figure (Figures, item 3): at most 16 characters.']);
    expect(contentProblems(rule('block_stats'), stats(items), 'fr')).toEqual(['Chiffre (Chiffres, élément 3) : au plus 16 caractères.']);
  });

  it('say a required field is required, whether it is missing, null or blank', () => {
    for (const headline of [undefined, null, '   '])
      expect(contentProblems(rule('block_hero'), { id: 1, variant: 'default', headline }, 'en')).toEqual(['Headline: required.']);
    const items = [{ value: '', label: 'No figure' }];
    expect(contentProblems(rule('block_stats'), stats(items), 'fr')).toEqual(['Chiffre (Chiffres, élément 1) : obligatoire.']);
  });

  it('tell a cross-field rule in the saver’s language', () => {
    const hero = { id: 1, variant: 'video', headline: 'Watch', image_alt: 'A scan of a house' };
    expect(contentProblems(rule('block_hero'), hero, 'en')).toEqual(['Video: the video variant needs a video.']);
    expect(contentProblems(rule('block_hero'), hero, 'fr')).toEqual(['Vidéo : la variante vidéo demande une vidéo.']);
  });

  it('say what a link must be', () => {
    const settings = { id: 1, locale: 'en', site_name: 'Home energy', banner_cta_href: 'javascript:alert(1)' };
    expect(contentProblems(rule('site_settings'), settings, 'en')).toEqual([
      'Banner button link: must be a web address (https://…), a page of the site like /demo, mailto: or tel:.',
    ]);
    expect(contentProblems(rule('site_settings'), settings, 'fr')).toEqual([
      'Lien du bouton de la bannière : doit être une adresse web (https://…), une page du site comme /fr/demo, mailto: ou tel:.',
    ]);
  });

  it('offer the choices by the names the Studio shows', () => {
    expect(contentProblems(rule('block_hero'), { id: 1, variant: 'poster', headline: 'Hi' }, 'en')).toEqual([
      expect.stringMatching(/^Variant: must be one of: Text, left-aligned, Text, centered, .*\.$/),
    ]);
  });

  it('say a chosen file is not the kind the field takes', () => {
    const hero = { id: 1, variant: 'video', headline: 'Watch', image_alt: 'A scan', video: { id: '0b7a55f4-2c1e-4f0e-9a55-0b7a55f42c1e', type: 'image/png' } };
    expect(contentProblems(rule('block_hero'), hero, 'en')).toEqual(['Video: must be an MP4, WebM or Ogg video.']);
    const page = { id: 3, status: 'draft', locale: 'fr', slug: '/x', translation_key: 'x', title: 'X', seo_image: { id: 'not-there' } };
    expect(contentProblems(rule('pages'), page, 'fr')).toEqual([expect.stringMatching(/ : doit être une image de la médiathèque\.$/)]);
  });

  it('leave out what the site fills itself (a logo folder’s images)', () => {
    expect(contentProblems(rule('block_logos'), { id: 1, heading: 'Partners', folder: 'a-folder' }, 'en')).toEqual([]);
  });

  it('check a blog post and a page with the site’s own schemas', () => {
    const post = { id: 1, locale: 'en', slug: 'Heat Pumps!', title: 'Heat pumps', translation_key: 'hp', published_at: '2026-01-01', body: '<p>Hi</p>' };
    expect(contentProblems(rule('posts'), post, 'en')).toEqual([expect.stringMatching(/^Slug: lowercase letters, digits and hyphens only/)]);
    const page = { id: 3, status: 'published', locale: 'en', slug: '/ok', translation_key: 'ok', title: '' };
    expect(contentProblems(rule('pages'), page, 'en')).toEqual(['Title: required.']);
  });
});
