import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createApiClient, type ApiClient, type SessionProvider } from '@citylife/api-client';
import { buildServer, type BuildServerOptions } from '../app.js';
import {
  configFrom,
  type AddressLimits,
  type ConfigSettings,
  type ServerConfig,
} from '../config.js';
import { issueToken } from '../auth/tokens.js';
import { openDatabase, type Database } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { runningClock, SEEDED_AT, TestClock } from './clock.js';
import { databaseUrl, onServer, POSTGRES_TEMPLATE } from './globalSetup.js';

/**
 * A fresh database for one test file, cloned from the run's migrated and seeded snapshot
 * (seeded at `SEEDED_AT`).
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (template) return copyPostgresTemplate(template);
  const snapshot = await readFile(inject('dbSnapshot'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
}

/**
 * On a PostgreSQL server: a new database copied from the run's template, dropped when
 * closed.
 */
async function copyPostgresTemplate(template: string): Promise<Database> {
  const name = `citylife_test_${randomUUID().replaceAll('-', '')}`;
  const server = databaseUrl(template, 'postgres');
  await onServer(server, `create database ${name} template ${POSTGRES_TEMPLATE}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(template, name),
    poolSize: 5,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(server, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Another connection to the same PostgreSQL test database as `database`, as a second server
 * instance would open; closing it leaves the database in place (`database.close` drops it).
 */
export async function openAnotherConnection(database: Database): Promise<Database> {
  const url = database.pool?.options.connectionString;
  if (!url) throw new Error('Another connection needs a test database on a PostgreSQL server');
  return openDatabase({ kind: 'postgres', url, poolSize: 5 });
}

/**
 * The database of a test file without a server: a fresh clone of the seeded snapshot opened
 * before its tests and closed after them. Read `database.db` inside hooks and tests.
 */
export function useTestDatabase(): Database {
  const fixture = {} as Database;
  beforeAll(async () => {
    Object.assign(fixture, await createTestDatabase());
  });
  afterAll(() => fixture.close?.());
  return fixture;
}

export interface TestUser {
  id: number;
  token: string;
  /** A typed client signed in as this user. */
  client: ApiClient;
}

export interface TestServer {
  baseUrl: string;
  /** A typed client that is not signed in. */
  client: ApiClient;
  database: Database;
  /** The server itself, for requests from another address (`app.inject`). */
  app: FastifyInstance;
  /** The server's clock. */
  now: () => Date;
  /** Creates a user directly in the database and signs them in. */
  createUser(options?: { mobile?: string; roles?: string[]; nickname?: string }): Promise<TestUser>;
  /** Signs an existing user in again at the server's current time (a fresh token). */
  signIn(userId: number): Promise<TestUser>;
  /** A typed client with this token and user id (valid or not). */
  clientFor(token: string | undefined, userId?: number | string, locale?: string): ApiClient;
  close(): Promise<void>;
}

let mobileCounter = 0;

/**
 * The configuration of a server of the tests on `database`: `configFrom` the settings given,
 * without the built app or AR runtime unless given, and with the database's own URL, so that
 * what defaults by the database (where uploads are kept) is as on a deployment.
 */
export function testConfig(database: Database, settings: ConfigSettings = {}): ServerConfig {
  return configFrom({
    databaseUrl: database.pool?.options.connectionString,
    appDist: undefined,
    arDist: undefined,
    ...settings,
  });
}

/** What a test server is built with: any settings of its configuration (`testConfig`). */
export type TestServerOptions = Omit<BuildServerOptions, 'database' | 'config'> & {
  config?: ConfigSettings;
};

const UNLIMITED_ADDRESS: AddressLimits = {
  passcodesPerHour: 1_000_000,
  resetsPerHour: 1_000_000,
  signInFailures: 1_000_000,
  captchasPerMinute: 1_000_000,
  chatMessagesPerMinute: 1_000_000,
};

/**
 * The real server on a real (cloned) database, listening on a free loopback port. Its clock
 * is `options.now`, or one that starts at `SEEDED_AT` and runs. It runs in development mode
 * (the tests read passcodes and captcha answers from the development calls) unless
 * `options.config.devTools` says otherwise.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const now = options.now ?? runningClock(SEEDED_AT);
  const app = await buildServer({
    database,
    ...options,
    // Every test client calls from 127.0.0.1: the limits per client address would add up
    // across a file's tests, so they are lifted here and tested with their real values
    // apart (security/attacks.test.ts).
    config: testConfig(database, {
      devTools: true,
      addressLimits: UNLIMITED_ADDRESS,
      ...options.config,
    }),
    now,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const clientFor = (token: string | undefined, userId?: number | string, locale = 'en') => {
    const session: SessionProvider = {
      getToken: () => token,
      getUserId: () => userId,
      getLocale: () => locale,
      getDevice: () => ({ test: true }),
      clear: () => {},
    };
    return createApiClient({ baseUrl, session, retries: 0, timeoutMs: 15_000 });
  };

  return {
    baseUrl,
    client: clientFor(undefined),
    database,
    app,
    now,
    clientFor,
    async createUser({ mobile, roles = [], nickname = 'Tester' } = {}) {
      mobileCounter += 1;
      const number =
        mobile ??
        `136${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
      const [user] = await database.db
        .insert(users)
        .values({ mobile: number, roles, nickname, createdAt: now() })
        .returning({ id: users.id });
      const { token } = await issueToken(database.db, user!.id, now());
      return { id: user!.id, token, client: clientFor(token, user!.id) };
    },
    async signIn(userId) {
      const { token } = await issueToken(database.db, userId, now());
      return { id: userId, token, client: clientFor(token, userId) };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The server of a test file, with the clock it runs on. */
export type TestServerFixture = TestServer & { clock: TestClock };

/**
 * The server of a test file: started before its tests (on a fresh clone of the seeded
 * database) and closed after them. Its clock is stopped at `at` when given, else running
 * from `SEEDED_AT`; tests move it with `server.clock.set` and `server.clock.advance`, and
 * with `eachTestAt` every test starts with the clock set back to `at`. Read the fixture's
 * members inside hooks and tests, once the server has started.
 */
export function useTestServer(
  options: Omit<TestServerOptions, 'now'> & { at?: Date; eachTestAt?: boolean } = {},
): TestServerFixture {
  const { at, eachTestAt, ...buildOptions } = options;
  const clock = new TestClock(at);
  const fixture = { clock } as TestServerFixture;
  beforeAll(async () => {
    Object.assign(fixture, await startTestServer({ ...buildOptions, now: clock.now }));
  });
  if (eachTestAt && at) {
    beforeEach(() => {
      clock.set(at);
    });
  }
  afterAll(() => fixture.close?.());
  return fixture;
}

/**
 * A user of a test file's server, created and signed in before the file's tests (after the
 * server started). Read its members inside hooks and tests.
 */
export function useTestUser(
  server: TestServer,
  options?: Parameters<TestServer['createUser']>[0],
): TestUser {
  const user = {} as TestUser;
  beforeAll(async () => {
    Object.assign(user, await server.createUser(options));
  });
  return user;
}
