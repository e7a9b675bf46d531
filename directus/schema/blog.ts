// The blog: posts and their categories, one row per language like pages (translation_key links the
// English and French versions). A post is live when published and its publication date has come.
import { field, LOCALE_CHOICES, type CollectionDef } from './define.ts';
import { FOLDERS } from './folders.ts';

const status = () =>
  field.select(
    'status',
    [
      { value: 'published', text: 'Published' },
      { value: 'draft', text: 'Draft' },
      { value: 'archived', text: 'Archived' },
    ],
    { required: true, default: 'draft', width: 'half', label: { en: 'Status', fr: 'Statut' } },
  );

export const postCategoriesCollection: CollectionDef = {
  collection: 'post_categories',
  meta: {
    group: FOLDERS.site,
    icon: 'label',
    note: 'Blog categories, one row per language; the slug is the filter in the blog’s address (?category=…).',
    display_template: '{{locale}} · {{name}}',
    sort: 4,
    translations: [
      { language: 'en-US', translation: 'Blog categories', singular: 'Blog category', plural: 'Blog categories' },
      { language: 'fr-FR', translation: 'Catégories du blogue', singular: 'Catégorie du blogue', plural: 'Catégories du blogue' },
    ],
  },
  fields: [
    field.id(),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('name', { required: true, width: 'half', label: { en: 'Name', fr: 'Nom' } }),
    field.string('slug', {
      required: true,
      width: 'half',
      placeholder: 'heat-pumps',
      note: 'Lowercase letters, digits and hyphens.',
      label: { en: 'Slug', fr: 'Identifiant' },
    }),
    field.string('translation_key', {
      required: true,
      width: 'half',
      note: 'The same key on the English and French versions of a category.',
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
    note: 'Blog articles, one row per language. Featured articles lead the blog and the blog teasers.',
    display_template: '{{locale}} · {{title}}',
    sort: 3,
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'draft',
    sort_field: null,
    translations: [
      { language: 'en-US', translation: 'Blog posts', singular: 'Blog post', plural: 'Blog posts' },
      { language: 'fr-FR', translation: 'Articles du blogue', singular: 'Article du blogue', plural: 'Articles du blogue' },
    ],
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
      note: 'The address: /blog/<slug>. Lowercase letters, digits and hyphens.',
      label: { en: 'Slug', fr: 'Identifiant' },
    }),
    field.string('translation_key', {
      required: true,
      width: 'half',
      note: 'The same key on the English and French versions of an article.',
      label: { en: 'Translation key', fr: 'Clé de traduction' },
    }),
    field.datetime('published_at', {
      required: true,
      width: 'half',
      note: 'The article’s date, and the order of the blog. A future date schedules it.',
      label: { en: 'Publication date', fr: 'Date de publication' },
    }),
    field.boolean('featured', { width: 'half', label: { en: 'Featured', fr: 'En vedette' } }),
    field.m2o('category', '{{name}}', { width: 'half', label: { en: 'Category', fr: 'Catégorie' } }),
    field.text('excerpt', { note: 'One or two sentences for the blog list and search results.', label: { en: 'Excerpt', fr: 'Extrait' } }),
    field.image('cover', { width: 'half', label: { en: 'Cover image', fr: 'Image de couverture' } }),
    field.string('cover_alt', {
      width: 'half',
      note: 'What the cover shows. Required with a cover.',
      label: { en: 'Cover description', fr: 'Description de la couverture' },
    }),
    field.html('body', {
      required: true,
      note: 'Start with a level 2 heading; the article’s title is its level 1 heading.',
      label: { en: 'Article', fr: 'Article' },
    }),
    ...field.timestamps(),
  ],
  relations: [{ collection: 'posts', field: 'category', related_collection: 'post_categories', schema: { on_delete: 'SET NULL' } }],
};
