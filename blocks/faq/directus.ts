import { defineBlockCollection, field } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_faq',
  icon: 'quiz',
  label: { en: { singular: 'FAQ', plural: 'FAQs' }, fr: { singular: 'FAQ', plural: 'FAQ' } },
  note: 'Questions and answers that open one by one. Search engines read them as an FAQ.',
  displayTemplate: '{{heading}}',
  fields: [
    field.string('heading', { required: true, label: { en: 'Heading', fr: 'Titre' } }),
    field.text('intro', { label: { en: 'Introduction', fr: 'Introduction' } }),
    field.repeater(
      'items',
      [
        { field: 'question', name: 'Question', type: 'string', interface: 'input', required: true },
        {
          field: 'answer',
          name: 'Answer',
          type: 'text',
          interface: 'input-multiline',
          required: true,
          note: 'Plain text; a blank line starts a new paragraph.',
        },
      ],
      { required: true, template: '{{question}}', label: { en: 'Questions', fr: 'Questions' } },
    ),
  ],
});
