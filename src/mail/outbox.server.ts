// The outbox: e-mails are rows in Directus (mail_outbox) before they are sent, usually created in
// the same write as the lead they concern. This worker, in the site server, sends what is due,
// marks it sent, and on failure schedules the next attempt with back-off (30 s, doubling, at most an
// hour) until the message's give-up time (a day), when it is marked given up. Delivery is
// at-least-once: a message sent whose "sent" mark could not be written is sent again, with the same
// Message-ID (mail programs show one). With REDIS set, every replica runs this worker, and each
// attempt at a message is claimed in Redis first (Directus has no atomic "claim one row"): the claim
// is a lease of MAIL_CLAIM_MS (3 minutes), released as soon as the attempt is recorded or has failed
// to be, so a replica that dies mid-send delays its message by minutes, never loses it; and the
// row is read again once claimed, so a replica that read it before another sent it does not send it
// twice. SIGTERM waits for the pass in flight (stopOutbox).
import { eachAtMost } from '../shared/at-most';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { serverConfig } from '../config.server';
import { readRow, readRows, updateItem } from '../cms/write.server';
import { redisReady } from '../shared/redis.server';
import { siteRedis } from '../shared/site-redis.server';
import type { MailKind, OutgoingMessage } from './message';
import { mailConfigured, sendMessage } from './transport.server';

/** Set MAIL_CLAIM_LOG to see which process sends which message (tests/scale: the replica to kill). */
const logClaims = process.env['MAIL_CLAIM_LOG'] === 'true';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The delay before attempt `attempts + 1`, after `attempts` failures: base, doubling, capped at an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), HOUR);
}

/** A new outbox row, due now, given up a day from now. Nest it in the lead's write to store both or neither. */
export function outboxRow(kind: MailKind, message: OutgoingMessage, reference: string | null, now = Date.now()) {
  return {
    status: 'queued',
    kind,
    to: message.to,
    locale: message.language,
    subject: message.subject.slice(0, 300),
    attempts: 0,
    next_attempt_at: new Date(now).toISOString(),
    give_up_at: new Date(now + DAY).toISOString(),
    reference,
    message,
  };
}

const DueRow = z.object({
  id: z.number(),
  attempts: z
    .number()
    .nullable()
    .transform((v) => v ?? 0),
  give_up_at: z.string().nullable(),
  to: z.string().nullable(),
  message: z.unknown(),
});

/**
 * At most this many messages are sent at once: a burst of leads (twenty bookings in a minute) has its
 * confirmations out in a fraction of the time one by one takes, each waiting mostly on Directus and
 * the mail server. One recipient's messages still leave one after another, in the order queued (a
 * booking's confirmation before its update).
 */
const SENDING_AT_ONCE = 4;

let running: Promise<void> | null = null;
let again = false;
let warned = false;
let stopping = false;

/** Sends every message that is due; one pass at a time (a call meanwhile asks for another pass). */
export function deliverDue(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await pass();
      } while (again && !stopping);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function pass(): Promise<void> {
  if (stopping) return;
  if (!mailConfigured()) {
    if (!warned) console.warn('[mail] SMTP_URL is not set: e-mails wait in the outbox (mail_outbox) until it is.');
    warned = true;
    return;
  }
  const now = Date.now();
  const query = {
    filter: { status: { _eq: 'queued' }, next_attempt_at: { _lte: new Date(now).toISOString() } },
    sort: ['next_attempt_at'],
    limit: 25,
    fields: ['id', 'attempts', 'give_up_at', 'to', 'message'],
  };
  let rows: z.output<typeof DueRow>[];
  try {
    rows = await readRows('mail_outbox', query, DueRow);
  } catch (error) {
    console.error('[mail] could not read the outbox', String(error));
    return;
  }
  // One lane per recipient, in the order the rows came (due first); up to SENDING_AT_ONCE lanes at a time.
  const lanes = new Map<string, typeof rows>();
  for (const row of rows) {
    const to = (row.to ?? '').toLowerCase();
    lanes.set(to, [...(lanes.get(to) ?? []), row]);
  }
  await eachAtMost([...lanes.values()], SENDING_AT_ONCE, async (lane) => {
    for (const row of lane) {
      if (stopping) break;
      const held = await claim(row);
      if (held) await deliver(row, now, held);
    }
  });
  // A full page: more may be due.
  if (rows.length === 25) again = true;
}

/** A claim on one attempt at a row: `release` lets another replica (or this one) take it at once. */
type Claim = { release(): Promise<void> };

/** Deletes the claim only if it is still this one's (it may have run out and been taken since). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Whether this process makes attempt `attempts + 1` at the row: the first replica to claim it in
 * Redis does, for MAIL_CLAIM_MS at most. Without Redis, or while it is away, one process alone is
 * assumed. Claimed, the row is read again: a replica that listed it before another sent it (and
 * released its claim) finds it sent, or at a later attempt, and leaves it.
 */
async function claim(row: z.output<typeof DueRow>): Promise<Claim | null> {
  const redis = siteRedis();
  const none: Claim = { release: async () => {} };
  if (!redis) return none;
  // A replica just started is still connecting, and Redis queues no command meanwhile: its first
  // claims wait for that first connection (2 s at most) rather than go unshared.
  await redisReady(redis, { ms: 2_000, firstOnly: true });
  const key = `site:mail:${row.id}:${row.attempts}`;
  const token = `${process.pid}:${randomBytes(8).toString('hex')}`;
  let held: Claim;
  try {
    if ((await redis.set(key, token, 'PX', serverConfig().mailClaimMs, 'NX')) !== 'OK') return null;
    held = {
      release: async () => {
        await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
      },
    };
  } catch {
    return none;
  }
  try {
    const fresh = await readRow('mail_outbox', row.id, { fields: ['status', 'attempts'] }, z.object({ status: z.string(), attempts: z.number().nullable() }));
    if (fresh.status === 'queued' && (fresh.attempts ?? 0) === row.attempts) return held;
  } catch (error) {
    console.error(`[mail] could not read message ${row.id} again`, String(error));
  }
  await held.release();
  return null;
}

/** What one attempt at a due row changes in it: sent, retried later, or given up. */
async function attempt(row: z.output<typeof DueRow>, now: number): Promise<Record<string, unknown>> {
  const attempts = row.attempts + 1;
  const giveUpAt = row.give_up_at ? Date.parse(row.give_up_at) : now + DAY;
  // Too late to be of use (an expired confirmation link, a meeting already over): never sent.
  if (giveUpAt <= now) return { status: 'failed', last_error: 'Not sent before its give-up time (was the mail server, or SMTP_URL, missing?)' };
  try {
    await sendMessage(row.message, `<outbox-${row.id}@${new URL(serverConfig().siteUrl).hostname}>`);
    // Once sent, the message's text goes: it holds the links that act (manage, confirm, unsubscribe),
    // which Directus otherwise keeps only as hashes.
    return { status: 'sent', sent_at: new Date().toISOString(), attempts, last_error: null, message: null };
  } catch (error) {
    const next = now + retryDelay(attempts, serverConfig().mailRetryMs);
    const reason = error instanceof Error ? error.message : String(error);
    const givenUp = next > giveUpAt;
    console.warn(`[mail] message ${row.id} not sent (attempt ${attempts}${givenUp ? ', given up' : ''}): ${reason}`);
    return { attempts, last_error: reason.slice(0, 2000), next_attempt_at: new Date(next).toISOString(), ...(givenUp ? { status: 'failed' } : {}) };
  }
}

/**
 * One attempt, recorded, then the claim released whatever happened: recorded, the row has moved on
 * (sent, or a later attempt with its own key); not recorded, the next pass here or elsewhere tries
 * again at once rather than after the lease (a message sent twice, with one Message-ID, rather than
 * never).
 */
async function deliver(row: z.output<typeof DueRow>, now: number, held: Claim): Promise<void> {
  if (logClaims) console.log(`[mail] sending message ${row.id} (attempt ${row.attempts + 1}, pid ${process.pid})`);
  try {
    const update = await attempt(row, now);
    // updateItem says why in the log when Directus refused or could not be reached.
    const res = await updateItem('mail_outbox', row.id, update);
    if (!res.ok) console.error(`[mail] could not record message ${row.id}'s attempt`);
  } finally {
    await held.release();
  }
}

let timer: NodeJS.Timeout | undefined;

/** Starts the worker once per process: a pass every MAIL_POLL_MS, and one at once. */
export function startOutbox(): void {
  if (timer || stopping) return;
  // Connects to Redis now, not at the first message due.
  siteRedis();
  timer = setInterval(() => void deliverDue(), serverConfig().mailPollMs);
  timer.unref();
  void deliverDue();
}

/** Sends soon what was just queued (a visitor waiting for their confirmation), without waiting for the next pass. */
export function kickOutbox(): void {
  if (!stopping) setTimeout(() => void deliverDue(), 0);
}

/**
 * For SIGTERM (server/index.ts): no new pass, no new message claimed, and the message in flight sent
 * and recorded before the process exits; the rest stays queued for the other replicas.
 */
export async function stopOutbox(): Promise<void> {
  stopping = true;
  clearInterval(timer);
  await running;
}
