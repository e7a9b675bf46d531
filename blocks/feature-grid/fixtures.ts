import type { BlockFixtures } from '#kit/cms/block.ts';
import type { FeatureGridBlock } from './schema.ts';

export const featureGridFixtures = {
  en: {
    products: {
      collection: 'block_feature_grid',
      id: 1,
      eyebrow: 'One platform, three tools',
      heading: 'Built for everyone who upgrades homes',
      intro: 'From a single house to a whole housing stock.',
      items: [
        {
          title: 'Homes',
          body: 'A free remote assessment: a digital twin of your house, upgrade recommendations, cost estimates and rebates.',
          link_label: 'For homeowners',
          href: '/homeowners',
        },
        {
          title: 'Stride',
          body: 'Scan a home with LiDAR and produce F280 room-by-room heat-load reports on site.',
          link_label: 'Discover Stride',
          href: '/stride',
        },
        {
          title: 'Maps',
          body: 'Housing-stock analysis, data tools and an API for governments and rebate programs.',
          link_label: 'For governments',
          href: '/governments',
        },
      ],
    },
    textOnly: {
      collection: 'block_feature_grid',
      id: 2,
      heading: 'Healthier homes',
      items: [
        { title: 'Comfort', body: 'Even temperatures in every room.' },
        { title: 'Air quality', body: 'Fresh air without the drafts.' },
      ],
    },
  },
  fr: {
    products: {
      collection: 'block_feature_grid',
      id: 1,
      eyebrow: 'Une plateforme, trois outils',
      heading: 'Conçue pour tous ceux qui rénovent des maisons',
      intro: 'D’une seule maison à l’ensemble d’un parc immobilier.',
      items: [
        {
          title: 'Homes',
          body: 'Une évaluation à distance gratuite : un jumeau numérique de votre maison, des recommandations, des estimations de coûts et les subventions offertes.',
          link_label: 'Pour les propriétaires',
          href: '/fr/homeowners',
        },
        {
          title: 'Stride',
          body: 'Numérisez une maison au LiDAR et produisez sur place des rapports F280 de charge thermique pièce par pièce.',
          link_label: 'Découvrir Stride',
          href: '/fr/stride',
        },
        {
          title: 'Maps',
          body: 'Analyse du parc immobilier, outils de données et API pour les gouvernements et les programmes de subventions.',
          link_label: 'Pour les gouvernements',
          href: '/fr/governments',
        },
      ],
    },
    textOnly: {
      collection: 'block_feature_grid',
      id: 2,
      heading: 'Des maisons plus saines',
      items: [
        { title: 'Confort', body: 'Une température uniforme dans chaque pièce.' },
        { title: 'Qualité de l’air', body: 'De l’air frais, sans les courants d’air.' },
      ],
    },
  },
} satisfies BlockFixtures<FeatureGridBlock>;

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
