import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField, item, sectionHeaderFields } from '#kit/cms/block-fields.ts';
import { timelineSchema } from './schema.ts';

export const cmsCollection = defineBlockCollection(timelineSchema, {
  icon: 'timeline',
  studio: {
    en: {
      name: ['Timeline', 'Timelines'],
      about: 'Milestones in order, each with when it happens.',
      note: 'Milestones in order, each with when it happens (3 weeks, 2 months).',
    },
    fr: {
      name: ['Échéancier', 'Échéanciers'],
      about: 'Des jalons dans l’ordre, chacun avec son échéance.',
      note: 'Des jalons dans l’ordre, chacun avec son échéance (3 semaines, 2 mois).',
    },
  },
  fields: [
    ...sectionHeaderFields(),
    blockField.items(
      [
        item.string('when', { en: 'When', fr: 'Quand' }, { required: true, note: { en: '3 weeks, 2 months, Week 1', fr: '3 semaines, 2 mois, Semaine 1' } }),
        item.string('title', { en: 'Milestone', fr: 'Jalon' }, { required: true }),
        item.body(),
      ],
      { template: '{{when}} · {{title}}', label: { en: 'Milestones', fr: 'Jalons' } },
    ),
  ],
});
