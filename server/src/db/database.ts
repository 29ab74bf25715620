import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serveControl } from './control.js';
import { durableOptions, holdsDatabase, syncTree } from './durable.js';
import { lockDataDirectory } from './lock.js';
import { PostgresNotices, type NoticeHandler } from './notices.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when kind is pglite (used to snapshot test databases). */
  pglite?: PGlite;
  /** The connection pool, when kind is postgres (for services that need raw connections). */
  pool?: pg.Pool;
  /**
   * Hears `NOTIFY` on `channel` from any instance on the same database, this one included
   * (the migrations' triggers announce catalogue and caller changes); resolves to a function
   * that stops listening.
   */
  listen(channel: string, handler: NoticeHandler): Promise<() => void>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir on disk, or in memory when omitted; loadDataDir restores a dumped snapshot. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /**
   * Inserts the seed rows that are missing, once migrated (the server's start and the
   * tests' set-up pass the modules' seeds; the database knows nothing of them).
   */
  seed?: (db: Db) => Promise<void>;
}

/** Opens the database, applies pending migrations and runs the seed when one is given. */
export async function openDatabase(
  source: DatabaseSource,
  { seed }: OpenOptions = {},
): Promise<Database> {
  const database = await connect(source);
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as never, { migrationsFolder });
    } else {
      await migratePostgres(database.db as never, { migrationsFolder });
    }
    await seed?.(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function connect(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    let closing = false;
    // An idle connection that the server ends (a restart, an administrator, a dropped
    // network) is discarded by the pool and replaced on the next query; without a
    // listener its error would end the process. Connections still closing after `close`
    // may hear their termination: that is expected.
    pool.on('error', (error) => {
      if (!closing) console.error(`A PostgreSQL connection was lost: ${error.message}`);
    });
    const db = drizzlePostgres(pool, { schema });
    const notices = new PostgresNotices(source.url);
    return {
      db,
      kind: 'postgres',
      pool,
      listen: (channel, handler) => notices.listen(channel, handler),
      close: async () => {
        closing = true;
        await notices.close();
        await pool.end();
      },
    };
  }
  if (!source.dataDir) {
    return embedded(await PGlite.create({ loadDataDir: source.loadDataDir }));
  }
  // A data directory on disk: one process at a time (its lock), commits synced to disk
  // before they return, and a control socket that answers consistent dumps (backups).
  const dataDir = path.resolve(source.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const lock = await lockDataDirectory(dataDir);
  let pglite: PGlite | undefined;
  try {
    await mkdir(dataDir, { recursive: true });
    const created = !holdsDatabase(dataDir);
    pglite = await PGlite.create({ ...durableOptions(dataDir), loadDataDir: source.loadDataDir });
    if (created) await syncTree(dataDir);
    const stopControl = await serveControl(pglite, dataDir);
    const opened = pglite;
    return embedded(opened, async () => {
      try {
        await stopControl();
        await opened.close();
      } finally {
        lock.release();
      }
    });
  } catch (error) {
    await pglite?.close().catch(() => {});
    lock.release();
    throw error;
  }
}

/** The embedded database's interface over `pglite`; `close` closes it unless given. */
function embedded(pglite: PGlite, close = () => pglite.close()): Database {
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: async (channel, handler) => {
      const stop = await pglite.listen(channel, handler);
      return () => void stop().catch(() => {});
    },
    close,
  };
}
