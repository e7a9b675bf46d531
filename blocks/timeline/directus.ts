import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';
import { timelineSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_timeline',
  icon: 'timeline',
  label: { en: { singular: 'Timeline', plural: 'Timelines' }, fr: { singular: 'Échéancier', plural: 'Échéanciers' } },
  description: { en: 'Milestones in order, each with when it happens.', fr: 'Des jalons dans l’ordre, chacun avec son échéance.' },
  note: {
    en: 'Milestones in order, each with when it happens (3 weeks, 2 months).',
    fr: 'Des jalons dans l’ordre, chacun avec son échéance (3 semaines, 2 mois).',
  },
  schema: timelineSchema,
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        {
          field: 'when',
          name: { en: 'When', fr: 'Quand' },
          type: 'string',
          interface: 'input',
          required: true,
          note: { en: '3 weeks, 2 months, Week 1', fr: '3 semaines, 2 mois, Semaine 1' },
        },
        { field: 'title', name: { en: 'Milestone', fr: 'Jalon' }, type: 'string', interface: 'input', required: true },
        { field: 'body', name: { en: 'Text', fr: 'Texte' }, type: 'text', interface: 'input-multiline' },
      ],
      { required: true, template: '{{when}} · {{title}}', label: { en: 'Milestones', fr: 'Jalons' } },
    ),
  ],
});
