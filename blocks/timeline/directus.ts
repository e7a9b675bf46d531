import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_timeline',
  icon: 'timeline',
  label: { en: { singular: 'Timeline', plural: 'Timelines' }, fr: { singular: 'Échéancier', plural: 'Échéanciers' } },
  note: 'Milestones in order, each with when it happens (3 weeks, 2 months).',
  displayTemplate: '{{heading}}',
  fields: [
    ...sectionHeaderFields(),
    field.repeater(
      'items',
      [
        { field: 'when', name: 'When', type: 'string', interface: 'input', required: true, note: '3 weeks, 2 months, Week 1' },
        { field: 'title', name: 'Milestone', type: 'string', interface: 'input', required: true },
        { field: 'body', name: 'Text', type: 'text', interface: 'input-multiline' },
      ],
      { required: true, template: '{{when}} · {{title}}', label: { en: 'Milestones', fr: 'Jalons' } },
    ),
  ],
});
