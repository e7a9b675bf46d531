// The completeness test: every block folder is registered, and every registry entry has the whole
// contract (schema-valid fixtures in both locales with the same variants, a story per variant and
// locale, CMS fields that match its schema: names, choices, required, lengths, item counts and
// repeaters' sub-fields) and renders each of its fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { audienceFields, type BlockCollectionDef } from '#kit/cms/block-collection';
import { schemaLimits } from '#kit/cms/limits';
import { renderBlockList } from '../tests/support/render-blocks';
import { blockRegistry, isBlockCollection } from '.';
import { blockTypeByCollection, blockTypes } from './catalog';
import { blockStyleGroup } from '#kit/styles';

const audienceFieldNames = new Set<string>(audienceFields().map((f) => f.field));

const blocksDir = resolve(process.cwd(), 'blocks');
const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);

// What a block's directus.ts exports (checked as directus/schema/apply.ts checks it).
const directusModule = z.object({
  cmsCollection: z.custom<BlockCollectionDef>((v) => typeof v === 'object' && v !== null && 'collection' in v && 'blockType' in v),
});
const moduleExports = z.record(z.string(), z.unknown());
const fixturesModule = z.record(z.string(), z.object({ en: z.record(z.string(), z.unknown()), fr: z.record(z.string(), z.unknown()) }));

async function loadFolder(folder: string) {
  const dir = join(blocksDir, folder);
  const directus = directusModule.parse(await import(/* @vite-ignore */ join(dir, 'directus.ts')));
  const fixturesModuleExports = moduleExports.parse(await import(/* @vite-ignore */ join(dir, 'fixtures.ts')));
  const fixturesExports = fixturesModule.parse(Object.fromEntries(Object.entries(fixturesModuleExports).filter(([k]) => k.endsWith('Fixtures'))));
  const fixtures = Object.values(fixturesExports)[0];
  const longFrench = Object.entries(fixturesModuleExports).find(([k]) => k.endsWith('LongFrench'))?.[1];
  const storiesFile = readdirSync(dir).find((f) => f.endsWith('.stories.tsx'));
  return { dir, directus, fixtures, longFrench, storiesFile };
}

describe('block registry', () => {
  it('registers every block folder, and nothing else', async () => {
    const registered = Object.keys(blockRegistry).sort();
    const collections: string[] = [];
    for (const folder of folders) collections.push((await loadFolder(folder)).directus.cmsCollection.collection);
    expect(collections.sort()).toEqual(registered);
  });

  it('lists every registered block type once in the catalog (the "add a block" menu), with its name and description', () => {
    expect(blockTypes.map((t) => t.collection).sort()).toEqual(Object.keys(blockRegistry).sort());
    for (const [collection, type] of Object.entries(blockTypeByCollection)) expect(type.collection).toBe(collection);
  });

  for (const folder of folders) {
    describe(folder, () => {
      it('has its schema and component registered, and keeps its stylesheets in its own folder', async () => {
        const { directus } = await loadFolder(folder);
        const collection = directus.cmsCollection.collection;
        if (!isBlockCollection(collection)) throw new Error(`${collection} is not registered`);
        const def = blockRegistry[collection];
        expect(typeof def.Component).toBe('function');
        expect(typeof def.schema.safeParse).toBe('function');
        // The server inlines a block's CSS by folder (kit/styles.tsx): block_x_y lives in blocks/x-y.
        expect(blockStyleGroup(collection)).toBe(`blocks/${folder}`);
      });

      it('has a schema, a component, stories, fixtures, CMS fields and a test', () => {
        const files = readdirSync(join(blocksDir, folder));
        expect(files).toContain('schema.ts');
        expect(files).toContain('fixtures.ts');
        expect(files).toContain('directus.ts');
        expect(files).toContain('index.ts');
        expect(files.some((f) => f.endsWith('.stories.tsx'))).toBe(true);
        expect(files.some((f) => f.endsWith('.test.tsx'))).toBe(true);
      });

      it('says what it is for in one short line and at length, in English and in French, as its catalog entry does', async () => {
        const { directus } = await loadFolder(folder);
        const { blockType, meta, collection } = directus.cmsCollection;
        if (!isBlockCollection(collection)) throw new Error(`${collection} is not registered`);
        for (const lang of ['en', 'fr'] as const) {
          const line = blockType.description[lang];
          expect(line.trim(), `description.${lang}`).not.toBe('');
          expect(line, `description.${lang} is one line`).not.toMatch(/\n/);
          expect(line.length, `description.${lang}: "${line}"`).toBeLessThanOrEqual(120);
          expect(meta.note?.[lang].trim(), `note.${lang}`).toBeTruthy();
        }
        expect(blockType.description.fr, 'a French description, not the English one').not.toBe(blockType.description.en);
        // The menu names a block as the Data Studio does.
        expect(blockType.name.fr).toBe(meta.translations?.find((t) => t.language === 'fr-FR')?.singular);
        expect(blockType.name.en).toBe(meta.translations?.find((t) => t.language === 'en-US')?.singular);
        expect(blockTypeByCollection[collection]).toBe(blockType);
      });

      it('names each of its items by its main text in the Data Studio (the type comes first, from Directus)', async () => {
        const { directus } = await loadFolder(folder);
        const template = directus.cmsCollection.meta.display_template ?? '';
        const used = [...template.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]);
        expect(used.length, template).toBeGreaterThan(0);
        const fields = directus.cmsCollection.fields.map((f) => f.field);
        for (const name of used) expect(fields, `${template}: ${name}`).toContain(name);
        // Directus puts the block's type before it (the page's block list, the item's title): no type word here.
        expect(template).not.toMatch(/\$t:/);
      });

      it('has fixtures in English and French, with the same variants, that pass the schema unchanged', async () => {
        const { directus, fixtures, longFrench } = await loadFolder(folder);
        expect(longFrench, 'a …LongFrench fixture').toBeDefined();
        const collection = directus.cmsCollection.collection;
        if (!isBlockCollection(collection)) throw new Error(`${collection} is not registered`);
        expect(fixtures).toBeDefined();
        expect(Object.keys(fixtures!.fr).sort()).toEqual(Object.keys(fixtures!.en).sort());
        const longParsed = blockRegistry[collection].schema.safeParse(longFrench);
        expect(longParsed.success, `LongFrench: ${longParsed.error?.message}`).toBe(true);
        for (const locale of ['en', 'fr'] as const) {
          for (const [variant, fixture] of Object.entries(fixtures![locale])) {
            const parsed = blockRegistry[collection].schema.safeParse(fixture);
            expect(parsed.success, `${locale}.${variant}: ${parsed.error?.message}`).toBe(true);
            expect(parsed.data).toEqual(fixture);
          }
        }
      });

      it('has a story for every fixture variant, in both locales, and a long-French stress story', async () => {
        const { dir, fixtures, storiesFile } = await loadFolder(folder);
        const source = readFileSync(join(dir, storiesFile!), 'utf8');
        expect(source).toMatch(/export const LongFrench: Story = \{ args: \w+LongFrench, globals: \{ locale: 'fr' \} \}/);
        for (const variant of Object.keys(fixtures!.en)) {
          expect(source, `story for en.${variant}`).toMatch(new RegExp(`args: \\w+\\.en\\.${variant}\\b`));
          expect(source, `story for fr.${variant}`).toMatch(new RegExp(`args: \\w+\\.fr\\.${variant}\\b`));
        }
      });

      it('declares a CMS field for every schema field, and no CMS field that neither the schema nor a related query reads', async () => {
        const { directus } = await loadFolder(folder);
        const def = directus.cmsCollection;
        if (!isBlockCollection(def.collection)) throw new Error(`${def.collection} is not registered`);
        const schema = blockRegistry[def.collection].schema;
        const related = blockRegistry[def.collection].related ?? {};
        const schemaKeys = Object.keys(schema.shape).filter((k) => k !== 'collection' && !(k in related));
        // Who sees the block (schemas/audience.ts) is every block type's, read beside its schema.
        const cmsFields = def.fields.map((f) => f.field).filter((f) => !audienceFieldNames.has(f));
        for (const key of schemaKeys) expect(cmsFields, `CMS field for ${key}`).toContain(key);
        for (const name of cmsFields.filter((f) => !schemaKeys.includes(f))) {
          // A CMS field outside the schema must change what a related query asks for.
          const sentinel = `probe-${name}`;
          const asked = Object.values(related).map((build) => JSON.stringify(build({ [name]: sentinel }, { locale: 'en' })));
          expect(
            asked.some((q) => q.includes(sentinel)),
            `${name} is read by no schema field and no related query`,
          ).toBe(true);
        }
        for (const key of Object.keys(related)) expect(cmsFields, `${key} is filled by the site, not typed in the CMS`).not.toContain(key);
      });

      it('offers in the CMS exactly the choices the schema accepts, and requires there what the schema requires', async () => {
        const { directus } = await loadFolder(folder);
        const def = directus.cmsCollection;
        if (!isBlockCollection(def.collection)) throw new Error(`${def.collection} is not registered`);
        const shape: Record<string, z.ZodType> = blockRegistry[def.collection].schema.shape;
        const choiceList = z.object({ choices: z.array(z.object({ value: z.string() })) });
        for (const field of def.fields) {
          const type = shape[field.field];
          if (!type || field.field === 'id') continue;
          // A select offers values the schema takes, and every value the schema takes (its enum).
          const choices = choiceList.safeParse(field.meta.options).data?.choices.map((c) => c.value);
          if (field.meta.interface === 'select-dropdown' && choices) {
            for (const value of choices)
              expect(type.safeParse(value).success, `${field.field}: the CMS offers "${value}", which the schema refuses`).toBe(true);
            const inner = type instanceof z.ZodDefault ? type.unwrap() : type;
            if (inner instanceof z.ZodEnum) expect([...choices].sort(), `${field.field}: the CMS's choices`).toEqual(inner.options.map(String).sort());
          }
          // A field the schema cannot do without is required where the marketer fills it in.
          if (!type.safeParse(undefined).success && !type.safeParse(null).success)
            expect(field.meta.required, `${field.field} is required by the schema`).toBe(true);
        }
      });

      it('shows in the CMS the lengths and item counts the schema keeps, and its repeaters’ sub-fields as the schema names and requires them', async () => {
        const { directus, fixtures } = await loadFolder(folder);
        const def = directus.cmsCollection;
        if (!isBlockCollection(def.collection)) throw new Error(`${def.collection} is not registered`);
        const schema = blockRegistry[def.collection].schema;
        const examples = z.array(z.record(z.string(), z.unknown())).parse([...Object.values(fixtures!.en), ...Object.values(fixtures!.fr)]);
        // Whether the schema finds a too-long text or too many items at `path` once `change` is made to an example.
        const breaks = (example: Record<string, unknown>, path: (string | number)[], change: Record<string, unknown>, code?: string) =>
          (schema.safeParse({ ...example, ...change }).error?.issues ?? []).some(
            (i) => (code === undefined || i.code === code) && i.path.length === path.length && i.path.every((k, n) => k === path[n]),
          );
        const options = z.object({ softLength: z.number().optional(), limit: z.number().optional(), fields: z.array(z.unknown()).optional() });
        const subField = z.object({
          field: z.string(),
          meta: z.object({ required: z.boolean(), options: z.object({ softLength: z.number() }).partial().nullish() }),
        });
        const limits = schemaLimits(schema);
        for (const field of def.fields) {
          const opts = options.safeParse(field.meta.options ?? {}).data ?? {};
          const example = examples.find((e) => field.field in e) ?? examples[0]!;
          if (field.meta.interface === 'input' && field.type === 'string') {
            // The Studio's counter shows the schema's longest text; without one, the schema takes the column's 255.
            const max = opts.softLength;
            if (max !== undefined) {
              expect(breaks(example, [field.field], { [field.field]: 'x'.repeat(max) }, 'too_big'), `${field.field}: ${max} characters`).toBe(false);
              expect(breaks(example, [field.field], { [field.field]: 'x'.repeat(max + 1) }, 'too_big'), `${field.field}: ${max + 1} characters`).toBe(true);
            } else
              expect(breaks(example, [field.field], { [field.field]: 'x'.repeat(255) }, 'too_big'), `${field.field} has a limit the Studio does not show`).toBe(
                false,
              );
          }
          if (field.meta.interface !== 'list') continue;
          const subs = z.array(subField).parse(opts.fields ?? []);
          expect(subs.map((f) => f.field).sort(), `${field.field}: the sub-fields`).toEqual(Object.keys(limits[field.field]?.items ?? {}).sort());
          const withItems = examples.find((e) => z.array(z.unknown()).min(1).safeParse(e[field.field]).success);
          if (!withItems) continue;
          const item = z.array(z.record(z.string(), z.unknown())).parse(withItems[field.field])[0]!;
          // The list stops offering "Create new" at the schema's most items.
          if (opts.limit !== undefined) {
            expect(breaks(withItems, [field.field], { [field.field]: Array(opts.limit).fill(item) }, 'too_big'), `${field.field}: ${opts.limit} items`).toBe(
              false,
            );
            expect(
              breaks(withItems, [field.field], { [field.field]: Array(opts.limit + 1).fill(item) }, 'too_big'),
              `${field.field}: ${opts.limit + 1} items`,
            ).toBe(true);
          } else
            expect(
              breaks(withItems, [field.field], { [field.field]: Array(50).fill(item) }, 'too_big'),
              `${field.field} has a count the Studio does not show`,
            ).toBe(false);
          for (const sub of subs) {
            const at = [field.field, 0, sub.field];
            const set = (value: unknown) => ({ [field.field]: [{ ...item, [sub.field]: value }] });
            expect(breaks(withItems, at, set(undefined)), `${field.field}.${sub.field} is required in the CMS as in the schema`).toBe(sub.meta.required);
            const max = sub.meta.options?.softLength;
            if (max !== undefined) {
              expect(breaks(withItems, at, set('x'.repeat(max)), 'too_big'), `${field.field}.${sub.field}: ${max} characters`).toBe(false);
              expect(breaks(withItems, at, set('x'.repeat(max + 1)), 'too_big'), `${field.field}.${sub.field}: ${max + 1} characters`).toBe(true);
            } else
              expect(breaks(withItems, at, set('x'.repeat(2000)), 'too_big'), `${field.field}.${sub.field} has a limit the Studio does not show`).toBe(false);
          }
        }
      });

      it('renders every fixture with its root marked for the renderer', async () => {
        const { directus, fixtures } = await loadFolder(folder);
        const collection = directus.cmsCollection.collection;
        if (!isBlockCollection(collection)) throw new Error(`${collection} is not registered`);
        for (const locale of ['en', 'fr'] as const) {
          for (const fixture of Object.values(fixtures![locale])) {
            const block = blockRegistry[collection].schema.parse(fixture);
            const { container, unmount } = renderBlockList([{ kind: 'block', id: '1', itemId: null, block }], { locale });
            expect(container.querySelectorAll('[data-block]')).toHaveLength(1);
            expect(container.querySelector('[data-block="invalid"]')).toBeNull();
            unmount();
          }
        }
      });
    });
  }
});
