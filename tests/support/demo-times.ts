// What tests that book demos share: the free times the site offers (read as a visitor's browser reads
// them), and a visitor's address per request (the site limits sends per address, SPEC §5).
import { z } from 'zod';
import { stack } from './admin.ts';

const Slots = z.object({ slots: z.array(z.string()) });
/** How far ahead tests look for a free time: the booking window is 30 days. */
const DAYS = 25;

/** A day `days` from now, as the availability API takes it (UTC date). */
export const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The free times of one day (none if it cannot be read). */
export async function timesOf(day: string, site = stack().siteUrl): Promise<string[]> {
  const res = await fetch(`${site}/api/demo/availability?day=${day}`);
  return res.ok ? Slots.parse(await res.json()).slots : [];
}

/** Each day's free times, from `from` days ahead, skipping days without any. */
async function* daysWithTimes(from: number, site: string): AsyncGenerator<string[]> {
  for (let i = from; i < from + DAYS; i++) {
    const times = await timesOf(dayAhead(i), site);
    if (times.length) yield times;
  }
}

type SlotPick = 'first' | 'last' | number;

/**
 * A free time on the first day from `from` days ahead that has one: its first, its last (the
 * default: tests that start on the same day take different ends) or its n-th. Tests start from
 * different days so that they never race for a time.
 */
export async function freeSlot(from: number, { pick = 'last', site = stack().siteUrl }: { pick?: SlotPick; site?: string } = {}): Promise<string> {
  for await (const times of daysWithTimes(from, site)) {
    const index = pick === 'first' ? 0 : pick === 'last' ? times.length - 1 : pick;
    const time = times[index];
    if (time) return time;
  }
  throw new Error(`no free demo time in the ${DAYS} days from ${from} days ahead`);
}

/** `count` free times from `from` days ahead, over as many days as it takes: the first ones found, or the last. */
export async function freeSlots(count: number, from: number, { pick = 'first' }: { pick?: 'first' | 'last' } = {}): Promise<string[]> {
  const found: string[] = [];
  for await (const times of daysWithTimes(from, stack().siteUrl)) {
    found.push(...times);
    if (found.length >= count) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} free demo times from ${from} days ahead`);
  return pick === 'first' ? found.slice(0, count) : found.slice(-count);
}

/** Addresses 10.`second`.x.y, a new one per call: each test file its own `second`. */
export function ipSequence(second: number): () => string {
  let n = 0;
  return () => `10.${second}.${(n >> 8) & 255}.${n++ & 255}`;
}
