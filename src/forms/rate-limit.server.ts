// A per-visitor limit on submissions: at most `max` per `windowMs` for each address and form. In
// memory, so per server process; with REDIS set, counted in Redis, so that a visitor's submissions
// count across every replica (and per process again, with a warning, while Redis is away).
import type { Redis } from '../shared/redis.server';

export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  readonly max: number;
  readonly windowMs: number;
  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Counts one attempt; false when the visitor is over the limit. */
  allow(key: string, now = Date.now()): boolean {
    const hit = this.#hits.get(key);
    if (!hit || now >= hit.resetAt) {
      if (this.#hits.size > 50_000) this.#sweep(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    hit.count++;
    return hit.count <= this.max;
  }

  #sweep(now: number) {
    for (const [key, hit] of this.#hits) if (now >= hit.resetAt) this.#hits.delete(key);
  }
}

// One round trip: count the attempt, and start the window with the first one (a fixed window, as in memory).
const COUNT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** The same limit kept in Redis for every replica; `local` counts while Redis cannot answer. */
export class SharedRateLimiter {
  readonly #redis: Redis;
  readonly #local: RateLimiter;
  constructor(redis: Redis, local: RateLimiter) {
    this.#redis = redis;
    this.#local = local;
  }

  get windowMs(): number {
    return this.#local.windowMs;
  }

  async allow(key: string): Promise<boolean> {
    try {
      const count = await this.#redis.eval(COUNT, 1, `site:rate:${key}`, String(this.#local.windowMs));
      return Number(count) <= this.#local.max;
    } catch {
      // Redis is away (connectRedis has warned): this process counts on its own meanwhile.
      return this.#local.allow(key);
    }
  }
}
