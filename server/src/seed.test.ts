import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenOptions } from './db/database.js';
import { settings } from './db/schema/index.js';
import { seedSettings } from './modules/settings/settings.module.js';
import { seed } from './seed.js';

/** The modules' seeds, as the server's start runs them. */
const seeded: OpenOptions = { seed: (db) => seed(db, new Date('2026-03-02T10:00:00+08:00')) };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function readCstel(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const rows = await db.select().from(settings).where(eq(settings.key, 'cstel'));
  return rows[0]?.value;
}

describe('openDatabase', () => {
  it('keeps data on disk across a restart and never re-seeds over it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'citylife-pglite-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await openDatabase({ kind: 'pglite', dataDir }, seeded);
    expect(await readCstel(first.db)).toBe(seedSettings.cstel);
    await first.db.update(settings).set({ value: '0477-7654321' }).where(eq(settings.key, 'cstel'));
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir }, seeded);
    cleanups.push(() => second.close());
    expect(await readCstel(second.db)).toBe('0477-7654321');
    const migrations = (await second.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    const journal = JSON.parse(
      await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    // Each migration ran once, on the first start only.
    expect(migrations.rows[0]).toEqual({ n: journal.entries.length });
  });

  it('uses a PostgreSQL server given a postgres:// URL, with the same migrations and seed', async () => {
    const pglite = await PGlite.create();
    const socketServer = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
    await socketServer.start();
    cleanups.push(() => pglite.close());
    cleanups.push(() => socketServer.stop());

    const url = `postgres://postgres:postgres@${socketServer.getServerConn()}/postgres`;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 }, seeded);
    cleanups.push(() => database.close());

    expect(database.kind).toBe('postgres');
    expect(await readCstel(database.db)).toBe(seedSettings.cstel);
    // The rows really are in the server's database, not in a local one.
    const direct = await pglite.query<{ value: string }>(
      "select value from settings where key = 'cstel'",
    );
    expect(direct.rows[0]?.value).toBe(seedSettings.cstel);
  });
});
