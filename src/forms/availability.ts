// Demo availability, computed on the server: a weekly schedule in the firm's time zone, minus
// blocked dates, times too soon or too far ahead, and times already booked. Pure, so the rules are
// tested with a moved clock; times leave as UTC instants and the browser shows them in the visitor's
// own zone.
import { wallClock } from '#schemas/wall-clock.ts';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type AvailabilityConfig = {
  timeZone: string;
  slotMinutes: number;
  /** Opening hours per weekday, as [start, end] "HH:MM" pairs in `timeZone`. */
  weekly: Partial<Record<Weekday, [string, string][]>>;
  blockedDates: string[];
  horizonDays: number;
  noticeHours: number;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC, in ms, at an instant (positive east of Greenwich). */
function zoneOffset(instant: number, timeZone: string): number {
  const [sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(wallClock(instant, timeZone).offset)?.slice(1) ?? ['+', '0', '0'];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * MINUTE;
}

/**
 * The instant at which the wall clock in `timeZone` reads `day` `time`. Around a change of daylight
 * saving time, the rule is Temporal's "compatible" one: a time that happens twice (the autumn hour)
 * is its first occurrence; a time that does not exist (the spring hour) is read with the offset from
 * before the change, so it lands as far after the change as it was meant to be after the hour.
 */
export function zonedInstant(day: string, time: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const before = zoneOffset(wall - DAY, timeZone);
  const after = zoneOffset(wall + DAY, timeZone);
  const fits = [wall - before, wall - after].filter((instant) => wall - zoneOffset(instant, timeZone) === instant);
  return fits.length > 0 ? Math.min(...fits) : wall - before;
}

/** The calendar day (YYYY-MM-DD) in `timeZone` at an instant. */
export function dayIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

export const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The bookable start times of `day` (in the firm's zone), as ISO instants, earliest first. */
export function availableSlots(config: AvailabilityConfig, day: string, booked: readonly string[], now: number): string[] {
  if (!isDay(day) || config.blockedDates.includes(day)) return [];
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
  const hours = weekday ? (config.weekly[weekday] ?? []) : [];
  const earliest = now + config.noticeHours * 60 * MINUTE;
  const latest = now + config.horizonDays * 24 * 60 * MINUTE;
  const taken = new Set(booked.map((b) => Date.parse(b)));
  const slots: number[] = [];
  for (const [start, end] of hours) {
    const from = zonedInstant(day, start, config.timeZone);
    const to = zonedInstant(day, end, config.timeZone);
    for (let t = from; t + config.slotMinutes * MINUTE <= to; t += config.slotMinutes * MINUTE) {
      if (t >= earliest && t <= latest && !taken.has(t)) slots.push(t);
    }
  }
  return slots.sort((a, b) => a - b).map((t) => new Date(t).toISOString());
}

/** Is `slot` one the schedule offers on its day (ignoring bookings)? A booking must be. */
export function isOfferedSlot(config: AvailabilityConfig, slot: string, now: number): boolean {
  const t = Date.parse(slot);
  if (Number.isNaN(t)) return false;
  return availableSlots(config, dayIn(t, config.timeZone), [], now).includes(new Date(t).toISOString());
}

/** The days, from today in the firm's zone to the horizon, that have a bookable time (at most `max`). */
export function openDays(config: AvailabilityConfig, booked: readonly string[], now: number, max = 10): string[] {
  const days: string[] = [];
  for (let i = 0; i <= config.horizonDays && days.length < max; i++) {
    const day = dayIn(now + i * 24 * 60 * MINUTE, config.timeZone);
    if (!days.includes(day) && availableSlots(config, day, booked, now).length > 0) days.push(day);
  }
  return days;
}
