import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item, sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { testimonialsSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(testimonialsSchema, {
  icon: 'format_quote',
  studio: {
    en: {
      name: ['Testimonials', 'Testimonials'],
      about: 'Customer quotes, with who said them.',
      note: 'What customers say: 1 to 6 quotes with who said them.',
    },
    fr: {
      name: ['Témoignages', 'Témoignages'],
      about: 'Des citations de clients, avec leur auteur.',
      note: 'Ce que disent les clients : de 1 à 6 citations, avec leur auteur.',
    },
  },
  fields: [
    ...sectionHeaderFields(),
    blockField.items(
      [
        item.text('quote', { en: 'Quote', fr: 'Citation' }, { required: true }),
        item.string('name', { en: 'Name', fr: 'Nom' }, { required: true }),
        item.string(
          'role',
          { en: 'Role and organisation', fr: 'Fonction et organisation' },
          { note: { en: 'Energy advisor, City of Example', fr: 'Conseillère en énergie, Ville d’Exemple' } },
        ),
      ],
      { template: '{{name}}', label: { en: 'Quotes', fr: 'Citations' } },
    ),
  ],
});
