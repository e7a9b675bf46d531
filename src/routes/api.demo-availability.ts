// GET /api/demo/availability?day=YYYY-MM-DD: the bookable times of a day (a day in the firm's time
// zone), as instants the browser shows in the visitor's own zone, with the bookable range of days and
// the next days that have free times. Without `day`: the first day that has some.
import { data } from 'react-router';
import { availableSlots, dayIn, isDay, openDays } from '../forms/availability';
import { readAvailability } from '../forms/store.server';
import type { Route } from './+types/api.demo-availability';

export async function loader({ url }: Route.LoaderArgs) {
  const asked = url.searchParams.get('day');
  const headers = { 'Cache-Control': 'no-store' };
  if (asked !== null && !isDay(asked)) return data({ error: 'form.day.invalid' }, { status: 400, headers });
  const now = Date.now();
  const availability = await readAvailability(new Date(now));
  if (!availability) return data({ error: 'form.unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } });
  const { config, booked } = availability;
  const open = openDays(config, booked, now);
  const day = asked ?? open[0] ?? dayIn(now, config.timeZone);
  return data(
    {
      day,
      openDays: open,
      timeZone: config.timeZone,
      slotMinutes: config.slotMinutes,
      firstDay: dayIn(now, config.timeZone),
      lastDay: dayIn(now + config.horizonDays * 86_400_000, config.timeZone),
      slots: availableSlots(config, day, booked, now),
    },
    { headers },
  );
}
