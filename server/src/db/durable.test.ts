// The embedded database on disk syncs its commits: PostgreSQL runs with fsync on and the
// WAL synced by fsync(), and the data directory's mount passes that fsync() to the file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the embedded database on disk', () => {
  it('syncs the WAL to disk at every commit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-durable-'));
    dirs.push(dir);
    // The run's snapshot when it has one (else PGlite creates and migrates the database).
    const snapshot = inject('dbSnapshot');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dir, 'pglite'),
      loadDataDir: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
    });
    try {
      const pglite = database.pglite!;
      const setting = async (name: string) =>
        (await pglite.query<Record<string, string>>(`show ${name}`)).rows[0]![name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('synchronous_commit')).toBe('on');

      // Each commit asks the mount to sync the WAL segment it wrote.
      const nodefs = (
        pglite.Module as unknown as {
          FS: {
            filesystems: {
              NODEFS: {
                stream_ops: { fsync(stream: { nfd?: number }): number };
                realPath(node: unknown): string;
              };
            };
          };
        }
      ).FS.filesystems.NODEFS;
      const synced: string[] = [];
      const fsync = nodefs.stream_ops.fsync;
      nodefs.stream_ops.fsync = (stream) => {
        synced.push(nodefs.realPath((stream as { node?: unknown }).node));
        return fsync(stream);
      };
      try {
        await pglite.exec('create table durable_probe (n int)');
        synced.length = 0;
        for (let n = 0; n < 3; n += 1) {
          await pglite.query('insert into durable_probe values ($1)', [n]);
        }
      } finally {
        nodefs.stream_ops.fsync = fsync;
      }
      expect(synced).toHaveLength(3);
      for (const file of synced) expect(file).toMatch(/\/pg_wal\/[0-9A-F]{24}$/);
    } finally {
      await database.close();
    }
  }, 180_000);
});
