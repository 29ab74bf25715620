import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The local control channel of a process holding an embedded data directory: a Unix socket
 * in a directory only the directory's owner may enter (`<dir>.control/socket`, mode 0700),
 * so that only that user's processes (and root) reach it. A client sends one command line
 * and reads the answer until the end: `OK\n` then the payload, or `ERROR <message>\n`.
 *
 * The one command, `dump`, answers a consistent copy of the data directory (a gzipped tar,
 * as `PGlite.dumpDataDir` makes it): a checkpoint, then the files as they are between two
 * transactions.
 */
export const controlDir = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.control`;
export const controlSocket = (dataDir: string) => path.join(controlDir(dataDir), 'socket');

/** The longest command line read. */
const MAX_COMMAND = 64;

/** Answers `dump` commands about `pglite` on the data directory's socket; resolves to a stop function. */
export async function serveControl(pglite: PGlite, dataDir: string): Promise<() => Promise<void>> {
  const dir = controlDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stat = await lstat(dir);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) {
    throw new Error(`${dir} is not a directory of this user's`);
  }
  await chmod(dir, 0o700);
  const socket = controlSocket(dataDir);
  // A socket left by an ended process: this process holds the data directory's lock.
  await rm(socket, { force: true });
  const server = net.createServer((connection) => {
    let command = '';
    connection.on('error', () => {});
    connection.on('data', (chunk) => {
      command += chunk.toString('utf8');
      const end = command.indexOf('\n');
      if (end === -1 && command.length <= MAX_COMMAND) return;
      connection.removeAllListeners('data');
      void answer(command.slice(0, end === -1 ? MAX_COMMAND : end).trim(), connection);
    });
  });
  async function answer(command: string, connection: net.Socket) {
    if (command !== 'dump') {
      connection.end(`ERROR unknown command ${JSON.stringify(command.slice(0, MAX_COMMAND))}\n`);
      return;
    }
    try {
      const dump = await dumpConsistent(pglite);
      connection.write('OK\n');
      connection.end(Buffer.from(await dump.arrayBuffer()));
    } catch (error) {
      connection.end(`ERROR ${(error as Error).message.replaceAll('\n', ' ')}\n`);
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * A copy of the data directory between two transactions: after a checkpoint (so that
 * restoring it replays little WAL), the files are read at once while no statement or
 * transaction runs (PGlite's statements and transactions take the lock held meanwhile).
 */
export async function dumpConsistent(pglite: PGlite): Promise<Blob> {
  await pglite.exec('checkpoint');
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
}

/** Why a data directory's control socket gave no dump. */
export class ControlError extends Error {
  override name = 'ControlError';
}

/**
 * Asks the process holding `dataDir` for a dump through its control socket; resolves to
 * undefined when no process listens there.
 */
export function requestDump(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const connection = net.createConnection(controlSocket(dataDir), () => {
      connected = true;
      connection.write('dump\n');
    });
    connection.on('data', (chunk) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        resolve(undefined);
      } else reject(error);
    });
    connection.on('end', () => {
      const all = Buffer.concat(chunks);
      const line = all.indexOf('\n');
      const status = all.subarray(0, line === -1 ? all.length : line).toString('utf8');
      if (status === 'OK') resolve(all.subarray(line + 1));
      else reject(new ControlError(status.replace(/^ERROR /, '') || 'no answer'));
    });
  });
}
