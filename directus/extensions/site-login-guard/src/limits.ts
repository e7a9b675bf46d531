// The sign-in's two limits, counted by rate-limiter-flexible in Redis when Directus has one (every
// instance counts together) and in this process's memory otherwise. Only failures count: a marketer
// who signs in many times a day is never limited, one who mistypes a few times is not either.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';

/** Failed sign-ins one client address (IPv4, or IPv6 /64) may make, over every account, per window. */
export const ADDRESS_FAILURES = 20;
export const ADDRESS_WINDOW_S = 60 * 60;
/** Failed sign-ins one client address may make into one account per window; a success starts it again. */
export const ACCOUNT_FAILURES = 5;
export const ACCOUNT_WINDOW_S = 15 * 60;
/**
 * Sign-ins one client address may have waiting for their password check at once. Failures are only
 * known after that check, so a burst of simultaneous guesses would all pass a limit on failures alone
 * (they did: thirty at once, all checked); this bounds a burst, and leaves room for an office signing
 * in together or a script's few parallel sign-ins. A place held longer (an answer lost) frees itself.
 */
export const IN_FLIGHT = 10;
export const IN_FLIGHT_WINDOW_S = 60;

/** Directus's own Redis settings (its REDIS url, or REDIS_HOST and the rest), as the hook's `env` has them. */
const RedisEnv = z.object({
  REDIS_ENABLED: z.unknown().optional(),
  REDIS: z.string().min(1).optional(),
  REDIS_HOST: z.string().min(1).optional(),
  REDIS_PORT: z.coerce.number().int().positive().optional(),
  REDIS_USERNAME: z.string().optional(),
  REDIS_PASSWORD: z.string().optional(),
  REDIS_DB: z.coerce.number().int().nonnegative().optional(),
});

export function redisFrom(env: Record<string, unknown>): Redis | null {
  const parsed = RedisEnv.safeParse(env);
  if (!parsed.success) return null;
  const e = parsed.data;
  if (e.REDIS_ENABLED === false || e.REDIS_ENABLED === 'false') return null;
  // A command fails at once while Redis is away (no queue, no retry): the memory insurance counts meanwhile.
  const common = { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000, commandTimeout: 1_000, lazyConnect: false };
  if (e.REDIS) return new Redis(e.REDIS, common);
  if (!e.REDIS_HOST) return null;
  return new Redis({
    ...common,
    host: e.REDIS_HOST,
    port: e.REDIS_PORT ?? 6379,
    ...(e.REDIS_USERNAME ? { username: e.REDIS_USERNAME } : {}),
    ...(e.REDIS_PASSWORD ? { password: e.REDIS_PASSWORD } : {}),
    ...(e.REDIS_DB !== undefined ? { db: e.REDIS_DB } : {}),
  });
}

export type Limiter = { points: number; limiter: RateLimiterAbstract };

export function limiter(redis: Redis | null, name: string, points: number, duration: number): Limiter {
  const options = { keyPrefix: `directus:sign-in:${name}`, points, duration };
  const memory = new RateLimiterMemory(options);
  return {
    points,
    limiter: redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory,
  };
}

/** How long until `key` may try again (ms), or 0 when it is not blocked. */
export async function blockedFor({ points, limiter }: Limiter, key: string): Promise<number> {
  const res = await limiter.get(key).catch(() => null);
  return res && res.consumedPoints >= points ? Math.max(1_000, res.msBeforeNext) : 0;
}

/** Counts one failure for `key` (over the limit stays over: the refusal is the filter's). */
export async function countFailure({ limiter }: Limiter, key: string): Promise<void> {
  await limiter.consume(key, 1).catch(() => undefined);
}

/**
 * Takes one of `key`'s places at once (one atomic increment, in Redis when set): 0 when there was one,
 * else how long until one frees (ms), the place given back at once. A store that fails refuses nobody.
 */
export async function takePlace(l: Limiter, key: string): Promise<number> {
  try {
    await l.limiter.consume(key, 1);
    return 0;
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) return 0;
    await givePlace(l, key);
    return Math.max(1_000, refused.msBeforeNext);
  }
}

/** Gives a place back, never below none (a count that expired meanwhile is not made negative). */
export async function givePlace({ limiter }: Limiter, key: string): Promise<void> {
  const res = await limiter.get(key).catch(() => null);
  if (res && res.consumedPoints > 0) await limiter.reward(key, 1).catch(() => undefined);
}
