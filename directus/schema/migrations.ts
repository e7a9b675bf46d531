// Changes of shape that moving fields cannot express: data moved from a retired collection before
// it goes. Each step checks whether it still has work, so it runs once and is harmless after.
//
// Where an upgrade goes (applySchema runs them in this order): a column of an existing field (type,
// length, nullability, default, unique index) is columns.ts's, through Directus's schema diff, with the
// rows checked first; a new field or collection is apply.ts's REST calls, created with its column;
// only data that must move, which neither can express, is a step here. A step never alters a column
// itself: it changes the code's schema and lets columns.ts bring the column in line (or refuse).
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';

/** Fields a migration removes: not reported as "in Directus but not in the code" meanwhile. */
export const RETIRED_FIELDS = new Set(['demo_requests.bookings']);

const OldBooking = z.object({
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  visitor_time_zone: z.string().nullable(),
  request: z.number().nullable(),
});

/**
 * Demo bookings were rows of their own (`demo_bookings`, one per request); the booked time now lives
 * on the request, so that moving it is a single update. Copies each booked time onto its request, then
 * drops the collection, which also frees one of the 25 collections Directus Core allows (for the outbox).
 */
export async function mergeDemoBookings(rest: Rest, collections: readonly string[]): Promise<string[]> {
  if (!collections.includes('demo_bookings')) return [];
  const bookings = z.array(OldBooking).parse(await rest.get('/items/demo_bookings?limit=-1&fields=starts_at,ends_at,visitor_time_zone,request'));
  let moved = 0;
  for (const b of bookings) {
    if (b.request === null || b.starts_at === null) continue;
    await rest.patch(`/items/demo_requests/${b.request}`, { starts_at: b.starts_at, ends_at: b.ends_at, visitor_time_zone: b.visitor_time_zone });
    moved++;
  }
  await rest.del('/collections/demo_bookings');
  try {
    await rest.del('/fields/demo_requests/bookings');
  } catch {
    // Directus removed the alias with its relation.
  }
  return [`moved ${moved} booked time(s) onto their demo requests and removed demo_bookings`];
}
