import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { limitHits, limitLocks } from '../db/schema/index.js';
import { fail, type Message } from './errors.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` with the key's attempts to itself (one at a time across instances too). */
function serialised<T>(db: Db, scope: string, key: string, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${key}`}))`);
    return work(tx);
  });
}

/** The rows of a limit's table that count for `key` under `scope`. */
const ofKey = (table: typeof limitHits | typeof limitLocks, scope: string, key: string) =>
  and(eq(table.scope, scope), eq(table.key, key));

/**
 * At most `limit` attempts per key within a sliding window of `windowMs`; the next one is
 * refused with 429. Kept in the database: a restart changes nothing, and every server
 * instance on the same database counts the same attempts.
 */
export class RateLimit {
  constructor(
    private readonly db: Db,
    /** Names this limit among the others in the table. */
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
    /** The message of the refusal. */
    private readonly refusal: Message = { key: 'errors.tooManyRequests' },
  ) {}

  private since(): Date {
    return new Date(this.now().getTime() - this.windowMs);
  }

  private async count(db: Db | Tx, key: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(limitHits)
      .where(and(ofKey(limitHits, this.scope, key), gt(limitHits.at, this.since())));
    return row?.n ?? 0;
  }

  /** Whether another attempt for `key` would be refused. */
  async isLimited(key: string): Promise<boolean> {
    return (await this.count(this.db, key)) >= this.limit;
  }

  /** The attempts of `key` inside the window. */
  attempts(key: string): Promise<number> {
    return this.count(this.db, key);
  }

  /** Counts an attempt; throws 429 (counting nothing) when the limit is already reached. */
  async hit(key: string): Promise<void> {
    await serialised(this.db, this.scope, key, async (tx) => {
      // Attempts that can no longer count are dropped, for every key of the limit.
      await tx
        .delete(limitHits)
        .where(and(eq(limitHits.scope, this.scope), lte(limitHits.at, this.since())));
      if ((await this.count(tx, key)) >= this.limit) throw refusal(this.refusal);
      await tx.insert(limitHits).values({ scope: this.scope, key, at: this.now() });
    });
  }

  /** Forgets the attempts of `key`. */
  async reset(key: string): Promise<void> {
    await this.db.delete(limitHits).where(ofKey(limitHits, this.scope, key));
  }
}

/**
 * Counts failed attempts per key (an account, a mobile number, a client address). Once
 * `limit` failures fall inside `windowMs`, the key is refused with 429 for `lockMs` from
 * the last of them; a success forgets the failures. Kept in the database like `RateLimit`.
 */
export class FailureLock {
  private readonly failures: RateLimit;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly limit: number,
    windowMs: number,
    private readonly now: () => Date,
    private readonly lockMs = windowMs,
    private readonly refusal: Message = { key: 'errors.tooManyRequests' },
  ) {
    this.failures = new RateLimit(db, scope, Number.MAX_SAFE_INTEGER, windowMs, now);
  }

  /** Throws 429 while `key` is locked. */
  async check(key: string): Promise<void> {
    const [lock] = await this.db
      .select({ until: limitLocks.until })
      .from(limitLocks)
      .where(and(ofKey(limitLocks, this.scope, key), gt(limitLocks.until, this.now())));
    if (lock) throw refusal(this.refusal);
  }

  /** Whether `key` is locked now. */
  async isLocked(key: string): Promise<boolean> {
    return this.check(key).then(
      () => false,
      () => true,
    );
  }

  /** Records a failed attempt; the `limit`-th one within the window locks the key. */
  async fail(key: string): Promise<void> {
    await this.failures.hit(key);
    if ((await this.failures.attempts(key)) < this.limit) return;
    const until = new Date(this.now().getTime() + this.lockMs);
    await this.db
      .delete(limitLocks)
      .where(and(eq(limitLocks.scope, this.scope), lte(limitLocks.until, this.now())));
    await this.db
      .insert(limitLocks)
      .values({ scope: this.scope, key, until })
      .onConflictDoUpdate({ target: [limitLocks.scope, limitLocks.key], set: { until } });
    await this.failures.reset(key);
  }

  /** Forgets the failures of `key` after a success (a lock already set stays). */
  async succeed(key: string): Promise<void> {
    await this.failures.reset(key);
  }
}

function refusal(message: Message) {
  return typeof message === 'string'
    ? fail.tooManyRequests(message)
    : fail.tooManyRequests(message.key, message.vars);
}
