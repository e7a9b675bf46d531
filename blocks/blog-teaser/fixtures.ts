import { FIXTURE_IMAGE } from '#kit/cms/fixture-media.ts';
import type { BlockFixtures } from '#kit/cms/block.ts';
import type { BlogTeaserBlock } from './schema.ts';

type Post = BlogTeaserBlock['posts'][number];

const en: Post[] = [
  {
    id: 1,
    locale: 'en',
    slug: 'heat-pump-rebates-2026',
    href: '/blog/heat-pump-rebates-2026',
    title: 'Heat pump rebates in 2026: what changed',
    excerpt: 'Federal and provincial programs, side by side, and how to stack them.',
    published_at: '2026-10-02T13:00:00Z',
    featured: true,
    cover: FIXTURE_IMAGE,
    cover_alt: 'A heat pump beside a house',
    category: { name: 'Rebates', slug: 'rebates' },
  },
  {
    id: 2,
    locale: 'en',
    slug: 'what-is-an-f280-report',
    href: '/blog/what-is-an-f280-report',
    title: 'What is an F280 report, and why your installer needs one',
    excerpt: 'Room-by-room heat loss, explained for homeowners.',
    published_at: '2026-09-18T13:00:00Z',
    featured: true,
    cover: null,
    cover_alt: null,
    category: { name: 'For professionals', slug: 'professionals' },
  },
  {
    id: 3,
    locale: 'en',
    slug: 'envelope-first',
    href: '/blog/envelope-first',
    title: 'Envelope first: the order of upgrades that pays',
    excerpt: null,
    published_at: '2026-08-28T13:00:00Z',
    featured: false,
    cover: null,
    cover_alt: null,
    category: null,
  },
];

const fr: Post[] = [
  {
    id: 11,
    locale: 'fr',
    slug: 'subventions-thermopompes-2026',
    href: '/fr/blog/subventions-thermopompes-2026',
    title: 'Subventions pour thermopompes en 2026 : ce qui a changé',
    excerpt: 'Les programmes fédéraux et provinciaux côte à côte, et comment les cumuler.',
    published_at: '2026-10-02T13:00:00Z',
    featured: true,
    cover: FIXTURE_IMAGE,
    cover_alt: 'Une thermopompe à côté d’une maison',
    category: { name: 'Subventions', slug: 'subventions' },
  },
  {
    id: 12,
    locale: 'fr',
    slug: 'rapport-f280',
    href: '/fr/blog/rapport-f280',
    title: 'Qu’est-ce qu’un rapport F280, et pourquoi votre installateur en a besoin',
    excerpt: 'Les pertes de chaleur pièce par pièce, expliquées aux propriétaires.',
    published_at: '2026-09-18T13:00:00Z',
    featured: true,
    cover: null,
    cover_alt: null,
    category: { name: 'Pour les professionnels', slug: 'professionnels' },
  },
  {
    id: 13,
    locale: 'fr',
    slug: 'enveloppe-d-abord',
    href: '/fr/blog/enveloppe-d-abord',
    title: 'L’enveloppe d’abord : l’ordre des rénovations qui rapporte',
    excerpt: null,
    published_at: '2026-08-28T13:00:00Z',
    featured: false,
    cover: null,
    cover_alt: null,
    category: null,
  },
];

export const blogTeaserFixtures = {
  en: {
    latest: {
      collection: 'block_blog_teaser',
      id: 1,
      eyebrow: 'Resources',
      heading: 'From the blog',
      intro: 'Rebates, heat pumps and healthier homes, explained.',
      mode: 'latest',
      count: 3,
      posts: en,
    },
    featured: { collection: 'block_blog_teaser', id: 2, heading: 'Featured articles', mode: 'featured', count: 2, posts: en.slice(0, 2) },
  },
  fr: {
    latest: {
      collection: 'block_blog_teaser',
      id: 1,
      eyebrow: 'Ressources',
      heading: 'Du blogue',
      intro: 'Subventions, thermopompes et maisons plus saines, expliquées simplement.',
      mode: 'latest',
      count: 3,
      posts: fr,
    },
    featured: { collection: 'block_blog_teaser', id: 2, heading: 'Articles en vedette', mode: 'featured', count: 2, posts: fr.slice(0, 2) },
  },
} satisfies BlockFixtures<BlogTeaserBlock>;

/** French runs 20–30 % longer: the stress case for card titles. */
export const blogTeaserLongFrench: BlogTeaserBlock = {
  collection: 'block_blog_teaser',
  id: 3,
  eyebrow: 'Ressources pour les propriétaires et les professionnels',
  heading: 'Les plus récents articles de notre blogue sur l’efficacité énergétique résidentielle',
  intro: 'Subventions municipales, provinciales et fédérales, thermopompes, isolation, ventilation et maisons plus saines, expliquées simplement.',
  mode: 'latest',
  count: 3,
  posts: fr.map((p) => ({ ...p, title: `${p.title} — guide complet et conseils pratiques pour les propriétaires québécois` })),
};
