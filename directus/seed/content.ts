// First-start content, in English and French. The home page is composed from the blocks' own
// fixtures, so the seed, the stories and the tests show the same, schema-checked copy.
import { callToActionFixtures } from '../../blocks/call-to-action/fixtures.ts';
import { featureGridFixtures } from '../../blocks/feature-grid/fixtures.ts';
import { heroFixtures } from '../../blocks/hero/fixtures.ts';
import { statsFixtures } from '../../blocks/stats/fixtures.ts';
import type { Locale } from '../../schemas/locale.ts';

type SeedBlock = { collection: string; id: number | string } & Record<string, unknown>;

export type SeedPage = {
  locale: Locale;
  slug: string;
  translation_key: string;
  title: string;
  seo_description: string;
  blocks: SeedBlock[];
};

export type SeedSettings = { locale: Locale; site_name: string; default_seo_description: string };

const home = (locale: Locale): SeedPage => ({
  locale,
  slug: '/',
  translation_key: 'home',
  title: locale === 'en' ? 'Home energy upgrades, made simple' : 'Rénovations énergétiques résidentielles simplifiées',
  seo_description:
    locale === 'en'
      ? 'A free remote home energy assessment in about 5 minutes: a digital twin of your house, upgrade recommendations, cost estimates and rebates.'
      : 'Une évaluation énergétique à distance gratuite en environ 5 minutes : un jumeau numérique de votre maison, des recommandations, des estimations de coûts et des subventions.',
  blocks: [heroFixtures[locale].default, featureGridFixtures[locale].products, statsFixtures[locale].claims, callToActionFixtures[locale].demo],
});

export const seedPages: SeedPage[] = [home('en'), home('fr')];

export const seedSettings: SeedSettings[] = [
  {
    locale: 'en',
    site_name: 'Home Energy Upgrades',
    default_seo_description: 'Home energy assessments, HVAC tools and housing-stock data for homeowners, professionals and governments.',
  },
  {
    locale: 'fr',
    site_name: 'Rénovations énergétiques',
    default_seo_description: 'Évaluations énergétiques, outils CVC et données sur le parc immobilier pour les propriétaires, les professionnels et les gouvernements.',
  },
];
