import { fail } from './errors.js';

/**
 * Counts attempts per key in a sliding time window, in memory: for limits on things that
 * live in one process only (the messages of a chat socket). Limits on calls are kept in
 * the database (`limits.ts`). `hit` throws 429 once `limit` attempts fall inside `windowMs`.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.attempts.set(key, kept);
    else this.attempts.delete(key);
    return kept;
  }

  /** Whether another attempt for `key` would be over the limit. */
  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  /** Records an attempt; throws 429 when the limit is already reached. */
  hit(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.limit) throw fail.tooManyRequests();
    recent.push(this.now().getTime());
    this.attempts.set(key, recent);
  }

  /** Forgets the attempts of `key` (after a success). */
  reset(key: string): void {
    this.attempts.delete(key);
  }
}
