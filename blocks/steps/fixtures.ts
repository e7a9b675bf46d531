import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { StepsBlock } from './schema.ts';

const stride = (t: Say) =>
  ({
    collection: 'block_steps',
    id: 1,
    eyebrow: t('How Stride works', 'Comment fonctionne Stride'),
    heading: t('From driveway to F280 report in four steps', 'Du stationnement au rapport F280 en quatre étapes'),
    items: [
      {
        title: t('Set the project', 'Configurer le projet'),
        body: t('Choose the project type, the insights you need and the address.', 'Choisissez le type de projet, les analyses souhaitées et l’adresse.'),
      },
      {
        title: t('Scan the home', 'Numériser la maison'),
        body: t(
          'Walk through with your phone or tablet; LiDAR captures every room.',
          'Parcourez-la avec votre téléphone ou votre tablette; le LiDAR capte chaque pièce.',
        ),
      },
      {
        title: t('Review the model', 'Réviser le modèle'),
        body: t(
          'Check the annotated 3D model, with photos and notes where you took them.',
          'Vérifiez le modèle 3D annoté, avec vos photos et vos notes à leur place.',
        ),
      },
      {
        title: t('Export and share', 'Exporter et partager'),
        body: t(
          'Send room-by-room and block F280 heat-load reports before you leave.',
          'Envoyez les rapports F280 pièce par pièce et par bloc avant de repartir.',
        ),
      },
    ],
  }) satisfies StepsBlock;

export const stepsFixtures = bilingual((t) => ({ stride: stride(t) })) satisfies BlockFixtures<StepsBlock>;
/** French runs 20–30 % longer: the stress case for step titles. */
export const stepsLongFrench: StepsBlock = {
  collection: 'block_steps',
  id: 2,
  eyebrow: 'Le fonctionnement de l’application Stride, expliqué simplement',
  heading: 'De l’entrée de la maison jusqu’au rapport de charge thermique F280, en seulement quatre étapes',
  intro: 'Aucune vidéo n’est enregistrée : seulement des contours, des photos et des notes.',
  items: [
    {
      title: 'Configurer le projet et les analyses souhaitées',
      body: 'Indiquez le type de projet, les analyses dont vous avez besoin et l’adresse complète de la propriété.',
    },
    { title: 'Numériser la maison au complet', body: 'Parcourez chaque pièce avec votre téléphone ou votre tablette : le LiDAR s’occupe du reste.' },
    { title: 'Réviser et annoter le modèle 3D', body: 'Corrigez au besoin et ajoutez vos photos et vos notes directement dans le modèle.' },
    { title: 'Exporter les rapports et les partager', body: 'Transmettez les rapports F280 à votre client ou à votre équipe, directement sur place.' },
  ],
};
