// Pages inline CSS by group (kit/styles.tsx): a block's folder, an island's folder (the form kit's
// among them), or the site's. A stylesheet a component imports from anywhere else would be styled in Storybook (Vite serves
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
    [...readFileSync(file, 'utf8').matchAll(/from '([^']+\.css)'/g)].map(([, spec = '']): [string, string] => [
      relative(root, file),
      // `#kit/...` is the package's import alias for kit/ (package.json "imports").
      spec.startsWith('#kit/') ? spec.slice(1) : relative(root, resolve(dirname(file), spec)),
    ]),
  );
}

const islandFolders = Object.values(islands).map((island) => island.styles);

const source = (file: string) => readFileSync(join(root, file), 'utf8');
/** A kit primitive's sheet is its own group ("kit/ui/PostCard"), rendered by whatever imports it. */
const kitPart = (css: string) => (css.startsWith('kit/ui/') ? `kit/ui/${css.slice('kit/ui/'.length).replace(/\.module\.css$|\.css$/, '')}` : null);

describe('stylesheets reach the page', () => {
  it('a block’s components import CSS from their block’s folder, an island’s folder, or a kit primitive whose group they render', () => {
    const misplaced = cssImports('blocks').filter(([importer, css]) => {
      const block = importer.split('/').slice(0, 2).join('/');
      const folder = dirname(css);
      const part = kitPart(css);
      return !(
        folder === block ||
        islandFolders.some((f) => f === folder && (f.startsWith(`${block}/`) || f.startsWith('kit/'))) ||
        (part !== null && source(importer).includes(`<Styles of="${part}" />`))
      );
    });
    expect(misplaced).toEqual([]);
  });

  it('the kit and the app import CSS from groups every page or route carries, or render the group themselves', () => {
    // A route may use the form kit's stylesheet (the lead pages use the forms' fields and buttons), or
    // the routes' own (src/routes/*.css, only on the pages that render that group), if it renders the
    // group itself, <Styles of="kit/forms" />, or draws its page in the card-page shell
    // (src/routes/CardPage.tsx) that renders it. What only a marketer sees (src/components/staff/: the
    // Visual Editor's bar and block controls) is never on a visitor's page, and a kit primitive's sheet
    // (kit/ui/PostCard.module.css) only on the pages that draw it: their importer renders the group.
    const SHELL = 'src/routes/CardPage.tsx';
    const STAFF = 'src/components/staff/';
    const groupOf = (css: string) => kitPart(css) ?? (css.startsWith('src/routes/') ? 'routes' : css.startsWith(STAFF) ? 'staff' : dirname(css));
    const rendersGroup = (importer: string, group: string): boolean =>
      source(importer).includes(`<Styles of="${group}" />`) || (importer !== SHELL && /<CardPage[\s>]/.test(source(importer)) && rendersGroup(SHELL, group));
    // Islands (the site's own in src/account/, the form kit's) bring the group their definition names.
    const islandGroups = new Set<string>([...islandFolders, ...Object.values(siteIslands).map((island) => island.styles)]);
    const everyPage = (css: string) => css.startsWith('src/') && !css.startsWith('src/routes/') && !css.startsWith(STAFF);
    const misplaced = [...cssImports('kit'), ...cssImports('src')].filter(
      ([importer, css]) =>
        !(
          everyPage(css) ||
          ((importer.startsWith('src/routes/') || css.startsWith(STAFF) || kitPart(css) !== null) && rendersGroup(importer, groupOf(css))) ||
          ((importer.startsWith('src/account/') || importer.startsWith('kit/forms/')) && islandGroups.has(dirname(css)))
        ),
    );
    expect(misplaced).toEqual([]);
  });

  it('every island names a folder that holds its stylesheets', () => {
    for (const folder of islandFolders)
      expect(
        readdirSync(join(root, folder)).some((f) => f.endsWith('.css')),
        folder,
      ).toBe(true);
  });

  it('a block takes the room above and below it from the spacing scale (kit/ui/BlockSection.tsx), not from a padding of its own', () => {
    const own = readdirSync(join(root, 'blocks'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.module.css'))
      .filter((f) => /(^|[\s{])padding:[^;]*var\(--gutter\)/.test(readFileSync(join(root, 'blocks', f), 'utf8')));
    expect(own).toEqual([]);
  });
});
