// GET /api/demo/availability?day=YYYY-MM-DD: the bookable times of a day (a day in the firm's time
// zone), as instants the browser shows in the visitor's own zone, with the bookable range of days and
// the next days that have free times. Without `day`: the first day that has some.
import { data } from 'react-router';
import { isDay } from '../forms/availability';
import { timesOfDay } from '../forms/availability.server';
import type { Route } from './+types/api.demo-availability';

export async function loader({ url }: Route.LoaderArgs) {
  const asked = url.searchParams.get('day');
  const headers = { 'Cache-Control': 'no-store' };
  if (asked !== null && !isDay(asked)) return data({ error: 'form.day.invalid' }, { status: 400, headers });
  const times = await timesOfDay(asked);
  if (!times) return data({ error: 'form.unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } });
  return data(times, { headers });
}
