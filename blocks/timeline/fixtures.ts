import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { TimelineBlock } from './schema.ts';

const program = (t: Say) =>
  ({
    collection: 'block_timeline',
    id: 1,
    eyebrow: t('Maps for municipalities', 'Maps pour les municipalités'),
    heading: t('From signature to results', 'De la signature aux résultats'),
    items: [
      {
        when: t('Week 1', 'Semaine 1'),
        title: t('Kick-off', 'Lancement'),
        body: t(
          'We load your housing stock and agree on the program’s goals.',
          'Nous chargeons votre parc immobilier et convenons des objectifs du programme.',
        ),
      },
      {
        when: t('3 weeks', '3 semaines'),
        title: t('Program live', 'Programme en ligne'),
        body: t(
          'Homeowners get their free assessments and rebate guidance.',
          'Les propriétaires obtiennent leur évaluation gratuite et des conseils sur les subventions.',
        ),
      },
      {
        when: t('2 months', '2 mois'),
        title: t('First results', 'Premiers résultats'),
        body: t(
          'Engagement and upgrade data, by neighbourhood, in your dashboard.',
          'Les données de participation et de rénovation, par quartier, dans votre tableau de bord.',
        ),
      },
    ],
  }) satisfies TimelineBlock;

export const timelineFixtures = bilingual((t) => ({ program: program(t) })) satisfies BlockFixtures<TimelineBlock>;
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
