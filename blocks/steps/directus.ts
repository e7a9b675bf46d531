import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_steps',
  icon: 'format_list_numbered',
  label: { en: { singular: 'Steps', plural: 'Steps' }, fr: { singular: 'Étapes', plural: 'Étapes' } },
  note: 'How it works, in numbered steps (2 to 8), like Stride’s four.',
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'title', name: 'Step', type: 'string', interface: 'input', required: true },
        { field: 'body', name: 'Text', type: 'text', interface: 'input-multiline' },
      ],
      { required: true, template: '{{title}}', label: { en: 'Steps', fr: 'Étapes' } },
    ),
  ],
});
