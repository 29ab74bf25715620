import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { Handlers } from './operations.js';

/** Why an instance is not ready: the `reason` of `/readyz`'s 503. */
export type UnreadyReason = 'database' | 'migrations' | 'notices' | 'stopping';

/** The operations that only machines call (probes, scrapes): never logged at the info level. */
export const PROBE_OPERATIONS: ReadonlySet<string> = new Set([
  'getLiveness',
  'getReadiness',
  'getMetrics',
]);

/** How long the database may take to answer a readiness check before it counts as down. */
export const DATABASE_CHECK_MS = 2_000;

/** The channel on which a readiness check sends itself a change notice. */
export const READINESS_CHANNEL = 'citylife_readiness';

const journalFile = new URL('../../drizzle/meta/_journal.json', import.meta.url);

/** When the newest migration of the migrations folder was made (its journal's `when`). */
export function latestMigration(file: URL | string = journalFile): number {
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** Resolves `work`, or rejects once `ms` have passed without it. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface ReadinessOptions {
  database: Pick<Database, 'db' | 'kind' | 'listen'>;
  /** Whether the process was told to stop: then it is never ready again. */
  stopping: () => boolean;
  /** The newest migration the server expects (`latestMigration()` unless given). */
  expectedMigration?: number;
  /** How long the database and the notice may take (DATABASE_CHECK_MS unless given). */
  waitMs?: number;
}

/**
 * Whether this instance should be sent requests: the database answers, its applied
 * migrations reach the newest of the migrations folder (checked until it holds once, then
 * no more: migrations are never undone under a running server), and on a PostgreSQL server
 * the connection that hears change notices hears one this check sends itself. Checks asked
 * for while one runs share its answer, so that a flood of probes costs one at a time.
 */
export class Readiness {
  private migrated = false;
  private running: Promise<UnreadyReason | undefined> | undefined;
  private readonly waiting = new Map<string, () => void>();
  private readonly expected: number;
  private readonly waitMs: number;

  private constructor(private readonly options: ReadinessOptions) {
    this.expected = options.expectedMigration ?? latestMigration();
    this.waitMs = options.waitMs ?? DATABASE_CHECK_MS;
  }

  /** Builds the check; on a PostgreSQL server it listens on READINESS_CHANNEL first. */
  static async create(
    options: ReadinessOptions,
  ): Promise<{ readiness: Readiness; stop: () => void }> {
    const readiness = new Readiness(options);
    const stop =
      options.database.kind === 'postgres'
        ? await options.database.listen(READINESS_CHANNEL, (payload) => {
            if (payload !== undefined) readiness.waiting.get(payload)?.();
          })
        : () => {};
    return { readiness, stop };
  }

  /** Undefined when ready, else what is missing. */
  check(): Promise<UnreadyReason | undefined> {
    if (this.options.stopping()) return Promise.resolve('stopping');
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<UnreadyReason | undefined> {
    const { db, kind } = this.options.database;
    const id = randomUUID();
    let heard: Promise<void> | undefined;
    if (kind === 'postgres') {
      heard = new Promise<void>((resolve) => this.waiting.set(id, resolve));
    }
    try {
      try {
        // On a PostgreSQL server the query that proves the database answers also sends
        // the notice the listener must hear.
        await within(
          kind === 'postgres'
            ? db.execute(sql`select pg_notify(${READINESS_CHANNEL}, ${id})`)
            : db.execute(sql`select 1`),
          this.waitMs,
        );
      } catch {
        return 'database';
      }
      if (!this.migrated) {
        try {
          this.migrated = (await within(this.appliedMigration(), this.waitMs)) >= this.expected;
        } catch {
          return 'database';
        }
        if (!this.migrated) return 'migrations';
      }
      if (heard) {
        try {
          await within(heard, this.waitMs);
        } catch {
          return 'notices';
        }
      }
      return this.options.stopping() ? 'stopping' : undefined;
    } finally {
      this.waiting.delete(id);
    }
  }

  /** When the newest migration applied to the database was made (0 when none was). */
  private async appliedMigration(): Promise<number> {
    const { db } = this.options.database;
    const found = await db.execute<{ exists: boolean }>(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
    );
    if (!rowsOf<{ exists: boolean }>(found)[0]?.exists) return 0;
    const latest = await db.execute<{ at: string | number | null }>(
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    );
    return Number(rowsOf<{ at: string | number | null }>(latest)[0]?.at ?? 0);
  }
}

/** The rows of a raw query's result, as both drivers answer them. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The handlers of the probes: liveness answers while the process runs, readiness as
 * `readiness` finds. Bare answers (no envelope), never stored by caches.
 */
export function probeHandlers(readiness: Readiness): Handlers {
  return {
    async getLiveness({ reply }) {
      await reply.header('cache-control', 'no-store').send({ status: 'ok' });
      return undefined as never;
    },
    async getReadiness({ reply }) {
      const reason = await readiness.check();
      reply.header('cache-control', 'no-store');
      await (reason
        ? reply.status(503).send({ status: 'unavailable', reason })
        : reply.send({ status: 'ok' }));
      return undefined as never;
    },
  };
}
