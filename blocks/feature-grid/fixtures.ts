import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { FeatureGridBlock } from './schema.ts';

const products = (t: Say) =>
  ({
    collection: 'block_feature_grid',
    id: 1,
    eyebrow: t('One platform, three tools', 'Une plateforme, trois outils'),
    heading: t('Built for everyone who upgrades homes', 'Conçue pour tous ceux qui rénovent des maisons'),
    intro: t('From a single house to a whole housing stock.', 'D’une seule maison à l’ensemble d’un parc immobilier.'),
    items: [
      {
        title: 'Homes',
        body: t(
          'A free remote assessment: a digital twin of your house, upgrade recommendations, cost estimates and rebates.',
          'Une évaluation à distance gratuite : un jumeau numérique de votre maison, des recommandations, des estimations de coûts et les subventions offertes.',
        ),
        link_label: t('For homeowners', 'Pour les propriétaires'),
        href: t('/homeowners', '/fr/homeowners'),
      },
      {
        title: 'Stride',
        body: t(
          'Scan a home with LiDAR and produce F280 room-by-room heat-load reports on site.',
          'Numérisez une maison au LiDAR et produisez sur place des rapports F280 de charge thermique pièce par pièce.',
        ),
        link_label: t('Discover Stride', 'Découvrir Stride'),
        href: t('/stride', '/fr/stride'),
      },
      {
        title: 'Maps',
        body: t(
          'Housing-stock analysis, data tools and an API for governments and rebate programs.',
          'Analyse du parc immobilier, outils de données et API pour les gouvernements et les programmes de subventions.',
        ),
        link_label: t('For governments', 'Pour les gouvernements'),
        href: t('/governments', '/fr/governments'),
      },
    ],
  }) satisfies FeatureGridBlock;

const textOnly = (t: Say) =>
  ({
    collection: 'block_feature_grid',
    id: 2,
    heading: t('Healthier homes', 'Des maisons plus saines'),
    items: [
      { title: t('Comfort', 'Confort'), body: t('Even temperatures in every room.', 'Une température uniforme dans chaque pièce.') },
      { title: t('Air quality', 'Qualité de l’air'), body: t('Fresh air without the drafts.', 'De l’air frais, sans les courants d’air.') },
    ],
  }) satisfies FeatureGridBlock;

export const featureGridFixtures = bilingual((t) => ({ products: products(t), textOnly: textOnly(t) })) satisfies BlockFixtures<FeatureGridBlock>;
/** French runs 20–30 % longer: the stress case for card heights and wrapping. */
export const featureGridLongFrench: FeatureGridBlock = {
  collection: 'block_feature_grid',
  id: 3,
  eyebrow: 'Une seule plateforme, trois outils complémentaires',
  heading: 'Conçue pour toutes les personnes qui rénovent, conseillent ou financent des maisons',
  intro: 'D’une seule maison unifamiliale à l’ensemble du parc immobilier d’une municipalité ou d’une province.',
  items: [
    {
      title: 'Homes',
      body: 'Une évaluation énergétique à distance gratuite : un jumeau numérique de votre maison, des recommandations personnalisées, des estimations de coûts et les subventions offertes dans votre région.',
      link_label: 'Pour les propriétaires occupants',
      href: '/fr/homeowners',
    },
    {
      title: 'Stride',
      body: 'Numérisez une maison au LiDAR avec un téléphone ou une tablette et produisez sur place des rapports F280 de charge thermique pièce par pièce et par bloc.',
      link_label: 'Découvrir l’application Stride',
      href: '/fr/stride',
    },
    {
      title: 'Maps',
      body: 'Analyse du parc immobilier, outils de données, interface de programmation et programmes de mobilisation pour les gouvernements, les services publics et les programmes de subventions.',
      link_label: 'Pour les gouvernements et les services publics',
      href: '/fr/governments',
    },
  ],
};
