// Pages inline CSS by group (blocks/_shared/styles.tsx): a block's folder, an island's folder, or the
// site's. A stylesheet a component imports from anywhere else would be styled in Storybook (Vite serves
// it) and missing on the real page, so every import must land in a group rendered with its importer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteIslands } from '../src/account/islands';
import { islands } from './islands';

const root = resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each CSS import of the app's components, as [importer, stylesheet], paths from the repository root. */
function cssImports(dir: string): [string, string][] {
  return files(join(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '([^']+\.css)'/g)].map(([, spec]): [string, string] => [relative(root, file), relative(root, resolve(dirname(file), spec ?? ''))]),
  );
}

const islandFolders = Object.values(islands).map((island) => island.styles);

describe('stylesheets reach the page', () => {
  it('a block’s components import CSS from their block’s folder, an island’s folder or blocks/_shared', () => {
    const misplaced = cssImports('blocks')
      .filter(([importer]) => !importer.startsWith('blocks/_shared/'))
      .filter(([importer, css]) => {
        const block = importer.split('/').slice(0, 2).join('/');
        const folder = dirname(css);
        return !(folder === block || islandFolders.some((f) => f === folder && f.startsWith(`${block}/`)) || folder.startsWith('blocks/_shared'));
      });
    expect(misplaced).toEqual([]);
  });

  it('the primitives blocks share, and the app, import CSS from groups every page or route carries, or render the group themselves', () => {
    // A route may borrow a block's stylesheet (the lead pages use the forms' fields and buttons) if it
    // renders that block's group itself: <Styles of="blocks/embed/demo" />.
    const rendersGroup = (importer: string, css: string) => readFileSync(join(root, importer), 'utf8').includes(`<Styles of="${dirname(css)}" />`);
    // The site's own islands (src/account/) may too: an <Island> renders the group its definition names.
    const siteIslandGroups = new Set<string>(Object.values(siteIslands).map((island) => island.styles));
    const misplaced = [...cssImports('blocks/_shared'), ...cssImports('src')].filter(
      ([importer, css]) =>
        !(
          css.startsWith('blocks/_shared/') ||
          css.startsWith('src/') ||
          (importer.startsWith('src/routes/') && rendersGroup(importer, css)) ||
          (importer.startsWith('src/account/') && siteIslandGroups.has(dirname(css)))
        ),
    );
    expect(misplaced).toEqual([]);
  });

  it('every island names a folder that holds its stylesheets', () => {
    for (const folder of islandFolders) expect(readdirSync(join(root, folder)).some((f) => f.endsWith('.css')), folder).toBe(true);
  });
});
