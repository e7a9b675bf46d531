import { defineBlockCollection, field } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_stats',
  icon: 'monitoring',
  label: { en: { singular: 'Stats', plural: 'Stats' }, fr: { singular: 'Statistiques', plural: 'Statistiques' } },
  note: 'Claims as big figures (100+, 200%, 5-10 minutes) with a short label each; 1 to 6.',
  displayTemplate: '{{heading}}',
  fields: [
    field.string('heading', { note: 'Optional. Without it the figures get a hidden heading for screen readers.', label: { en: 'Heading', fr: 'Titre' } }),
    field.repeater(
      'items',
      [
        { field: 'value', name: 'Figure', type: 'string', interface: 'input', required: true, note: '100+, 200%, 5-10 min' },
        { field: 'label', name: 'Label', type: 'string', interface: 'input', required: true },
      ],
      { required: true, template: '{{value}} {{label}}', label: { en: 'Figures', fr: 'Chiffres' } },
    ),
    field.string('footnote', { note: 'Source or fine print.', label: { en: 'Footnote', fr: 'Note' } }),
  ],
});
