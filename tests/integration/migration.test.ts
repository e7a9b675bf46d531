// The move of booked times from the retired `demo_bookings` collection onto `demo_requests`
// (directus/schema/migrations.ts), on a Directus of its own (on a copy of the shared database, as
// outage.test.ts does) put back into the old shape by hand: the shared one keeps the current schema.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningDirectus } from '../../embedded/directus';
import { loginAsAdmin, type Rest } from '../../directus/lib/rest';
import { applySchema, loadBlockCollections } from '../../directus/schema/apply';
import { field } from '../../directus/schema/define';
import { stack, statusOf } from '../support/admin';
import { freePort, startCms, type StackInfo } from '../support/stack';

let info: StackInfo | undefined;
let directus: RunningDirectus | undefined;
let rest: Rest;

const Created = z.object({ id: z.number() });
const BookedTime = z.object({ starts_at: z.string().nullable(), ends_at: z.string().nullable(), visitor_time_zone: z.string().nullable() });
const OldBooking = BookedTime.extend({ request: z.number() });

const bookedTime = async (id: number) => BookedTime.parse(await rest.get(`/items/demo_requests/${id}?fields=starts_at,ends_at,visitor_time_zone`));

beforeAll(async () => {
  const shared = stack();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-migration-'));
  cpSync(join(shared.dataDir, 'directus.sqlite'), join(dataDir, 'directus.sqlite'));
  const directusPort = await freePort();
  const sitePort = await freePort(); // no site runs here: the revalidate hook finds nobody
  info = { ...shared, dataDir, directusPort, sitePort, directusUrl: `http://127.0.0.1:${directusPort}`, siteUrl: `http://127.0.0.1:${sitePort}` };
  // Started as `npm start` does: the current schema is applied (already there), nothing seeded.
  directus = await startCms(info, false);
  rest = await loginAsAdmin(info.directusUrl, info.secrets.adminEmail, info.secrets.adminPassword);
  // The copy may hold a block type that schema.test.ts adds for a moment: removed, so that the old
  // demo_bookings fits within Directus's 25 collections as it did in the old shape.
  const blockTypes = new Set((await loadBlockCollections('blocks')).map((b) => b.collection));
  const collections = z.array(z.object({ collection: z.string() })).parse(await rest.get('/collections'));
  for (const { collection } of collections) {
    if (collection.startsWith('block_') && !blockTypes.has(collection)) await rest.del(`/collections/${collection}`);
  }
});

afterAll(async () => {
  await directus?.stop();
  if (info && !process.env.KEEP_TEST_DATA) rmSync(info.dataDir, { recursive: true, force: true });
});

describe('booked times move from demo_bookings onto demo_requests', () => {
  it('keeps every booked time on its request, retires demo_bookings, and runs once', async () => {
    // The old shape, as the schema had it before: one booking row per request, linked back to it.
    await rest.post('/collections', {
      collection: 'demo_bookings',
      meta: { icon: 'schedule', note: 'Booked demo times.', display_template: '{{starts_at}}' },
      schema: {},
      fields: [field.id()],
    });
    const oldFields = [
      {
        field: 'starts_at',
        type: 'timestamp',
        meta: { interface: 'datetime', required: true, width: 'half' },
        schema: { is_nullable: false, is_unique: true },
      },
      field.datetime('ends_at', { width: 'half' }),
      field.string('visitor_time_zone', { width: 'half', readonly: true }),
      field.m2o('request', '{{name}} · {{company}}', { width: 'half' }),
    ];
    for (const f of oldFields) await rest.post('/fields/demo_bookings', f);
    await rest.post('/fields/demo_requests', {
      field: 'bookings',
      type: 'alias',
      meta: { special: ['o2m'], interface: 'list-o2m', options: { template: '{{starts_at}}' }, readonly: true, width: 'full' },
      schema: null,
    });
    await rest.post('/relations', {
      collection: 'demo_bookings',
      field: 'request',
      related_collection: 'demo_requests',
      meta: { one_field: 'bookings' },
      schema: { on_delete: 'CASCADE' },
    });

    // Two requests without times, and each one's booking where the old schema kept it.
    const request = async (name: string) =>
      Created.parse(
        await rest.post('/items/demo_requests', {
          status: 'new',
          name,
          company: `${name} Heating`,
          email: `${name.toLowerCase()}@example.com`,
          role: 'other',
          locale: 'en',
        }),
      ).id;
    const ada = await request('Ada');
    const bo = await request('Bo');
    expect(await bookedTime(ada)).toEqual({ starts_at: null, ends_at: null, visitor_time_zone: null });
    await rest.post('/items/demo_bookings', [
      { request: ada, starts_at: '2031-03-04T15:00:00.000Z', ends_at: '2031-03-04T15:30:00.000Z', visitor_time_zone: 'America/Toronto' },
      { request: bo, starts_at: '2031-03-05T18:30:00.000Z', ends_at: '2031-03-05T19:00:00.000Z', visitor_time_zone: 'America/Vancouver' },
    ]);
    // What Directus stored (its own timestamp format), to compare the moved times against.
    const old = z.array(OldBooking).parse(await rest.get('/items/demo_bookings?limit=-1&fields=starts_at,ends_at,visitor_time_zone,request&sort=request'));
    expect(old.map((b) => [b.request, b.starts_at === null ? null : new Date(b.starts_at).toISOString()])).toEqual([
      [ada, '2031-03-04T15:00:00.000Z'],
      [bo, '2031-03-05T18:30:00.000Z'],
    ]);

    // The next start.
    const blockDefs = await loadBlockCollections('blocks');
    const migrated = await applySchema(rest, blockDefs);
    expect(migrated.changes).toContain('moved 2 booked time(s) onto their demo requests and removed demo_bookings');
    expect(migrated.notes.filter((n) => n.includes('bookings'))).toEqual([]);

    // Sales see each request with its own booked time…
    for (const b of old) {
      const { request: id, ...time } = b;
      expect(await bookedTime(id)).toEqual(time);
    }
    // …and the old collection, its link back and its relation are gone.
    expect([403, 404]).toContain(await statusOf(rest.get('/collections/demo_bookings')));
    expect([403, 404]).toContain(await statusOf(rest.get('/fields/demo_requests/bookings')));
    expect([403, 404]).toContain(await statusOf(rest.get('/relations/demo_bookings/request')));
    const requestFields = z.array(z.object({ field: z.string() })).parse(await rest.get('/fields/demo_requests'));
    expect(requestFields.map((f) => f.field)).not.toContain('bookings');

    // Once only: the start after changes nothing, and the times stay.
    const again = await applySchema(rest, blockDefs);
    expect(again.changes.filter((c) => c.includes('booked time') || c.includes('demo_bookings'))).toEqual([]);
    expect(again.changes).toEqual([]);
    for (const b of old) {
      const { request: id, ...time } = b;
      expect(await bookedTime(id)).toEqual(time);
    }
  });
});
