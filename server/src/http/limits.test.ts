import { describe, expect, it } from 'vitest';
import { limitHits } from '../db/schema/index.js';
import { useTestDatabase } from '../test/harness.js';
import { HttpError } from './errors.js';
import { FailureLock, RateLimit } from './limits.js';

const MINUTE = 60_000;
const database = useTestDatabase();

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => error instanceof HttpError && error.status === 429,
  );

describe('RateLimit', () => {
  it('allows `limit` attempts in the window, then answers 429 until the window passes', async () => {
    let now = 0;
    const limit = new RateLimit(database.db, 'test-rate', 3, MINUTE, () => new Date(now));
    for (let i = 0; i < 3; i += 1) await limit.hit('13800138000');
    expect(await limit.isLimited('13800138000')).toBe(true);
    expect(await refused(limit.hit('13800138000'))).toBe(true);
    expect(await limit.isLimited('13900139000')).toBe(false);
    now = MINUTE + 1;
    expect(await limit.isLimited('13800138000')).toBe(false);
    await limit.hit('13800138000');
  });

  it('is shared by every limiter of its scope on the database (another instance, a restart)', async () => {
    const clock = () => new Date(0);
    await new RateLimit(database.db, 'test-shared', 1, MINUTE, clock).hit('k');
    const restarted = new RateLimit(database.db, 'test-shared', 1, MINUTE, clock);
    expect(await refused(restarted.hit('k'))).toBe(true);
    // Another scope counts apart.
    await new RateLimit(database.db, 'test-other', 1, MINUTE, clock).hit('k');
  });

  it('forgets a key on reset, and drops attempts that can no longer count', async () => {
    let now = 0;
    const limit = new RateLimit(database.db, 'test-sweep', 1, MINUTE, () => new Date(now));
    await limit.hit('k');
    await limit.reset('k');
    await limit.hit('k');
    for (let i = 0; i < 50; i += 1) await limit.hit(`unique-${i}`);
    now = 2 * MINUTE;
    await limit.hit('later');
    const rows = await database.db.select().from(limitHits);
    expect(rows.filter((row) => row.scope === 'test-sweep').map((row) => row.key)).toEqual([
      'later',
    ]);
  });

  it('counts simultaneous attempts exactly', async () => {
    const limit = new RateLimit(database.db, 'test-burst', 5, MINUTE, () => new Date(0));
    const results = await Promise.all(Array.from({ length: 20 }, () => refused(limit.hit('k'))));
    expect(results.filter((wasRefused) => !wasRefused)).toHaveLength(5);
  });
});

describe('FailureLock', () => {
  it('locks a key at the limit-th failure within the window, for the lock time', async () => {
    let now = 0;
    const lock = new FailureLock(database.db, 'test-lock', 3, 15 * MINUTE, () => new Date(now));
    await lock.fail('a');
    await lock.fail('a');
    expect(await lock.isLocked('a')).toBe(false);
    await lock.fail('a');
    expect(await refused(lock.check('a'))).toBe(true);
    expect(await lock.isLocked('b')).toBe(false);
    now = 15 * MINUTE - 1;
    expect(await lock.isLocked('a')).toBe(true);
    now = 15 * MINUTE;
    expect(await lock.isLocked('a')).toBe(false);
  });

  it('counts only failures inside the window', async () => {
    let now = 0;
    const lock = new FailureLock(database.db, 'test-window', 3, MINUTE, () => new Date(now));
    await lock.fail('a');
    await lock.fail('a');
    now = MINUTE + 1;
    // The first two fell out of the window: two more do not lock, a third does.
    await lock.fail('a');
    await lock.fail('a');
    expect(await lock.isLocked('a')).toBe(false);
    await lock.fail('a');
    expect(await lock.isLocked('a')).toBe(true);
  });

  it('forgets failures after a success', async () => {
    const lock = new FailureLock(database.db, 'test-success', 2, MINUTE, () => new Date(0));
    await lock.fail('a');
    await lock.succeed('a');
    await lock.fail('a');
    expect(await lock.isLocked('a')).toBe(false);
  });

  it('keeps its lock for another instance on the same database', async () => {
    const clock = () => new Date(0);
    const first = new FailureLock(database.db, 'test-instances', 1, MINUTE, clock);
    await first.fail('a');
    const second = new FailureLock(database.db, 'test-instances', 1, MINUTE, clock);
    expect(await second.isLocked('a')).toBe(true);
  });

  it('gives `limit` places to attempts arriving at once, and refuses the rest before they are checked', async () => {
    const lock = new FailureLock(database.db, 'test-places', 5, MINUTE, () => new Date(0));
    const checked: number[] = [];
    const attempt = async (i: number) => {
      const place = await lock.take('a');
      checked.push(i);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await place.fail();
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => attempt(i)));
    expect(checked).toHaveLength(5);
    const refusals = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        outcome.reason instanceof HttpError &&
        outcome.reason.status === 429,
    );
    expect(refusals).toHaveLength(25);
    expect(await lock.isLocked('a')).toBe(true);
  });

  it('frees a place when its attempt succeeds, and a success keeps the places of attempts in progress', async () => {
    const lock = new FailureLock(database.db, 'test-release', 2, MINUTE, () => new Date(0));
    const first = await lock.take('a');
    const second = await lock.take('a');
    expect(await refused(lock.take('a'))).toBe(true);
    await first.release();
    await lock.succeed('a');
    // The second attempt still holds its place: one is free.
    const third = await lock.take('a');
    expect(await refused(lock.take('a'))).toBe(true);
    await second.fail();
    await third.fail();
    expect(await lock.isLocked('a')).toBe(true);
    expect(await lock.failures('a')).toBe(0);
  });
});
