import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadBlockCollections } from '../../directus/schema/apply';
import { scaffoldBlock } from './scaffold-block';

// A scratch copy of the repository's layout (inside it, so the test runner resolves its modules):
// blocks/ copied, the rest linked.
const root = mkdtempSync(resolve('.scratch-'));
cpSync(resolve('blocks'), join(root, 'blocks'), { recursive: true });
for (const dir of ['src', 'schemas', 'directus', 'tests', 'node_modules']) symlinkSync(resolve(dir), join(root, dir));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:block', () => {
  it('writes the whole block contract and the registry line', async () => {
    const result = scaffoldBlock('quote-wall', join(root, 'blocks'));
    expect(result.collection).toBe('block_quote_wall');
    for (const file of ['schema.ts', 'directus.ts', 'fixtures.ts', 'index.ts', 'QuoteWall.tsx', 'QuoteWall.stories.tsx', 'QuoteWall.test.tsx']) {
      expect(existsSync(join(root, 'blocks/quote-wall', file)), file).toBe(true);
    }
    const registry = readFileSync(join(root, 'blocks/index.ts'), 'utf8');
    expect(registry).toContain("import { quoteWallBlock } from './quote-wall';");
    expect(registry).toContain('  block_quote_wall: quoteWallBlock,\n};');
    const catalog = readFileSync(join(root, 'blocks/catalog.ts'), 'utf8');
    expect(catalog).toContain("import { cmsCollection as quoteWall } from './quote-wall/directus.ts';");
    expect(catalog).toContain('  block_quote_wall: quoteWall.blockType,\n};');

    // Its CMS collection is found like any other's (with who sees it, as every block has), and its fixtures pass its schema.
    const defs = await loadBlockCollections(join(root, 'blocks'));
    const def = defs.find((d) => d.collection === 'block_quote_wall');
    expect(def?.fields.map((f) => f.field)).toEqual([
      'id',
      'heading',
      'body',
      'targeting',
      'audience',
      'audience_campaigns',
      'audience_sources',
      'audience_matches',
    ]);
    // With its description and note in both languages, to be written for real.
    const { cmsCollection } = z
      .object({ cmsCollection: z.object({ blockType: z.object({ description: z.object({ en: z.string(), fr: z.string() }) }) }) })
      .parse(await import(/* @vite-ignore */ join(root, 'blocks/quote-wall/directus.ts')));
    expect(cmsCollection.blockType.description.fr).toMatch(/^À FAIRE/);
    const { quoteWallSchema } = z
      .object({ quoteWallSchema: z.custom<z.ZodType>() })
      .parse(await import(/* @vite-ignore */ join(root, 'blocks/quote-wall/schema.ts')));
    const { quoteWallFixtures } = z
      .object({ quoteWallFixtures: z.object({ en: z.record(z.string(), z.unknown()), fr: z.record(z.string(), z.unknown()) }) })
      .parse(await import(/* @vite-ignore */ join(root, 'blocks/quote-wall/fixtures.ts')));
    for (const fixture of [...Object.values(quoteWallFixtures.en), ...Object.values(quoteWallFixtures.fr)]) {
      expect(quoteWallSchema.parse(fixture)).toEqual(fixture);
    }
  });

  it('refuses a name that is not kebab-case, or taken', () => {
    expect(() => scaffoldBlock('Quote Wall', join(root, 'blocks'))).toThrow(/kebab-case/);
    expect(() => scaffoldBlock('hero', join(root, 'blocks'))).toThrow(/exists/);
  });
});
