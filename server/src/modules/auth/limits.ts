import { fail } from '../../http/errors.js';

/** Above this many tracked keys, finished ones are dropped. */
const SWEEP_SIZE = 10_000;

/**
 * Counts failed attempts per key (an account, a mobile number, a client address). Once
 * `limit` failures fall inside `windowMs`, the key is refused with 429 for `lockMs` from
 * the last of them; a success forgets the key. In memory: the reference server is one
 * process, and a restart only gives an attacker a fresh window.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
    private readonly lockMs = windowMs,
  ) {}

  /** Throws 429 while `key` is locked out. */
  check(key: string): void {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return;
    if (until > this.now().getTime()) throw fail.tooManyRequests();
    this.lockedUntil.delete(key);
  }

  /** Records a failed attempt; the `limit`-th one within the window locks the key. */
  fail(key: string): void {
    const now = this.now().getTime();
    if (this.failures.size + this.lockedUntil.size > SWEEP_SIZE) this.sweep(now);
    const recent = (this.failures.get(key) ?? []).filter((time) => time > now - this.windowMs);
    recent.push(now);
    if (recent.length >= this.limit) {
      this.failures.delete(key);
      this.lockedUntil.set(key, now + this.lockMs);
    } else {
      this.failures.set(key, recent);
    }
  }

  /** Drops keys whose failures and lock are over, so unique keys cannot pile up. */
  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.failures.delete(key);
    }
    for (const [key, until] of this.lockedUntil) {
      if (until <= now) this.lockedUntil.delete(key);
    }
  }

  /** How many keys are tracked (failures or locks). */
  get trackedKeys(): number {
    return new Set([...this.failures.keys(), ...this.lockedUntil.keys()]).size;
  }

  /** Forgets the failures of `key` after a success. */
  succeed(key: string): void {
    this.failures.delete(key);
  }
}
