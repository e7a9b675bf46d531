// The seed is the site a marketer finds on first start: every SPEC page in both languages, linked as
// translations, with blocks their schemas accept.
import { describe, expect, it } from 'vitest';
import { FIXTURE_LOGOS } from '../../kit/cms/fixture-media';
import { blockRegistry, isBlockCollection } from '../../blocks';
import { slugSchema } from '../../schemas/page';
import { postSlugSchema } from '../../schemas/post';
import { seedPages } from './pages';
import { seedCategories, seedPosts } from './posts';

const SPEC_PATHS = [
  '/',
  '/demo',
  '/demo-old',
  '/hvac',
  '/stride',
  '/homeowners',
  '/professionals',
  '/old-professionals',
  '/governments',
  '/error',
  '/blog',
  '/ads/broadSearch',
  '/ads/heatPumpLong',
  '/ads/heatPumpShort',
];

describe('seed content', () => {
  it('has every SPEC page, plus the upgrade game and report entry, in English and French', () => {
    for (const path of SPEC_PATHS) {
      const en = seedPages.find((p) => p.locale === 'en' && p.slug === path);
      expect(en, path).toBeDefined();
      expect(
        seedPages.some((p) => p.locale === 'fr' && p.translation_key === en?.translation_key),
        `${path} in French`,
      ).toBe(true);
    }
    for (const key of ['upgrade-game', 'report'])
      expect(
        seedPages
          .filter((p) => p.translation_key === key)
          .map((p) => p.locale)
          .sort(),
      ).toEqual(['en', 'fr']);
  });

  it('gives each page one row per language, with valid, unique slugs', () => {
    const keys = new Set(seedPages.map((p) => p.translation_key));
    for (const key of keys)
      expect(
        seedPages
          .filter((p) => p.translation_key === key)
          .map((p) => p.locale)
          .sort(),
        key,
      ).toEqual(['en', 'fr']);
    for (const p of seedPages) expect(slugSchema.parse(p.slug)).toBe(p.slug);
    const routes = seedPages.map((p) => `${p.locale}${p.slug}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes every block so that its schema accepts it (related content filled in as the site does)', () => {
    for (const page of seedPages) {
      for (const [i, raw] of page.blocks.entries()) {
        expect(isBlockCollection(raw.collection), raw.collection).toBe(true);
        if (!isBlockCollection(raw.collection)) continue;
        const schema = blockRegistry[raw.collection].schema;
        const filled = {
          id: i + 1,
          ...raw,
          ...(raw.collection === 'block_logos' ? { logos: FIXTURE_LOGOS } : {}),
          ...(raw.collection === 'block_blog_teaser' ? { posts: [] } : {}),
        };
        const parsed = schema.safeParse(filled);
        expect(parsed.success, `${page.locale} ${page.slug} block ${i + 1} (${raw.collection}): ${parsed.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it('keeps the same blocks in the same order in both languages', () => {
    for (const en of seedPages.filter((p) => p.locale === 'en')) {
      const fr = seedPages.find((p) => p.locale === 'fr' && p.translation_key === en.translation_key);
      // The French promotion is the one French-only block (SPEC §1).
      const shape = (blocks: typeof en.blocks) =>
        blocks.filter((b) => !(b.collection === 'block_call_to_action' && String(b['heading']).startsWith('Promotion de septembre'))).map((b) => b.collection);
      expect(shape(fr?.blocks ?? []), en.translation_key).toEqual(shape(en.blocks));
    }
  });

  it('has the footer’s legal pages in both languages, linked as translations, the privacy policy listing every cookie and storage key', () => {
    const find = (key: string, locale: 'en' | 'fr') => seedPages.find((p) => p.translation_key === key && p.locale === locale);
    expect([find('privacy', 'en')?.slug, find('privacy', 'fr')?.slug, find('terms', 'en')?.slug, find('terms', 'fr')?.slug]).toEqual([
      '/privacy',
      '/confidentialite',
      '/terms',
      '/conditions',
    ]);
    const schema = blockRegistry.block_rich_text.schema;
    for (const locale of ['en', 'fr'] as const) {
      const text = find('privacy', locale)?.blocks.find((b) => b.collection === 'block_rich_text');
      const html = schema.parse({ id: 1, ...text }).html;
      // What the sanitiser lets through: the cookie tables survive it.
      expect(html.match(/<table>/g)?.length, locale).toBe(3);
      for (const name of ['locale', 'variants', 'banner_dismissed', 'consent', 'ui-state', 'attribution', '_ga', '_ga_&lt;id&gt;', '_gcl_au', '_gcl_aw'])
        expect(html, `${locale} ${name}`).toContain(`<code>${name}</code>`);
      for (const param of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid'])
        expect(html, `${locale} ${param}`).toContain(`<code>${param}</code>`);
      expect(html).toContain('Commission d’accès à l’information du Québec');
      expect(html).toContain('mailto:privacy@example.com');
      expect(html).toContain(locale === 'en' ? 'November 26, 2026' : '26 novembre 2026');
    }
  });

  it('has blog posts in both languages, some featured, in more than one category, with valid slugs', () => {
    for (const locale of ['en', 'fr'] as const) {
      const posts = seedPosts.filter((p) => p.locale === locale);
      expect(posts.length).toBeGreaterThan(6);
      expect(posts.some((p) => p.featured)).toBe(true);
      expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThan(1);
      for (const p of posts) expect(postSlugSchema.parse(p.slug)).toBe(p.slug);
    }
    expect(seedPosts.find((p) => p.locale === 'fr' && p.translation_key === 'heat-pump-rebates')?.slug).toBe('subventions-thermopompes-2026');
    expect(seedCategories.filter((c) => c.locale === 'fr').map((c) => c.slug)).toContain('thermopompes');
  });
});
