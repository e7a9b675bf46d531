import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_feature_grid',
  icon: 'grid_view',
  label: { en: { singular: 'Feature grid', plural: 'Feature grids' }, fr: { singular: 'Grille de fonctionnalités', plural: 'Grilles de fonctionnalités' } },
  note: 'A heading and a grid of cards (1 to 12): products, benefits, audiences.',
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'title', name: 'Title', type: 'string', interface: 'input', required: true },
        { field: 'body', name: 'Text', type: 'text', interface: 'input-multiline' },
        { field: 'link_label', name: 'Link label', type: 'string', interface: 'input' },
        { field: 'href', name: 'Link', type: 'string', interface: 'input', note: '/stride, https://…' },
      ],
      { required: true, template: '{{title}}', label: { en: 'Cards', fr: 'Cartes' } },
    ),
  ],
});
