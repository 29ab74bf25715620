// A PostgreSQL outage under a running instance: readiness turns 503 while the database
// server is down, and 200 again once it is back and the change-notice listener has
// connected and listens again. Runs on a PostgreSQL server of its own, which it stops and
// starts (the run's shared server stays up for the other tests).
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { configFrom } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';

interface PostgresServer {
  url: string;
  stop(): void;
  pause(): void;
  resume(): void;
}

let postgres: PostgresServer;
let database: Database;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  const script = new URL('../../../scripts/postgres.mjs', import.meta.url).href;
  const { startPostgres } = (await import(script)) as { startPostgres: () => PostgresServer };
  postgres = startPostgres();
  database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 3 });
  app = await buildServer({
    database,
    config: configFrom({
      databaseUrl: postgres.url,
      appDist: undefined,
      arDist: undefined,
      secret: 'readiness-test-secret-0123456789',
    }),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  postgres?.stop();
});

/** The readiness answer: its status and body. */
async function readiness() {
  const answer = await fetch(`${baseUrl}/readyz`);
  return { status: answer.status, body: (await answer.json()) as unknown };
}

/** Reads readiness until it answers `status`, for at most `ms`; answers the last reading. */
async function readinessUntil(status: number, ms: number) {
  const until = performance.now() + ms;
  for (;;) {
    const seen = await readiness();
    if (seen.status === status || performance.now() > until) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('readiness through a PostgreSQL outage', () => {
  it('is 503 while the server is stopped and 200 again once it is back and heard', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok' } });

    postgres.pause();
    const down = await readinessUntil(503, 15_000);
    expect(down).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database' } });
    // Liveness does not depend on the database.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

    postgres.resume();
    // The pool opens new connections at once; the notice listener reconnects after its
    // back-off (at most 5 s between attempts) and listens again.
    const back = await readinessUntil(200, 30_000);
    expect(back).toEqual({ status: 200, body: { status: 'ok' } });
  }, 90_000);
});
