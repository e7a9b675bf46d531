import { defineBlockCollection, field, sectionHeaderFields } from '#kit/cms/fields.ts';

export const cmsCollection = defineBlockCollection({
  collection: 'block_embed',
  icon: 'widgets',
  label: { en: { singular: 'Interactive widget', plural: 'Interactive widgets' }, fr: { singular: 'Module interactif', plural: 'Modules interactifs' } },
  // One collection for every widget: the free tier counts collections, and widgets differ in code, not in fields.
  note: 'An interactive piece under your heading: the upgrade game, the demo request (with or without booking), the newsletter, the Stride waitlist or the report entry. Submissions land in Demo requests and Form submissions.',
  displayTemplate: '{{kind}} · {{heading}}',
  fields: [
    field.select(
      'kind',
      [
        { value: 'upgrade_game', text: 'Upgrade game' },
        { value: 'demo_booking', text: 'Demo request with booking' },
        { value: 'demo_request', text: 'Demo request (no booking)' },
        { value: 'newsletter', text: 'Newsletter subscription' },
        { value: 'waitlist', text: 'Stride waitlist' },
        { value: 'report', text: 'Report entry (address)' },
      ],
      { required: true, default: 'upgrade_game', width: 'half', label: { en: 'Widget', fr: 'Module' } },
    ),
    ...sectionHeaderFields(),
  ],
});
