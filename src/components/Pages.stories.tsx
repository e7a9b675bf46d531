import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localeSchema, type Locale } from '#schemas/locale';
import { seedPages } from '../../directus/seed/pages';
import { chromeFor, homeLanguages, STORY_DAY } from '../../.storybook/fixtures/chrome';
import { freezeClock } from '../../.storybook/fixtures/clock';
import { FIXTURE_LOGOS } from '#kit/cms/fixture-media';
import { blogTeaserFixtures } from '../../blocks/blog-teaser/fixtures';
import { parseBlocks, resolveRelated } from '../cms/blocks';
import { BlockList } from './BlockList';
import { Footer } from './site/Footer';
import { Header } from './site/Header';

// Whole pages as a first start seeds them (directus/seed/pages.ts), in the toolbar's language: the
// blocks in context, between the header and the footer, as the site renders them.

type Args = { slug: string };

const seedOf = (slug: string, locale: Locale) => seedPages.find((p) => p.locale === locale && p.slug === slug);

/**
 * The page's blocks as Directus returns them (a junction row per block), with what blocks read from
 * other collections filled by the site's own code (src/cms/blocks.ts) from fixtures: the partner logos
 * and the latest articles.
 */
async function pageRows(slug: string, locale: Locale): Promise<unknown[]> {
  const rows = (seedOf(slug, locale)?.blocks ?? []).map((block, i) => ({ id: i + 1, collection: block.collection, item: { id: i + 1, ...block } }));
  return resolveRelated(
    rows,
    { locale },
    (query) => Promise.resolve(query.collection === 'directus_files' ? FIXTURE_LOGOS : blogTeaserFixtures[locale].latest.posts),
    () => {},
  );
}

function Page({ slug, locale, rows }: Args & { locale: Locale; rows: unknown[] }) {
  const seed = seedOf(slug, locale);
  if (!seed) return <p>No seeded page {slug}.</p>;
  const problems: string[] = [];
  const blocks = parseBlocks(rows, 0, (issue) => problems.push(`${issue.collection}: ${issue.problems.join('; ')}`));
  const chrome = chromeFor(locale);
  return (
    <div className="site">
      <Header
        locale={locale}
        chrome={chrome}
        layout={seed.layout}
        pathname={locale === 'fr' ? (seed.slug === '/' ? '/fr' : `/fr${seed.slug}`) : seed.slug}
        languageTargets={homeLanguages}
      />
      <main id="main" data-page={seed.translation_key} data-layout={seed.layout} data-problems={problems.join(' | ') || undefined}>
        <BlockList blocks={blocks} />
      </main>
      <Footer chrome={chrome} />
    </div>
  );
}

const localeOf = (context: StoryContext) => localeSchema.catch('en').parse(context.globals['locale']);

const render = (args: Args, context: StoryContext) => {
  const rows: unknown = context.loaded['rows'];
  return <Page slug={args.slug} locale={localeOf(context)} rows={Array.isArray(rows) ? rows : []} />;
};

const meta = {
  title: 'Pages',
  parameters: {
    frame: 'page',
    visual: false,
    docs: {
      description: {
        component: 'Each kind of page a first start seeds, whole: its blocks in context between the header and the footer, in the toolbar’s language.',
      },
    },
  },
  beforeEach: () => freezeClock(STORY_DAY),
  loaders: [async (context) => ({ rows: await pageRows(String(context.args['slug']), localeOf(context)) })],
  render,
  // Every seeded block is one the site can render: none is dropped as invalid.
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector('main');
    await expect(main?.getAttribute('data-problems') ?? null).toBeNull();
    await expect(main?.querySelectorAll('[data-block]').length ?? 0).toBeGreaterThan(1);
  },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = { args: { slug: '/' } };
export const HomeFr: Story = { args: { slug: '/' }, globals: { locale: 'fr' } };
/** An ad lander: the lean header, one offer. */
export const Lander: Story = { args: { slug: '/ads/heatPumpShort' } };
export const LanderFr: Story = { args: { slug: '/ads/heatPumpShort' }, globals: { locale: 'fr' } };
export const Demo: Story = { args: { slug: '/demo' } };
export const DemoFr: Story = { args: { slug: '/demo' }, globals: { locale: 'fr' } };
export const DemoPhoneFr: Story = { args: { slug: '/demo' }, globals: { locale: 'fr', viewport: { value: 'phone', isRotated: false } } };
