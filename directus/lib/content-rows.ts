// A row as the site would read it, from what Directus stores (decision 0023): JSON fields parsed,
// a file or a related item in place of its id (`image` becomes `{ id, width, height, type }`, as the
// page fetcher's `image.id,image.width,…` gives it; a post's `category` its `{ name, slug }`). The
// content rules check this with the site's own schema, at save (the hook) and afterwards (the report).
import type { Knex } from 'knex';
import type { ItemsServiceClass, Schema } from './directus-types.ts';

type Row = Record<string, unknown>;

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON field sent or stored as text (SQLite keeps JSON as text), parsed; anything else as it is. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed;
  } catch {
    return value;
  }
}

/** SQLite keeps booleans as 0 and 1. */
const asBoolean = (value: unknown): unknown => (value === 0 || value === 1 ? value === 1 : value === '0' || value === '1' ? value === '1' : value);

/** A stored or sent row with each field in the form the site's schemas read; `expand`: the relations read as objects. */
export async function siteView(knex: Knex, schema: Schema, collection: string, raw: Row, expand: ReadonlySet<string>): Promise<Row> {
  const fields = schema.collections[collection]?.fields ?? {};
  const out: Row = { ...raw };
  for (const [name, value] of Object.entries(raw)) {
    const type = fields[name]?.type;
    if (type === 'json') out[name] = parsedJson(value);
    else if (type === 'boolean') out[name] = asBoolean(value);
  }
  for (const relation of schema.relations) {
    if (relation.collection !== collection || !relation.related_collection || !expand.has(relation.field) || !(relation.field in out)) continue;
    out[relation.field] = await related(knex, schema, relation.related_collection, out[relation.field]);
  }
  return out;
}

/** The related row a many-to-one points at (its id, or a nested object with or without one), or null. */
async function related(knex: Knex, schema: Schema, collection: string, value: unknown): Promise<unknown> {
  if (value === null || value === undefined || value === '') return null;
  const id = isRow(value) ? value['id'] : value;
  const nested = isRow(value) ? value : {};
  if (typeof id !== 'string' && typeof id !== 'number') return nested;
  const primary = schema.collections[collection]?.primary ?? 'id';
  const row = await knex<Row>(collection).where(primary, id).first();
  // A file or item that is not there: the schema says what is missing (an image with no width…).
  return row ? { ...row, ...nested } : { id };
}

/** What Directus puts in a new row's fields that a create leaves out: their default values. */
export function defaultsOf(schema: Schema, collection: string): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(schema.collections[collection]?.fields ?? {})) {
    const value: unknown = field.defaultValue;
    if (!field.alias && value !== null && value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The stored rows of `keys`, as Directus's API gives them (JSON parsed, booleans and dates cast; a
 * relation's id), read as Directus itself (no permission in the way) without events.
 */
export async function storedRows(
  ItemsService: ItemsServiceClass,
  knex: Knex,
  schema: Schema,
  collection: string,
  keys: readonly (string | number)[],
): Promise<Row[]> {
  const items = new ItemsService<Row>(collection, { knex, schema, accountability: null });
  return items.readMany([...keys], { fields: ['*'], limit: -1 }, { emitEvents: false });
}
