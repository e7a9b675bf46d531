// Schema as code for the collections directus/ owns itself (pages, blog, forms, redirects). The field
// and collection helpers are the blocks' own (kit/cms/fields.ts), re-exported here for
// directus/ code; `apply.ts` makes Directus match the result at every start.
import { collectionName, fieldName, type Choice, type FieldDef, type Label } from '../../kit/cms/fields.ts';

export { collectionName, field, fieldName, STUDIO_LANGUAGES } from '../../kit/cms/fields.ts';
export type { Choice, CollectionDef, FieldDef, FieldSchema, Label, RelationDef } from '../../kit/cms/fields.ts';

/** A collection's names in the Studio: [singular, plural] in English and in French. */
export const collectionNames = (en: [string, string], fr: [string, string]) =>
  collectionName({ en: { singular: en[0], plural: en[1] }, fr: { singular: fr[0], plural: fr[1] } });

/** A row's language (pages, posts, settings, leads): named in the marketer's language. */
export const LOCALE_CHOICES: Choice[] = [
  { value: 'en', text: { en: 'English', fr: 'Anglais' } },
  { value: 'fr', text: { en: 'French (Canada)', fr: 'Français (Canada)' } },
];

/**
 * A button on an item's form that opens one of our extensions' pages (an endpoint). Its `path` is the
 * endpoint's, without the leading "/": the Studio turns an address starting with "/" into one of its
 * own routes, so the link is made relative, and every item page is three levels deep
 * (/admin/content/x/). Directus shows a link's label as it is, so it carries both languages.
 */
export function endpointButton(
  name: string,
  link: { label: Label; icon: string; path: string; primary?: boolean },
  c: { label: Label; note: Label; group?: string },
): FieldDef {
  return {
    field: name,
    type: 'alias',
    meta: {
      interface: 'presentation-links',
      special: ['alias', 'no-data'],
      options: {
        links: [
          {
            label: `${link.label.en} · ${link.label.fr}`,
            icon: link.icon,
            type: link.primary ? 'primary' : 'normal',
            actionType: 'url',
            url: `../../../${link.path}`,
          },
        ],
      },
      width: 'full',
      required: false,
      readonly: false,
      hidden: false,
      ...(c.group ? { group: c.group } : {}),
      translations: fieldName(c.label),
      note: c.note,
    },
    schema: null,
  };
}
