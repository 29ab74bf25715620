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

/** What every limit counts by: `limit` attempts per key within a sliding window of `windowMs`. */
abstract class WindowedLimit {
  constructor(
    protected readonly db: Db,
    /** Names this limit among the others in the table. */
    protected readonly scope: string,
    protected readonly limit: number,
    protected readonly windowMs: number,
    protected readonly now: () => Date,
    /** The message of the refusal. */
    protected readonly refusal: Message = { key: 'errors.tooManyRequests' },
  ) {}

  /** The start of the window: attempts at or before it no longer count. */
  protected since(): Date {
    return new Date(this.now().getTime() - this.windowMs);
  }
}

/**
 * At most `limit` attempts per key within a sliding window of `windowMs`; the next one is
 * refused with 429. Kept in the database: a restart changes nothing, and every server
 * instance on the same database counts the same attempts.
 */
export class RateLimit extends WindowedLimit {
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

/** An attempt in progress, holding one of its key's places until it ends. */
export interface Slot {
  /** The attempt failed: its place stays taken, as a failure; the limit-th locks the key. */
  fail(): Promise<void>;
  /** The attempt succeeded: its place is free again. */
  release(): Promise<void>;
}

/**
 * Counts failed attempts per key (an account, a mobile number, a client address). Once
 * `limit` failures fall inside `windowMs`, the key is refused with 429 for `lockMs` from
 * the last of them; a success forgets the failures. Kept in the database like `RateLimit`.
 *
 * An attempt that is expensive to check (a password) first takes a place with `take`:
 * failures and attempts in progress together never exceed `limit`, however many arrive at
 * once, so at most `limit` of them are ever checked.
 */
export class FailureLock extends WindowedLimit {
  constructor(
    db: Db,
    scope: string,
    limit: number,
    windowMs: number,
    now: () => Date,
    private readonly lockMs = windowMs,
    refusal?: Message,
  ) {
    super(db, scope, limit, windowMs, now, refusal);
  }

  /** The places of `key` taken within the window: failures, and attempts in progress unless `failuresOnly`. */
  private async taken(db: Db | Tx, key: string, failuresOnly = false): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(limitHits)
      .where(
        and(
          ofKey(limitHits, this.scope, key),
          gt(limitHits.at, this.since()),
          failuresOnly ? eq(limitHits.inProgress, false) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  /** Drops the attempts that can no longer count, for every key of the limit. */
  private async prune(tx: Tx): Promise<void> {
    await tx
      .delete(limitHits)
      .where(and(eq(limitHits.scope, this.scope), lte(limitHits.at, this.since())));
  }

  private async locked(db: Db | Tx, key: string): Promise<boolean> {
    const [lock] = await db
      .select({ until: limitLocks.until })
      .from(limitLocks)
      .where(and(ofKey(limitLocks, this.scope, key), gt(limitLocks.until, this.now())));
    return lock !== undefined;
  }

  /** Throws 429 while `key` is locked. */
  async check(key: string): Promise<void> {
    if (await this.locked(this.db, key)) throw refusal(this.refusal);
  }

  /** Whether `key` is locked now. */
  isLocked(key: string): Promise<boolean> {
    return this.locked(this.db, key);
  }

  /** The failures of `key` within the window (attempts in progress not counted). */
  failures(key: string): Promise<number> {
    return this.taken(this.db, key, true);
  }

  /**
   * Takes a place for an attempt about to be checked, in one step with the count (one
   * attempt of the key at a time, across instances too): 429 while the key is locked or its
   * failures and the attempts in progress already fill its `limit` places.
   */
  async take(key: string): Promise<Slot> {
    const id = await serialised(this.db, this.scope, key, async (tx) => {
      if (await this.locked(tx, key)) throw refusal(this.refusal);
      await this.prune(tx);
      if ((await this.taken(tx, key)) >= this.limit) throw refusal(this.refusal);
      const [row] = await tx
        .insert(limitHits)
        .values({ scope: this.scope, key, at: this.now(), inProgress: true })
        .returning({ id: limitHits.id });
      return row!.id;
    });
    return {
      fail: async () => {
        await this.db
          .update(limitHits)
          .set({ inProgress: false, at: this.now() })
          .where(eq(limitHits.id, id));
        await this.lockWhenFull(key);
      },
      release: async () => {
        await this.db.delete(limitHits).where(eq(limitHits.id, id));
      },
    };
  }

  /** Records a failed attempt that held no place; the `limit`-th one within the window locks the key. */
  async fail(key: string): Promise<void> {
    await this.db.insert(limitHits).values({ scope: this.scope, key, at: this.now() });
    await this.lockWhenFull(key);
  }

  /** Locks `key` for `lockMs` once its failures fill the window, and starts its count again. */
  private async lockWhenFull(key: string): Promise<void> {
    await serialised(this.db, this.scope, key, async (tx) => {
      await this.prune(tx);
      if ((await this.taken(tx, key, true)) < this.limit) return;
      const until = new Date(this.now().getTime() + this.lockMs);
      await tx
        .delete(limitLocks)
        .where(and(eq(limitLocks.scope, this.scope), lte(limitLocks.until, this.now())));
      await tx
        .insert(limitLocks)
        .values({ scope: this.scope, key, until })
        .onConflictDoUpdate({ target: [limitLocks.scope, limitLocks.key], set: { until } });
      await tx
        .delete(limitHits)
        .where(and(ofKey(limitHits, this.scope, key), eq(limitHits.inProgress, false)));
    });
  }

  /** Forgets the failures of `key` after a success (a lock already set stays, and so do attempts in progress). */
  async succeed(key: string): Promise<void> {
    await this.db
      .delete(limitHits)
      .where(and(ofKey(limitHits, this.scope, key), eq(limitHits.inProgress, false)));
  }
}

function refusal(message: Message) {
  return typeof message === 'string'
    ? fail.tooManyRequests(message)
    : fail.tooManyRequests(message.key, message.vars);
}
