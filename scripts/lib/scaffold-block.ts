// Writes a new block folder that passes the block contract's tests, its registry line and its catalog line.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type ScaffoldResult = { folder: string; collection: string; files: string[] };

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const title = (kebab: string) => kebab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function scaffoldBlock(name: string, blocksDir: string): ScaffoldResult {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`"${name}" is not a block name: use kebab-case, like "logo-wall"`);
  const folder = join(blocksDir, name);
  if (existsSync(folder)) throw new Error(`blocks/${name} exists already`);
  const collection = `block_${name.replace(/-/g, '_')}`;
  const Comp = pascal(name);
  const c = camel(name);
  const label = title(name);

  const files: Record<string, string> = {
    'schema.ts': `import type { z } from 'zod';
import { blockSchema, optionalText, requiredText } from '#kit/cms/schema.ts';

export const ${c}Schema = blockSchema('${collection}', {
  heading: requiredText,
  body: optionalText,
});

export type ${Comp}Block = z.output<typeof ${c}Schema>;
`,
    'directus.ts': `import { defineBlockCollection } from '#kit/cms/block-collection.ts';
import { blockField } from '#kit/cms/block-fields.ts';
import { field } from '#kit/cms/fields.ts';
import { ${c}Schema } from './schema.ts';

export const cmsCollection = defineBlockCollection(${c}Schema, {
  icon: 'widgets',
  studio: {
    en: {
      name: ['${label}', '${label}'],
      about: 'TODO: one line on what this block is for.',
      note: 'TODO: say when a marketer should use this block.',
    },
    fr: {
      name: ['${label}', '${label}'],
      about: 'À FAIRE : une ligne sur ce à quoi sert ce bloc.',
      note: 'À FAIRE : dire quand utiliser ce bloc.',
    },
  },
  fields: [blockField.heading(), field.text('body', { label: { en: 'Text', fr: 'Texte' } })],
});
`,
    'fixtures.ts': `import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { ${Comp}Block } from './schema.ts';

// One variant, its texts in both languages side by side: t('English', 'Français').
const example = (t: Say) =>
  ({
    collection: '${collection}',
    id: 1,
    heading: '${label}',
    body: t('Replace this with real English copy.', 'Remplacez ce texte par un vrai texte en français.'),
  }) satisfies ${Comp}Block;

export const ${c}Fixtures = bilingual((t) => ({ default: example(t) })) satisfies BlockFixtures<${Comp}Block>;

/** French runs 20–30 % longer: the stress case for wrapping. */
export const ${c}LongFrench: ${Comp}Block = {
  collection: '${collection}',
  id: 2,
  heading: '${label} : un titre nettement plus long, comme le français en produit souvent',
  body: 'Remplacez ce texte par un vrai texte en français, environ trente pour cent plus long que l’anglais, pour vérifier que rien ne déborde ni ne se coupe.',
};
`,
    [`${Comp}.module.css`]: `.body {
  margin: 0;
  max-width: 60ch;
  color: var(--color-ink-soft);
}
`,
    [`${Comp}.tsx`]: `import { BlockSection } from '#kit/ui/BlockSection';
import type { ${Comp}Block } from './schema';
import styles from './${Comp}.module.css';

export function ${Comp}({ heading, body }: ${Comp}Block) {
  return (
    <BlockSection block="${name}" header={{ heading }}>
      {body && <p className={styles.body}>{body}</p>}
    </BlockSection>
  );
}
`,
    [`${Comp}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${c}Fixtures, ${c}LongFrench } from './fixtures';
import { ${Comp} } from './${Comp}';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/${label}',
  component: ${Comp},
  ...blockDocs('TODO: when to use it. CMS collection \`${collection}\`: heading, body.'),
} satisfies Meta<typeof ${Comp}>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: ${c}Fixtures.en.default };
export const DefaultFr: Story = { args: ${c}Fixtures.fr.default, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: ${c}LongFrench, globals: { locale: 'fr' } };
`,
    [`${Comp}.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { ${c}Fixtures } from './fixtures';
import { ${Comp} } from './${Comp}';

describe('${Comp}', () => {
  it('shows its heading and text, in both languages', () => {
    renderWithSite(<${Comp} {...${c}Fixtures.en.default} />);
    expect(screen.getByRole('region', { name: ${c}Fixtures.en.default.heading })).toBeInTheDocument();
    renderWithSite(<${Comp} {...${c}Fixtures.fr.default} />, { locale: 'fr' });
    expect(screen.getByText(${c}Fixtures.fr.default.body)).toBeInTheDocument();
  });
});
`,
    'index.ts': `import { defineBlock } from '#kit/cms/block';
import { ${c}Schema } from './schema';
import { ${Comp} } from './${Comp}';

export const ${c}Block = defineBlock({
  collection: '${collection}',
  schema: ${c}Schema,
  Component: ${Comp},
  fields: ['*'],
});
`,
  };

  mkdirSync(folder);
  for (const [file, body] of Object.entries(files)) writeFileSync(join(folder, file), body);

  // The registry line (and its import).
  const registryPath = join(blocksDir, 'index.ts');
  let registry = readFileSync(registryPath, 'utf8');
  const imports = [...registry.matchAll(/^import \{ \w+Block \} from '\.\/[\w-]+';$/gm)];
  const lastImport = imports[imports.length - 1];
  if (!lastImport || lastImport.index === undefined) throw new Error('blocks/index.ts has no block imports to follow');
  const at = lastImport.index + lastImport[0].length;
  registry = `${registry.slice(0, at)}\nimport { ${c}Block } from './${name}';${registry.slice(at)}`;
  registry = registry.replace(/(const blocks = \{\n(?:.*\n)*?)(\};)/, (_, body: string, end: string) => `${body}  ${collection}: ${c}Block,\n${end}`);
  writeFileSync(registryPath, registry);

  // Its line in the block types' catalog (the "add a block" menu's names and descriptions), last.
  const catalogPath = join(blocksDir, 'catalog.ts');
  let catalog = readFileSync(catalogPath, 'utf8');
  const cmsImports = [...catalog.matchAll(/^import \{ cmsCollection as \w+ \} from '\.\/[\w-]+\/directus\.ts';$/gm)];
  const lastCms = cmsImports[cmsImports.length - 1];
  if (!lastCms || lastCms.index === undefined) throw new Error('blocks/catalog.ts has no block imports to follow');
  const after = lastCms.index + lastCms[0].length;
  catalog = `${catalog.slice(0, after)}\nimport { cmsCollection as ${c} } from './${name}/directus.ts';${catalog.slice(after)}`;
  catalog = catalog.replace(
    /(export const blockCmsCollections[^=]*= \{\n(?:.*\n)*?)(\};)/,
    (_, body: string, end: string) => `${body}  ${collection}: ${c},\n${end}`,
  );
  catalog = catalog.replace(
    /(export const blockTypeByCollection[^=]*= \{\n(?:.*\n)*?)(\};)/,
    (_, body: string, end: string) => `${body}  ${collection}: ${c}.blockType,\n${end}`,
  );
  writeFileSync(catalogPath, catalog);

  return { folder, collection, files: Object.keys(files) };
}
