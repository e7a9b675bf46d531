// The pure half of columns.ts: what is laid over Directus's snapshot, and how its diff is read.
// tests/integration/schema-upgrade.test.ts runs the whole upgrade against a real Directus.
import { describe, expect, it } from 'vitest';
import { describeDiff, describeFieldDiff, overlayColumns, type Snapshot, type SnapshotField } from './columns.ts';
import { field } from './define.ts';

const column = (collection: string, name: string, type: string, schema: Record<string, unknown>): SnapshotField => ({
  collection,
  field: name,
  type,
  meta: { interface: 'input', note: 'kept as it is' },
  schema: {
    name,
    table: collection,
    data_type: 'varchar',
    max_length: null,
    is_nullable: true,
    default_value: null,
    is_unique: false,
    is_primary_key: false,
    ...schema,
  },
});

const snapshot = (fields: SnapshotField[]): Snapshot => ({
  version: 1,
  directus: '12.4.0',
  vendor: 'sqlite',
  collections: [
    { collection: 'leads', meta: {} },
    { collection: 'theirs', meta: {} },
  ],
  fields,
  systemFields: [{ collection: 'directus_users', field: 'email', schema: { is_indexed: true } }],
  relations: [{ collection: 'leads', field: 'owner', related_collection: 'directus_users' }],
});

const code = [
  {
    collection: 'leads',
    fields: [
      field.id(),
      { field: 'starts_at', type: 'timestamp', meta: {}, schema: { is_nullable: true, is_unique: true } },
      field.string('zone', { max: 64 }),
      field.integer('sequence', { default: 0 }),
      field.user('owner'),
      field.group('booking'),
    ],
  },
];

describe('overlayColumns', () => {
  const matching = snapshot([
    column('leads', 'id', 'integer', { data_type: 'integer', is_primary_key: true, has_auto_increment: true, is_nullable: false }),
    column('leads', 'starts_at', 'timestamp', { data_type: 'datetime', is_unique: true }),
    column('leads', 'zone', 'string', { max_length: 64 }),
    column('leads', 'sequence', 'integer', { data_type: 'integer', default_value: 0 }),
    // SQLite has no uuid type: Directus reports a user's id as char(36) there.
    column('leads', 'owner', 'string', { data_type: 'char', max_length: 36 }),
    { collection: 'leads', field: 'booking', type: 'alias', meta: {}, schema: null },
    column('theirs', 'zone', 'string', { max_length: 10 }),
  ]);

  it('asks for nothing when the columns match the code', () => {
    expect(overlayColumns(matching, code)).toEqual({ wanted: null, mismatches: [] });
  });

  it("lays the code's columns over the snapshot, scoped to the collections that differ, the rest untouched", () => {
    const older = snapshot(
      matching.fields.map((f) =>
        f.field === 'starts_at'
          ? { ...f, schema: { ...f.schema, is_unique: false } }
          : f.field === 'zone' && f.collection === 'leads'
            ? { ...f, schema: { ...f.schema, max_length: 32 } }
            : f,
      ),
    );
    const { wanted } = overlayColumns(older, code);
    expect(wanted?.version).toBe(2);
    expect(wanted?.collections.map((c) => c.collection)).toEqual(['leads']);
    expect(wanted?.systemFields).toEqual([]);
    expect(wanted?.relations).toEqual(older.relations);
    const byName = new Map(wanted?.fields.map((f) => [`${f.collection}.${f.field}`, f]));
    expect(byName.get('leads.starts_at')?.schema?.['is_unique']).toBe(true);
    expect(byName.get('leads.zone')?.schema?.['max_length']).toBe(64);
    expect(byName.get('leads.zone')?.meta).toEqual({ interface: 'input', note: 'kept as it is' });
    expect(byName.has('theirs.zone')).toBe(false);
    expect(byName.get('leads.owner')?.type).toBe('string');
  });

  it('leaves out what the code would have Directus default to, as a fresh field has it', () => {
    const { wanted } = overlayColumns(
      snapshot([
        column('leads', 'zone', 'string', { max_length: 64, is_unique: true, default_value: 'x' }),
        column('leads', 'sequence', 'integer', { data_type: 'integer', default_value: 0 }),
      ]),
      code,
    );
    const zone = wanted?.fields.find((f) => f.field === 'zone');
    expect(zone?.schema).toMatchObject({ is_unique: false, default_value: null, max_length: 64 });
  });

  it("names the wanted type's database name too: Directus alters a column only when its schema differs", () => {
    const { wanted } = overlayColumns(snapshot([column('leads', 'zone', 'text', { data_type: 'text', max_length: null })]), code);
    expect(wanted?.fields[0]).toMatchObject({ type: 'string', schema: { data_type: 'string' } });
    const notes = [{ collection: 'leads', fields: [field.text('notes')] }];
    const widened = overlayColumns(snapshot([column('leads', 'notes', 'string', { max_length: 255 })]), notes).wanted;
    expect(widened?.fields[0]).toMatchObject({ type: 'text', schema: { data_type: 'text', max_length: 255 } });
  });

  it('reports a column where the code has a group, and never overlays it', () => {
    const { wanted, mismatches } = overlayColumns(snapshot([column('leads', 'booking', 'string', { max_length: 255 })]), code);
    expect(wanted).toBeNull();
    expect(mismatches).toEqual([{ collection: 'leads', field: 'booking', problem: 'is a string column in Directus, a group or alias field in the code' }]);
  });
});

describe("reading Directus's diff", () => {
  const read = (path: string[], lhs: unknown, rhs: unknown) => describeFieldDiff('leads', 'f', [{ kind: 'E', path, lhs, rhs }])[0];

  it('applies what cannot lose data as it is', () => {
    expect(read(['schema', 'max_length'], 32, 64)).toMatchObject({ summary: 'length 32 → 64', check: null });
    expect(read(['schema', 'default_value'], null, 0)).toMatchObject({ summary: 'default 0', check: null });
    expect(read(['schema', 'is_nullable'], false, true)).toMatchObject({ summary: 'nullable', check: null });
    expect(read(['schema', 'is_unique'], true, false)).toMatchObject({ summary: 'not unique', check: null });
    expect(read(['type'], 'string', 'text')).toMatchObject({ summary: 'type string → text', check: null });
    const widening = describeFieldDiff('leads', 'f', [
      { kind: 'E', path: ['type'], lhs: 'string', rhs: 'text' },
      { kind: 'E', path: ['schema', 'data_type'], lhs: 'varchar', rhs: 'text' },
    ]);
    expect(widening.map((c) => [c.summary, c.check])).toEqual([['type string → text', null]]);
  });

  it('checks the rows first where they decide', () => {
    expect(read(['schema', 'is_unique'], false, true)).toMatchObject({ summary: 'unique', check: { kind: 'duplicates' } });
    expect(read(['schema', 'is_nullable'], true, false)).toMatchObject({ summary: 'not null', check: { kind: 'nulls' } });
    expect(read(['schema', 'max_length'], 255, 64)).toMatchObject({ check: { kind: 'length', max: 64 } });
  });

  it('refuses a conversion, a deletion and anything it does not know', () => {
    expect(read(['type'], 'text', 'string')?.check?.kind).toBe('refuse');
    const conversion = read(['type'], 'string', 'integer')?.check;
    expect(conversion?.kind === 'refuse' && conversion.remedy).toContain('PATCH /fields/leads/f');
    expect(read(['schema', 'numeric_precision'], 10, 5)?.check?.kind).toBe('refuse');
    expect(read(['schema', 'data_type'], 'varchar', 'text')?.check?.kind).toBe('refuse');
    expect(describeFieldDiff('leads', 'f', [{ kind: 'D', lhs: {}, rhs: undefined }])[0]?.check?.kind).toBe('refuse');
    const diff = describeDiff({ collections: [{ collection: 'leads', diff: [{ kind: 'D', lhs: {}, rhs: undefined }] }], fields: [], relations: [] });
    expect(diff.map((c) => c.check?.kind)).toEqual(['refuse']);
  });
});
