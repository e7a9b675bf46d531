// Upgrades that reach the database (directus/schema/columns.ts): an install whose columns were made by
// an older schema is brought in line at start, its rows intact; one whose columns cannot be changed
// without risking data stops the start with what to do, and is left exactly as it was.
//
// On a Directus of its own (fresh SQLite database, the current schema applied as `npm start` does),
// put back into an older release's shape through Directus's own API (`PATCH /fields` with a `schema`
// part), as an install made before those columns changed has them: no unique index on the booked
// time or the sign-up key, a shorter time-zone length, no default invitation version, an optional
// language, the notes as a short string.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningDirectus } from '../../embedded/directus';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { statusOf } from '../support/admin';
import { setupCms } from '../../directus/setup';
import { newStackInfo, startCms, type StackInfo } from '../support/stack';

let info: StackInfo;
let directus: RunningDirectus | undefined;
let rest: Rest;

const Column = z.object({
  type: z.string(),
  schema: z.object({
    data_type: z.string(),
    max_length: z.number().nullable(),
    is_nullable: z.boolean(),
    default_value: z.unknown(),
    is_unique: z.boolean(),
  }),
});
type Column = z.infer<typeof Column>;
const column = async (collection: string, field: string) => Column.parse(await rest.get(`/fields/${collection}/${field}`));
/** The part of a column an upgrade may change, as Directus reads it from the database. */
const shape = (c: Column) => ({
  type: c.type,
  max_length: c.schema.max_length,
  is_nullable: c.schema.is_nullable,
  default_value: c.schema.default_value,
  is_unique: c.schema.is_unique,
});

/** The columns the older release had otherwise, and how the code has them now. */
const OLDER: { collection: string; field: string; schema: Record<string, unknown>; type?: string }[] = [
  { collection: 'demo_requests', field: 'starts_at', schema: { is_unique: false } },
  { collection: 'form_submissions', field: 'dedupe_key', schema: { is_unique: false } },
  { collection: 'demo_requests', field: 'visitor_time_zone', schema: { max_length: 40 } },
  { collection: 'demo_requests', field: 'booking_sequence', schema: { default_value: null } },
  { collection: 'demo_requests', field: 'locale', schema: { is_nullable: true } },
  { collection: 'demo_requests', field: 'notes', type: 'string', schema: { max_length: 255 } },
];

const setup = () =>
  setupCms({
    url: info.directusUrl,
    adminEmail: info.secrets.adminEmail,
    adminPassword: info.secrets.adminPassword,
    siteToken: info.secrets.siteToken,
    seed: false,
  });

const snapshot = () => rest.get('/schema/snapshot');

const Created = z.object({ id: z.number() });
const Request = z.object({
  id: z.number(),
  name: z.string(),
  locale: z.string().nullable(),
  notes: z.string().nullable(),
  starts_at: z.string().nullable(),
  visitor_time_zone: z.string().nullable(),
  booking_sequence: z.number().nullable(),
});
const Submission = z.object({ id: z.number(), email: z.string().nullable(), dedupe_key: z.string().nullable(), locale: z.string() });
const requests = async (ids: number[]) =>
  z
    .array(Request)
    .parse(
      await rest.get(`/items/demo_requests?filter[id][_in]=${ids.join(',')}&sort=id&fields=id,name,locale,notes,starts_at,visitor_time_zone,booking_sequence`),
    );
const submissions = async (ids: number[]) =>
  z.array(Submission).parse(await rest.get(`/items/form_submissions?filter[id][_in]=${ids.join(',')}&sort=id&fields=id,email,dedupe_key,locale`));

async function newRequest(name: string, more: Record<string, unknown>): Promise<number> {
  const row = { status: 'new', name, company: `${name} Heating`, email: `${name.toLowerCase()}@example.com`, role: 'other', ...more };
  return Created.parse(await rest.post('/items/demo_requests', row)).id;
}

beforeAll(async () => {
  info = await newStackInfo(mkdtempSync(join(tmpdir(), 'site-schema-upgrade-')));
  directus = await startCms(info, false);
  rest = await loginAsAdmin(info.directusUrl, info.secrets.adminEmail, info.secrets.adminPassword);
});

afterAll(async () => {
  await directus?.stop();
  if (info && !process.env.KEEP_TEST_DATA) rmSync(info.dataDir, { recursive: true, force: true });
});

describe('an install made by an older schema', () => {
  let current: Map<string, ReturnType<typeof shape>>;
  let requestIds: number[] = [];
  let submissionIds: number[] = [];

  it('is brought in line at start: type, length, nullability, default and unique index, its rows intact', async () => {
    current = new Map(await Promise.all(OLDER.map(async (o) => [`${o.collection}.${o.field}`, shape(await column(o.collection, o.field))] as const)));
    // What the code gives these columns today, as a fresh install has them.
    expect(Object.fromEntries(current)).toMatchObject({
      'demo_requests.starts_at': { type: 'timestamp', is_unique: true, is_nullable: true },
      'form_submissions.dedupe_key': { type: 'string', max_length: 320, is_unique: true },
      'demo_requests.visitor_time_zone': { type: 'string', max_length: 64 },
      'demo_requests.booking_sequence': { type: 'integer', default_value: 0 },
      'demo_requests.locale': { type: 'string', is_nullable: false, default_value: 'en' },
      'demo_requests.notes': { type: 'text' },
    });

    // The older release's columns…
    for (const o of OLDER) await rest.patch(`/fields/${o.collection}/${o.field}`, { ...(o.type ? { type: o.type } : {}), schema: o.schema });
    expect(shape(await column('demo_requests', 'starts_at')).is_unique).toBe(false);
    expect(shape(await column('demo_requests', 'notes')).type).toBe('string');
    expect(shape(await column('demo_requests', 'visitor_time_zone')).max_length).toBe(40);

    // …and rows written under them (the older booking code: distinct times; the time zone fits).
    requestIds = [
      await newRequest('Ada', { locale: 'en', starts_at: '2031-03-04T15:00:00.000Z', visitor_time_zone: 'America/Toronto', notes: 'Call after 3 pm.' }),
      await newRequest('Bo', {
        locale: 'fr',
        starts_at: '2031-03-05T18:30:00.000Z',
        visitor_time_zone: 'America/Argentina/ComodRivadavia',
        booking_sequence: 2,
      }),
      await newRequest('Cy', { locale: 'en', starts_at: null, notes: null }),
    ];
    submissionIds = [
      Created.parse(
        await rest.post('/items/form_submissions', { type: 'newsletter', email: 'dee@example.com', locale: 'fr', dedupe_key: 'newsletter:dee@example.com' }),
      ).id,
      Created.parse(
        await rest.post('/items/form_submissions', { type: 'waitlist', email: 'eve@example.com', locale: 'en', dedupe_key: 'waitlist:eve@example.com' }),
      ).id,
    ];
    const before = { requests: await requests(requestIds), submissions: await submissions(submissionIds) };
    expect(before.requests.map((r) => r.booking_sequence)).toEqual([null, 2, null]);

    // The next start.
    const upgrade = await setup();
    expect([...upgrade.upgraded].sort()).toEqual(
      [
        'demo_requests.starts_at unique',
        'form_submissions.dedupe_key unique',
        'demo_requests.visitor_time_zone length 40 → 64',
        'demo_requests.booking_sequence default 0',
        'demo_requests.locale not null',
        'demo_requests.notes type string → text',
      ].sort(),
    );
    expect(upgrade.changes).toEqual(upgrade.upgraded.map((u) => `upgraded column ${u}`));

    // Every column as a fresh install has it, every row as it was.
    for (const o of OLDER) expect(shape(await column(o.collection, o.field)), `${o.collection}.${o.field}`).toEqual(current.get(`${o.collection}.${o.field}`));
    expect(await requests(requestIds)).toEqual(before.requests);
    expect(await submissions(submissionIds)).toEqual(before.submissions);

    // The columns work as the code relies on them: one time cannot be booked twice, one address signs up once…
    expect(await statusOf(newRequest('Dup', { locale: 'en', starts_at: '2031-03-04T15:00:00.000Z' }))).toBe(400);
    expect(
      await statusOf(
        rest.post('/items/form_submissions', { type: 'newsletter', email: 'dee@example.com', locale: 'fr', dedupe_key: 'newsletter:dee@example.com' }),
      ),
    ).toBe(400);
    // …a request always has a language, and a new one starts at invitation version 0.
    expect(await statusOf(newRequest('Nolang', { locale: null }))).toBe(400);
    const fresh = await newRequest('Fay', { locale: 'en' });
    expect((await requests([fresh]))[0]?.booking_sequence).toBe(0);
    requestIds.push(fresh);
  });

  it('changes nothing at the start after', async () => {
    const before = await snapshot();
    const again = await setup();
    expect(again.upgraded).toEqual([]);
    expect(again.changes).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('stops the start with what to do, and changes nothing, when a column cannot be brought in line safely', async () => {
    // An older install where two requests hold the same time (no index stopped them), whose company
    // column is free text (text → string could cut values), and whose time zone is short again (a
    // safe change, which must not be applied alone either).
    await rest.patch('/fields/demo_requests/starts_at', { schema: { is_unique: false } });
    await rest.patch('/fields/demo_requests/company', { type: 'text', schema: {} });
    await rest.patch('/fields/demo_requests/visitor_time_zone', { schema: { max_length: 40 } });
    const twin = await newRequest('Twin', { locale: 'en', starts_at: '2031-03-04T15:00:00.000Z' });
    const ada = requestIds[0] ?? 0;
    const before = { snapshot: await snapshot(), requests: await requests([...requestIds, twin]) };

    const error = await setup().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = error instanceof Error ? error.message : '';
    expect(message).toContain('nothing was changed');
    expect(message).toMatch(/demo_requests\.starts_at: the code gives it a unique index, but 1 value\(s\) are held by more than one row \(id [\d, ]+\)/);
    expect(message).toContain(`id ${ada}, ${twin}`);
    expect(message).toContain('clear or change the duplicates in the Data Studio');
    expect(message).toMatch(/demo_requests\.company: the column is text in the database, string in the code/);
    expect(message).toContain('PATCH /fields/demo_requests/company');
    // The booked time itself (a value) is never printed, only the rows' keys.
    expect(message).not.toContain('2031-03-04');

    expect(await snapshot()).toEqual(before.snapshot);
    expect(await requests([...requestIds, twin])).toEqual(before.requests);
    expect(shape(await column('demo_requests', 'visitor_time_zone')).max_length).toBe(40);

    // Once the operator has done what it says (the twin moved to another time, the column put back), the start goes on.
    await rest.patch(`/items/demo_requests/${twin}`, { starts_at: '2031-03-06T15:00:00.000Z' });
    await rest.patch('/fields/demo_requests/company', { type: 'string', schema: { max_length: 255 } });
    const fixed = await setup();
    expect([...fixed.upgraded].sort()).toEqual(['demo_requests.starts_at unique', 'demo_requests.visitor_time_zone length 40 → 64']);
    expect(shape(await column('demo_requests', 'starts_at')).is_unique).toBe(true);
  });
});
