import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item, sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { stepsSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(stepsSchema, {
  icon: 'format_list_numbered',
  studio: {
    en: {
      name: ['Steps', 'Steps'],
      about: 'How it works, in numbered steps.',
      note: 'How it works, in numbered steps (2 to 8), like Stride’s four.',
    },
    fr: {
      name: ['Étapes', 'Étapes'],
      about: 'Le fonctionnement, en étapes numérotées.',
      note: 'Le fonctionnement, en étapes numérotées (de 2 à 8), comme les quatre de Stride.',
    },
  },
  fields: [
    ...sectionHeaderFields(),
    blockField.items([item.string('title', { en: 'Step', fr: 'Étape' }, { required: true }), item.body()], {
      template: '{{title}}',
      label: { en: 'Steps', fr: 'Étapes' },
    }),
  ],
});
