// What a signed-in visitor sent: their demo requests (with the booked time) and their report requests,
// the ones src/auth/owner.ts says are theirs, so nobody reads anyone else's.
import { z } from 'zod';
import { toTime } from '#schemas/page';
import { ownedBy } from '../auth/owner';
import type { SignedInUser } from '../auth/session.server';
import { readRows } from '../cms/write.server';

const DemoRow = z.object({
  reference: z.string().nullable(),
  starts_at: z.string().nullable(),
  visitor_time_zone: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  date_created: z.string().nullable(),
});

const ReportRow = z.object({
  reference: z.string().nullable(),
  payload: z.object({ address: z.string() }).partial().nullable().catch(null),
  date_created: z.string().nullable(),
});

export type DemoLead = {
  reference: string;
  /** The booked time; null when none was booked or it was cancelled. */
  start: string | null;
  timeZone: string | null;
  state: 'upcoming' | 'past' | 'cancelled' | 'requested';
  sentAt: string | null;
  cancelledAt: string | null;
};
export type ReportLead = { reference: string; address: string; sentAt: string | null };
export type Leads = { demos: DemoLead[]; reports: ReportLead[] };

const iso = (value: string | null) => (value ? new Date(toTime(value)).toISOString() : null);
const LIMIT = 50;

async function rows<T>(collection: string, filter: Record<string, unknown>, fields: string[], schema: z.ZodType<T>, limit = LIMIT): Promise<T[]> {
  return readRows(collection, { filter, fields, sort: ['-date_created'], limit }, schema);
}

/** Upcoming demos first, the soonest first; then the others as they came (newest first). */
function upcomingFirst(a: DemoLead, b: DemoLead): number {
  const [ua, ub] = [a.state === 'upcoming', b.state === 'upcoming'];
  if (ua && ub) return (a.start ?? '').localeCompare(b.start ?? '');
  if (ua !== ub) return ua ? -1 : 1;
  return 0;
}

/** The visitor's demos (upcoming first) and report requests, newest first; null when Directus cannot say. */
export async function leadsOf(user: SignedInUser, now = Date.now()): Promise<Leads | null> {
  const mine = ownedBy(user);
  try {
    const [demos, reports] = await Promise.all([
      rows('demo_requests', mine, Object.keys(DemoRow.shape), DemoRow),
      rows('form_submissions', { _and: [{ type: { _eq: 'report' } }, mine] }, Object.keys(ReportRow.shape), ReportRow),
    ]);
    return {
      demos: demos
        .flatMap((d): DemoLead[] => {
          if (!d.reference) return [];
          const start = iso(d.starts_at);
          const state: DemoLead['state'] = start ? (Date.parse(start) > now ? 'upcoming' : 'past') : d.cancelled_at ? 'cancelled' : 'requested';
          return [{ reference: d.reference, start, timeZone: d.visitor_time_zone, state, sentAt: iso(d.date_created), cancelledAt: iso(d.cancelled_at) }];
        })
        .sort(upcomingFirst),
      reports: reports.flatMap((r) => (r.reference ? [{ reference: r.reference, address: r.payload?.address ?? '', sentAt: iso(r.date_created) }] : [])),
    };
  } catch (error) {
    console.error('[account] could not read a visitor’s requests', String(error));
    return null;
  }
}

/** The name on the visitor's latest demo request (to prefill forms when their account has none); null when none. */
export async function latestName(user: SignedInUser): Promise<string | null> {
  try {
    const [latest] = await rows('demo_requests', ownedBy(user), ['name'], z.object({ name: z.string() }), 1);
    return latest?.name ?? null;
  } catch (error) {
    console.error('[account] could not read a visitor’s name', String(error));
    return null;
  }
}
