// The Visual Editor's marks (kit/cms/editable.tsx, decision 0016), for every block and every fixture in
// English and French (the long-French one too): a visitor's page carries no `data-directus` at all;
// the editor's page marks each block's fields, only with fields of that block's own collection, and
// the marks are attributes only (the same elements as the visitor's page, nothing wrapped or moved).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EditScope, type EditTarget } from '#kit/cms/editable';
import type { BlockCollectionDef } from '#kit/cms/block-collection';
import { renderBlockList } from '../tests/support/render-blocks';
import { renderWithSite } from '../tests/support/render';
import { blockRegistry, isBlockCollection, type BlockCollection, type BlockProps } from '.';

const blocksDir = resolve(process.cwd(), 'blocks');
const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);

const directusModule = z.object({
  cmsCollection: z.custom<BlockCollectionDef>((v) => typeof v === 'object' && v !== null && 'collection' in v && 'fields' in v),
});
const moduleExports = z.record(z.string(), z.unknown());
const localeFixtures = z.record(z.string(), z.record(z.string(), z.unknown()));
const fixturesExport = z.object({ en: localeFixtures, fr: localeFixtures });

type Case = { name: string; locale: 'en' | 'fr'; fixture: unknown };

/** The block's collection, its CMS fields, and every fixture it has (both locales and the long French one). */
async function loadFolder(folder: string) {
  const dir = join(blocksDir, folder);
  const { cmsCollection } = directusModule.parse(await import(/* @vite-ignore */ join(dir, 'directus.ts')));
  const exported = moduleExports.parse(await import(/* @vite-ignore */ join(dir, 'fixtures.ts')));
  const cases: Case[] = [];
  for (const [key, value] of Object.entries(exported)) {
    if (key.endsWith('Fixtures')) {
      const fixtures = fixturesExport.parse(value);
      for (const locale of ['en', 'fr'] as const)
        for (const [variant, fixture] of Object.entries(fixtures[locale])) cases.push({ name: `${locale}.${variant}`, locale, fixture });
    } else if (key.endsWith('LongFrench')) cases.push({ name: 'LongFrench', locale: 'fr', fixture: value });
  }
  const collection = cmsCollection.collection;
  if (!isBlockCollection(collection)) throw new Error(`${collection} is not registered`);
  return { collection, fields: cmsCollection.fields.map((f) => f.field), cases };
}

/** A block's own component with its props, inside an edit scope (the Visual Editor's page) or none. */
function Rendered<K extends BlockCollection>({ collection, block, target }: { collection: K; block: BlockProps<K>; target: EditTarget | null }) {
  const Block = blockRegistry[collection].Component;
  return (
    <EditScope target={target}>
      <Block key={collection} {...block} />
    </EditScope>
  );
}

/** The ids React makes (useId) differ from one render to the next: numbered by first appearance. */
function withStableIds(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id) ?? id;
  });
}

/** Waits for a lazily loaded island (the embed's widgets in unit tests) to be there. */
async function settled(container: HTMLElement): Promise<string> {
  await waitFor(() => expect(container.querySelector('[data-loading]')).toBeNull(), { timeout: 10_000 });
  return container.innerHTML;
}

/** `collection:c;item:i;fields:a,b;mode:m` as its parts. */
function parseMark(mark: string): Record<string, string> {
  return Object.fromEntries(
    mark.split(';').map((part) => {
      const at = part.indexOf(':');
      return [part.slice(0, at), part.slice(at + 1)];
    }),
  );
}

describe('the Visual Editor’s marks', () => {
  for (const folder of folders) {
    describe(folder, () => {
      it('marks nothing on a visitor’s page', async () => {
        const { collection, cases } = await loadFolder(folder);
        expect(cases.length).toBeGreaterThan(0);
        for (const { name, locale, fixture } of cases) {
          const block = blockRegistry[collection].schema.parse(fixture);
          const { container, unmount } = renderBlockList([{ kind: 'block', id: '1', itemId: '1', block }], { locale });
          expect(await settled(container), name).not.toContain('data-directus');
          unmount();
        }
      }, 30_000);

      it('marks its fields in edit mode, with its own collection and real fields only, and adds nothing but the marks', async () => {
        const { collection, fields, cases } = await loadFolder(folder);
        for (const { name, locale, fixture } of cases) {
          const block = blockRegistry[collection].schema.parse(fixture);

          const visitor = renderWithSite(<Rendered collection={block.collection} block={block} target={null} />, { locale });
          const visitorHtml = await settled(visitor.container);
          visitor.unmount();
          expect(visitorHtml, name).not.toContain('data-directus');

          const edited = renderWithSite(<Rendered collection={block.collection} block={block} target={{ collection, item: 1 }} />, { locale });
          await settled(edited.container);
          const marked = [...edited.container.querySelectorAll('[data-directus]')];
          expect(marked.length, `${name}: at least one mark`).toBeGreaterThan(0);
          for (const element of marked) {
            const mark = element.getAttribute('data-directus') ?? '';
            const parts = parseMark(mark);
            expect(parts['collection'], `${name}: ${mark}`).toBe(collection);
            expect(parts['item'], `${name}: ${mark}`).toBe('1');
            expect(['drawer', 'modal', 'popover'], `${name}: ${mark}`).toContain(parts['mode']);
            // A block marks its fields; the whole item's mark is the page's (src/components/BlockList.tsx).
            const named = parts['fields']?.split(',') ?? [];
            expect(named.length, `${name}: ${mark} names its fields`).toBeGreaterThan(0);
            for (const field of named) expect(fields, `${name}: ${mark}: ${field} is a field of ${collection}`).toContain(field);
            element.removeAttribute('data-directus');
          }
          // Without its marks, the editor's page is the visitor's, byte for byte.
          expect(withStableIds(edited.container.innerHTML), name).toBe(withStableIds(visitorHtml));
          edited.unmount();
        }
      }, 30_000);
    });
  }
});
