// Schema as code for the collections directus/ owns itself (pages, blog, forms, redirects). The field
// and collection helpers are the blocks' own (blocks/_shared/cms-fields.ts), re-exported here for
// directus/ code; `apply.ts` makes Directus match the result at every start.
export { field } from '../../blocks/_shared/cms-fields.ts';
export type { CollectionDef, FieldDef, RelationDef } from '../../blocks/_shared/cms-fields.ts';

export const LOCALE_CHOICES = [
  { value: 'en', text: 'English' },
  { value: 'fr', text: 'Français (Canada)' },
];
