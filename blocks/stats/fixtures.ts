import type { BlockFixtures } from '#kit/cms/block.ts';
import type { StatsBlock } from './schema.ts';

export const statsFixtures = {
  en: {
    claims: {
      collection: 'block_stats',
      id: 1,
      heading: 'Trusted across Canada',
      items: [
        { value: '100+', label: 'municipalities' },
        { value: '200%', label: 'engagement increase' },
        { value: '5-10 min', label: 'for a report' },
      ],
    },
    untitled: {
      collection: 'block_stats',
      id: 2,
      items: [
        { value: '3 weeks', label: 'to launch a program' },
        { value: '2 months', label: 'to the first results' },
      ],
      footnote: 'Typical timelines for a municipal program.',
    },
  },
  fr: {
    claims: {
      collection: 'block_stats',
      id: 1,
      heading: 'Une confiance partout au Canada',
      items: [
        { value: '100+', label: 'municipalités' },
        { value: '200 %', label: 'd’augmentation de la participation' },
        { value: '5-10 min', label: 'pour un rapport' },
      ],
    },
    untitled: {
      collection: 'block_stats',
      id: 2,
      items: [
        { value: '3 semaines', label: 'pour lancer un programme' },
        { value: '2 mois', label: 'jusqu’aux premiers résultats' },
      ],
      footnote: 'Délais typiques pour un programme municipal.',
    },
  },
} satisfies BlockFixtures<StatsBlock>;

/** French runs 20–30 % longer: the stress case for figures and labels. */
export const statsLongFrench: StatsBlock = {
  collection: 'block_stats',
  id: 3,
  heading: 'Une confiance bâtie auprès de municipalités et de services publics partout au Canada',
  items: [
    { value: '100+', label: 'municipalités partenaires d’un océan à l’autre' },
    { value: '200 %', label: 'd’augmentation de la participation aux programmes de rénovation' },
    { value: '5-10 min', label: 'pour obtenir un rapport énergétique complet et personnalisé' },
  ],
  footnote: 'Données compilées à partir des programmes municipaux menés au cours des deux dernières années.',
};
