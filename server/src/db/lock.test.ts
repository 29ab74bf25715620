// One process per embedded data directory: a second server on the directory refuses to
// start, naming the holder; a lock left by a killed server is taken over. Real server
// processes on a PGlite directory of their own (on either database step: the lock is the
// embedded database's).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory, lockPath } from './lock.js';
import { useServerProcesses } from '../test/processes.js';
import { useTempDirs } from '../test/tempDirs.js';

const processes = useServerProcesses();
const tempDir = useTempDirs('lock');

/** The id of a process that has ended. */
function endedPid(): number {
  const ended = spawnSync(process.execPath, ['-e', '']);
  return ended.pid!;
}

describe('the data directory lock', () => {
  it('refuses a second holder in this process, naming it, until released', async () => {
    const dataDir = path.join(await tempDir(), 'pglite');
    const lock = await lockDataDirectory(dataDir);
    expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    const refused = await lockDataDirectory(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirectoryInUseError);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lockPath(dataDir))).toBe(false);
    (await lockDataDirectory(dataDir)).release();
  });

  it('takes over a lock whose process has ended', async () => {
    const dataDir = path.join(await tempDir(), 'pglite');
    writeFileSync(lockPath(dataDir), `${endedPid()}\n`);
    const lock = await lockDataDirectory(dataDir);
    expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('lets one server process run on a data directory; a killed one’s lock is taken over', async () => {
    const data = await processes.embeddedData();
    const first = await processes.start(data);
    const refusal = await processes.start(data).then(
      () => undefined,
      (error: Error) => error.message,
    );
    // Exits with 1, one line naming the holder.
    expect(refusal).toMatch(/ended before it started \(1\)/);
    const lines = refusal!.split('\n').filter((line) => line.includes('cannot start'));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^City Life cannot start: the data directory .* is in use by process ${first.pid} `,
        ),
      ),
    ]);
    expect(first.exited).toBe(false);
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);

    await first.kill('SIGKILL');
    const second = await processes.start(data);
    expect((await fetch(`${second.url}/api/health`)).ok).toBe(true);
    expect(readFileSync(lockPath(path.join(data.env.DATA_DIR!, 'pglite')), 'utf8').trim()).toBe(
      String(second.pid),
    );
  }, 300_000);
});
