import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { ConfigError } from '../config.js';

/**
 * The embedded database's data directory is used by one process at a time: two PGlite
 * instances writing the same files would corrupt them. The holder keeps a lock file next to
 * the directory (`<dir>.lock`, created exclusively) that names its process id; another
 * process refuses to open the directory while that process lives, and takes the lock over
 * once it has ended (killed, or crashed) without removing it.
 */
export class DataDirectoryInUseError extends ConfigError {
  override name = 'DataDirectoryInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${holder} (lock file ${lockPath(dataDir)}); stop that process or use another DATA_DIR`,
    );
  }
}

/** The lock file of a data directory. */
export const lockPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`;

export interface DataDirectoryLock {
  /** Removes the lock file (once; later calls do nothing). */
  release(): void;
}

/** Whether the process `pid` exists (a process of another user's counts too). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id a lock file names, or undefined when it names none (being written, or damaged). */
function holderOf(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(/^\d+/.exec(text)?.[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Creates `file` holding this process's id; false when it exists. */
function createExclusive(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes `file` unless it is already gone. */
function remove(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * A lock file that names no process is being written by its creator, or was left damaged:
 * it is taken for stale after this many attempts (each a few milliseconds apart).
 */
const UNNAMED_ATTEMPTS = 50;

/**
 * Takes the lock of `dataDir`, or throws `DataDirectoryInUseError` naming the process that
 * holds it. A lock whose process has ended is taken over: one contender at a time removes
 * it, under a second exclusive file (`<lock>.takeover`) that is itself taken over when its
 * own process has ended.
 */
export async function lockDataDirectory(dataDir: string): Promise<DataDirectoryLock> {
  const file = lockPath(dataDir);
  const takeover = `${file}.takeover`;
  for (let attempt = 0; ; attempt += 1) {
    if (createExclusive(file)) break;
    const holder = holderOf(file);
    if (holder === process.pid || (holder !== undefined && processAlive(holder))) {
      throw new DataDirectoryInUseError(dataDir, holder);
    }
    if (holder === undefined && attempt < UNNAMED_ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    // The holder has ended: remove its lock, unless another contender is doing so.
    if (createExclusive(takeover)) {
      try {
        if (holderOf(file) === holder) remove(file);
      } finally {
        remove(takeover);
      }
    } else {
      const taking = holderOf(takeover);
      if (taking !== undefined && !processAlive(taking)) remove(takeover);
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  let released = false;
  const onExit = () => release();
  function release() {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    if (holderOf(file) === process.pid) remove(file);
  }
  // A process that ends without closing the database leaves no lock behind.
  process.on('exit', onExit);
  return { release };
}
