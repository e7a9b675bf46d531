// The site's limits (the forms' submissions per visitor, the demo bookings per visitor and day, the
// e-mails per recipient), counted by rate-limiter-flexible: in process memory, or with REDIS set in
// Redis, so that a visitor counts once across every replica. While Redis is away each process counts
// on its own (the library's insurance limiter; connectRedis has warned), which is looser but bounded,
// and shared counting resumes by itself when Redis is back. Each limit is a fixed window that opens
// with the first attempt: the attempts in it are refused once over `points`, until the window ends.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from '../shared/redis.server';

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Retry-After (RFC 9110): whole seconds until a slot frees, rounded up (a refusal 400 ms before the
 * window ends says 1, never 0, which a client would read as "at once" and be refused again).
 */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

export type LimitOptions = {
  /** Names the limit's keys (`site:rate:<name>:<key>` in Redis). */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowMs: number;
  /** Where the counts are shared (null: this process only). */
  redis: Redis | null;
};

export class Limit {
  readonly #limiter: RateLimiterAbstract;
  readonly points: number;
  readonly windowMs: number;

  constructor({ name, points, windowMs, redis }: LimitOptions) {
    this.points = points;
    this.windowMs = windowMs;
    // The library counts windows in whole seconds.
    const options = { keyPrefix: `site:rate:${name}`, points, duration: Math.max(1, Math.round(windowMs / 1000)) };
    const memory = new RateLimiterMemory(options);
    this.#limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          // Redis not ready: count in memory at once rather than wait for a command that cannot answer.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Counts one attempt for `key`; when over the limit, how long until a slot frees. */
  async consume(key: string): Promise<LimitAnswer> {
    try {
      await this.#limiter.consume(key, 1);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal.msBeforeNext) };
      // Neither Redis nor the insurance could count (not expected): let the attempt through, and say
      // so, rather than refuse every visitor because a counter failed.
      console.error('[forms] a rate limit could not count an attempt', String(refusal));
      return { allowed: true };
    }
  }

  /** Gives back an attempt counted for something that did not happen after all (nothing was sent). */
  async refund(key: string): Promise<void> {
    await this.#limiter.reward(key, 1).catch(() => undefined);
  }
}
