// What a marketer may change on a page, marked for the Data Studio's Visual Editor (decision 0016).
// Only a page rendered for the editor (an edit token, see src/cms/preview.server.ts) provides an
// edit target; without one every helper here returns nothing, so the visitor's page carries not one
// attribute or byte more. The attribute is @directus/visual-editing's format, written here so that the
// server never loads the library: `collection:<c>;item:<id>;fields:<a>,<b>;mode:<m>`.
import { createContext, useContext, type ReactNode } from 'react';

export type EditTarget = { collection: string; item: string | number };
export type EditMode = 'drawer' | 'modal' | 'popover';
/** The attribute the Visual Editor reads, or nothing at all. */
export type EditProps = { 'data-directus'?: string };

/** `data-directus` for an item, its fields (all of them when none are named) and the editor's form. */
export function editAttr(target: EditTarget, fields: readonly string[] = [], mode?: EditMode): string {
  return [
    `collection:${target.collection}`,
    `item:${target.item}`,
    ...(fields.length ? [`fields:${fields.join(',')}`] : []),
    ...(mode ? [`mode:${mode}`] : []),
  ].join(';');
}

const EditTargetContext = createContext<EditTarget | null>(null);

/** Marks what renders inside as belonging to `target` (a block's item, the site settings). */
export function EditScope({ target, children }: { target: EditTarget | null; children: ReactNode }) {
  return <EditTargetContext.Provider value={target}>{children}</EditTargetContext.Provider>;
}

/**
 * For a block's component: `edit('headline')` or `edit(['primary_label', 'primary_href'])` gives the
 * element its Visual Editor attribute in edit mode, and `{}` for visitors.
 */
export function useEditable(): (fields: string | readonly string[], mode?: EditMode) => EditProps {
  const target = useContext(EditTargetContext);
  return (fields, mode = 'popover') => (target ? { 'data-directus': editAttr(target, typeof fields === 'string' ? [fields] : fields, mode) } : {});
}

/** Whether the page is rendered for the Visual Editor (a block may show an editor-only hint). */
export function useEditing(): boolean {
  return useContext(EditTargetContext) !== null;
}
