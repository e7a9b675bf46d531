import type { BlockFixtures } from '#kit/cms/block.ts';
import type { TimelineBlock } from './schema.ts';

export const timelineFixtures = {
  en: {
    program: {
      collection: 'block_timeline',
      id: 1,
      eyebrow: 'Maps for municipalities',
      heading: 'From signature to results',
      items: [
        { when: 'Week 1', title: 'Kick-off', body: 'We load your housing stock and agree on the program’s goals.' },
        { when: '3 weeks', title: 'Program live', body: 'Homeowners get their free assessments and rebate guidance.' },
        { when: '2 months', title: 'First results', body: 'Engagement and upgrade data, by neighbourhood, in your dashboard.' },
      ],
    },
  },
  fr: {
    program: {
      collection: 'block_timeline',
      id: 1,
      eyebrow: 'Maps pour les municipalités',
      heading: 'De la signature aux résultats',
      items: [
        { when: 'Semaine 1', title: 'Lancement', body: 'Nous chargeons votre parc immobilier et convenons des objectifs du programme.' },
        { when: '3 semaines', title: 'Programme en ligne', body: 'Les propriétaires obtiennent leur évaluation gratuite et des conseils sur les subventions.' },
        { when: '2 mois', title: 'Premiers résultats', body: 'Les données de participation et de rénovation, par quartier, dans votre tableau de bord.' },
      ],
    },
  },
} satisfies BlockFixtures<TimelineBlock>;

/** French runs 20–30 % longer: the stress case for long milestones. */
export const timelineLongFrench: TimelineBlock = {
  collection: 'block_timeline',
  id: 2,
  eyebrow: 'Le déroulement d’un programme Maps dans votre municipalité',
  heading: 'De la signature de l’entente jusqu’aux premiers résultats mesurables',
  items: [
    {
      when: 'Première semaine',
      title: 'Lancement du projet et chargement des données',
      body: 'Nous importons les données de votre parc immobilier et convenons ensemble des objectifs et des indicateurs du programme.',
    },
    {
      when: 'Après 3 semaines',
      title: 'Mise en ligne du programme pour les propriétaires',
      body: 'Les propriétaires de votre territoire obtiennent leur évaluation gratuite et des conseils personnalisés sur les subventions.',
    },
    {
      when: 'Après 2 mois',
      title: 'Premiers résultats mesurables',
      body: 'Les données de participation et de rénovation, ventilées par quartier, s’affichent dans votre tableau de bord.',
    },
  ],
};
