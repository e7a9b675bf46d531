import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item, sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { featureGridSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_feature_grid',
  icon: 'grid_view',
  label: { en: { singular: 'Feature grid', plural: 'Feature grids' }, fr: { singular: 'Grille de fonctionnalités', plural: 'Grilles de fonctionnalités' } },
  description: { en: 'A grid of cards: products, benefits, audiences.', fr: 'Une grille de cartes : produits, avantages, publics.' },
  note: {
    en: 'A heading and a grid of cards (1 to 12): products, benefits, audiences.',
    fr: 'Un titre et une grille de cartes (de 1 à 12) : produits, avantages, publics.',
  },
  schema: featureGridSchema,
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
