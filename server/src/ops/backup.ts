// Backups of the server's database and their restoration (`npm run backup -- FILE`,
// `npm run restore -- FILE [--force]`).
//
// The embedded database (PGlite): the backup is PGlite's dump of the data directory, a
// gzipped tar, taken consistently between two transactions. While a server runs on the
// directory it holds the directory's lock, so the backup asks it for the dump through the
// directory's control socket, which only the directory owner's processes can reach (see
// db/control.ts); with no server running, the backup takes the lock and reads the
// directory itself. Restoring loads the dump into an empty directory.
//
// PostgreSQL (DATABASE_URL): `pg_dump --format=custom` and `pg_restore`, the programs of
// the server's major version (POSTGRES_BIN, else Debian's PostgreSQL 15, else the PATH).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  ConfigError,
  readBackupSettings,
  type BackupSettings,
  type ServerConfig,
} from '../config.js';
import { dumpConsistent, requestDump } from '../db/control.js';
import { durableOptions, holdsDatabase, syncTree } from '../db/durable.js';
import { lockDataDirectory } from '../db/lock.js';

/** A backup or restore that cannot be done as asked; its message says why. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The embedded database's directory of a configuration. */
export const pgliteDir = (config: Pick<ServerConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'pglite');

/** Where PostgreSQL's programs are found: POSTGRES_BIN, Debian's PostgreSQL 15, or the PATH. */
function postgresProgram(name: string, settings: BackupSettings): string {
  const dirs = [settings.postgresBin, '/usr/lib/postgresql/15/bin'].filter(Boolean) as string[];
  for (const dir of dirs) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

/** Runs a program; rejects with its error output when it fails. */
function runProgram(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${program}: ${error.message}`)));
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(program)} failed (${code}): ${stderr.trim()}`));
    });
  });
}

/** Writes `data` to `file` through a temporary file, synced, so that `file` is whole or absent. */
async function writeWhole(file: string, data: Uint8Array) {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.partial`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

export interface BackupResult {
  kind: 'pglite' | 'postgres';
  /** Whether a running server made the dump (PGlite). */
  fromServer: boolean;
  bytes: number;
}

/** Backs up the configured database to `file`. */
export async function backup(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  file: string,
  settings: BackupSettings = readBackupSettings(),
): Promise<BackupResult> {
  if (config.databaseUrl) {
    const temporary = `${file}.partial`;
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await runProgram(postgresProgram('pg_dump', settings), [
      '--format=custom',
      '--file',
      temporary,
      '--dbname',
      config.databaseUrl,
    ]);
    await rename(temporary, file);
    const handle = await open(file, 'r');
    const { size } = await handle.stat();
    await handle.sync();
    await handle.close();
    return { kind: 'postgres', fromServer: false, bytes: size };
  }
  const dataDir = pgliteDir(config);
  const served = await requestDump(dataDir);
  if (served) {
    await writeWhole(file, served);
    return { kind: 'pglite', fromServer: true, bytes: served.length };
  }
  if (!holdsDatabase(dataDir)) throw new BackupError(`${dataDir} holds no database`);
  const lock = await lockDataDirectory(dataDir);
  try {
    const pglite = await PGlite.create(durableOptions(dataDir));
    try {
      const dump = new Uint8Array(await (await dumpConsistent(pglite)).arrayBuffer());
      await writeWhole(file, dump);
      return { kind: 'pglite', fromServer: false, bytes: dump.length };
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** The kind of database a backup file is of, by its first bytes. */
function kindOf(data: Uint8Array): 'pglite' | 'postgres' | undefined {
  if (data[0] === 0x1f && data[1] === 0x8b) return 'pglite';
  if (Buffer.from(data.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

export interface RestoreOptions {
  /** Replaces a database that holds data (else the restore refuses). */
  force?: boolean;
}

/** Restores `file` into the configured database, which must be empty unless `force`. */
export async function restore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  file: string,
  { force = false }: RestoreOptions = {},
  settings: BackupSettings = readBackupSettings(),
): Promise<{ kind: 'pglite' | 'postgres' }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  const head = new Uint8Array(8);
  await handle.read(head, 0, head.length, 0);
  await handle.close();
  const kind = kindOf(head);
  if (!kind) throw new BackupError(`${file} is not a backup of this server`);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a backup of the embedded database; unset DATABASE_URL to restore it`
        : `${file} is a PostgreSQL backup; set DATABASE_URL to the database to restore it into`,
    );
  }
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, force, settings);
  } else {
    await restorePglite(pgliteDir(config), file, force);
  }
  return { kind };
}

async function restorePglite(dataDir: string, file: string, force: boolean) {
  await mkdir(path.dirname(dataDir), { recursive: true });
  // A server running on the directory holds its lock: the restore refuses, naming it.
  const lock = await lockDataDirectory(dataDir);
  try {
    const entries = existsSync(dataDir) ? await readdir(dataDir) : [];
    if (entries.length > 0) {
      if (!force) {
        throw new BackupError(
          `${dataDir} already holds ${holdsDatabase(dataDir) ? 'a database' : 'files'}; restore with --force to replace it`,
        );
      }
      await rm(dataDir, { recursive: true, force: true });
    }
    await mkdir(dataDir, { recursive: true });
    const dump = new Blob([await readFile(file)], { type: 'application/x-gzip' });
    const pglite = await PGlite.create({ ...durableOptions(dataDir), loadDataDir: dump });
    try {
      // Recovery ran at the start; the restored database answers.
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
    await syncTree(dataDir);
  } finally {
    lock.release();
  }
}

async function restorePostgres(
  url: string,
  file: string,
  force: boolean,
  settings: BackupSettings,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    tables = Number(rows[0]!.n);
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `the database already holds ${tables} tables; restore with --force to replace them`,
    );
  }
  await runProgram(postgresProgram('pg_restore', settings), [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    ...(tables > 0 ? ['--clean', '--if-exists'] : []),
    '--dbname',
    url,
    file,
  ]);
}

/** Runs `backup FILE` or `restore FILE [--force]` as the command line says; answers the exit code. */
export async function runCommand(
  args: string[],
  config: ServerConfig,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) {
    throw new ConfigError('usage: npm run backup -- FILE | npm run restore -- FILE [--force]');
  }
  const file = path.resolve(files[0]!);
  const where = config.databaseUrl ? 'the PostgreSQL database' : pgliteDir(config);
  if (command === 'backup') {
    const result = await backup(config, file);
    print(
      `Backed up ${where} to ${file} (${result.bytes} bytes${result.fromServer ? ', from the running server' : ''}).`,
    );
  } else {
    await restore(config, file, { force });
    print(`Restored ${file} into ${where}.`);
  }
  return 0;
}
