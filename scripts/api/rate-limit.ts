/**
 * A sliding-window rate limit: at most `max` hits per key within any
 * `windowMs` (the timestamps of the last `max` hits are kept per key).
 */
export class SlidingWindowLimiter {
  readonly max: number;
  readonly windowMs: number;
  readonly #hits = new Map<string, number[]>();

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Records a hit at `now` (ms) and answers whether it is allowed; a refused hit is not recorded. */
  hit(key: string, now: number): boolean {
    const since = now - this.windowMs;
    const kept = (this.#hits.get(key) ?? []).filter((t) => t > since);
    if (kept.length >= this.max) {
      this.#hits.set(key, kept);
      return false;
    }
    kept.push(now);
    this.#hits.set(key, kept);
    if (this.#hits.size > 10_000) this.#prune(since);
    return true;
  }

  #prune(since: number): void {
    for (const [key, times] of this.#hits) if (!times.some((t) => t > since)) this.#hits.delete(key);
  }
}
