import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { seed } from '../seed.js';
import { SEEDED_AT } from './clock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded, that each test file clones. */
    dbSnapshot: string;
  }
}

/** Builds one migrated and seeded database for the whole run (initdb takes seconds). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-db-snapshot-'));
  const file = path.join(dir, 'snapshot.tar.gz');
  const database = await openDatabase({ kind: 'pglite' }, { seed: (db) => seed(db, SEEDED_AT) });
  const dump = await database.pglite!.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
