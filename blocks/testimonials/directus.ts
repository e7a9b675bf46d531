import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_testimonials',
  icon: 'format_quote',
  label: { en: { singular: 'Testimonials', plural: 'Testimonials' }, fr: { singular: 'Témoignages', plural: 'Témoignages' } },
  note: 'What customers say: 1 to 6 quotes with who said them.',
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'quote', name: 'Quote', type: 'text', interface: 'input-multiline', required: true },
        { field: 'name', name: 'Name', type: 'string', interface: 'input', required: true },
        { field: 'role', name: 'Role and organisation', type: 'string', interface: 'input', note: 'Energy advisor, City of Example' },
      ],
      { required: true, template: '{{name}}', label: { en: 'Quotes', fr: 'Citations' } },
    ),
  ],
});
