// Backups of the embedded database: taken with `npm run backup` while a server runs on the
// data directory and shoppers go on writing, restored with `npm run restore` into a new data
// directory, served there by a new server with every write acknowledged before the backup
// started. Real processes, on a PGlite directory whichever database the run is on.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupUnderLoad, createShoppers, runScript } from '../test/backupRoundTrip.js';
import { useServerProcesses, type ServerData } from '../test/processes.js';
import { useTempDirs } from '../test/tempDirs.js';

const processes = useServerProcesses();
const tempDir = useTempDirs('backup');

/** A data directory the test made (a server creates or restores its database there). */
const dataAt = (dir: string): ServerData => ({
  kind: 'pglite',
  env: { DATA_DIR: dir },
  open: () => Promise.reject(new Error('opened by its servers only')),
  remove: () => rm(dir, { recursive: true, force: true }),
});

describe('backups of the embedded database', () => {
  it('are consistent under load, restore into an empty directory and are served there', async () => {
    const data = await processes.embeddedData();
    const shoppers = await createShoppers(data);
    const server = await processes.start(data);
    const file = path.join(await tempDir(), 'citylife.backup');
    const restoreDir = await tempDir();
    const result = await backupUnderLoad({
      server,
      shoppers,
      file,
      backupEnv: data.env,
      restoreEnv: { DATA_DIR: restoreDir },
      startRestored: () => processes.start(dataAt(restoreDir)),
    });
    // The running server made the dump; it still runs.
    expect(result.backupOutput).toContain('from the running server');
    expect(server.exited).toBe(false);
    expect(result.restored).toBeGreaterThanOrEqual(result.acknowledgedBefore);
    console.log(
      `PGlite backup round trip: ${result.acknowledged} writes acknowledged, ` +
        `${result.acknowledgedBefore} before the backup started, ${result.restored} restored.`,
    );
  }, 360_000);

  it('are taken from a directory no server runs on, and a restore into a running server’s directory is refused', async () => {
    const data = await processes.embeddedData();
    const file = path.join(await tempDir(), 'offline.backup');
    const backup = await runScript('backup', [file], data.env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).not.toContain('from the running server');

    const server = await processes.start(data);
    const refused = await runScript('restore', [file, '--force'], data.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by process ${server.pid}`);
    expect(server.exited).toBe(false);
  }, 360_000);
});
