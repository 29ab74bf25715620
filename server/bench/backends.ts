// What the server benchmarks run on: the real server, built from source in the bench's
// process, once on each database — PGlite in a temporary directory, and a PostgreSQL 15
// server started for the run (scripts/postgres.mjs) — migrated and seeded as the server's
// start does, each listening on loopback. Each counts the statements and transactions it
// sends to its database, the same way on both, so that their figures compare.
//
// Without PostgreSQL on the machine (or when it cannot start) the reason is given and the
// benchmarks measure PGlite alone. The PostgreSQL server is stopped and the temporary
// directories removed when the process ends, however it ends: done, failed, interrupted
// (Ctrl-C, SIGTERM) or killed outright (then by guard.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildServer } from '../src/app.js';
import { configFrom } from '../src/config.js';
import { openDatabase, type Database, type Db } from '../src/db/database.js';
import { seed } from '../src/seed.js';

export type BackendKind = 'pglite' | 'postgres';

const LABELS: Record<BackendKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * Connections of the server's pool on PostgreSQL: what the server opens when started with
 * DATABASE_URL (10), so that the figures are the deployed server's. On two cores that is
 * already more than can run at once (the server's event loop, the load process and
 * PostgreSQL's backends share them); a request holds a connection only while its
 * statements travel, so the extra connections keep others' statements from waiting in the
 * pool's queue, and many more would only wait inside PostgreSQL. BENCH_POOL_SIZE changes it.
 */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);

export interface Counts {
  statements: number;
  transactions: number;
}

export interface Backend {
  kind: BackendKind;
  label: string;
  database: Database;
  db: Db;
  app: FastifyInstance;
  /** The server's origin, `http://127.0.0.1:<port>`. */
  base: string;
  /** A directory of this backend's own for the benchmark's files, removed by close(). */
  dataDir: string;
  /**
   * Statements and transactions sent to the database since it opened: a transaction's
   * statements count, its begin and commit do not (PGlite sends those itself).
   */
  counts: Counts;
  close(): Promise<void>;
}

/** What scripts/postgres.mjs answers: the URL, a stop function, its temporary directory. */
interface PostgresServer {
  url: string;
  stop(): void;
  root: string;
}

let guard: ChildProcess | undefined;
/**
 * Removes `dir` when the process exits, however it ends: done, failed, or interrupted, and
 * stops a PostgreSQL server that still runs in it (`stop`, when given, does so at a clean
 * end). An interrupt or termination ends the process, so the clean-up runs then too;
 * further signals (tsx passes each on, a terminal's Ctrl-C reaches the whole group) are
 * ignored while it runs. The process ends a moment after the signal, not in its handler:
 * tsx, which runs a benchmark as its child, kills that child outright unless the child's
 * word that it heard the signal reaches it first. For a process killed outright all the
 * same, guard.mjs, a process of its own, stops the server and removes the directory.
 */
function atExit(dir: string, stop?: () => void) {
  process.on('exit', () => {
    stop?.();
    rmSync(dir, { recursive: true, force: true });
  });
  if (!guard) {
    guard = spawn(process.execPath, [fileURLToPath(new URL('./guard.mjs', import.meta.url))], {
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    // Without the guard the exit handlers still clean up, unless the process is killed.
    guard.on('error', (error) =>
      console.error(`The clean-up guard did not start: ${error.message}`),
    );
    guard.unref();
    guard.channel?.unref();
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        console.error(`\n${signal}: stopping.`);
        setTimeout(() => process.exit(128 + os.constants.signals[signal]), 50);
      });
    }
  }
  if (guard.connected) guard.send({ remove: dir });
}

/** The counts after `run`, less those before: what the run sent. */
export async function counted<T>(
  backend: Backend,
  run: () => Promise<T>,
): Promise<{ value: T; sent: Counts }> {
  const before = { ...backend.counts };
  const value = await run();
  return {
    value,
    sent: {
      statements: backend.counts.statements - before.statements,
      transactions: backend.counts.transactions - before.transactions,
    },
  };
}

/** Counts the embedded database's queries, inside transactions too. */
function countPglite(pglite: PGlite, counts: Counts) {
  type Query = PGlite['query'];
  const counting = (query: Query): Query =>
    ((...args: Parameters<Query>) => {
      counts.statements += 1;
      return query(...args);
    }) as Query;
  pglite.query = counting(pglite.query.bind(pglite));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((run: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      counts.transactions += 1;
      tx.query = counting(tx.query.bind(tx));
      return run(tx);
    })) as PGlite['transaction'];
}

/**
 * Counts the queries of every pooled connection, whether the pool runs one (pool.query) or
 * hands the connection out (transactions, raw connections). A transaction's `begin` counts
 * it; `begin`, `commit` and `rollback` are not statements, as on PGlite.
 */
function countPool(pool: pg.Pool, counts: Counts) {
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = (typeof first === 'string' ? first : (first?.text ?? '')).trimStart();
      const word = /^[a-z]+/i.exec(text)?.[0].toLowerCase();
      if (word === 'begin' || word === 'start') counts.transactions += 1;
      else if (word !== 'commit' && word !== 'rollback' && word !== 'end') counts.statements += 1;
      return query(...args);
    };
  });
}

/** Opens the database (migrated, seeded), builds the server on it and listens on loopback. */
export async function openBackend(kind: BackendKind, now: Date, url?: string): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `citylife-bench-${kind}-`));
  atExit(dataDir);
  const counts: Counts = { statements: 0, transactions: 0 };
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    database = await openDatabase(
      kind === 'postgres'
        ? { kind: 'postgres', url: url!, poolSize: POOL_SIZE }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      { seed: (db) => seed(db, now) },
    );
    if (database.pglite) countPglite(database.pglite, counts);
    if (database.pool) countPool(database.pool, counts);
    app = await buildServer({
      database,
      logger: false,
      config: configFrom({
        dataDir,
        databaseUrl: kind === 'postgres' ? url : undefined,
        appDist: undefined,
        arDist: undefined,
      }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    kind,
    label: LABELS[kind],
    database,
    db: database.db,
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    dataDir,
    counts,
    close,
  };
}

export interface Backends {
  /** PGlite first, then PostgreSQL when it started. */
  list: Backend[];
  /** Why PostgreSQL is not measured, when it is not. */
  missing?: string;
  /** Closes the servers and databases and stops PostgreSQL. */
  close(): Promise<void>;
}

/** Starts a PostgreSQL server for the run, or answers why it could not; stopped at exit. */
async function startServer(): Promise<PostgresServer | string> {
  const script = new URL('../../scripts/postgres.mjs', import.meta.url).href;
  const { startPostgres } = (await import(script)) as { startPostgres: () => PostgresServer };
  let server: PostgresServer;
  try {
    server = startPostgres();
  } catch (error) {
    return (error as Error).message.trim();
  }
  const stop = () => {
    try {
      server.stop();
    } catch (error) {
      // Already down: its directory is removed all the same.
      if (!/no server running|is not running/i.test((error as Error).message))
        console.error((error as Error).message);
    }
  };
  atExit(server.root, stop);
  return { ...server, stop };
}

/** PGlite and, when it can start, PostgreSQL: each a server ready to measure. */
export async function openBackends(now: Date): Promise<Backends> {
  const list: Backend[] = [await openBackend('pglite', now)];
  const closeAll = async () => {
    for (const backend of list) await backend.close();
  };
  const postgres = await startServer();
  if (typeof postgres === 'string') {
    return { list, missing: postgres, close: closeAll };
  }
  try {
    list.push(await openBackend('postgres', now, postgres.url));
  } catch (error) {
    await closeAll();
    postgres.stop();
    throw error;
  }
  return {
    list,
    close: async () => {
      try {
        await closeAll();
      } finally {
        postgres.stop();
      }
    },
  };
}

/** How the table says a figure of a database that was not measured. */
export const NOT_MEASURED = '-';

/** Left-aligned column of `width` characters. */
export const pad = (text: string | number, width: number) => String(text).padEnd(width);

/** The header's line on the databases: which ran, and why PostgreSQL did not. */
export function describeBackends(backends: Backends): string {
  return backends.missing
    ? `Databases: PGlite only. PostgreSQL not measured: ${backends.missing.replace(/\.$/, '')}.`
    : `Databases: PGlite and PostgreSQL 15 (started for this run; the server's pool: ${POOL_SIZE} connections).`;
}

/** The footnote on columns that hold one figure per database. */
export function describeShared(backends: Backends): string {
  return backends.missing ? '' : 'Where two figures share a column: PGlite / PostgreSQL. ';
}
