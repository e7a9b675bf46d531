// The demo's free times as the booking's time step reads them (GET /api/demo/availability), through
// the island's TanStack Query client (kit/query/island-query.tsx), in the time step's own chunk.
import { queryOptions } from '@tanstack/react-query';
import type { FormTimes } from '#kit/forms/initial';

/** A day's times, in the visitor's zone (the answer has no zone: its times are instants). */
export type Day = Omit<FormTimes, 'timeZone'>;

/** The site answered, but not with times (a 4xx is not tried again; a 5xx, or no answer, is). */
export class AvailabilityError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`the availability answered ${status}`);
    this.status = status;
  }
}

function isDay(body: unknown): body is Day {
  return (
    typeof body === 'object' &&
    body !== null &&
    'slots' in body &&
    Array.isArray(body.slots) &&
    'openDays' in body &&
    Array.isArray(body.openDays) &&
    'day' in body &&
    typeof body.day === 'string' &&
    'firstDay' in body &&
    'lastDay' in body
  );
}

async function readDay(day: string | null, signal: AbortSignal): Promise<Day> {
  const res = await fetch(`/api/demo/availability${day ? `?day=${encodeURIComponent(day)}` : ''}`, { signal });
  if (!res.ok) throw new AvailabilityError(res.status);
  const body: unknown = await res.json();
  if (!isDay(body)) throw new Error('unexpected answer');
  return body;
}

/**
 * A day's free times; without a day, the first day that has some (its answer says which). Tried
 * twice more when the site is away; fresh for 30 s (times go as others book them), then read again
 * when the visitor comes back to the tab, so a time someone else took meanwhile is gone.
 */
export function availabilityQuery(day: string | null) {
  return queryOptions({
    queryKey: ['demo', 'availability', day ?? 'first'] as const,
    queryFn: ({ signal }) => readDay(day, signal),
    retry: (failures, error) => failures < 2 && !(error instanceof AvailabilityError && error.status < 500),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
