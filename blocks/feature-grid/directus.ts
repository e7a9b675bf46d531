import { defineBlockCollection, field } from '../../directus/schema/define.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_feature_grid',
  icon: 'grid_view',
  label: { en: { singular: 'Feature grid', plural: 'Feature grids' }, fr: { singular: 'Grille de fonctionnalités', plural: 'Grilles de fonctionnalités' } },
  note: 'A heading and a grid of cards (1 to 12): products, benefits, audiences.',
  displayTemplate: '{{heading}}',
  fields: [
    field.string('eyebrow', { width: 'half', label: { en: 'Eyebrow', fr: 'Surtitre' } }),
    field.string('heading', { required: true, width: 'half', label: { en: 'Heading', fr: 'Titre' } }),
    field.text('intro', { label: { en: 'Introduction', fr: 'Introduction' } }),
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
