// The daily retention job (decision 0019): once a day, what is past its period (the site settings'
// periods, schemas/retention.ts) is erased or reduced to a consent proof by Directus's /site-privacy
// endpoint in one transaction, and sign-in accounts an erasure still owes are closed. With REDIS set,
// every replica checks hourly, and the first to claim the day in Redis runs it: once across replicas.
import { z } from 'zod';
import { effectiveRetention, retentionCutoffs } from '#schemas/retention';
import { endpoint } from '../cms/write.server';
import { serverConfig } from '../config.server';
import { settingsAndOther } from '../cms/content.server';
import { redisReady } from '../shared/redis.server';
import { siteRedis } from '../shared/site-redis.server';
import { closeOwedAccount } from './rights.server';

const HOUR = 3_600_000;

const RetentionAnswer = z.object({
  counts: z.record(z.string(), z.number()),
  accountsOwed: z.array(z.object({ log: z.union([z.number(), z.string()]), uid: z.string().nullable(), email: z.string().nullable().optional() })),
  log: z.union([z.number(), z.string()]).nullable(),
});
export type RetentionRun = z.output<typeof RetentionAnswer>;

/** Applies the retention periods as of `now`; null when Directus could not (nothing changed, tried again next hour). */
export async function applyRetention(now = Date.now()): Promise<RetentionRun | null> {
  try {
    const settings = await settingsAndOther('en');
    // Periods unknown (Directus away): no guessing with the defaults, which may be shorter.
    if (!settings[0] && !settings[1]) throw new Error('the site settings could not be read');
    const periods = effectiveRetention(settings);
    const cutoffs = Object.fromEntries(Object.entries(retentionCutoffs(periods, now)).map(([k, v]) => [k, new Date(v).toISOString()]));
    // One transaction over every kind: on a large database it takes a while (a late answer is retried next hour, harmlessly).
    const answer = await endpoint('POST', '/site-privacy/retention', { cutoffs, now: new Date(now).toISOString() }, 120_000);
    if (!answer.ok) throw new Error(`Directus answered ${answer.status}: ${answer.detail.slice(0, 300)}`);
    const run = RetentionAnswer.parse(answer.data);
    for (const owed of run.accountsOwed) await closeOwedAccount(owed.log, owed.uid, owed.email ?? null);
    const removed = Object.entries(run.counts).filter(([, n]) => n > 0);
    console.log(
      `[privacy] retention run (pid ${process.pid}): ${removed.length ? removed.map(([k, n]) => `${n} ${k}`).join(', ') : 'nothing past its period'}`,
    );
    return run;
  } catch (error) {
    console.error('[privacy] could not apply the retention periods', String(error));
    return null;
  }
}

let lastDay: string | null = null;

/** Runs the job if nobody has today (UTC): this process, or with Redis any replica. */
async function daily(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  if (lastDay === day) return;
  const redis = siteRedis();
  if (redis) {
    // The shared connection queues nothing while it connects: wait for it (the first check runs soon after start).
    if (!(await redisReady(redis))) return;
    try {
      if ((await redis.set(`site:retention:${day}`, String(process.pid), 'PX', 26 * HOUR, 'NX')) !== 'OK') {
        lastDay = day;
        return;
      }
    } catch {
      return; // Redis away: try again next hour rather than run twice.
    }
  }
  const run = await applyRetention();
  if (run) lastDay = day;
  else if (redis) await redis.del(`site:retention:${day}`).catch(() => 0);
}

let timer: NodeJS.Timeout | undefined;

/** Starts the job once per process: a first check RETENTION_DELAY_MS after start (a minute), then every hour. */
export function startRetention(delayMs = serverConfig().retentionDelayMs): void {
  if (timer) return;
  setTimeout(() => void daily(), delayMs).unref();
  timer = setInterval(() => void daily(), HOUR);
  timer.unref();
}
