// Where validated submissions go: Directus, with the site server's token (its forms policy may
// create, never read back). One POST per submission, so a demo request and its booking are stored
// together or not at all (Directus creates nested items in one transaction).
import { z } from 'zod';
import { serverConfig } from '../config.server';
import { toTime } from '../../schemas/page';
import { availableSlots, dayIn, openDays, type AvailabilityConfig } from './availability';

export type StoreResult = { ok: true; id: number | string | null } | { ok: false; reason: 'conflict' | 'unavailable' };

const DirectusErrors = z.object({ errors: z.array(z.object({ extensions: z.object({ code: z.string() }).partial().optional() })) });

/** One call to Directus's REST API with the site's token; throws only when Directus cannot be reached. */
export async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const { directusUrl, directusToken, timeoutMs } = serverConfig();
  const res = await fetch(`${directusUrl}${path}`, {
    method,
    headers: { ...(directusToken ? { authorization: `Bearer ${directusToken}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Creates an item; a unique-key refusal (a booked time, a known address) is a conflict, not an error. */
export async function createItem(collection: string, item: Record<string, unknown>): Promise<StoreResult> {
  try {
    const { status, json } = await call('POST', `/items/${collection}`, item);
    if (status >= 200 && status < 300) return { ok: true, id: z.object({ data: z.object({ id: z.union([z.number(), z.string()]) }) }).safeParse(json).data?.data.id ?? null };
    const codes = DirectusErrors.safeParse(json).data?.errors.map((e) => e.extensions?.code) ?? [];
    if (codes.includes('RECORD_NOT_UNIQUE')) return { ok: false, reason: 'conflict' };
    console.error(`[forms] Directus refused a ${collection} item (${status})`, JSON.stringify(json).slice(0, 500));
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    console.error(`[forms] Directus could not be reached to store a ${collection} item`, String(error));
    return { ok: false, reason: 'unavailable' };
  }
}

const AvailabilityRow = z.object({
  time_zone: z.string().min(1),
  slot_minutes: z.number().int().min(5).max(480),
  weekly: z.record(z.string(), z.array(z.tuple([z.string().regex(/^\d\d:\d\d$/), z.string().regex(/^\d\d:\d\d$/)]))),
  blocked_dates: z.array(z.string()).nullish().transform((v) => v ?? []),
  horizon_days: z.number().int().min(1).max(365).nullish().transform((v) => v ?? 30),
  notice_hours: z.number().int().min(0).max(24 * 14).nullish().transform((v) => v ?? 4),
  meeting_url: z.url({ protocol: /^https?$/ }).nullish().catch(null).transform((v) => v ?? null),
});

export type Availability = { config: AvailabilityConfig; booked: string[]; meetingUrl: string | null };

/** The availability settings and the booked times from `from` on; null when Directus cannot say. */
export async function readAvailability(from: Date): Promise<Availability | null> {
  try {
    const [settings, bookings] = await Promise.all([
      call('GET', '/items/demo_availability'),
      call('GET', `/items/demo_requests?fields=starts_at&limit=-1&filter[starts_at][_gte]=${encodeURIComponent(from.toISOString())}`),
    ]);
    if (settings.status !== 200 || bookings.status !== 200) return null;
    const row = AvailabilityRow.parse(z.object({ data: z.unknown() }).parse(settings.json).data);
    const booked = z.object({ data: z.array(z.object({ starts_at: z.string() })) }).parse(bookings.json).data.map((b) => new Date(toTime(b.starts_at)).toISOString());
    return {
      config: { timeZone: row.time_zone, slotMinutes: row.slot_minutes, weekly: row.weekly, blockedDates: row.blocked_dates, horizonDays: row.horizon_days, noticeHours: row.notice_hours },
      booked,
      meetingUrl: row.meeting_url,
    };
  } catch (error) {
    console.error('[forms] could not read the demo availability', String(error));
    return null;
  }
}

/** Updates one item; a unique-key refusal (a time someone else holds) is a conflict, not an error. */
export async function updateItem(collection: string, id: number | string, patch: Record<string, unknown>): Promise<StoreResult> {
  try {
    const { status, json } = await call('PATCH', `/items/${collection}/${id}`, patch);
    if (status >= 200 && status < 300) return { ok: true, id };
    const codes = DirectusErrors.safeParse(json).data?.errors.map((e) => e.extensions?.code) ?? [];
    if (codes.includes('RECORD_NOT_UNIQUE')) return { ok: false, reason: 'conflict' };
    console.error(`[forms] Directus refused to update ${collection} ${id} (${status})`, JSON.stringify(json).slice(0, 500));
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    console.error(`[forms] Directus could not be reached to update ${collection} ${id}`, String(error));
    return { ok: false, reason: 'unavailable' };
  }
}

/** The first item matching `query` (a Directus query string), parsed; null when none; undefined when Directus cannot say. */
export async function findOne<T>(collection: string, query: string, schema: z.ZodType<T>): Promise<T | null | undefined> {
  try {
    const { status, json } = await call('GET', `/items/${collection}?limit=1&${query}`);
    if (status !== 200) {
      console.error(`[forms] Directus refused to read ${collection} (${status})`);
      return undefined;
    }
    const first = z.object({ data: z.array(z.unknown()) }).parse(json).data[0];
    return first === undefined ? null : schema.parse(first);
  } catch (error) {
    console.error(`[forms] could not read ${collection}`, String(error));
    return undefined;
  }
}

/** A day's bookable times, with what a time chooser shows around them (the zone, the range, the days that have some). */
export type DayTimes = { day: string; openDays: string[]; slots: string[]; firstDay: string; lastDay: string; timeZone: string; slotMinutes: number };

/**
 * The times of `day` (a YYYY-MM-DD in the firm's zone); without one, of the day `fallback` picks (by
 * default the first day that has free times). One read of Directus; null when it cannot say.
 */
export async function timesOfDay(day: string | null, fallback?: (timeZone: string) => string): Promise<DayTimes | null> {
  const now = Date.now();
  const availability = await readAvailability(new Date(now));
  if (!availability) return null;
  const { config, booked } = availability;
  const open = openDays(config, booked, now);
  const shown = day ?? fallback?.(config.timeZone) ?? open[0] ?? dayIn(now, config.timeZone);
  return {
    day: shown,
    openDays: open,
    slots: availableSlots(config, shown, booked, now),
    firstDay: dayIn(now, config.timeZone),
    lastDay: dayIn(now + config.horizonDays * 86_400_000, config.timeZone),
    timeZone: config.timeZone,
    slotMinutes: config.slotMinutes,
  };
}
