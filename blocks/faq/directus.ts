import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item } from '#kit/cms/block-fields.ts';
import { faqSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(faqSchema, {
  icon: 'quiz',
  studio: {
    en: {
      name: ['FAQ', 'FAQs'],
      about: 'Questions and answers that open one at a time.',
      note: 'Questions and answers that open one by one. Search engines read them as an FAQ.',
    },
    fr: {
      name: ['FAQ', 'FAQ'],
      about: 'Des questions et réponses qui s’ouvrent une à une.',
      note: 'Des questions et réponses qui s’ouvrent une à une. Les moteurs de recherche les lisent comme une FAQ.',
    },
  },
  fields: [
    blockField.heading(),
    blockField.intro(),
    blockField.items(
      [
        item.string('question', { en: 'Question', fr: 'Question' }, { required: true }),
        item.text(
          'answer',
          { en: 'Answer', fr: 'Réponse' },
          {
            required: true,
            note: { en: 'Plain text; a blank line starts a new paragraph.', fr: 'Du texte simple; une ligne vide commence un nouveau paragraphe.' },
          },
        ),
      ],
      { template: '{{question}}', label: { en: 'Questions', fr: 'Questions' } },
    ),
  ],
});
