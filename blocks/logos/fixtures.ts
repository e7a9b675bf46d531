import { FIXTURE_LOGOS } from '#kit/cms/fixture-media.ts';
import type { BlockFixtures } from '#kit/cms/block.ts';
import type { LogosBlock } from './schema.ts';

export const logosFixtures = {
  en: {
    default: {
      collection: 'block_logos',
      id: 1,
      eyebrow: 'Partners',
      heading: 'Trusted by 100+ municipalities and utilities',
      intro: 'Cities, utilities and co-ops use our tools to plan rebate and engagement programs.',
      logos: FIXTURE_LOGOS,
    },
  },
  fr: {
    default: {
      collection: 'block_logos',
      id: 1,
      eyebrow: 'Partenaires',
      heading: 'Plus de 100 municipalités et services publics nous font confiance',
      intro: 'Villes, services publics et coopératives utilisent nos outils pour planifier leurs programmes de subventions et de mobilisation.',
      logos: FIXTURE_LOGOS,
    },
  },
} satisfies BlockFixtures<LogosBlock>;

/** French runs 20–30 % longer: the stress case for the centred heading. */
export const logosLongFrench: LogosBlock = {
  collection: 'block_logos',
  id: 2,
  eyebrow: 'Nos partenaires municipaux et communautaires',
  heading: 'Plus d’une centaine de municipalités, de services publics et de coopératives d’énergie nous font confiance',
  intro:
    'Villes, services publics d’électricité et de gaz naturel, coopératives et organismes communautaires utilisent nos outils pour planifier, lancer et mesurer leurs programmes de subventions et de mobilisation citoyenne.',
  logos: FIXTURE_LOGOS,
};
