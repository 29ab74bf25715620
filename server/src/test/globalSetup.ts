import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { seed } from '../seed.js';
import { SEEDED_AT } from './clock.js';
import { testEnvironment } from './environment.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded, that each test file clones. */
    dbSnapshot: string;
    /**
     * With TEST_POSTGRES_URL (a PostgreSQL server, see scripts/postgres.mjs): the URL of a
     * migrated and seeded template database each test file copies; empty on PGlite.
     */
    postgresTemplate: string;
  }
}

/** The template database of a run on a PostgreSQL server. */
export const POSTGRES_TEMPLATE = 'citylife_template';

/** Runs statements one after another on the server of `url`, on a connection of their own. */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Builds one migrated and seeded database for the whole run (initdb takes seconds). */
export default async function setup(project: TestProject) {
  const { postgresUrl } = testEnvironment;
  if (postgresUrl) {
    await onServer(
      postgresUrl,
      `drop database if exists ${POSTGRES_TEMPLATE}`,
      `create database ${POSTGRES_TEMPLATE}`,
    );
    const template = databaseUrl(postgresUrl, POSTGRES_TEMPLATE);
    const database = await openDatabase(
      { kind: 'postgres', url: template, poolSize: 2 },
      { seed: (db) => seed(db, SEEDED_AT) },
    );
    await database.close();
    project.provide('dbSnapshot', '');
    project.provide('postgresTemplate', template);
    return undefined;
  }
  project.provide('postgresTemplate', '');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-db-snapshot-'));
  const file = path.join(dir, 'snapshot.tar.gz');
  const database = await openDatabase({ kind: 'pglite' }, { seed: (db) => seed(db, SEEDED_AT) });
  const dump = await database.pglite!.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
