// Makes Directus's schema match the code, idempotently, through the REST API: brings the columns of
// existing fields in line first (type, length, nullability, default, unique index: columns.ts, through
// Directus's schema snapshot, diff and apply, or stops the start having changed nothing), then creates
// missing collections, fields and relations, and updates field and collection metadata that differs.
// It never drops a collection or a field (a marketer's content survives every start and every schema
// change); a field removed from the code is reported, not deleted. Notes and choices are stored as `$t:` keys,
// their English and French texts in Directus's translations (studio-texts.ts).
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';
import { coreContentCollections, pagesBlocksRelations } from './collections.ts';
import { folderDefs } from './folders.ts';
import { formCollections } from './forms.ts';
import { mailCollections } from './mail.ts';
import { upgradeColumns } from './columns.ts';
import { mergeDemoBookings, RETIRED_FIELDS } from './migrations.ts';
import { applyStudioTexts, studioCollections, type StudioCollection } from './studio-texts.ts';
import type { CollectionDef, RelationDef } from './define.ts';
import { differs } from '../lib/differs.ts';

const StoredField = z.object({ collection: z.string(), field: z.string(), meta: z.record(z.string(), z.unknown()).nullable() });
const StoredCollection = z.object({ collection: z.string(), meta: z.record(z.string(), z.unknown()).nullable() });
const StoredRelation = z.object({ collection: z.string(), field: z.string(), meta: z.record(z.string(), z.unknown()).nullable() });

/** Loads every block folder's `directus.ts` (the block's collection as code). */
export async function loadBlockCollections(blocksDir: string): Promise<CollectionDef[]> {
  const defs: CollectionDef[] = [];
  for (const dir of readdirSync(blocksDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name.startsWith('_')) continue;
    const file = join(blocksDir, dir.name, 'directus.ts');
    if (!existsSync(file)) continue;
    const mod: unknown = await import(/* @vite-ignore */ file);
    const parsed = z.object({ cmsCollection: z.custom<CollectionDef>((v) => typeof v === 'object' && v !== null && 'collection' in v) }).parse(mod);
    defs.push(parsed.cmsCollection);
  }
  return defs.sort((a, b) => a.collection.localeCompare(b.collection));
}

/** What the site server's token may read, create and update (see CollectionDef.siteAccess). */
export type SiteAccess = { read: string[]; create: string[]; update: string[] };

export type ApplyResult = {
  changes: string[];
  notes: string[];
  siteAccess: SiteAccess;
  collections: number;
  /** Columns of existing fields brought in line with the code ("demo_requests.starts_at unique"): `npm start` prints them in one line. */
  upgraded: string[];
};

export async function applySchema(rest: Rest, blockDefs: CollectionDef[]): Promise<ApplyResult> {
  const changes: string[] = [];
  const notes: string[] = [];
  const defs = [...coreContentCollections, ...formCollections, ...mailCollections, ...blockDefs];
  // Columns first, before anything here writes: when one cannot be brought in line safely, the start
  // stops with the install exactly as it was. Fields the code adds below are created with their columns.
  const { upgraded } = await upgradeColumns(rest, defs);
  changes.push(...upgraded.map((u) => `upgraded column ${u}`));
  const collections = z.array(StoredCollection).parse(await rest.get('/collections?limit=-1'));
  const fields = z.array(StoredField).parse(await rest.get('/fields?limit=-1'));
  const relations = z.array(StoredRelation).parse(await rest.get('/relations?limit=-1'));
  const existing = new Map(collections.map((c) => [c.collection, c]));

  // The Data Studio's folders first: collections name them as their group.
  const newFolders = folderDefs.filter((f) => !existing.has(f.collection));
  if (newFolders.length) {
    await rest.post(
      '/collections',
      newFolders.map((f) => ({ collection: f.collection, meta: f.meta, schema: null })),
    );
    for (const f of newFolders) changes.push(`created folder ${f.collection}`);
  }

  // As Directus stores them: notes, choices and sub-fields as `$t:` keys, their texts in its translations.
  const studio = studioCollections(defs);
  changes.push(...(await applyStudioTexts(rest, studio.texts)));
  const declared = studio.collections;
  const sorted = (def: StudioCollection) => def.fields.map((f, i) => ({ ...f, meta: { ...f.meta, sort: i + 1 } }));

  // Existing collections: what differs is sent in as few calls as Directus takes (one for every
  // collection's settings, one per collection for its fields' settings); a field the code adds is
  // one call, since Directus creates fields one at a time.
  const collectionPatches: { collection: string; meta: Record<string, unknown> }[] = [];
  for (const def of [...folderDefs, ...declared]) {
    const current = existing.get(def.collection);
    if (!current) continue;
    const patch = differs(def.meta, current.meta);
    if (patch) {
      collectionPatches.push({ collection: def.collection, meta: patch });
      changes.push(`updated ${def.collection} (${Object.keys(patch).join(', ')})`);
    }
  }
  if (collectionPatches.length) await rest.patch('/collections', collectionPatches);
  for (const def of declared.filter((d) => existing.has(d.collection))) {
    const storedFields = new Map(fields.filter((f) => f.collection === def.collection).map((f) => [f.field, f]));
    const fieldPatches: { field: string; meta: Record<string, unknown> }[] = [];
    for (const f of sorted(def)) {
      const s = storedFields.get(f.field);
      if (!s) {
        await rest.post(`/fields/${def.collection}`, f);
        changes.push(`added field ${def.collection}.${f.field}`);
        continue;
      }
      const patch = differs(f.meta, s.meta);
      if (patch) {
        fieldPatches.push({ field: f.field, meta: patch });
        changes.push(`updated field ${def.collection}.${f.field} (${Object.keys(patch).join(', ')})`);
      }
    }
    if (fieldPatches.length) await rest.patch(`/fields/${def.collection}`, fieldPatches);
    const declared = new Set(def.fields.map((f) => f.field));
    for (const name of storedFields.keys()) {
      if (!declared.has(name) && !RETIRED_FIELDS.has(`${def.collection}.${name}`))
        notes.push(`${def.collection}.${name} exists in Directus but not in the code; kept as is.`);
    }
  }
  // Then the migrations (which may retire a collection: Directus Core counts them, and a retired one
  // must go before a new one comes), then every new collection with all its fields in one call.
  changes.push(
    ...(await mergeDemoBookings(
      rest,
      collections.map((c) => c.collection),
    )),
  );
  const fresh = declared.filter((d) => !existing.has(d.collection));
  if (fresh.length) {
    await rest.post(
      '/collections',
      fresh.map((def) => ({ collection: def.collection, meta: def.meta, schema: {}, fields: sorted(def) })),
    );
    for (const def of fresh) changes.push(`created collection ${def.collection} (${def.fields.length} fields)`);
  }

  const blockCollections = blockDefs.map((d) => d.collection);
  // File fields (field.image) point at the file library.
  const fileRelations: RelationDef[] = defs.flatMap((d) =>
    d.fields
      .filter((f) => f.meta.special?.includes('file'))
      .map((f) => ({ collection: d.collection, field: f.field, related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } })),
  );
  const wanted: RelationDef[] = [...pagesBlocksRelations(blockCollections), ...fileRelations, ...defs.flatMap((d) => d.relations ?? [])];
  for (const rel of wanted) {
    const s = relations.find((r) => r.collection === rel.collection && r.field === rel.field);
    if (!s) {
      await rest.post('/relations', rel);
      changes.push(`created relation ${rel.collection}.${rel.field}`);
      continue;
    }
    const patch = rel.meta ? differs(rel.meta, s.meta) : null;
    if (patch) {
      await rest.patch(`/relations/${rel.collection}/${rel.field}`, { meta: patch });
      changes.push(`updated relation ${rel.collection}.${rel.field} (${Object.keys(patch).join(', ')})`);
    }
  }

  const access = (d: CollectionDef) => d.siteAccess ?? { read: true, create: false };
  return {
    changes,
    notes,
    collections: defs.length,
    upgraded,
    siteAccess: {
      read: defs.filter((d) => access(d).read).map((d) => d.collection),
      create: defs.filter((d) => access(d).create).map((d) => d.collection),
      update: defs.filter((d) => access(d).update === true).map((d) => d.collection),
    },
  };
}
