import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Makes fresh directories under the system's temporary folder, named `citylife-<prefix>-…`,
 * and removes them all once the test file has run.
 */
export function useTempDirs(prefix: string): () => Promise<string> {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  return async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), `citylife-${prefix}-`));
    dirs.push(dir);
    return dir;
  };
}
