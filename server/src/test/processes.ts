// Real server processes for the tests that need one: the server started as a user starts
// it (server/src/main.ts through tsx, settings from the environment, the machine's clock),
// on data of its own (a PGlite data directory, or a database on the test PostgreSQL server
// copied from the run's template) that outlives the process, so that a test can kill it
// with SIGKILL and start it again on the same data, or start two on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { createApiClient, type ApiClient, type SessionProvider } from '@citylife/api-client';
import { repoRoot } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { seed } from '../seed.js';
import { SEEDED_AT } from './clock.js';
import { testEnvironment } from './environment.js';
import { databaseUrl, onServer, POSTGRES_TEMPLATE } from './globalSetup.js';

/** The signing secret of every server these tests start (the same across restarts). */
const PROCESS_SECRET = 'processes-test-secret-0123456789abcdef';

/** How long a server may take to start (tsx compiles the sources, PGlite opens its files). */
const START_TIMEOUT_MS = 45_000;

/**
 * The data a test's servers run on, kept between their processes: a PGlite data directory
 * in a temporary directory, or with TEST_POSTGRES_URL a new database copied from the run's
 * migrated and seeded template.
 */
export interface ServerData {
  kind: 'pglite' | 'postgres';
  /**
   * The settings that point a server at this data: DATA_DIR, or DATABASE_URL (each process
   * then gets a DATA_DIR of its own for its local files, as on separate machines).
   */
  env: Record<string, string>;
  /**
   * Opens the data from this process (to write what a test needs before a server starts,
   * or to read what it stored). PGlite's data directory takes one process at a time: no
   * server may run on it meanwhile.
   */
  open(): Promise<Database>;
  /** Removes the data (the directory, or the database once its connections are ended). */
  remove(): Promise<void>;
}

/** New data for a test's servers, a copy of the run's migrated and seeded database. */
async function createServerData(): Promise<ServerData> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `citylife_process_${randomUUID().replaceAll('-', '')}`;
    const server = databaseUrl(template, 'postgres');
    const url = databaseUrl(template, name);
    await onServer(server, `create database ${name} template ${POSTGRES_TEMPLATE}`);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
      async remove() {
        // A server killed with SIGKILL leaves its connections for the database server to
        // notice; they are ended here so that the database can be dropped.
        await onServer(
          server,
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
          `drop database if exists ${name} with (force)`,
        );
      },
    };
  }
  return createEmbeddedData();
}

/**
 * Data on the embedded database whichever database the run is on (for what is the embedded
 * database's own: its directory lock, its backups): a PGlite data directory, the run's
 * snapshot when it has one, else migrated and seeded here as the run's snapshot is.
 */
export async function createEmbeddedData(): Promise<ServerData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'citylife-process-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const snapshotFile = inject('dbSnapshot');
  const created = snapshotFile
    ? await openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir,
        loadDataDir: new Blob([await readFile(snapshotFile)]),
      })
    : await openDatabase(
        { kind: 'pglite', dataDir: pgliteDir },
        { seed: (db) => seed(db, SEEDED_AT) },
      );
  await created.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  /** The address the server printed, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The process id. */
  pid: number;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Whether the process has ended. */
  readonly exited: boolean;
  /** The process's exit code once it has ended (null while it runs, or ended by a signal). */
  readonly exitCode: number | null;
  /** Sends `signal` and resolves once the process has ended. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Every process started and not yet ended, with its end: killed after the test file's
 * tests, and at the latest when the test file's own process exits.
 */
const running = new Map<ChildProcess, Promise<void>>();
process.once('exit', () => {
  for (const child of running.keys()) child.kill('SIGKILL');
});

/** The data directories made for single processes (see `ServerData.env`). */
const processDirs: string[] = [];

/**
 * Kills every server process this test file started and has not ended yet, and removes the
 * data directories made for them.
 */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(([child, ended]) => {
      child.kill('SIGKILL');
      return ended;
    }),
  );
  await Promise.all(processDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

async function processDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-process-'));
  processDirs.push(dir);
  return dir;
}

/**
 * Starts the server (`node --import tsx server/src/main.ts`) on `data`, listening on a free
 * loopback port, in production mode unless `env` says otherwise; resolves once it printed
 * its address and answers `/api/health`.
 */
export async function startServerProcess(
  data: ServerData,
  env: Record<string, string> = {},
  { startTimeoutMs = START_TIMEOUT_MS }: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const ownDir = data.env.DATA_DIR ? {} : { DATA_DIR: await processDir() };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: testEnvironment.path,
      HOME: testEnvironment.home,
      TMPDIR: os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: '0',
      CITYLIFE_SECRET: PROCESS_SECRET,
      LOG_LEVEL: 'warn',
      APP_DIST: '',
      AR_DIST: '',
      ...ownDir,
      ...data.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const ended = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve();
    });
  });
  running.set(child, ended);
  const printed = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in time:\n${output}`)),
      startTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/[^\s/]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void ended.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server ended before it started (${child.exitCode}):\n${output}`));
    });
  });
  const server: ServerProcess = {
    url: '',
    pid: child.pid!,
    output: () => output,
    get exited() {
      return exited;
    },
    get exitCode() {
      return child.exitCode;
    },
    async kill(signal = 'SIGKILL') {
      if (!exited) child.kill(signal);
      await ended;
    },
  };
  try {
    server.url = await printed;
    const health = await fetch(`${server.url}/api/health`);
    if (!health.ok) throw new Error(`/api/health answered ${health.status}:\n${output}`);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** A typed client of the server at `url`, signed in with `token` as `userId` when given. */
export function processClient(
  url: string,
  token?: string,
  userId?: number,
  locale = 'en',
): ApiClient {
  const session: SessionProvider = {
    getToken: () => token,
    getUserId: () => userId,
    getLocale: () => locale,
    getDevice: () => ({ test: true }),
    clear: () => {},
  };
  return createApiClient({ baseUrl: url, session, retries: 0, timeoutMs: 15_000 });
}

/**
 * The servers and data of a test file: after the file's tests, whether they passed or not,
 * every server process it started is killed, then every `data()` removed.
 */
export function useServerProcesses() {
  const datas: ServerData[] = [];
  afterAll(async () => {
    await killServerProcesses();
    await Promise.all(datas.map((data) => data.remove()));
  });
  return {
    async data(): Promise<ServerData> {
      const data = await createServerData();
      datas.push(data);
      return data;
    },
    /** Data on the embedded database, whichever database the run is on. */
    async embeddedData(): Promise<ServerData> {
      const data = await createEmbeddedData();
      datas.push(data);
      return data;
    },
    start: startServerProcess,
  };
}
