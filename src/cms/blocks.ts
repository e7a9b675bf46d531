// Parse at the boundary: each block from the CMS is validated with its own schema from the registry.
// An invalid or unknown block is dropped for visitors and logged; in preview it is kept as a
// labelled placeholder so the marketer can see and fix it.
import { z } from 'zod';
import { blockRegistry, isBlockCollection, type Block } from '../../blocks';
import type { RelatedContext, RelatedQuery } from '#kit/cms/block';
import { AUDIENCE_FIELDS, audienceSchema, isTargeted, type Audience } from '#schemas/audience';

/**
 * A block of the page: `id` is its row in the page's block list (pages_blocks), `itemId` the block's own
 * row in its collection (what the Visual Editor opens), `audience` who sees it when not everyone
 * (schemas/audience.ts).
 */
export type PageBlockEntry =
  | { kind: 'block'; id: string; itemId: string | null; hidden?: boolean; audience?: Audience; block: Block }
  | { kind: 'invalid'; id: string; itemId?: string | null; hidden?: boolean; collection: string; problems: string[] };

const ItemId = z.object({ id: z.union([z.number(), z.string()]).transform(String) });

/** One row of the pages_blocks junction as Directus returns it with `item:<collection>.*`. */
const junctionRowSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  collection: z.string().nullish(),
  item: z.unknown(),
  /** Kept on the page, not shown to visitors (the Visual Editor's "Hide from visitors"). */
  hidden: z.boolean().nullish(),
});

export type BlockIssue = { pageId: number; blockId: string; collection: string; problems: string[] };

export function parseBlocks(rows: unknown, pageId: number, report: (issue: BlockIssue) => void): PageBlockEntry[] {
  const list = Array.isArray(rows) ? rows : [];
  return list.map((raw, index): PageBlockEntry => {
    const row = junctionRowSchema.safeParse(raw);
    if (!row.success) {
      const problems = row.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`);
      report({ pageId, blockId: `#${index}`, collection: '(unknown)', problems });
      return { kind: 'invalid', id: `invalid-${index}`, collection: '(unknown)', problems };
    }
    const { id, collection, item } = row.data;
    const hidden = row.data.hidden === true;
    const name = collection ?? '(none)';
    if (!isBlockCollection(name)) {
      const problems = [`"${name}" is not a block type this site knows`];
      report({ pageId, blockId: id, collection: name, problems });
      return { kind: 'invalid', id, collection: name, problems };
    }
    if (item === null || typeof item !== 'object') {
      const problems = ['the block item is missing (deleted, or not readable by the site)'];
      report({ pageId, blockId: id, collection: name, problems });
      return { kind: 'invalid', id, collection: name, problems };
    }
    const parsed = blockRegistry[name].schema.safeParse({ ...item, collection: name });
    // Who sees it: a block whose audience cannot be read is shown to nobody rather than to everybody.
    const audience = audienceSchema.safeParse(item);
    if (!parsed.success || !audience.success) {
      const issues = [...(parsed.error?.issues ?? []), ...(audience.error?.issues ?? [])];
      const problems = issues.map((i) => `${i.path.join('.') || '(block)'}: ${i.message}`);
      report({ pageId, blockId: id, collection: name, problems });
      return { kind: 'invalid', id, itemId: ItemId.safeParse(item).data?.id ?? null, hidden, collection: name, problems };
    }
    const itemId = ItemId.safeParse(item).data?.id ?? null;
    return { kind: 'block', id, itemId, hidden, ...(isTargeted(audience.data) ? { audience: audience.data } : {}), block: parsed.data };
  });
}

/** The Directus `fields` for the page's blocks, asked of each block type in the registry. */
export function blockFieldsQuery(): string[] {
  const fields = ['blocks.id', 'blocks.collection', 'blocks.sort', 'blocks.hidden'];
  for (const [collection, def] of Object.entries(blockRegistry)) {
    fields.push(`blocks.item:${collection}.id`);
    for (const f of [...def.fields, ...AUDIENCE_FIELDS]) if (f !== 'id') fields.push(`blocks.item:${collection}.${f}`);
  }
  return fields;
}

/**
 * The page's block rows with the related fields of their blocks filled (see RelatedQuery), all reads
 * at once. A read that fails leaves the field empty, and the block's schema decides whether the block
 * can show without it.
 */
export async function resolveRelated(
  rows: unknown,
  context: RelatedContext,
  read: (query: RelatedQuery) => Promise<unknown>,
  report: (message: string, detail: unknown) => void,
): Promise<unknown[]> {
  if (!Array.isArray(rows)) return [];
  const itemSchema = z.record(z.string(), z.unknown());
  return Promise.all(
    rows.map(async (raw: unknown) => {
      const row = junctionRowSchema.safeParse(raw);
      if (!row.success || !row.data.collection || !isBlockCollection(row.data.collection)) return raw;
      const related = blockRegistry[row.data.collection].related;
      const item = itemSchema.safeParse(row.data.item);
      if (!related || !item.success) return raw;
      const filled = { ...item.data };
      await Promise.all(
        Object.entries(related).map(async ([field, build]) => {
          const query = build(item.data, context);
          if (!query) {
            filled[field] = [];
            return;
          }
          try {
            filled[field] = await read(query);
          } catch (error) {
            filled[field] = null;
            report(`Could not read ${query.collection} for ${row.data.collection} #${row.data.id}`, String(error));
          }
        }),
      );
      return { ...row.data, item: filled };
    }),
  );
}
