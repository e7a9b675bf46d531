import type { BlockFixtures } from '../_shared/define.ts';
import type { HeroBlock } from './schema.ts';

/** Served by Storybook from .storybook/media (the site serves CMS images at /media/:id). */
const FIXTURE_IMAGE = { id: '8d0c2f4e-5b1a-4c3d-9e7f-1a2b3c4d5e6f', width: 1600, height: 900 };

export const heroFixtures = {
  en: {
    default: {
      collection: 'block_hero',
      id: 1,
      variant: 'default',
      eyebrow: 'Free remote home energy assessment',
      headline: 'Upgrade your home’s energy, one smart step at a time',
      body: 'In about 5 minutes, get a digital twin of your house, upgrade recommendations, cost estimates and the rebates you qualify for.',
      primary_label: 'Book a demo',
      primary_href: '/demo',
      secondary_label: 'For homeowners',
      secondary_href: '/homeowners',
    },
    centered: {
      collection: 'block_hero',
      id: 2,
      variant: 'centered',
      eyebrow: 'Stride for professionals',
      headline: 'Scan a home. Get the F280 report on site.',
      body: 'Stride uses LiDAR to build an annotated 3D model and room-by-room heat-load reports.',
      primary_label: 'Join the waitlist',
      primary_href: '/stride',
    },
    withImage: {
      collection: 'block_hero',
      id: 4,
      variant: 'default',
      eyebrow: 'Homes',
      headline: 'See your house as an energy advisor does',
      body: 'A digital twin of your home, with the upgrades that matter most and the rebates that pay for them.',
      primary_label: 'Start my free assessment',
      primary_href: '/homeowners',
      image: FIXTURE_IMAGE,
      image_alt: 'A house with a heat pump beside it, under the sun',
    },
  },
  fr: {
    default: {
      collection: 'block_hero',
      id: 1,
      variant: 'default',
      eyebrow: 'Évaluation énergétique à distance gratuite',
      headline: 'Améliorez l’efficacité énergétique de votre maison, une étape à la fois',
      body: 'En environ 5 minutes, obtenez un jumeau numérique de votre maison, des recommandations de rénovation, des estimations de coûts et les subventions auxquelles vous avez droit.',
      primary_label: 'Réserver une démo',
      primary_href: '/fr/demo',
      secondary_label: 'Pour les propriétaires',
      secondary_href: '/fr/homeowners',
    },
    centered: {
      collection: 'block_hero',
      id: 2,
      variant: 'centered',
      eyebrow: 'Stride pour les professionnels',
      headline: 'Numérisez une maison. Obtenez le rapport F280 sur place.',
      body: 'Stride utilise le LiDAR pour créer un modèle 3D annoté et des rapports de charge thermique pièce par pièce.',
      primary_label: 'Rejoindre la liste d’attente',
      primary_href: '/fr/stride',
    },
    withImage: {
      collection: 'block_hero',
      id: 4,
      variant: 'default',
      eyebrow: 'Homes',
      headline: 'Voyez votre maison comme un conseiller en énergie',
      body: 'Un jumeau numérique de votre maison, avec les rénovations les plus utiles et les subventions qui les financent.',
      primary_label: 'Commencer mon évaluation gratuite',
      primary_href: '/fr/homeowners',
      image: FIXTURE_IMAGE,
      image_alt: 'Une maison avec une thermopompe à côté, sous le soleil',
    },
  },
} satisfies BlockFixtures<HeroBlock>;

/** French runs 20–30 % longer: the stress case for wrapping and button widths. */
export const heroLongFrench: HeroBlock = {
  collection: 'block_hero',
  id: 3,
  variant: 'default',
  eyebrow: 'Évaluation énergétique résidentielle à distance, entièrement gratuite et sans engagement',
  headline: 'Améliorez l’efficacité énergétique de votre maison, une étape réfléchie et subventionnée à la fois',
  body: 'En environ cinq minutes, obtenez un jumeau numérique de votre propriété, des recommandations de rénovation adaptées, des estimations de coûts détaillées et la liste complète des subventions municipales, provinciales et fédérales auxquelles vous pourriez avoir droit.',
  primary_label: 'Réserver une démonstration personnalisée',
  primary_href: '/fr/demo',
  secondary_label: 'Découvrir l’offre pour les propriétaires',
  secondary_href: '/fr/homeowners',
};
