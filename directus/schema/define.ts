// Schema as code for the collections directus/ owns itself (pages, blog, forms, redirects). The field
// and collection helpers are the blocks' own (kit/cms/fields.ts), re-exported here for
// directus/ code; `apply.ts` makes Directus match the result at every start.
import type { Choice } from '../../kit/cms/fields.ts';

export { collectionName, field, fieldName, STUDIO_LANGUAGES } from '../../kit/cms/fields.ts';
export type { Choice, CollectionDef, FieldDef, FieldSchema, Label, RelationDef } from '../../kit/cms/fields.ts';

/** A row's language (pages, posts, settings, leads): named in the marketer's language. */
export const LOCALE_CHOICES: Choice[] = [
  { value: 'en', text: { en: 'English', fr: 'Anglais' } },
  { value: 'fr', text: { en: 'French (Canada)', fr: 'Français (Canada)' } },
];
