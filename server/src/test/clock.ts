/**
 * The test clock. Every test database is seeded at `SEEDED_AT`, so seeded times (events,
 * polls, ads, today's price list, voucher validity) stand in a known relation to it, and a
 * test that starts its clock there gets the same answers on any day the suite runs.
 */

/** A Monday, 10:00 in Asia/Shanghai: when the test databases are seeded. */
export const SEEDED_AT = new Date('2026-03-02T10:00:00+08:00');

const HOUR_MS = 3600_000;

/** `SEEDED_AT` moved by some hours (negative: earlier). */
export const hoursAfterSeed = (hours: number): Date =>
  new Date(SEEDED_AT.getTime() + hours * HOUR_MS);

/**
 * A clock that starts at `start` and runs with the elapsed real time, so that calls made
 * one after another get increasing times whatever the date of the machine is.
 */
export function runningClock(start: Date = SEEDED_AT): () => Date {
  const origin = performance.now();
  return () => new Date(start.getTime() + Math.floor(performance.now() - origin));
}

/**
 * A test's clock. Stopped at `at` when given (a test moves it with `set` and `advance`),
 * else running from `SEEDED_AT` with the elapsed real time until it is set.
 */
export class TestClock {
  #now: () => Date;

  constructor(at?: Date) {
    this.#now = at ? () => at : runningClock(SEEDED_AT);
  }

  /** The current time. */
  readonly now = (): Date => this.#now();

  /** Stops the clock at `at`. */
  set(at: Date): void {
    this.#now = () => at;
  }

  /** Moves the clock on by `ms` (and stops it there). */
  advance(ms: number): void {
    this.set(new Date(this.now().getTime() + ms));
  }
}
