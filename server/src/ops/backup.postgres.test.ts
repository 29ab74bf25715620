// Backups of a PostgreSQL database: `npm run backup` (pg_dump) while a server runs and
// shoppers go on writing, `npm run restore` (pg_restore) into a new, empty database, served
// there by a new server with every write acknowledged before the backup started.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupUnderLoad, createShoppers } from '../test/backupRoundTrip.js';
import { databaseUrl, onServer } from '../test/globalSetup.js';
import { useServerProcesses, type ServerData } from '../test/processes.js';

const processes = useServerProcesses();
const cleanups: Array<() => Promise<void>> = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

describe('backups of a PostgreSQL database', () => {
  it('are consistent under load, restore into an empty database and are served there', async () => {
    const data = await processes.data();
    expect(data.kind).toBe('postgres');
    const shoppers = await createShoppers(data);
    const server = await processes.start(data);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-backup-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));

    const serverUrl = databaseUrl(inject('postgresTemplate'), 'postgres');
    const name = `citylife_restore_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl, `create database ${name}`);
    cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
    const restoredUrl = databaseUrl(serverUrl, name);
    const restored: ServerData = {
      kind: 'postgres',
      env: { DATABASE_URL: restoredUrl },
      open: () => Promise.reject(new Error('opened by its servers only')),
      remove: () => Promise.resolve(),
    };

    const result = await backupUnderLoad({
      server,
      shoppers,
      file: path.join(dir, 'citylife.dump'),
      backupEnv: { ...data.env, DATA_DIR: dir },
      restoreEnv: { DATABASE_URL: restoredUrl, DATA_DIR: dir },
      startRestored: () => processes.start(restored),
    });
    expect(result.restored).toBeGreaterThanOrEqual(result.acknowledgedBefore);
    console.log(
      `PostgreSQL backup round trip: ${result.acknowledged} writes acknowledged, ` +
        `${result.acknowledgedBefore} before the backup started, ${result.restored} restored.`,
    );
  }, 360_000);
});
