import { defineBlockCollection, field } from '#kit/cms/fields.ts';
import { faqSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_faq',
  icon: 'quiz',
  label: { en: { singular: 'FAQ', plural: 'FAQs' }, fr: { singular: 'FAQ', plural: 'FAQ' } },
  description: { en: 'Questions and answers that open one at a time.', fr: 'Des questions et réponses qui s’ouvrent une à une.' },
  note: {
    en: 'Questions and answers that open one by one. Search engines read them as an FAQ.',
    fr: 'Des questions et réponses qui s’ouvrent une à une. Les moteurs de recherche les lisent comme une FAQ.',
  },
  schema: faqSchema,
  displayTemplate: '{{heading}}',
  fields: [
    field.string('heading', { required: true, label: { en: 'Heading', fr: 'Titre' } }),
    field.text('intro', { label: { en: 'Introduction', fr: 'Introduction' } }),
    field.repeater(
      'items',
      [
        { field: 'question', name: { en: 'Question', fr: 'Question' }, type: 'string', interface: 'input', required: true },
        {
          field: 'answer',
          name: { en: 'Answer', fr: 'Réponse' },
          type: 'text',
          interface: 'input-multiline',
          required: true,
          note: {
            en: 'Plain text; a blank line starts a new paragraph.',
            fr: 'Du texte simple; une ligne vide commence un nouveau paragraphe.',
          },
        },
      ],
      { required: true, template: '{{question}}', label: { en: 'Questions', fr: 'Questions' } },
    ),
  ],
});
