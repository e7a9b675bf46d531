import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item, sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { featureGridSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(featureGridSchema, {
  icon: 'grid_view',
  studio: {
    en: {
      name: ['Feature grid', 'Feature grids'],
      about: 'A grid of cards: products, benefits, audiences.',
      note: 'A heading and a grid of cards (1 to 12): products, benefits, audiences.',
    },
    fr: {
      name: ['Grille de fonctionnalités', 'Grilles de fonctionnalités'],
      about: 'Une grille de cartes : produits, avantages, publics.',
      note: 'Un titre et une grille de cartes (de 1 à 12) : produits, avantages, publics.',
    },
  },
  fields: [
    ...sectionHeaderFields(),
    blockField.items(
      [
        item.string('title', { en: 'Title', fr: 'Titre' }, { required: true }),
        item.body(),
        item.string('link_label', { en: 'Link label', fr: 'Libellé du lien' }),
        item.string(
          'href',
          { en: 'Link', fr: 'Lien' },
          {
            note: {
              en: 'A page of the site (/stride) or a full address (https://…).',
              fr: 'Une page du site (/fr/stride) ou une adresse complète (https://…).',
            },
          },
        ),
      ],
      { template: '{{title}}', label: { en: 'Cards', fr: 'Cartes' } },
    ),
  ],
});
