import type { BlockFixtures } from '#kit/cms/block.ts';
import type { StepsBlock } from './schema.ts';

export const stepsFixtures = {
  en: {
    stride: {
      collection: 'block_steps',
      id: 1,
      eyebrow: 'How Stride works',
      heading: 'From driveway to F280 report in four steps',
      items: [
        { title: 'Set the project', body: 'Choose the project type, the insights you need and the address.' },
        { title: 'Scan the home', body: 'Walk through with your phone or tablet; LiDAR captures every room.' },
        { title: 'Review the model', body: 'Check the annotated 3D model, with photos and notes where you took them.' },
        { title: 'Export and share', body: 'Send room-by-room and block F280 heat-load reports before you leave.' },
      ],
    },
  },
  fr: {
    stride: {
      collection: 'block_steps',
      id: 1,
      eyebrow: 'Comment fonctionne Stride',
      heading: 'Du stationnement au rapport F280 en quatre étapes',
      items: [
        { title: 'Configurer le projet', body: 'Choisissez le type de projet, les analyses souhaitées et l’adresse.' },
        { title: 'Numériser la maison', body: 'Parcourez-la avec votre téléphone ou votre tablette; le LiDAR capte chaque pièce.' },
        { title: 'Réviser le modèle', body: 'Vérifiez le modèle 3D annoté, avec vos photos et vos notes à leur place.' },
        { title: 'Exporter et partager', body: 'Envoyez les rapports F280 pièce par pièce et par bloc avant de repartir.' },
      ],
    },
  },
} satisfies BlockFixtures<StepsBlock>;

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
