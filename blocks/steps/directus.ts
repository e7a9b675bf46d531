import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';
import { stepsSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_steps',
  icon: 'format_list_numbered',
  label: { en: { singular: 'Steps', plural: 'Steps' }, fr: { singular: 'Étapes', plural: 'Étapes' } },
  description: { en: 'How it works, in numbered steps.', fr: 'Le fonctionnement, en étapes numérotées.' },
  note: {
    en: 'How it works, in numbered steps (2 to 8), like Stride’s four.',
    fr: 'Le fonctionnement, en étapes numérotées (de 2 à 8), comme les quatre de Stride.',
  },
  schema: stepsSchema,
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'title', name: { en: 'Step', fr: 'Étape' }, type: 'string', interface: 'input', required: true },
        { field: 'body', name: { en: 'Text', fr: 'Texte' }, type: 'text', interface: 'input-multiline' },
      ],
      { required: true, template: '{{title}}', label: { en: 'Steps', fr: 'Étapes' } },
    ),
  ],
});
