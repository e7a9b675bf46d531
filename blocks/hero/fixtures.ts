import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { HeroBlock } from './schema.ts';

import { FIXTURE_CAPTIONS, FIXTURE_IMAGE, FIXTURE_VIDEO } from '#kit/cms/fixture-media.ts';

const variants = (t: Say) =>
  ({
    default: {
      collection: 'block_hero',
      id: 1,
      variant: 'default',
      eyebrow: t('Free remote home energy assessment', 'Évaluation énergétique à distance gratuite'),
      headline: t('Upgrade your home’s energy, one smart step at a time', 'Améliorez l’efficacité énergétique de votre maison, une étape à la fois'),
      body: t(
        'In about 5 minutes, get a digital twin of your house, upgrade recommendations, cost estimates and the rebates you qualify for.',
        'En environ 5 minutes, obtenez un jumeau numérique de votre maison, des recommandations de rénovation, des estimations de coûts et les subventions auxquelles vous avez droit.',
      ),
      primary_label: t('Book a demo', 'Réserver une démo'),
      primary_href: t('/demo', '/fr/demo'),
      secondary_label: t('For homeowners', 'Pour les propriétaires'),
      secondary_href: t('/homeowners', '/fr/homeowners'),
    },
    centered: {
      collection: 'block_hero',
      id: 2,
      variant: 'centered',
      eyebrow: t('Stride for professionals', 'Stride pour les professionnels'),
      headline: t('Scan a home. Get the F280 report on site.', 'Numérisez une maison. Obtenez le rapport F280 sur place.'),
      body: t(
        'Stride uses LiDAR to build an annotated 3D model and room-by-room heat-load reports.',
        'Stride utilise le LiDAR pour créer un modèle 3D annoté et des rapports de charge thermique pièce par pièce.',
      ),
      primary_label: t('Join the waitlist', 'Rejoindre la liste d’attente'),
      primary_href: t('/stride', '/fr/stride'),
    },
    split: {
      collection: 'block_hero',
      id: 4,
      variant: 'split',
      eyebrow: 'Homes',
      headline: t('See your house as an energy advisor does', 'Voyez votre maison comme un conseiller en énergie'),
      body: t(
        'A digital twin of your home, with the upgrades that matter most and the rebates that pay for them.',
        'Un jumeau numérique de votre maison, avec les rénovations les plus utiles et les subventions qui les financent.',
      ),
      primary_label: t('Start my free assessment', 'Commencer mon évaluation gratuite'),
      primary_href: t('/homeowners', '/fr/homeowners'),
      image: FIXTURE_IMAGE,
      image_alt: t('A house with a heat pump beside it, under the sun', 'Une maison avec une thermopompe à côté, sous le soleil'),
    },
    image: {
      collection: 'block_hero',
      id: 5,
      variant: 'image',
      eyebrow: t('Governments and utilities', 'Gouvernements et services publics'),
      headline: t('Know your housing stock, street by street', 'Connaissez votre parc immobilier, rue par rue'),
      body: t(
        'Maps brings housing-stock analysis, data tools and an API to rebate and engagement programs.',
        'Maps réunit l’analyse du parc résidentiel, des outils de données et une API au service des programmes de subventions et de mobilisation.',
      ),
      primary_label: t('Talk to our team', 'Parler à notre équipe'),
      primary_href: t('/demo', '/fr/demo'),
      secondary_label: t('For governments', 'Pour les gouvernements'),
      secondary_href: t('/governments', '/fr/governments'),
      image: FIXTURE_IMAGE,
      image_alt: t('Rooftops of a residential neighbourhood seen from above', 'Les toits d’un quartier résidentiel vus du ciel'),
    },
    video: {
      collection: 'block_hero',
      id: 6,
      variant: 'video',
      eyebrow: 'Stride',
      headline: t('Watch a home scan turn into an F280 report', 'Voyez une numérisation devenir un rapport F280'),
      body: t(
        'No video is recorded during a scan: only shape outlines, photos and notes.',
        'Aucune vidéo n’est enregistrée pendant la numérisation : seulement des contours, des photos et des notes.',
      ),
      primary_label: t('Join the waitlist', 'Rejoindre la liste d’attente'),
      primary_href: t('/stride', '/fr/stride'),
      image: FIXTURE_IMAGE,
      image_alt: t('An advisor scans a living room with a tablet', 'Un conseiller numérise un salon avec une tablette'),
      video: FIXTURE_VIDEO,
      video_captions: FIXTURE_CAPTIONS,
    },
    audience: {
      collection: 'block_hero',
      id: 7,
      variant: 'audience',
      headline: t('Better homes, from the first scan to the last rebate', 'De meilleures maisons, de la première numérisation à la dernière subvention'),
      body: t('Tell us who you are and we’ll show you where to start.', 'Dites-nous qui vous êtes, et nous vous montrerons par où commencer.'),
      audiences: [
        {
          audience: t('Homeowners', 'Propriétaires'),
          text: t('A free remote assessment in about 5 minutes.', 'Une évaluation gratuite à distance en 5 minutes environ.'),
          href: t('/homeowners', '/fr/homeowners'),
        },
        {
          audience: t('Professionals', 'Professionnels'),
          text: t('Stride: LiDAR scans and F280 reports on site.', 'Stride : numérisation LiDAR et rapports F280 sur place.'),
          href: t('/professionals', '/fr/professionals'),
        },
        {
          audience: t('Governments', 'Gouvernements'),
          text: t('Maps for rebate and engagement programs.', 'Maps pour vos programmes de subventions et de mobilisation.'),
          href: t('/governments', '/fr/governments'),
        },
      ],
    },
  }) satisfies Record<string, HeroBlock>;

export const heroFixtures = bilingual(variants) satisfies BlockFixtures<HeroBlock>;

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
