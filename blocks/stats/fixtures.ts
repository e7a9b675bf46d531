import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { StatsBlock } from './schema.ts';

const claims = (t: Say) =>
  ({
    collection: 'block_stats',
    id: 1,
    heading: t('Trusted across Canada', 'Une confiance partout au Canada'),
    items: [
      { value: '100+', label: t('municipalities', 'municipalités') },
      { value: t('200%', '200 %'), label: t('engagement increase', 'd’augmentation de la participation') },
      { value: '5-10 min', label: t('for a report', 'pour un rapport') },
    ],
  }) satisfies StatsBlock;

const untitled = (t: Say) =>
  ({
    collection: 'block_stats',
    id: 2,
    items: [
      { value: t('3 weeks', '3 semaines'), label: t('to launch a program', 'pour lancer un programme') },
      { value: t('2 months', '2 mois'), label: t('to the first results', 'jusqu’aux premiers résultats') },
    ],
    footnote: t('Typical timelines for a municipal program.', 'Délais typiques pour un programme municipal.'),
  }) satisfies StatsBlock;

export const statsFixtures = bilingual((t) => ({ claims: claims(t), untitled: untitled(t) })) satisfies BlockFixtures<StatsBlock>;
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
