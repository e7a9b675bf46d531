// The site's own collections: pages (one row per page per locale), the many-to-any junction that
// holds each page's blocks in order, and per-locale site settings. Block collections live in their
// block folders (blocks/*/directus.ts).
import { postCategoriesCollection, postsCollection } from './blog.ts';
import { redirectsCollection } from './redirects.ts';
import { translationFields } from './translations.ts';
import { collectionName, field, fieldName, LOCALE_CHOICES, type CollectionDef, type FieldDef, type RelationDef } from './define.ts';
import { experimentsCollection, pageVariantFields, pageVariantRelations } from './experiments.ts';
import { RETENTION_DEFAULTS } from '../../schemas/retention.ts';
import { CONSENT_VERSION_PATTERN } from '../../schemas/site-settings.ts';
import { FOLDERS } from './folders.ts';
import { pageAuthorFields, pageAuthorRelations } from './page-authors.ts';
import { hiddenBlocksLink } from './content-report.ts';

export const PAGE_STATUS = ['draft', 'published', 'archived'] as const;

export const pagesCollection: CollectionDef = {
  collection: 'pages',
  meta: {
    group: FOLDERS.site,
    // The Data Studio's preview opens the draft on the site through a signed, expiring token (extensions/site-preview).
    preview_url: '/site-preview/pages/{{id}}',
    icon: 'web',
    note: {
      en: 'One row per page and language. Link the English and French versions with the same translation key. What is missing or unpublished in one language: the parity report at /site-report/parity.',
      fr: 'Une ligne par page et par langue. Reliez les versions anglaise et française avec la même clé de traduction. Ce qui manque ou n’est pas publié dans une langue : le rapport de parité, à /site-report/parity.',
    },
    // "Page: Home · / · English" in the page's title bar and wherever a page is picked.
    display_template: '{{title}} · {{slug}} · {{locale}}',
    sort: 1,
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
    translations: collectionName({ en: { singular: 'Page', plural: 'Pages' }, fr: { singular: 'Page', plural: 'Pages' } }),
  },
  fields: [
    field.id(),
    field.select(
      'status',
      [
        { value: 'published', text: { en: 'Published', fr: 'Publiée' } },
        { value: 'draft', text: { en: 'Draft', fr: 'Brouillon' } },
        { value: 'archived', text: { en: 'Archived', fr: 'Archivée' } },
      ],
      { required: true, default: 'draft', width: 'half', label: { en: 'Status', fr: 'Statut' } },
    ),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('slug', {
      required: true,
      width: 'half',
      placeholder: '/ads/heat-pumps',
      note: {
        en: 'The path after the language prefix: "/" is the home page, "/stride" is /stride (or /fr/stride).',
        fr: 'Le chemin après le préfixe de langue : « / » est la page d’accueil, « /stride » donne /stride (ou /fr/stride).',
      },
      label: { en: 'Path', fr: 'Chemin' },
    }),
    field.string('translation_key', {
      required: true,
      width: 'half',
      note: {
        en: 'The same key on the English and French versions of a page links them (language switch, hreflang, sitemap).',
        fr: 'La même clé sur les versions anglaise et française d’une page les relie (changement de langue, hreflang, plan du site).',
      },
      label: { en: 'Translation key', fr: 'Clé de traduction' },
    }),
    // How this page stands against its twin, and what publishing asks (extensions/site-translations).
    ...translationFields('pages'),
    field.string('title', { required: true, label: { en: 'Title', fr: 'Titre' } }),
    field.select(
      'layout',
      [
        { value: 'default', text: { en: 'Default header', fr: 'En-tête par défaut' } },
        { value: 'vhersheader', text: { en: 'vhersheader', fr: 'vhersheader' } },
      ],
      { required: true, default: 'default', width: 'half', label: { en: 'Layout', fr: 'Mise en page' } },
    ),
    field.boolean('noindex', { width: 'half', label: { en: 'Hide from search engines', fr: 'Masquer des moteurs de recherche' } }),
    field.string('seo_title', {
      width: 'full',
      note: {
        en: 'Shown in search results and tabs; the title is used when empty.',
        fr: 'Affiché dans les résultats de recherche et les onglets; vide, c’est le titre qui sert.',
      },
      label: { en: 'SEO title', fr: 'Titre SEO' },
    }),
    field.text('seo_description', {
      note: {
        en: 'About 150 characters, shown under the title in search results.',
        fr: 'Environ 150 caractères, affichés sous le titre dans les résultats de recherche.',
      },
      label: { en: 'SEO description', fr: 'Description SEO' },
    }),
    field.image('seo_image', {
      note: {
        en: 'Shown when the page is shared (1200×630 works best). Without one, the first picture on the page is used.',
        fr: 'Affichée quand la page est partagée (1200 × 630 idéalement). Sinon, c’est la première image de la page qui sert.',
      },
      label: { en: 'Sharing image', fr: 'Image de partage' },
    }),
    field.datetime('publish_at', {
      width: 'half',
      note: { en: 'Optional: the page goes live at this time.', fr: 'Facultatif : la page est mise en ligne à ce moment.' },
      label: { en: 'Publish at', fr: 'Publier le' },
    }),
    field.datetime('unpublish_at', {
      width: 'half',
      note: { en: 'Optional: the page goes dark at this time.', fr: 'Facultatif : la page est retirée du site à ce moment.' },
      label: { en: 'Unpublish at', fr: 'Dépublier le' },
    }),
    {
      field: 'blocks',
      type: 'alias',
      meta: {
        interface: 'list-m2a',
        special: ['m2a'],
        options: { enableSelect: false },
        translations: fieldName({ en: 'Blocks', fr: 'Blocs' }),
        note: {
          en: 'The page, top to bottom. Drag to reorder; **Create New** adds a block of the type you pick.',
          fr: 'La page, de haut en bas. Faites glisser un bloc pour le déplacer; **Nouveau** ajoute un bloc du type choisi.',
        },
        width: 'full',
      },
      schema: null,
    },
    hiddenBlocksLink(),
    // Set only on the versions of an A/B test (directus/schema/experiments.ts).
    ...pageVariantFields(),
    ...field.timestamps(),
    // Who created and last saved it: the marketers' "My drafts" bookmark (directus/studio/presets.ts).
    ...pageAuthorFields(),
  ],
  relations: [...pageAuthorRelations, ...pageVariantRelations],
};

export const pagesBlocksCollection: CollectionDef = {
  collection: 'pages_blocks',
  meta: { hidden: true, icon: 'import_export', sort_field: 'sort', group: FOLDERS.blocks },
  fields: [
    field.id(),
    { field: 'pages_id', type: 'integer', meta: { hidden: true }, schema: { is_nullable: true } },
    { field: 'item', type: 'string', meta: { hidden: true }, schema: { is_nullable: true } },
    { field: 'collection', type: 'string', meta: { hidden: true }, schema: { is_nullable: true } },
    { field: 'sort', type: 'integer', meta: { hidden: true }, schema: { is_nullable: true } },
    // A block kept on its page but not shown to visitors: the Visual Editor's "Hide from visitors", and
    // every block added from it starts so, until its marketer shows it (decision 0016).
    field.boolean('hidden', {
      hidden: true,
      default: false,
      label: { en: 'Hidden from visitors', fr: 'Masqué aux visiteurs' },
      note: { en: 'Kept on the page, shown only in the Visual Editor.', fr: 'Gardé sur la page, visible seulement dans l’éditeur visuel.' },
    }),
  ],
};

export function pagesBlocksRelations(blockCollections: string[]): RelationDef[] {
  return [
    {
      collection: 'pages_blocks',
      field: 'item',
      related_collection: null,
      meta: {
        one_field: null,
        one_collection_field: 'collection',
        one_allowed_collections: blockCollections,
        junction_field: 'pages_id',
        sort_field: null,
        one_deselect_action: 'delete',
      },
    },
    {
      collection: 'pages_blocks',
      field: 'pages_id',
      related_collection: 'pages',
      meta: { one_field: 'blocks', junction_field: 'item', sort_field: 'sort', one_deselect_action: 'delete' },
      schema: { on_delete: 'CASCADE' },
    },
  ];
}

/** The retention periods (site settings) and their defaults: [field, default, label, note]. */
const RETENTION_FIELDS: [string, number, { en: string; fr: string }, { en: string; fr: string }][] = [
  [
    'retention_leads_months',
    RETENTION_DEFAULTS.leadsMonths,
    { en: 'Leads (months)', fr: 'Prospects (mois)' },
    {
      en: 'Demo requests, waitlist sign-ups and report requests are erased this many months after their last change.',
      fr: 'Les demandes de démo, inscriptions à la liste d’attente et demandes de rapport sont effacées ce nombre de mois après leur dernière modification.',
    },
  ],
  [
    'retention_pending_days',
    RETENTION_DEFAULTS.pendingDays,
    { en: 'Unconfirmed newsletter sign-ups (days)', fr: 'Inscriptions à l’infolettre non confirmées (jours)' },
    {
      en: 'A sign-up whose address was never confirmed is erased after this many days; so is an unsubscribed address, leaving only its consent proof.',
      fr: 'Une inscription dont l’adresse n’a jamais été confirmée est effacée après ce nombre de jours; de même pour une adresse désabonnée, dont il ne reste que la preuve de consentement.',
    },
  ],
  [
    'retention_mail_days',
    RETENTION_DEFAULTS.mailDays,
    { en: 'Mail outbox (days)', fr: 'Courriels sortants (jours)' },
    {
      en: 'Sent and given-up e-mails are erased after this many days.',
      fr: 'Les courriels envoyés ou abandonnés sont effacés après ce nombre de jours.',
    },
  ],
  [
    'retention_proof_months',
    RETENTION_DEFAULTS.proofMonths,
    { en: 'Consent proofs (months)', fr: 'Preuves de consentement (mois)' },
    {
      en: 'Kept without the address after a subscription ends (Canada’s anti-spam law), then erased; so is the log of data requests.',
      fr: 'Conservées sans l’adresse après la fin d’un abonnement (loi canadienne anti-pourriel), puis effacées; de même pour le journal des demandes d’accès.',
    },
  ],
];

export const siteSettingsCollection: CollectionDef = {
  collection: 'site_settings',
  meta: {
    group: FOLDERS.site,
    icon: 'settings',
    note: { en: 'One row per language: what every page shares.', fr: 'Une ligne par langue : ce que toutes les pages partagent.' },
    display_template: '{{site_name}} · {{locale}}',
    sort: 2,
    translations: collectionName({
      en: { singular: 'Site settings', plural: 'Site settings' },
      fr: { singular: 'Paramètres du site', plural: 'Paramètres du site' },
    }),
  },
  fields: [
    field.id(),
    field.select('locale', LOCALE_CHOICES, { required: true, width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('site_name', { required: true, width: 'half', label: { en: 'Site name', fr: 'Nom du site' } }),
    field.text('default_seo_description', { label: { en: 'Default description', fr: 'Description par défaut' } }),
    field.repeater(
      'header_links',
      [
        { field: 'label', name: { en: 'Label', fr: 'Libellé' }, type: 'string', interface: 'input', required: true },
        {
          field: 'href',
          name: { en: 'Link', fr: 'Lien' },
          type: 'string',
          interface: 'input',
          required: true,
          note: { en: '/homeowners, /fr/stride', fr: '/homeowners, /fr/stride' },
        },
      ],
      {
        template: '{{label}}',
        note: {
          en: 'The header’s links, in order (home, homeowners, professionals, governments, Stride, blog, demo).',
          fr: 'Les liens de l’en-tête, dans l’ordre (accueil, propriétaires, professionnels, gouvernements, Stride, blogue, démo).',
        },
        label: { en: 'Header links', fr: 'Liens de l’en-tête' },
      },
    ),
    field.string('login_url', {
      note: { en: 'Opened in a new tab by the header’s Log in button.', fr: 'Ouverte dans un nouvel onglet par le bouton Se connecter de l’en-tête.' },
      label: { en: 'Log in address', fr: 'Adresse de connexion' },
    }),
    field.string('contact_email', { width: 'half', label: { en: 'Contact e-mail', fr: 'Courriel de contact' } }),
    field.string('contact_phone', { width: 'half', label: { en: 'Contact phone', fr: 'Téléphone de contact' } }),
    field.string('linkedin_url', { width: 'half', label: { en: 'LinkedIn', fr: 'LinkedIn' } }),
    field.string('youtube_url', { width: 'half', label: { en: 'YouTube', fr: 'YouTube' } }),
    field.string('facebook_url', { width: 'half', label: { en: 'Facebook', fr: 'Facebook' } }),
    field.string('app_store_url', {
      width: 'half',
      note: { en: 'The "get the app" badge in the footer.', fr: 'Le badge « Obtenir l’application » du pied de page.' },
      label: { en: 'App store link', fr: 'Lien vers la boutique d’applications' },
    }),
    field.string('privacy_href', { width: 'half', label: { en: 'Privacy policy link', fr: 'Lien de la politique de confidentialité' } }),
    field.string('terms_href', { width: 'half', label: { en: 'Terms of use link', fr: 'Lien des conditions d’utilisation' } }),
    field.text('banner_text', {
      note: {
        en: 'The promotional banner above the header. Empty: no banner.',
        fr: 'La bannière promotionnelle au-dessus de l’en-tête. Vide : aucune bannière.',
      },
      label: { en: 'Banner text', fr: 'Texte de la bannière' },
    }),
    field.string('banner_cta_label', { width: 'half', label: { en: 'Banner button label', fr: 'Libellé du bouton de la bannière' } }),
    field.string('banner_cta_href', { width: 'half', placeholder: '/demo', label: { en: 'Banner button link', fr: 'Lien du bouton de la bannière' } }),
    field.datetime('banner_starts_at', {
      width: 'half',
      note: { en: 'Shown from this time (empty: now).', fr: 'Affichée à partir de ce moment (vide : dès maintenant).' },
      label: { en: 'Banner from', fr: 'Bannière à partir du' },
    }),
    field.datetime('banner_ends_at', {
      width: 'half',
      note: { en: 'Hidden after this time (empty: no end).', fr: 'Masquée après ce moment (vide : sans fin).' },
      label: { en: 'Banner until', fr: 'Bannière jusqu’au' },
    }),
    field.boolean('banner_dismissible', {
      default: true,
      note: {
        en: 'Visitors may close it; a closed banner stays closed until its text changes.',
        fr: 'Les visiteurs peuvent la fermer; une bannière fermée le reste jusqu’à ce que son texte change.',
      },
      label: { en: 'Banner can be closed', fr: 'La bannière peut être fermée' },
    }),
    field.group('consent', { label: { en: 'Cookie consent', fr: 'Consentement aux témoins' } }),
    field.string('consent_title', { group: 'consent', label: { en: 'Consent title', fr: 'Titre du consentement' } }),
    field.text('consent_text', {
      group: 'consent',
      note: {
        en: 'Why the site asks, in a sentence or two. A link to the privacy policy follows it.',
        fr: 'Pourquoi le site demande le consentement, en une phrase ou deux. Un lien vers la politique de confidentialité suit.',
      },
      label: { en: 'Consent text', fr: 'Texte du consentement' },
    }),
    field.text('consent_measurement_text', {
      group: 'consent',
      note: {
        en: 'What measurement (Google Analytics) is for, shown under its switch.',
        fr: 'À quoi sert la mesure d’audience (Google Analytics), affiché sous son interrupteur.',
      },
      label: { en: 'Measurement purpose', fr: 'Finalité de mesure' },
    }),
    field.text('consent_advertising_text', {
      group: 'consent',
      note: {
        en: 'What advertising (Google Ads) is for, shown under its switch.',
        fr: 'À quoi sert la publicité (Google Ads), affiché sous son interrupteur.',
      },
      label: { en: 'Advertising purpose', fr: 'Finalité publicitaire' },
    }),
    field.string('consent_version', {
      group: 'consent',
      width: 'half',
      placeholder: '2026-11-23',
      // The site ignores anything else (schemas/site-settings.ts): refused on save, the marketer knows at once.
      pattern: {
        regex: CONSENT_VERSION_PATTERN,
        message: {
          en: 'A short version: up to 32 letters, digits, dots, dashes or underscores, such as 2026-11-23.',
          fr: 'Une version courte : jusqu’à 32 lettres, chiffres, points, tirets ou traits de soulignement, par exemple 2026-11-23.',
        },
      },
      note: {
        en: 'Change it (in both languages) when the policy changes what is collected or with whom: every visitor is asked again.',
        fr: 'Changez-la (dans les deux langues) quand la politique change ce qui est recueilli ou avec qui c’est partagé : le consentement de chaque visiteur est alors redemandé.',
      },
      label: { en: 'Policy version', fr: 'Version de la politique' },
    }),
    field.group('analytics', { label: { en: 'Analytics and ads', fr: 'Mesure et publicité' } }),
    field.string('ga_measurement_id', {
      group: 'analytics',
      width: 'half',
      placeholder: 'G-XXXXXXXXXX',
      note: {
        en: 'Google Analytics 4. Empty in both languages: no Google tag at all.',
        fr: 'Google Analytics 4. Vide dans les deux langues : aucune balise Google.',
      },
      label: { en: 'GA4 measurement id', fr: 'ID de mesure GA4' },
    }),
    field.string('ads_conversion_id', {
      group: 'analytics',
      width: 'half',
      placeholder: 'AW-123456789',
      note: { en: 'Google Ads conversion id.', fr: 'L’ID de conversion Google Ads.' },
      label: { en: 'Ads conversion id', fr: 'ID de conversion Ads' },
    }),
    field.string('ads_conversion_label', {
      group: 'analytics',
      width: 'half',
      note: { en: 'The label of the "demo booked" conversion action.', fr: 'Le libellé de l’action de conversion « démo réservée ».' },
      label: { en: 'Ads conversion label', fr: 'Libellé de conversion Ads' },
    }),
    field.group('mail', { label: { en: 'E-mail', fr: 'Courriels' } }),
    field.string('sales_email', {
      group: 'mail',
      width: 'half',
      placeholder: 'sales@example.com',
      note: {
        en: 'Where a new demo request or booking is announced (empty: the contact e-mail).',
        fr: 'Où sont annoncées les nouvelles demandes et réservations de démo (vide : le courriel de contact).',
      },
      label: { en: 'Sales team’s address', fr: 'Adresse de l’équipe des ventes' },
    }),
    field.text('postal_address', {
      group: 'mail',
      note: {
        en: 'The firm’s mailing address, at the foot of every newsletter e-mail (Canada’s anti-spam law asks for it).',
        fr: 'L’adresse postale de l’entreprise, au bas de chaque courriel de l’infolettre (la loi canadienne anti-pourriel l’exige).',
      },
      label: { en: 'Mailing address', fr: 'Adresse postale' },
    }),
    // How long personal information is kept (decision 0019): the daily retention job erases what is
    // past its period, and the privacy policy states these periods. The shorter of the two languages'
    // values applies, so a page never promises less than is done.
    field.group('retention', { label: { en: 'Data retention', fr: 'Conservation des données' } }),
    ...RETENTION_FIELDS.map(([name, fallback, label, note]) => field.integer(name, { group: 'retention', width: 'half', default: fallback, label, note })),
    // Where a redirect may send visitors off the site (issue 39, schemas/redirect-rules.ts): an admin's
    // list (extensions/site-redirects refuses a change by anyone else), both languages' lists together.
    field.group('redirects', { label: { en: 'Redirects', fr: 'Redirections' } }),
    redirectHostsField(),
  ],
};

/** The hosts a redirect may lead to off the site, as tags; empty (the default): none. */
function redirectHostsField(): FieldDef {
  const base = field.text('redirect_hosts', {
    group: 'redirects',
    note: {
      en: 'The only hosts a redirect may send visitors to off this site (www.partner.example), each as a tag; both languages’ lists apply. Empty: redirects stay on this site. Only an admin can change it.',
      fr: 'Les seuls domaines vers lesquels une redirection peut envoyer les visiteurs hors de ce site (www.partenaire.example), un par étiquette; les listes des deux langues s’appliquent. Vide : les redirections restent sur ce site. Seul un administrateur peut la modifier.',
    },
    label: { en: 'Allowed redirect hosts', fr: 'Domaines de redirection autorisés' },
  });
  return {
    ...base,
    type: 'csv',
    meta: {
      ...base.meta,
      interface: 'tags',
      special: ['cast-csv'],
      options: { placeholder: 'www.partner.example', capitalization: 'lowercase', whitespace: '' },
    },
  };
}

/** Collections the site server may read (with its read-only token). Nothing here is readable by Public. */
export const coreContentCollections = [
  pagesCollection,
  pagesBlocksCollection,
  siteSettingsCollection,
  postCategoriesCollection,
  postsCollection,
  redirectsCollection,
  experimentsCollection,
];
