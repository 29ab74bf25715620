import { existsSync, fsyncSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The embedded database's files on disk with commits that reach the disk before they are
 * acknowledged.
 *
 * PGlite starts PostgreSQL with fsync off (`-F`), and its WebAssembly build syncs nothing
 * even with fsync on: `fdatasync()` (the default `wal_sync_method`) is an empty system call
 * there, and `fsync()` asks the filesystem's `fsync` operation, which the Node.js
 * filesystem does not have. A commit's WAL record is written to the operating system
 * (it survives the process being killed) but not synced (an operating-system crash or a
 * power cut may lose it). So the files are mounted with an `fsync` operation that syncs the
 * real file, and PostgreSQL runs with fsync on and `wal_sync_method=fsync`: every commit
 * syncs the WAL before it returns, and checkpoints sync the data files, the control file
 * and the directories they changed, in PostgreSQL's own order.
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const mounted = await super.init(...args);
    const preRun = mounted.emscriptenOpts.preRun ?? [];
    mounted.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const nodefs = (mod as unknown as MountedModule).FS.filesystems.NODEFS;
        nodefs.stream_ops.fsync = (stream) =>
          nodefs.tryFSOperation(() => {
            // A stream PostgreSQL opened (a file or a directory) has the real descriptor.
            if (stream.nfd !== undefined) fsyncSync(stream.nfd);
            return 0;
          });
      },
    ];
    return mounted;
  }
}

/** What the mount above uses of Emscripten's module: its NODEFS filesystem. */
interface MountedModule {
  FS: {
    filesystems: {
      NODEFS: {
        stream_ops: { fsync?: (stream: { nfd?: number }) => number };
        tryFSOperation<T>(operation: () => T): T;
      };
    };
  };
}

/**
 * PostgreSQL's settings for durable commits: PGlite's own start parameters without `-F`,
 * with fsync on and the WAL synced by `fsync()`.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
];

/** Whether `dataDir` holds a database already (else PGlite creates one there). */
export const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/** The options that open `dataDir` with durable commits. */
export function durableOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS };
}

/**
 * Syncs every file and directory under `dir` to disk: the files PGlite writes itself when it
 * creates a data directory or loads a dump, which PostgreSQL's own syncs do not cover.
 */
export async function syncTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(child);
    else if (entry.isFile()) await syncPath(child);
  }
  await syncPath(dir);
}

async function syncPath(file: string) {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
