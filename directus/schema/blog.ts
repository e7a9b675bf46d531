// The blog: posts and their categories, one row per language like pages (translation_key links the
// English and French versions). A post is live when published and its publication date has come.
import { collectionNames, field, LOCALE_CHOICES, type CollectionDef } from './define.ts';
import { FOLDERS } from './folders.ts';
import { translationFields } from './translations.ts';

const status = () =>
  field.select(
    'status',
    [
      { value: 'published', text: { en: 'Published', fr: 'Publié' } },
      { value: 'draft', text: { en: 'Draft', fr: 'Brouillon' } },
      { value: 'archived', text: { en: 'Archived', fr: 'Archivé' } },
    ],
    { required: true, default: 'draft', width: 'half', label: { en: 'Status', fr: 'Statut' } },
  );

export const postCategoriesCollection: CollectionDef = {
  collection: 'post_categories',
  meta: {
    group: FOLDERS.site,
    icon: 'label',
    note: {
      en: 'Blog categories, one row per language; the slug is the filter in the blog’s address (?category=…).',
      fr: 'Les catégories du blogue, une ligne par langue; l’identifiant sert de filtre dans l’adresse du blogue (?category=…).',
    },
    display_template: '{{name}} · {{locale}}',
    sort: 4,
    translations: collectionNames(['Blog category', 'Blog categories'], ['Catégorie du blogue', 'Catégories du blogue']),
  },
  fields: [
    field.id(),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('name', { required: true, width: 'half', label: { en: 'Name', fr: 'Nom' } }),
    field.string('slug', {
      required: true,
      width: 'half',
      placeholder: 'heat-pumps',
      note: { en: 'Lowercase letters, digits and hyphens.', fr: 'Lettres minuscules, chiffres et traits d’union.' },
      label: { en: 'Slug', fr: 'Identifiant' },
    }),
    field.string('translation_key', {
      required: true,
      width: 'half',
      note: { en: 'The same key on the English and French versions of a category.', fr: 'La même clé sur les versions anglaise et française d’une catégorie.' },
      label: { en: 'Translation key', fr: 'Clé de traduction' },
    }),
  ],
};

export const postsCollection: CollectionDef = {
  collection: 'posts',
  meta: {
    group: FOLDERS.site,
    // The Data Studio's preview opens the draft on the site through a signed, expiring token (extensions/site-preview).
    preview_url: '/site-preview/posts/{{id}}',
    icon: 'article',
    note: {
      en: 'Blog articles, one row per language. Featured articles lead the blog and the blog teasers.',
      fr: 'Les articles du blogue, une ligne par langue. Les articles en vedette passent en tête du blogue et des aperçus du blogue.',
    },
    display_template: '{{title}} · {{locale}}',
    sort: 3,
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
    sort_field: null,
    translations: collectionNames(['Blog post', 'Blog posts'], ['Article du blogue', 'Articles du blogue']),
  },
  fields: [
    field.id(),
    status(),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('title', { required: true, label: { en: 'Title', fr: 'Titre' } }),
    field.string('slug', {
      required: true,
      width: 'half',
      placeholder: 'heat-pump-rebates',
      note: {
        en: 'The address: /blog/ then the slug. Lowercase letters, digits and hyphens.',
        fr: 'L’adresse : /blog/ suivi de l’identifiant (ou /fr/blog/ en français). Lettres minuscules, chiffres et traits d’union.',
      },
      label: { en: 'Slug', fr: 'Identifiant' },
    }),
    field.string('translation_key', {
      required: true,
      width: 'half',
      note: { en: 'The same key on the English and French versions of an article.', fr: 'La même clé sur les versions anglaise et française d’un article.' },
      label: { en: 'Translation key', fr: 'Clé de traduction' },
    }),
    ...translationFields('posts'),
    field.datetime('published_at', {
      required: true,
      width: 'half',
      note: {
        en: 'The article’s date, and the order of the blog. A future date schedules it.',
        fr: 'La date de l’article, qui détermine l’ordre du blogue. Une date future en planifie la publication.',
      },
      label: { en: 'Publication date', fr: 'Date de publication' },
    }),
    field.boolean('featured', { width: 'half', label: { en: 'Featured', fr: 'En vedette' } }),
    field.m2o('category', '{{name}}', { width: 'half', label: { en: 'Category', fr: 'Catégorie' } }),
    field.text('excerpt', {
      note: {
        en: 'One or two sentences for the blog list and search results.',
        fr: 'Une phrase ou deux pour la liste des articles et les résultats de recherche.',
      },
      label: { en: 'Excerpt', fr: 'Extrait' },
    }),
    field.image('cover', { width: 'half', label: { en: 'Cover image', fr: 'Image de couverture' } }),
    field.string('cover_alt', {
      width: 'half',
      note: { en: 'What the cover shows. Required with a cover.', fr: 'Ce que montre l’image de couverture. Obligatoire avec une couverture.' },
      label: { en: 'Cover description', fr: 'Description de la couverture' },
    }),
    field.html('body', {
      required: true,
      note: {
        en: 'Start with a level 2 heading; the article’s title is its level 1 heading.',
        fr: 'Commencez par un intertitre de niveau 2; le titre de l’article est son titre de niveau 1.',
      },
      label: { en: 'Article', fr: 'Article' },
    }),
    ...field.timestamps(),
  ],
  relations: [{ collection: 'posts', field: 'category', related_collection: 'post_categories', schema: { on_delete: 'SET NULL' } }],
};
