// The site's own collections: pages (one row per page per locale), the many-to-any junction that
// holds each page's blocks in order; the per-locale site settings are site-settings.ts. Block collections
// live in their block folders (blocks/*/directus.ts).
import { postCategoriesCollection, postsCollection } from './blog.ts';
import { redirectsCollection } from './redirects.ts';
import { translationFields } from './translations.ts';
import { collectionNames, field, fieldName, LOCALE_CHOICES, type CollectionDef, type RelationDef } from './define.ts';
import { experimentsCollection, pageVariantFields, pageVariantRelations } from './experiments.ts';
import { FOLDERS } from './folders.ts';
import { pageAuthorFields, pageAuthorRelations } from './page-authors.ts';
import { hiddenBlocksLink } from './content-report.ts';
import { messageMatchFields } from './message-match.ts';
import { siteSettingsCollection } from './site-settings.ts';

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
    translations: collectionNames(['Page', 'Pages'], ['Page', 'Pages']),
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
    // Words that echo an ad's keyword (issue 43).
    ...messageMatchFields(),
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
