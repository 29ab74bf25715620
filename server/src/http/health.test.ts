// The probes a load balancer reads: liveness answers while the process runs, readiness
// while the database answers at the expected migration level (and, on a PostgreSQL server,
// the change-notice listener hears), neither is logged at the info level nor limited, and
// readiness turns 503 the moment the server is told to stop.
import { Writable } from 'node:stream';
import type { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { NoticeHandler } from '../db/notices.js';
import { useTestServer } from '../test/harness.js';
import { latestMigration, Readiness } from './health.js';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const server = useTestServer({ logger: { level: 'info', stream: sink } });

describe('GET /healthz and GET /readyz', () => {
  it('answer 200, bare and never cached, while the database answers', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await fetch(`${server.baseUrl}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(await answer.json(), path).toEqual({ status: 'ok' });
    }
  });

  it('are neither logged at the info level nor limited, unlike the calls of the app', async () => {
    lines.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${server.baseUrl}/${i % 2 ? 'healthz' : 'readyz'}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    await fetch(`${server.baseUrl}/api/getSettings/site_name`);
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    const urls = logged.map((entry) => entry.req?.url).filter(Boolean);
    expect(urls).toContain('/api/getSettings/site_name');
    expect(urls.filter((url) => /healthz|readyz/.test(url!))).toEqual([]);
  });

  it('readiness answers 503 `stopping` once the server is told to stop; liveness stays 200', async () => {
    server.app.lifecycle.stopping = true;
    try {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'stopping' });
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      server.app.lifecycle.stopping = false;
    }
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });
});

const dialect = new PgDialect();

/** A database that answers (or fails) as told, as a PostgreSQL server or PGlite. */
function fakeDatabase(
  kind: 'pglite' | 'postgres',
  behaviour: { down?: boolean; applied?: number; deaf?: boolean },
) {
  const handlers = new Map<string, NoticeHandler>();
  const queries: string[] = [];
  const execute = async (query: ReturnType<typeof sql>) => {
    const text = dialect.sqlToQuery(query);
    queries.push(text.sql);
    if (behaviour.down) throw new Error('connection refused');
    if (text.sql.includes('pg_notify')) {
      const [channel, payload] = text.params as string[];
      if (!behaviour.deaf) setImmediate(() => handlers.get(channel!)?.(payload));
      return { rows: [] };
    }
    if (text.sql.includes('to_regclass')) return { rows: [{ exists: true }] };
    if (text.sql.includes('max(created_at)')) return { rows: [{ at: String(behaviour.applied) }] };
    return { rows: [{ '?column?': 1 }] };
  };
  const database = {
    kind,
    db: { execute } as unknown as Database['db'],
    listen: async (channel: string, handler: NoticeHandler) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    },
  };
  return { database, queries };
}

describe('Readiness', () => {
  const expected = latestMigration();

  it('reads the newest migration of the migrations folder', () => {
    expect(expected).toBeGreaterThan(1_700_000_000_000);
  });

  it('is ready on the test database, at the current migration level', async () => {
    const { readiness } = await Readiness.create({
      database: server.database,
      stopping: () => false,
    });
    expect(await readiness.check()).toBeUndefined();
  });

  it('names the database when it does not answer', async () => {
    const { database } = fakeDatabase('pglite', { down: true, applied: expected });
    const { readiness } = await Readiness.create({ database, stopping: () => false });
    expect(await readiness.check()).toBe('database');
  });

  it('names the migrations while they are behind, and checks them until they hold once', async () => {
    const behind = { applied: expected - 1 };
    const { database, queries } = fakeDatabase('pglite', behind);
    const { readiness } = await Readiness.create({ database, stopping: () => false });
    expect(await readiness.check()).toBe('migrations');
    behind.applied = expected;
    expect(await readiness.check()).toBeUndefined();
    const asked = queries.length;
    expect(await readiness.check()).toBeUndefined();
    // Once at the level, a check is one query.
    expect(queries.length - asked).toBe(1);
  });

  it('on a PostgreSQL server, needs the notice it sends itself to be heard', async () => {
    const hearing = fakeDatabase('postgres', { applied: expected });
    const ready = await Readiness.create({ database: hearing.database, stopping: () => false });
    expect(await ready.readiness.check()).toBeUndefined();

    const deaf = fakeDatabase('postgres', { applied: expected, deaf: true });
    const unready = await Readiness.create({
      database: deaf.database,
      stopping: () => false,
      waitMs: 50,
    });
    expect(await unready.readiness.check()).toBe('notices');
  });

  it('shares one check among those asked for while it runs', async () => {
    const { database, queries } = fakeDatabase('postgres', { applied: expected });
    const { readiness } = await Readiness.create({ database, stopping: () => false });
    await readiness.check();
    const asked = queries.length;
    const answers = await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
    expect(answers).toEqual([undefined, undefined, undefined]);
    expect(queries.length - asked).toBe(1);
  });

  it('answers `stopping` without asking the database once told to stop', async () => {
    const { database, queries } = fakeDatabase('pglite', { applied: expected });
    const { readiness } = await Readiness.create({ database, stopping: () => true });
    expect(await readiness.check()).toBe('stopping');
    expect(queries).toEqual([]);
  });
});
