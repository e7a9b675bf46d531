// A per-visitor limit on submissions: at most `max` per `windowMs` for each address and form. In
// memory, so per server process; several replicas would share one in Redis (see README, Scale).

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
