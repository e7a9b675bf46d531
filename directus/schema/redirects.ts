// Redirects marketers manage: an old address to a new one, applied by the site server before it
// renders anything. Changing the slug of a published page or post adds one here automatically
// (extensions/site-redirects).
import { field, type CollectionDef } from './define.ts';
import { FOLDERS } from './folders.ts';

export const redirectsCollection: CollectionDef = {
  collection: 'redirects',
  meta: {
    group: FOLDERS.site,
    icon: 'alt_route',
    note: 'Old addresses sent to new ones (301 permanent, 302 temporary). Changing a published page’s or article’s path adds one automatically.',
    display_template: '{{from}} → {{to}}',
    sort: 5,
    translations: [
      { language: 'en-US', translation: 'Redirects', singular: 'Redirect', plural: 'Redirects' },
      { language: 'fr-FR', translation: 'Redirections', singular: 'Redirection', plural: 'Redirections' },
    ],
  },
  fields: [
    field.id(),
    field.string('from', {
      required: true,
      width: 'half',
      placeholder: '/old-page',
      note: 'The old address on this site, with its language prefix: /old-page or /fr/ancienne-page.',
      label: { en: 'From', fr: 'De' },
    }),
    field.string('to', {
      required: true,
      width: 'half',
      placeholder: '/stride',
      note: 'Where visitors go: a path on this site (/stride) or a full address (https://…).',
      label: { en: 'To', fr: 'Vers' },
    }),
    field.select(
      'status',
      [
        { value: '301', text: '301 Permanent' },
        { value: '302', text: '302 Temporary' },
      ],
      { required: true, default: '301', width: 'half', label: { en: 'Type', fr: 'Type' } },
    ),
    ...field.timestamps(),
  ],
};
