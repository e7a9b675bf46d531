import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { TestimonialsBlock } from './schema.ts';

const customers = (t: Say) =>
  ({
    collection: 'block_testimonials',
    id: 1,
    heading: t('What our customers say', 'Ce que disent nos clients'),
    items: [
      {
        quote: t(
          'The report told us to fix the attic before the heat pump. We saved on both.',
          'Le rapport nous a conseillé d’isoler le grenier avant la thermopompe. Nous avons économisé sur les deux.',
        ),
        name: 'Marie L.',
        role: t('Homeowner, Sherbrooke', 'Propriétaire, Sherbrooke'),
      },
      {
        quote: t(
          'I leave the driveway with the F280 done. That used to be an evening of work.',
          'Je repars avec le F280 terminé. Avant, c’était une soirée de travail.',
        ),
        name: 'Daniel K.',
        role: t('HVAC installer', 'Installateur CVC'),
      },
    ],
  }) satisfies TestimonialsBlock;

export const testimonialsFixtures = bilingual((t) => ({ customers: customers(t) })) satisfies BlockFixtures<TestimonialsBlock>;
/** French runs 20–30 % longer: the stress case for long quotes. */
export const testimonialsLongFrench: TestimonialsBlock = {
  collection: 'block_testimonials',
  id: 2,
  eyebrow: 'Témoignages',
  heading: 'Ce que disent les propriétaires, les installateurs et les municipalités',
  items: [
    {
      quote:
        'Le rapport nous a clairement conseillé d’isoler le grenier et de sceller les fuites avant d’installer la thermopompe. Résultat : un appareil plus petit, une facture plus basse et des subventions bien plus généreuses.',
      name: 'Marie-Ève Lachance-Tremblay',
      role: 'Propriétaire d’une maison centenaire, Sherbrooke',
    },
    {
      quote: 'Je repars de chez le client avec le rapport F280 terminé et partagé. Avant, c’était toute une soirée de calculs.',
      name: 'Daniel Kowalczyk',
      role: 'Installateur CVC certifié, Laval',
    },
  ],
};
