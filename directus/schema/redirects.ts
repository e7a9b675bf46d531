// Redirects marketers manage: an old address to a new one, applied by the site server before it
// renders anything. Changing the slug of a published page or post adds one here automatically
// (extensions/site-redirects).
import { collectionNames, field, type CollectionDef } from './define.ts';
import { FOLDERS } from './folders.ts';

export const redirectsCollection: CollectionDef = {
  collection: 'redirects',
  meta: {
    group: FOLDERS.site,
    icon: 'alt_route',
    note: {
      en: 'Old addresses sent to new ones (301 permanent, 302 temporary). Changing a published page’s or article’s path adds one automatically.',
      fr: 'Les anciennes adresses redirigées vers les nouvelles (301 permanente, 302 temporaire). Changer le chemin d’une page ou d’un article publié en ajoute une automatiquement.',
    },
    display_template: '{{from}} → {{to}}',
    sort: 5,
    translations: collectionNames(['Redirect', 'Redirects'], ['Redirection', 'Redirections']),
  },
  fields: [
    field.id(),
    field.string('from', {
      required: true,
      width: 'half',
      placeholder: '/old-page',
      note: {
        en: 'The old address on this site, with its language prefix: /old-page or /fr/ancienne-page.',
        fr: 'L’ancienne adresse sur ce site, avec son préfixe de langue : /old-page ou /fr/ancienne-page.',
      },
      label: { en: 'From', fr: 'De' },
    }),
    field.string('to', {
      required: true,
      width: 'half',
      placeholder: '/stride',
      note: {
        en: 'Where visitors go: a path on this site (/stride) or a full address (https://…).',
        fr: 'Où vont les visiteurs : un chemin sur ce site (/fr/stride) ou une adresse complète (https://…).',
      },
      label: { en: 'To', fr: 'Vers' },
    }),
    field.select(
      'status',
      [
        { value: '301', text: { en: '301 Permanent', fr: '301 permanente' } },
        { value: '302', text: { en: '302 Temporary', fr: '302 temporaire' } },
      ],
      { required: true, default: '301', width: 'half', label: { en: 'Type', fr: 'Type' } },
    ),
    ...field.timestamps(),
  ],
};
