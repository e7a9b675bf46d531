// Counting each version's new visitors (decision 0018): a visitor is counted once, when the server
// gives them a version, which it always does itself (a CDN cannot: a request without the cookie always
// reaches the site). Counts are kept in memory per experiment, day (UTC) and version, and added to the
// experiment in Directus every few seconds by extensions/site-experiments, in one transaction, so
// that replicas adding at once lose nothing. What Directus could not take is kept for the next try.
import { z } from 'zod';
import type { VariantKey } from '#schemas/experiment';
import { endpoint } from '../cms/write.server';

export const EXPOSURES_PATH = '/site-experiments/exposures';
const FLUSH_EVERY_MS = 5_000;

/** One count to add: `n` new visitors shown `variant` of `experiment` on `day` (YYYY-MM-DD, UTC). */
export const exposureCountSchema = z.object({
  experiment: z.number().int().positive(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  variant: z.enum(['A', 'B', 'C', 'D']),
  n: z.number().int().positive(),
});
export type ExposureCount = z.output<typeof exposureCountSchema>;

const pending = new Map<string, ExposureCount>();
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;

function add(count: ExposureCount): void {
  const key = `${count.experiment}|${count.day}|${count.variant}`;
  const known = pending.get(key);
  pending.set(key, known ? { ...known, n: known.n + count.n } : count);
}

/** A new visitor was given `variant` of `experiment`. */
export function countExposure(experiment: number, variant: VariantKey, now = new Date()): void {
  add({ experiment, day: now.toISOString().slice(0, 10), variant, n: 1 });
  timer ??= setTimeout(() => void flushExposures(), FLUSH_EVERY_MS);
  timer.unref?.();
}

/** Counts not yet in Directus (for tests and the shutdown log). */
export function pendingExposures(): ExposureCount[] {
  return [...pending.values()];
}

/** Sends what is counted; on failure keeps it for the next flush. Resolves when done (never rejects). */
export function flushExposures(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (flushing) return flushing.then(() => flushExposures());
  if (pending.size === 0) return Promise.resolve();
  const counts = [...pending.values()];
  pending.clear();
  flushing = endpoint('POST', EXPOSURES_PATH, { counts })
    .then((answer) => {
      if (!answer.ok) throw new Error(`Directus answered ${answer.status}: ${answer.detail.slice(0, 300)}`);
    })
    .catch((error: unknown) => {
      console.error('[experiments] visitor counts not stored yet; kept for the next try', String(error));
      for (const c of counts) add(c);
      timer ??= setTimeout(() => void flushExposures(), FLUSH_EVERY_MS * 2);
      timer.unref?.();
    })
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
