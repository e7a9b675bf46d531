import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';
import { testimonialsSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_testimonials',
  icon: 'format_quote',
  label: { en: { singular: 'Testimonials', plural: 'Testimonials' }, fr: { singular: 'Témoignages', plural: 'Témoignages' } },
  description: { en: 'Customer quotes, with who said them.', fr: 'Des citations de clients, avec leur auteur.' },
  note: {
    en: 'What customers say: 1 to 6 quotes with who said them.',
    fr: 'Ce que disent les clients : de 1 à 6 citations, avec leur auteur.',
  },
  schema: testimonialsSchema,
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'quote', name: { en: 'Quote', fr: 'Citation' }, type: 'text', interface: 'input-multiline', required: true },
        { field: 'name', name: { en: 'Name', fr: 'Nom' }, type: 'string', interface: 'input', required: true },
        {
          field: 'role',
          name: { en: 'Role and organisation', fr: 'Fonction et organisation' },
          type: 'string',
          interface: 'input',
          note: { en: 'Energy advisor, City of Example', fr: 'Conseillère en énergie, Ville d’Exemple' },
        },
      ],
      { required: true, template: '{{name}}', label: { en: 'Quotes', fr: 'Citations' } },
    ),
  ],
});
