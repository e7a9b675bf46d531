import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item, sectionHeaderFields } from '#kit/cms/block-fields.ts';
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
  fields: [
    ...sectionHeaderFields(),
    blockField.items([item.string('title', { en: 'Step', fr: 'Étape' }, { required: true }), item.body()], {
      template: '{{title}}',
      label: { en: 'Steps', fr: 'Étapes' },
    }),
  ],
});
