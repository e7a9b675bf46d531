// Redis, for what the site's replicas share when REDIS is set: the forms' rate limit, the outbox's
// claims, and the publish signal (server/revalidation.ts). Never a hard dependency. While Redis is
// away a command fails at once (no offline queue, no retry), the caller falls back to what one process
// can do alone, and one warning says so; the client reconnects by itself, and one line says when
// Redis is back.
import { Redis } from 'ioredis';

export type { Redis };

export type RedisOptions = {
  /** What stops being shared while Redis is away, for the warning ("the forms' rate limit"). */
  purpose: string;
  /** A subscriber queues its SUBSCRIBE until connected, and subscribes again after a reconnect. */
  subscriber?: boolean;
  /** Called when the connection is ready again after an outage (a subscriber may have missed messages). */
  onBack?: () => void;
};

/** Clients that have been ready at least once: their first connection is made. */
const everReady = new WeakSet<Redis>();

/**
 * Whether Redis is (or within `ms` becomes) ready for commands. With `firstOnly`, a client that has
 * been ready before answers at once, whatever its state: only a connection still being made as the
 * process starts is waited for (no command queues meanwhile, so a replica's first claims would
 * otherwise go unshared), never an outage.
 */
export function redisReady(redis: Redis, { ms = 10_000, firstOnly = false } = {}): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  if (firstOnly && everReady.has(redis)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timeout);
      resolve(true);
    };
    const timeout = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    redis.once('ready', onReady);
  });
}

export function connectRedis(url: string, { purpose, subscriber = false, onBack }: RedisOptions): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: subscriber,
    maxRetriesPerRequest: subscriber ? null : 0,
    connectTimeout: 2_000,
    ...(subscriber ? {} : { commandTimeout: 1_000 }),
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  client.on('ready', () => everReady.add(client));
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(`[site] Redis unreachable (${error.message}): ${purpose} works per process until it is back.`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    console.warn(`[site] Redis is back: ${purpose} is shared again.`);
    onBack?.();
  });
  return client;
}
