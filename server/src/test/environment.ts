import os from 'node:os';

/**
 * What a test run takes from its own environment, the one place the tests read it (the
 * server's settings are read by `readConfig` alone): the database server to run on, and
 * what spawned server processes need to find their tools.
 */
export const testEnvironment = {
  /** A PostgreSQL server to run the tests on (scripts/postgres.mjs); else PGlite. */
  postgresUrl: process.env.TEST_POSTGRES_URL || undefined,
  /** The search path of programs, for the server processes a test starts. */
  path: process.env.PATH ?? '',
  /** The home directory, for the server processes a test starts. */
  home: process.env.HOME ?? os.tmpdir(),
};
