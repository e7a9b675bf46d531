// Upgrades that reach the database: makes the columns of fields that already exist match the code
// (type, length, nullability, default, unique index) through Directus's own schema snapshot, diff
// and apply (`GET /schema/snapshot`, `POST /schema/diff`, `POST /schema/apply`).
//
// apply.ts creates what is missing with its columns, and patches metadata; until this module, a
// column that changed in the code after its field was created never reached an existing install
// (demo_requests.starts_at's unique index, which makes booking race-safe, among them).
//
// How, and why this way (decision 0001, amendment):
// - The code's column settings are laid over the CURRENT snapshot: only the `type` and `schema`
//   keys below, only for fields that exist both in the code and in Directus. Everything else in the
//   snapshot (metadata, relations, Directus's own and other people's collections, fields the code
//   does not declare) is sent back as it is, so the diff can hold nothing but these column changes;
//   the diff is asked for in `merge` mode, where Directus never proposes a deletion either.
// - Creating collections and fields and patching metadata stay with apply.ts's REST calls, which
//   every install has run since the first release: the snapshot path is used only for what they
//   could not do, so a fresh install takes exactly the path it always took.
// - Directus's diff is read entry by entry before anything is applied. A change that cannot lose
//   data (a longer length, a new default, a relaxed nullability, a wider type, dropping a unique
//   index) is applied. One that might is checked against the rows first (a unique index: no value
//   held twice; not null: no empty value; a shorter length: every value fits). One that would
//   (another type change, a deletion, anything this module does not know) stops the start with a
//   message naming the collection, the field, what differs and what an operator should do, and
//   nothing is applied: the checks all run before the one `POST /schema/apply`, which Directus runs
//   in a single transaction, and whose hash makes it refuse a schema that moved since the diff.
import { z } from 'zod';
import { schemaApply, schemaDiff, schemaSnapshot } from '@directus/sdk';
import type { Rest } from '../lib/rest.ts';
import { stable } from '../lib/differs.ts';
import type { FieldSchema } from './define.ts';

/** A field as the code declares it (CollectionDef's fields; StudioField has the same shape). */
type CodeField = { field: string; type: string; schema: FieldSchema | null };
type CodeCollection = { collection: string; fields: readonly CodeField[] };

const Json = z.record(z.string(), z.unknown());
const SnapshotField = z.looseObject({
  collection: z.string(),
  field: z.string(),
  type: z.string().nullable(),
  meta: Json.nullable().optional(),
  schema: Json.nullable().optional(),
});
/** Directus's snapshot, as GET /schema/snapshot gives it (the SDK's SchemaSnapshotOutput); what this module does not read is passed back untouched. */
export const Snapshot = z.looseObject({
  version: z.number(),
  directus: z.string(),
  vendor: z.string(),
  collections: z.array(Json),
  fields: z.array(SnapshotField),
  systemFields: z.array(Json),
  relations: z.array(Json),
});
export type Snapshot = z.infer<typeof Snapshot>;
export type SnapshotField = z.infer<typeof SnapshotField>;

/** One change of deep-diff, as Directus's diff carries them (E edit, N new, D deleted, A array). */
const DiffEntry = z.looseObject({
  kind: z.enum(['E', 'N', 'D', 'A']),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  lhs: z.unknown(),
  rhs: z.unknown(),
});
type DiffEntry = z.infer<typeof DiffEntry>;
const SchemaDiff = z.looseObject({
  collections: z.array(z.looseObject({ collection: z.string(), diff: z.array(DiffEntry) })),
  fields: z.array(z.looseObject({ collection: z.string(), field: z.string(), diff: z.array(DiffEntry) })),
  systemFields: z.array(z.looseObject({ collection: z.string(), field: z.string(), diff: z.array(DiffEntry) })).optional(),
  relations: z.array(z.looseObject({ collection: z.string(), field: z.string(), diff: z.array(DiffEntry) })),
});
export type SchemaDiff = z.infer<typeof SchemaDiff>;
const DiffAnswer = z.object({ hash: z.string(), diff: SchemaDiff });

/** The column settings the code owns. Anything else in a field's `schema` (keys, foreign keys, indexes) is left to Directus. */
const COLUMN_KEYS = ['max_length', 'is_nullable', 'default_value', 'is_unique'] as const;
type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Type changes that keep every value as it is. Any other is refused: start-up never converts data. */
const WIDENINGS = new Set(['string>text', 'integer>bigInteger']);

/** The database's name of a type a column may be widened to (the same in SQLite and PostgreSQL). */
const DATA_TYPES: Record<string, string> = { text: 'text', bigInteger: 'bigint' };

const isAlias = (type: string | null) => type === null || type === 'alias';

/**
 * The code's type, unless Directus's is the same column under another name: SQLite has no uuid
 * type, and Directus reports a uuid column that holds a foreign key (a user, a file) as a string of
 * char(36) there.
 */
function wantedType(code: CodeField, current: SnapshotField): string | null {
  const type = current.type;
  if (type === code.type) return null;
  if (code.type === 'uuid' && type === 'string' && current.schema?.['max_length'] === 36 && String(current.schema['data_type']).toLowerCase() === 'char')
    return null;
  return code.type;
}

/**
 * What a field the code declares wants of its column, each key as a field made by Directus from the
 * code would have it: what the code leaves out is Directus's default (nullable, no default value,
 * not unique, 255 characters for a string), so that an upgraded install ends up like a fresh one.
 */
function wantedColumn(code: CodeField): Record<ColumnKey, unknown> | null {
  const s = code.schema;
  if (!s || isAlias(code.type) || s.is_primary_key || s.has_auto_increment) return null;
  return {
    max_length: code.type === 'string' ? (s.max_length ?? 255) : undefined,
    is_nullable: s.is_nullable ?? true,
    default_value: s.default_value ?? null,
    is_unique: s.is_unique ?? false,
  };
}

/** A field whose shape start-up cannot change at all (a column in one, a group or alias in the other). */
export type Mismatch = { collection: string; field: string; problem: string };

/** Directus's mark of a partial snapshot: only the collections it names are compared. */
const PARTIAL = 2;

/**
 * The current snapshot with the code's columns laid over it: for each field both declare, the code's
 * type (see wantedType) and column settings, and nothing else. Sent as a partial snapshot of the
 * collections where a column differs (every field and relation of theirs, as they are but for
 * those columns), so that Directus compares nothing else, and the payload stays far below its
 * request size limit however many collections the project has. Null when no column differs.
 */
export function overlayColumns(current: Snapshot, code: readonly CodeCollection[]): { wanted: Snapshot | null; mismatches: Mismatch[] } {
  const byKey = new Map(code.flatMap((c) => c.fields.map((f) => [`${c.collection}.${f.field}`, f] as const)));
  const mismatches: Mismatch[] = [];
  const differing = new Set<string>();
  const fields = current.fields.map((f): SnapshotField => {
    const c = byKey.get(`${f.collection}.${f.field}`);
    if (!c) return f;
    if (isAlias(c.type) !== isAlias(f.type)) {
      mismatches.push({
        collection: f.collection,
        field: f.field,
        problem: isAlias(f.type)
          ? `is a group or alias field in Directus, a ${c.type} column in the code`
          : `is a ${f.type ?? '?'} column in Directus, a group or alias field in the code`,
      });
      return f;
    }
    const column = wantedColumn(c);
    if (!column || !f.schema) return f;
    const schema = { ...f.schema };
    let differs = false;
    for (const key of COLUMN_KEYS) {
      // Only keys the snapshot has: a key it lacks would be a "new" entry, which Directus's apply
      // does not treat as an edit of the column.
      if (column[key] === undefined || !(key in schema) || stable(schema[key]) === stable(column[key])) continue;
      schema[key] = column[key];
      differs = true;
    }
    const type = wantedType(c, f);
    if (!differs && !type) return f;
    differing.add(f.collection);
    // Directus alters a column only when its `schema` differs (a change of `type` alone is stored
    // and never reaches the column): the type's database name goes with it.
    if (type && 'data_type' in schema) schema['data_type'] = DATA_TYPES[type] ?? type;
    return { ...f, ...(type ? { type } : {}), schema };
  });
  if (!differing.size) return { wanted: null, mismatches };
  const scoped = <T extends { collection?: unknown }>(items: readonly T[]) =>
    items.filter((i) => typeof i.collection === 'string' && differing.has(i.collection));
  return {
    wanted: {
      ...current,
      version: PARTIAL,
      collections: scoped(current.collections),
      fields: scoped(fields),
      systemFields: [],
      relations: scoped(current.relations),
    },
    mismatches,
  };
}

/** One column change Directus's diff holds, in words, and whether it needs the rows checked first. */
export type ColumnChange = {
  collection: string;
  field: string;
  /** Short, for the start-up line: "unique", "length 32 → 64", "not null", "default 0", "type string → text". */
  summary: string;
  /** Rows to check before applying; `refuse` when no check can make it safe. */
  check: { kind: 'duplicates' } | { kind: 'nulls' } | { kind: 'length'; max: number } | { kind: 'refuse'; problem: string; remedy: string } | null;
};

const show = (v: unknown) => (v === null || v === undefined ? 'none' : JSON.stringify(v));
const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/** What an operator does about a column start-up will not change. */
const byHand = (collection: string, field: string) =>
  `save what the column holds (export the collection), then change it by hand (Settings > Data Model in the Data Studio, or PATCH /fields/${collection}/${field} with its \`type\` and \`schema\`), or change the code to match the database; then start again`;

/** Reads one field's entries of Directus's diff. Exported for the unit tests. */
export function describeFieldDiff(collection: string, field: string, entries: readonly DiffEntry[]): ColumnChange[] {
  const changes: ColumnChange[] = [];
  const typeChanges = entries.some((e) => e.kind === 'E' && (e.path ?? []).join('.') === 'type');
  for (const e of entries) {
    const path = (e.path ?? []).join('.');
    const base = { collection, field };
    // The database's name of the type, which goes with a type change (see overlayColumns).
    if (typeChanges && e.kind === 'E' && path === 'schema.data_type') continue;
    if (e.kind !== 'E') {
      changes.push({
        ...base,
        summary: `${path || 'field'} ${e.kind === 'D' ? 'removed' : 'added'}`,
        check: {
          kind: 'refuse',
          problem: `Directus's diff would ${e.kind === 'D' ? 'remove' : 'add'} ${path || 'the field'}`,
          remedy: byHand(collection, field),
        },
      });
      continue;
    }
    if (path === 'type') {
      const safe = WIDENINGS.has(`${String(e.lhs)}>${String(e.rhs)}`);
      changes.push({
        ...base,
        summary: `type ${String(e.lhs)} → ${String(e.rhs)}`,
        check: safe
          ? null
          : {
              kind: 'refuse',
              problem: `the column is ${String(e.lhs)} in the database, ${String(e.rhs)} in the code, and start-up never converts a column's values (it could lose data)`,
              remedy: byHand(collection, field),
            },
      });
    } else if (path === 'schema.is_unique') {
      changes.push({ ...base, summary: e.rhs === true ? 'unique' : 'not unique', check: e.rhs === true ? { kind: 'duplicates' } : null });
    } else if (path === 'schema.is_nullable') {
      changes.push({ ...base, summary: e.rhs === true ? 'nullable' : 'not null', check: e.rhs === true ? null : { kind: 'nulls' } });
    } else if (path === 'schema.default_value') {
      changes.push({ ...base, summary: `default ${show(e.rhs)}`, check: null });
    } else if (path === 'schema.max_length') {
      const from = numberOrNull(e.lhs);
      const to = numberOrNull(e.rhs);
      const shorter = to !== null && (from === null || to < from);
      changes.push({ ...base, summary: `length ${show(e.lhs)} → ${show(e.rhs)}`, check: shorter ? { kind: 'length', max: to } : null });
    } else {
      changes.push({
        ...base,
        summary: `${path} ${show(e.lhs)} → ${show(e.rhs)}`,
        check: {
          kind: 'refuse',
          problem: `Directus's diff would change ${path} (${show(e.lhs)} → ${show(e.rhs)}), which start-up never changes`,
          remedy: byHand(collection, field),
        },
      });
    }
  }
  return changes;
}

/** Every change a diff holds; a change to a collection or a relation is refused (this module only sends columns). */
export function describeDiff(diff: SchemaDiff): ColumnChange[] {
  const refuse = (collection: string, field: string, what: string): ColumnChange => ({
    collection,
    field,
    summary: what,
    check: { kind: 'refuse', problem: `Directus's diff would change ${what}, which start-up never changes`, remedy: byHand(collection, field) },
  });
  return [
    ...diff.collections.map((c) => refuse(c.collection, '*', `the collection ${c.collection}`)),
    ...diff.fields.flatMap((f) => describeFieldDiff(f.collection, f.field, f.diff)),
    ...(diff.systemFields ?? []).map((f) => refuse(f.collection, f.field, `the system field ${f.collection}.${f.field}`)),
    ...diff.relations.map((r) => refuse(r.collection, r.field, `the relation ${r.collection}.${r.field}`)),
  ];
}

const Row = z.record(z.string(), z.unknown());
const Rows = z.union([z.array(Row), Row.transform((r) => [r])]);
const PAGE = 1000;
const ids = (rows: readonly Record<string, unknown>[], key: string) => {
  const list = rows.slice(0, 10).map((r) => String(r[key]));
  return `${list.join(', ')}${rows.length > list.length ? ', …' : ''}`;
};

/** Every row whose field matches `filter`, by page (its key and the field; never printed but by key). */
async function rowsWhere(rest: Rest, collection: string, key: string, field: string, filter: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({
      fields: `${key},${field}`,
      filter: JSON.stringify({ [field]: filter }),
      sort: key,
      limit: String(PAGE),
      page: String(page),
    });
    const batch = Rows.parse(await rest.get(`/items/${collection}?${query}`));
    rows.push(...batch);
    if (batch.length < PAGE) return rows;
  }
}

/** What stops a change that needs the rows checked, or null when they allow it. Values are never printed (some are personal data): only row keys. */
async function rowsProblem(rest: Rest, change: ColumnChange, key: string): Promise<{ problem: string; remedy: string } | null> {
  const { collection, field, check } = change;
  if (!check) return null;
  if (check.kind === 'refuse') return check;
  if (check.kind === 'nulls') {
    const empty = await rowsWhere(rest, collection, key, field, { _null: true });
    if (!empty.length) return null;
    return {
      problem: `the code makes it required (not null), but ${empty.length} row(s) have no value (${key} ${ids(empty, key)})`,
      remedy: `fill or delete those rows in the Data Studio, then start again`,
    };
  }
  const held = await rowsWhere(rest, collection, key, field, { _nnull: true });
  if (check.kind === 'duplicates') {
    const byValue = new Map<string, Record<string, unknown>[]>();
    for (const r of held) {
      const v = JSON.stringify(r[field]);
      byValue.set(v, [...(byValue.get(v) ?? []), r]);
    }
    const shared = [...byValue.values()].filter((rs) => rs.length > 1);
    if (!shared.length) return null;
    return {
      problem: `the code gives it a unique index, but ${shared.length} value(s) are held by more than one row (${key} ${ids(shared.flat(), key)})`,
      remedy: `clear or change the duplicates in the Data Studio so that each value is held once, then start again`,
    };
  }
  const long = held.filter((r) => [...String(r[field])].length > check.max);
  if (!long.length) return null;
  return {
    problem: `the code shortens it to ${check.max} characters, but ${long.length} row(s) hold a longer value (${key} ${ids(long, key)})`,
    remedy: `shorten those values in the Data Studio, or keep the longer length in the code, then start again`,
  };
}

/** Thrown when a column cannot be brought in line without risking data: nothing has been changed. */
export class SchemaUpgradeRefused extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      [
        `The database's columns differ from the code's in a way start-up will not change by itself (nothing was changed):`,
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
    this.name = 'SchemaUpgradeRefused';
    this.problems = problems;
  }
}

export type ColumnUpgrade = {
  /** What was applied, one entry a column change ("demo_requests.starts_at unique"); empty when the columns already matched. */
  upgraded: string[];
};

/**
 * Brings the columns of existing fields in line with the code, or throws SchemaUpgradeRefused having
 * changed nothing. A second run finds nothing to do and writes nothing.
 */
export async function upgradeColumns(rest: Rest, code: readonly CodeCollection[]): Promise<ColumnUpgrade> {
  const current = Snapshot.parse(await rest.request(schemaSnapshot()));
  const { wanted, mismatches } = overlayColumns(current, code);
  const problems = mismatches.map(
    (m) => `${m.collection}.${m.field} ${m.problem}, and start-up never turns one into the other. To go on: ${byHand(m.collection, m.field)}.`,
  );
  // `merge`: Directus itself leaves out any deletion (the wanted snapshot holds everything anyway).
  const answer: unknown = wanted ? await rest.request(schemaDiff(wanted, { mode: 'merge' })) : null;
  const diff = answer === null ? null : DiffAnswer.parse(answer);
  const changes = diff ? describeDiff(diff.diff) : [];
  const keys = new Map(current.fields.filter((f) => f.schema?.['is_primary_key'] === true).map((f) => [f.collection, f.field]));
  for (const change of changes) {
    const problem = await rowsProblem(rest, change, keys.get(change.collection) ?? 'id');
    if (problem) problems.push(`${change.collection}.${change.field}: ${problem.problem}. To go on: ${problem.remedy}.`);
  }
  if (problems.length) throw new SchemaUpgradeRefused(problems);
  if (!diff || !changes.length) return { upgraded: [] };
  try {
    await rest.request(schemaApply(diff));
  } catch (error) {
    // Directus applies a diff in one transaction: a refusal leaves the schema as it was.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Directus refused the schema upgrade (${changes.map((c) => `${c.collection}.${c.field} ${c.summary}`).join(', ')}); nothing was changed: ${reason}`,
      {
        cause: error,
      },
    );
  }
  return { upgraded: changes.map((c) => `${c.collection}.${c.field} ${c.summary}`) };
}
