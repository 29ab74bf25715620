import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createApiClient, type ApiClient } from '@citylife/api-client';
import { buildServer } from '../app.js';
import { openDatabase, type Database } from '../db/database.js';

/** A fresh database for one test file, cloned from the run's migrated and seeded snapshot. */
export async function createTestDatabase(): Promise<Database> {
  const snapshot = await readFile(inject('dbSnapshot'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
}

export interface TestServer {
  baseUrl: string;
  client: ApiClient;
  database: Database;
  close(): Promise<void>;
}

/** The real server on a real (cloned) database, listening on a free loopback port. */
export async function startTestServer(options: { appDist?: string } = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const app = await buildServer({ database, appDist: options.appDist });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    client: createApiClient({ baseUrl }),
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
