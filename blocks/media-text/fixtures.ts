import { FIXTURE_CAPTIONS, FIXTURE_IMAGE, FIXTURE_VIDEO } from '#kit/cms/fixture-media.ts';
import type { BlockFixtures } from '#kit/cms/block.ts';
import type { MediaTextBlock } from './schema.ts';

export const mediaTextFixtures = {
  en: {
    image: {
      collection: 'block_media_text',
      id: 1,
      eyebrow: 'Homes',
      heading: 'A digital twin of your house',
      html: '<p>Answer a few questions and we model your home: walls, windows, heating and all.</p><ul><li>Upgrade recommendations in order of impact</li><li>Cost estimates and the rebates you qualify for</li><li>Advice for a healthier home</li></ul>',
      media_side: 'end',
      image: FIXTURE_IMAGE,
      media_alt: 'A 3D model of a two-storey house with its heat losses shown in colour',
      link_label: 'Start my free assessment',
      link_href: '/homeowners',
    },
    video: {
      collection: 'block_media_text',
      id: 2,
      eyebrow: 'Stride',
      heading: 'Scan with LiDAR, report on site',
      html: '<p>Walk through the home with a phone or tablet. Stride builds an annotated 3D model and produces F280 room-by-room and block heat-load reports before you leave.</p><h3>Private by design</h3><p>Stride records no video: only shape outlines, photos and notes.</p>',
      media_side: 'start',
      image: FIXTURE_IMAGE,
      video: FIXTURE_VIDEO,
      video_captions: FIXTURE_CAPTIONS,
      media_alt: 'An advisor scans a living room with a tablet',
    },
  },
  fr: {
    image: {
      collection: 'block_media_text',
      id: 1,
      eyebrow: 'Homes',
      heading: 'Un jumeau numérique de votre maison',
      html: '<p>Répondez à quelques questions et nous modélisons votre maison : murs, fenêtres, chauffage et le reste.</p><ul><li>Des recommandations de rénovation classées par impact</li><li>Des estimations de coûts et les subventions auxquelles vous avez droit</li><li>Des conseils pour une maison plus saine</li></ul>',
      media_side: 'end',
      image: FIXTURE_IMAGE,
      media_alt: 'Un modèle 3D d’une maison à deux étages, ses pertes de chaleur en couleur',
      link_label: 'Commencer mon évaluation gratuite',
      link_href: '/fr/homeowners',
    },
    video: {
      collection: 'block_media_text',
      id: 2,
      eyebrow: 'Stride',
      heading: 'Numérisez au LiDAR, produisez le rapport sur place',
      html: '<p>Parcourez la maison avec un téléphone ou une tablette. Stride crée un modèle 3D annoté et produit les rapports F280 de charge thermique pièce par pièce et par bloc avant votre départ.</p><h3>Confidentiel par conception</h3><p>Stride n’enregistre aucune vidéo : seulement des contours, des photos et des notes.</p>',
      media_side: 'start',
      image: FIXTURE_IMAGE,
      video: FIXTURE_VIDEO,
      video_captions: FIXTURE_CAPTIONS,
      media_alt: 'Un conseiller numérise un salon avec une tablette',
    },
  },
} satisfies BlockFixtures<MediaTextBlock>;

/** French runs 20–30 % longer: the stress case for the text column beside the picture. */
export const mediaTextLongFrench: MediaTextBlock = {
  collection: 'block_media_text',
  id: 3,
  eyebrow: 'Homes, l’outil d’évaluation pour les propriétaires',
  heading: 'Un jumeau numérique complet de votre propriété, accompagné de recommandations personnalisées',
  html: '<p>Répondez à quelques questions simples et nous modélisons votre maison en détail : murs, fenêtres, toiture, système de chauffage et de climatisation, ventilation et eau chaude.</p><ul><li>Des recommandations de rénovation classées selon leur impact sur votre facture énergétique</li><li>Des estimations de coûts détaillées et la liste complète des subventions municipales, provinciales et fédérales</li></ul>',
  media_side: 'end',
  image: FIXTURE_IMAGE,
  media_alt: 'Un modèle 3D d’une maison à deux étages, ses pertes de chaleur en couleur',
  link_label: 'Commencer mon évaluation énergétique gratuite',
  link_href: '/fr/homeowners',
};
