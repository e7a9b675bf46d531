// The CSS of every stylesheet in the app, compiled by Vite (`?inline`: the same CSS-module class
// names as the markup, minified in the build), grouped for kit/styles.tsx: `site` is what
// every page needs (global styles, the chrome, the primitives blocks share); a block's or a route's
// folder is what that block or route adds.
import type { StyleGroup, StyleSource } from '#kit/styles';

const sheets = import.meta.glob<string>(['/src/**/*.css', '/kit/**/*.css', '/blocks/**/*.css'], { query: '?inline', import: 'default', eager: true });

/** "/blocks/hero/Hero.module.css" -> "blocks/hero"; the form kit -> "kit/forms"; a kit primitive's -> "kit/ui/<Name>"; the editor's -> "staff"; the app's own sheets -> "site". */
function groupOf(path: string): StyleGroup {
  const dir = path.slice(1, path.lastIndexOf('/'));
  if (dir === 'src/routes') return 'routes';
  if (dir === 'src/components/staff') return 'staff';
  if (dir === 'kit/forms') return 'kit/forms';
  // A primitive's sheet comes with what draws it (PostCard.module.css -> "kit/ui/PostCard"): a page without articles carries no card's CSS.
  if (dir === 'kit/ui') return `kit/ui/${path.slice(path.lastIndexOf('/') + 1).replace(/\.module\.css$|\.css$/, '')}`;
  if (dir.startsWith('src/') || dir.startsWith('kit/')) return 'site';
  return `blocks/${dir.slice('blocks/'.length)}`;
}

function build(): Map<StyleGroup, string> {
  const groups = new Map<StyleGroup, string[]>();
  // Global styles first; then by path, so the order never changes between builds.
  const paths = Object.keys(sheets).sort((a, b) => Number(b.endsWith('/global.css')) - Number(a.endsWith('/global.css')) || a.localeCompare(b));
  for (const path of paths) {
    const group = groupOf(path);
    const list = groups.get(group) ?? [];
    list.push(sheets[path] ?? '');
    groups.set(group, list);
  }
  return new Map([...groups].map(([group, list]) => [group, list.join('\n')]));
}

const byGroup = build();

export const serverStyles: StyleSource = (group) => byGroup.get(group) ?? null;
