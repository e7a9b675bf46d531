// The demo's free times, read from Directus: the availability settings and the times already booked.
import { z } from 'zod';
import { toTime } from '#schemas/page';
import { readRows, readSingletonRow } from '../cms/write.server';
import { availableSlots, dayIn, openDays, type AvailabilityConfig } from './availability';

const AvailabilityRow = z.object({
  time_zone: z.string().min(1),
  slot_minutes: z.number().int().min(5).max(480),
  weekly: z.record(z.string(), z.array(z.tuple([z.string().regex(/^\d\d:\d\d$/), z.string().regex(/^\d\d:\d\d$/)]))),
  blocked_dates: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  horizon_days: z
    .number()
    .int()
    .min(1)
    .max(365)
    .nullish()
    .transform((v) => v ?? 30),
  notice_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .nullish()
    .transform((v) => v ?? 4),
  meeting_url: z
    .url({ protocol: /^https?$/ })
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});

export type Availability = { config: AvailabilityConfig; booked: string[]; meetingUrl: string | null };

/** The availability settings and the booked times from `from` on; null when Directus cannot say. */
export async function readAvailability(from: Date): Promise<Availability | null> {
  try {
    const [row, bookings] = await Promise.all([
      readSingletonRow('demo_availability', AvailabilityRow),
      readRows('demo_requests', { fields: ['starts_at'], limit: -1, filter: { starts_at: { _gte: from.toISOString() } } }, z.object({ starts_at: z.string() })),
    ]);
    const booked = bookings.map((b) => new Date(toTime(b.starts_at)).toISOString());
    return {
      config: {
        timeZone: row.time_zone,
        slotMinutes: row.slot_minutes,
        weekly: row.weekly,
        blockedDates: row.blocked_dates,
        horizonDays: row.horizon_days,
        noticeHours: row.notice_hours,
      },
      booked,
      meetingUrl: row.meeting_url,
    };
  } catch (error) {
    console.error('[forms] could not read the demo availability', String(error));
    return null;
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
