// Who created and who last saved a page: the "My drafts" bookmark (directus/studio/presets.ts) finds a marketer's pages
// by these. `pages` has none of Directus's optional user fields yet; add these to its fields, and the
// relations to its relations, in directus/schema/collections.ts. applyStudioPresets throws without them:
// the bookmark's filter would fail for everyone.
import type { FieldDef, RelationDef } from './define.ts';

const stamp = (name: string, special: 'user-created' | 'user-updated', en: string, fr: string): FieldDef => ({
  field: name,
  type: 'uuid',
  meta: {
    // Directus fills these itself on create (user-created) and on every save (user-updated).
    special: [special],
    interface: 'select-dropdown-m2o',
    options: { template: '{{first_name}} {{last_name}}' },
    display: 'user',
    readonly: true,
    hidden: true,
    width: 'half',
    translations: [
      { language: 'en-US', translation: en },
      { language: 'fr-FR', translation: fr },
    ],
  },
  schema: { is_nullable: true },
});

/** `pages.user_created` and `pages.user_updated`, as Directus's own optional system fields are made. */
export function pageAuthorFields(): FieldDef[] {
  return [
    stamp('user_created', 'user-created', 'Created by', 'Créée par'),
    stamp('user_updated', 'user-updated', 'Last saved by', 'Dernière modification par'),
  ];
}

/** Their many-to-one relations to the users; a user's removal leaves the page, without an author. */
export const pageAuthorRelations: RelationDef[] = ['user_created', 'user_updated'].map((f) => ({
  collection: 'pages',
  field: f,
  related_collection: 'directus_users',
  schema: { on_delete: 'SET NULL' },
}));
