// The reference server as the runner's tests meet it: a real server on a real, seeded PGlite
// database, listening on a free loopback port, on a clock that starts at `SEEDED_AT`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../../../server/src/app.js';
import { configFrom } from '../../../../server/src/config.js';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../../../server/src/modules/auth/auth.seed.js';
import { openDatabase } from '../../../../server/src/db/database.js';
import { seed } from '../../../../server/src/seed.js';
import { runningClock, SEEDED_AT } from '../../../../server/src/test/clock.js';
import { afterAll, beforeAll } from 'vitest';
import { loadDocument, type JsonObject } from '../conformance.js';

/** The member and the admin the reference server is seeded with, each with its password. */
export const SEEDED_ACCOUNTS = { member: DEMO_MEMBER, admin: DEMO_ADMIN };

/** How long a test file may take to start one: migrating and seeding a new database. */
const START_TIMEOUT_MS = 120_000;

interface ReferenceServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the reference server; `devTools` chooses development mode (the development calls
 * the runner signs in with) or production mode (none).
 */
async function startReferenceServer(devTools: boolean): Promise<ReferenceServer> {
  const database = await openDatabase({ kind: 'pglite' }, { seed: (db) => seed(db, SEEDED_AT) });
  const app = await buildServer({
    database,
    now: runningClock(SEEDED_AT),
    config: configFrom({ devTools, appDist: undefined, arDist: undefined }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The reference server of a test file: started (in development mode when `devTools`) before
 * its tests, closed after them; `baseUrl` is the server's once it has started.
 */
export function referenceServerOfFile(devTools: boolean): { readonly baseUrl: string } {
  let server: ReferenceServer | undefined;
  beforeAll(async () => {
    server = await startReferenceServer(devTools);
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close());
  return {
    get baseUrl() {
      if (!server) throw new Error('The reference server has not started.');
      return server.baseUrl;
    },
  };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The real contract cut down to the operations named (other methods of their paths left out). */
export function contractOf(operationIds: string[]): JsonObject {
  const document = loadDocument();
  const paths: JsonObject = {};
  const found = new Set<string>();
  for (const [route, item] of Object.entries(document.paths as JsonObject)) {
    const entries = Object.entries(item as JsonObject);
    const operations = entries.filter(
      ([key, op]) =>
        METHODS.has(key) && operationIds.includes(String((op as JsonObject).operationId)),
    );
    if (!operations.length) continue;
    for (const [, op] of operations) found.add(String((op as JsonObject).operationId));
    paths[route] = Object.fromEntries([
      ...entries.filter(([key]) => !METHODS.has(key)),
      ...operations,
    ]);
  }
  const missing = operationIds.filter((id) => !found.has(id));
  if (missing.length) throw new Error(`No such operations in the contract: ${missing.join(', ')}`);
  return { ...document, paths };
}

/** Writes `document` as a contract file (JSON is YAML) in a new temporary folder. */
export function contractFileOf(document: JsonObject): string {
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'citylife-conformance-')),
    'contract.yaml',
  );
  writeFileSync(file, JSON.stringify(document));
  return file;
}
