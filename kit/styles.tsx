// Where a page's CSS comes from (decision 0008). Pages are documents with no client router, so
// nothing in the browser would ever load a block's stylesheet: the server inlines, in <head>, the
// CSS of the chrome and of exactly the blocks and islands the page renders. Components say what they
// need by rendering <Styles of="blocks/hero" />; React hoists each sheet into <head> once (React 19
// stylesheet resources, deduplicated by `href`).
//
// The server provides the CSS (src/assets/styles.server.ts, provided by src/entry.server.tsx). Elsewhere
// (the browser, Storybook, unit tests) there is none to provide: Vite's own CSS handling styles those.

/**
 * A group of sheets: `site` (every page: global styles, the chrome), a kit primitive's (`kit/ui/PostCard`:
 * rendered by the primitive, or by what uses its sheet, and placed with the site's), `routes`
 * (the blog's and the lead pages' own), `staff` (what only a marketer sees: the Visual Editor's bar and
 * block controls, a preview's invalid block; never on a visitor's page), `kit/forms` (the form kit, on
 * pages with a form), or a block's folder ("blocks/hero").
 */
export type StyleGroup = 'site' | 'routes' | 'staff' | 'kit/forms' | `kit/ui/${string}` | `blocks/${string}`;

export type StyleSource = (group: StyleGroup) => string | null;

let source: StyleSource = () => null;

export function provideStyles(next: StyleSource): void {
  source = next;
}

/** The CSS folder of a block, by the registry's naming rule: block_feature_grid lives in blocks/feature-grid. */
export function blockStyleGroup(collection: string): StyleGroup {
  return `blocks/${collection.replace(/^block_/, '').replaceAll('_', '-')}`;
}

/** Precedence orders the groups in <head>: the site's base first, then what pages add. */
const precedenceOf = (group: StyleGroup) => (group.startsWith('kit/ui/') ? 'site' : group === 'site' || group === 'routes' ? group : 'blocks');

export function Styles({ of }: { of: StyleGroup }) {
  const css = source(of);
  if (!css) return null;
  return (
    <style href={`css:${of}`} precedence={precedenceOf(of)}>
      {css}
    </style>
  );
}
