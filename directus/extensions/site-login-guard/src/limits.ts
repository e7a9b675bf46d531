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

/**
 * Counts one sign-in attempt for `key` before its password is checked, and says how long until it may
 * try again (ms) when that is one too many, else 0. Counted first and atomically (one increment in
 * Redis), so that a burst of simultaneous guesses cannot all pass while the count still reads zero, as
 * they did when only failures, known after the password check, were counted. What is not a failure
 * after all (a success, a refusal, two-factor's first step) is given back (`giveBack`).
 */
export async function takeAttempt({ limiter }: Limiter, key: string): Promise<number> {
  try {
    await limiter.consume(key, 1);
    return 0;
  } catch (refused) {
    // A store that fails (Redis gone with no insurance left) refuses nobody: the Studio stays reachable.
    return refused instanceof RateLimiterRes ? Math.max(1_000, refused.msBeforeNext) : 0;
  }
}

/** Gives back an attempt that turned out not to be a failure. */
export async function giveBack({ limiter }: Limiter, key: string): Promise<void> {
  await limiter.reward(key, 1).catch(() => undefined);
}
