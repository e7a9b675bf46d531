import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';
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
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'title', name: { en: 'Title', fr: 'Titre' }, type: 'string', interface: 'input', required: true },
        { field: 'body', name: { en: 'Text', fr: 'Texte' }, type: 'text', interface: 'input-multiline' },
        { field: 'link_label', name: { en: 'Link label', fr: 'Libellé du lien' }, type: 'string', interface: 'input' },
        {
          field: 'href',
          name: { en: 'Link', fr: 'Lien' },
          type: 'string',
          interface: 'input',
          note: { en: 'A page of the site (/stride) or a full address (https://…).', fr: 'Une page du site (/fr/stride) ou une adresse complète (https://…).' },
        },
      ],
      { required: true, template: '{{title}}', label: { en: 'Cards', fr: 'Cartes' } },
    ),
  ],
});
