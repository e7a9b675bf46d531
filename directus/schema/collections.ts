// The site's own collections: pages (one row per page per locale), the many-to-any junction that
// holds each page's blocks in order, and per-locale site settings. Block collections live in their
// block folders (blocks/*/directus.ts).
import { postCategoriesCollection, postsCollection } from './blog.ts';
import { redirectsCollection } from './redirects.ts';
import { field, LOCALE_CHOICES, type CollectionDef, type RelationDef } from './define.ts';
import { FOLDERS } from './folders.ts';
import { pageAuthorFields, pageAuthorRelations } from '../studio/fields.ts';

export const PAGE_STATUS = ['draft', 'published', 'archived'] as const;

export const pagesCollection: CollectionDef = {
  collection: 'pages',
  meta: {
    group: FOLDERS.site,
    // The Data Studio's preview opens the draft on the site through a signed, expiring token (extensions/site-preview).
    preview_url: '/site-preview/pages/{{id}}',
    icon: 'web',
    note: 'One row per page and language. Link the English and French versions with the same translation key. What is missing or unpublished in one language: the parity report at /site-report/parity.',
    display_template: '{{locale}} {{slug}} · {{title}}',
    sort: 1,
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
    translations: [
      { language: 'en-US', translation: 'Pages', singular: 'Page', plural: 'Pages' },
      { language: 'fr-FR', translation: 'Pages', singular: 'Page', plural: 'Pages' },
    ],
  },
  fields: [
    field.id(),
    field.select(
      'status',
      [
        { value: 'published', text: 'Published' },
        { value: 'draft', text: 'Draft' },
        { value: 'archived', text: 'Archived' },
      ],
      { required: true, default: 'draft', width: 'half', label: { en: 'Status', fr: 'Statut' } },
    ),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('slug', {
      required: true,
      width: 'half',
      placeholder: '/ads/heat-pumps',
      note: 'The path after the language prefix: "/" is the home page, "/stride" is /stride (or /fr/stride).',
      label: { en: 'Path', fr: 'Chemin' },
    }),
    field.string('translation_key', {
      required: true,
      width: 'half',
      note: 'The same key on the English and French versions of a page links them (language switch, hreflang, sitemap).',
      label: { en: 'Translation key', fr: 'Clé de traduction' },
    }),
    field.string('title', { required: true, label: { en: 'Title', fr: 'Titre' } }),
    field.select(
      'layout',
      [
        { value: 'default', text: 'Default header' },
        { value: 'vhersheader', text: 'vhersheader' },
      ],
      { required: true, default: 'default', width: 'half', label: { en: 'Layout', fr: 'Mise en page' } },
    ),
    field.boolean('noindex', { width: 'half', label: { en: 'Hide from search engines', fr: 'Masquer des moteurs de recherche' } }),
    field.string('seo_title', {
      width: 'full',
      note: 'Shown in search results and tabs; the title is used when empty.',
      label: { en: 'SEO title', fr: 'Titre SEO' },
    }),
    field.text('seo_description', {
      note: 'About 150 characters, shown under the title in search results.',
      label: { en: 'SEO description', fr: 'Description SEO' },
    }),
    field.image('seo_image', {
      note: 'Shown when the page is shared (1200×630 works best). Without one, the first picture on the page is used.',
      label: { en: 'Sharing image', fr: 'Image de partage' },
    }),
    field.datetime('publish_at', { width: 'half', note: 'Optional: the page goes live at this time.', label: { en: 'Publish at', fr: 'Publier le' } }),
    field.datetime('unpublish_at', { width: 'half', note: 'Optional: the page goes dark at this time.', label: { en: 'Unpublish at', fr: 'Dépublier le' } }),
    {
      field: 'blocks',
      type: 'alias',
      meta: {
        interface: 'list-m2a',
        special: ['m2a'],
        options: { enableSelect: false },
        translations: [
          { language: 'en-US', translation: 'Blocks' },
          { language: 'fr-FR', translation: 'Blocs' },
        ],
        note: 'The page, top to bottom. Drag to reorder.',
        width: 'full',
      },
      schema: null,
    },
    ...field.timestamps(),
    // Who created and last saved it: the marketers' "My drafts" bookmark (directus/studio/presets.ts).
    ...pageAuthorFields(),
  ],
  relations: pageAuthorRelations,
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

export const siteSettingsCollection: CollectionDef = {
  collection: 'site_settings',
  meta: {
    group: FOLDERS.site,
    icon: 'settings',
    note: 'One row per language: what every page shares.',
    display_template: '{{locale}} · {{site_name}}',
    sort: 2,
    translations: [
      { language: 'en-US', translation: 'Site settings', singular: 'Site settings', plural: 'Site settings' },
      { language: 'fr-FR', translation: 'Paramètres du site', singular: 'Paramètres du site', plural: 'Paramètres du site' },
    ],
  },
  fields: [
    field.id(),
    field.select('locale', LOCALE_CHOICES, { required: true, width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('site_name', { required: true, width: 'half', label: { en: 'Site name', fr: 'Nom du site' } }),
    field.text('default_seo_description', { label: { en: 'Default description', fr: 'Description par défaut' } }),
    field.repeater(
      'header_links',
      [
        { field: 'label', name: 'Label', type: 'string', interface: 'input', required: true },
        { field: 'href', name: 'Link', type: 'string', interface: 'input', required: true, note: '/homeowners, /fr/stride' },
      ],
      {
        template: '{{label}}',
        note: 'The header’s links, in order (home, homeowners, professionals, governments, Stride, blog, demo).',
        label: { en: 'Header links', fr: 'Liens de l’en-tête' },
      },
    ),
    field.string('login_url', { note: 'Opened in a new tab by the header’s Log in button.', label: { en: 'Log in address', fr: 'Adresse de connexion' } }),
    field.string('contact_email', { width: 'half', label: { en: 'Contact e-mail', fr: 'Courriel de contact' } }),
    field.string('contact_phone', { width: 'half', label: { en: 'Contact phone', fr: 'Téléphone de contact' } }),
    field.string('linkedin_url', { width: 'half', label: { en: 'LinkedIn', fr: 'LinkedIn' } }),
    field.string('youtube_url', { width: 'half', label: { en: 'YouTube', fr: 'YouTube' } }),
    field.string('facebook_url', { width: 'half', label: { en: 'Facebook', fr: 'Facebook' } }),
    field.string('app_store_url', {
      width: 'half',
      note: 'The "get the app" badge in the footer.',
      label: { en: 'App store link', fr: 'Lien vers la boutique d’applications' },
    }),
    field.string('privacy_href', { width: 'half', label: { en: 'Privacy policy link', fr: 'Lien de la politique de confidentialité' } }),
    field.string('terms_href', { width: 'half', label: { en: 'Terms of use link', fr: 'Lien des conditions d’utilisation' } }),
    field.text('banner_text', { note: 'The promotional banner above the header. Empty: no banner.', label: { en: 'Banner text', fr: 'Texte de la bannière' } }),
    field.string('banner_cta_label', { width: 'half', label: { en: 'Banner button label', fr: 'Libellé du bouton de la bannière' } }),
    field.string('banner_cta_href', { width: 'half', placeholder: '/demo', label: { en: 'Banner button link', fr: 'Lien du bouton de la bannière' } }),
    field.datetime('banner_starts_at', { width: 'half', note: 'Shown from this time (empty: now).', label: { en: 'Banner from', fr: 'Bannière à partir du' } }),
    field.datetime('banner_ends_at', {
      width: 'half',
      note: 'Hidden after this time (empty: no end).',
      label: { en: 'Banner until', fr: 'Bannière jusqu’au' },
    }),
    field.boolean('banner_dismissible', {
      default: true,
      note: 'Visitors may close it; a closed banner stays closed until its text changes.',
      label: { en: 'Banner can be closed', fr: 'La bannière peut être fermée' },
    }),
    field.group('consent', { label: { en: 'Cookie consent', fr: 'Consentement aux témoins' } }),
    field.string('consent_title', { group: 'consent', label: { en: 'Consent title', fr: 'Titre du consentement' } }),
    field.text('consent_text', {
      group: 'consent',
      note: 'Why the site asks, in a sentence or two. A link to the privacy policy follows it.',
      label: { en: 'Consent text', fr: 'Texte du consentement' },
    }),
    field.text('consent_measurement_text', {
      group: 'consent',
      note: 'What measurement (Google Analytics) is for, shown under its switch.',
      label: { en: 'Measurement purpose', fr: 'Finalité de mesure' },
    }),
    field.text('consent_advertising_text', {
      group: 'consent',
      note: 'What advertising (Google Ads) is for, shown under its switch.',
      label: { en: 'Advertising purpose', fr: 'Finalité publicitaire' },
    }),
    field.string('consent_version', {
      group: 'consent',
      width: 'half',
      placeholder: '2026-11-23',
      note: 'Change it (in both languages) when the policy changes what is collected or with whom: every visitor is asked again.',
      label: { en: 'Policy version', fr: 'Version de la politique' },
    }),
    field.group('analytics', { label: { en: 'Analytics and ads', fr: 'Mesure et publicité' } }),
    field.string('ga_measurement_id', {
      group: 'analytics',
      width: 'half',
      placeholder: 'G-XXXXXXXXXX',
      note: 'Google Analytics 4. Empty in both languages: no Google tag at all.',
      label: { en: 'GA4 measurement id', fr: 'ID de mesure GA4' },
    }),
    field.string('ads_conversion_id', {
      group: 'analytics',
      width: 'half',
      placeholder: 'AW-123456789',
      note: 'Google Ads conversion id.',
      label: { en: 'Ads conversion id', fr: 'ID de conversion Ads' },
    }),
    field.string('ads_conversion_label', {
      group: 'analytics',
      width: 'half',
      note: 'The label of the "demo booked" conversion action.',
      label: { en: 'Ads conversion label', fr: 'Libellé de conversion Ads' },
    }),
    field.group('mail', { label: { en: 'E-mail', fr: 'Courriels' } }),
    field.string('sales_email', {
      group: 'mail',
      width: 'half',
      placeholder: 'sales@example.com',
      note: 'Where a new demo request or booking is announced (empty: the contact e-mail).',
      label: { en: 'Sales team’s address', fr: 'Adresse de l’équipe des ventes' },
    }),
    field.text('postal_address', {
      group: 'mail',
      note: 'The firm’s mailing address, at the foot of every newsletter e-mail (Canada’s anti-spam law asks for it).',
      label: { en: 'Mailing address', fr: 'Adresse postale' },
    }),
  ],
};

/** Collections the site server may read (with its read-only token). Nothing here is readable by Public. */
export const coreContentCollections = [
  pagesCollection,
  pagesBlocksCollection,
  siteSettingsCollection,
  postCategoriesCollection,
  postsCollection,
  redirectsCollection,
];
