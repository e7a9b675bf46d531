// Schema as code for the collections directus/ owns itself (pages, blog, forms, redirects). The field
// and collection helpers are the blocks' own (kit/cms/fields.ts), re-exported here for
// directus/ code; `apply.ts` makes Directus match the result at every start.
export { field } from '../../kit/cms/fields.ts';
export type { CollectionDef, FieldDef, RelationDef } from '../../kit/cms/fields.ts';

export const LOCALE_CHOICES = [
  { value: 'en', text: 'English' },
  { value: 'fr', text: 'Français (Canada)' },
];
