// A throw-away PostgreSQL server for tests and benchmarks: Debian's PostgreSQL 15 (its
// cluster stays down), started with initdb/pg_ctl in a temporary data directory on a free
// loopback port, as a non-root user (PostgreSQL refuses to run as root), trusting local
// connections only. `node scripts/postgres.mjs -- <command>` runs the command with
// TEST_POSTGRES_URL set and stops the server after it; imported, `startPostgres()` answers
// the URL, a stop function, and pause and resume functions that stop and start it again.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { run } from './run.mjs';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
/** The system account the server runs as when this process is root. */
const SERVER_USER = process.env.POSTGRES_USER_ACCOUNT ?? 'postgres';
const DATABASE_USER = 'citylife';

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the server's account when this process is root. */
function asServerUser(program, args) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', SERVER_USER, '--', path.join(BIN, program), ...args]]
    : [path.join(BIN, program), args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error}`);
  }
  return result.stdout;
}

/**
 * Starts the server; resolves `{ url, stop }` once it accepts connections. The data
 * directory (and the socket) live in a new temporary directory removed by `stop()`.
 */
export function startPostgres() {
  if (!existsSync(path.join(BIN, 'pg_ctl'))) {
    throw new Error(`PostgreSQL is not installed at ${BIN} (Debian: apt-get install postgresql).`);
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'citylife-postgres-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  if (isRoot) execFileSync('chown', [SERVER_USER, root]);
  const port = freePort();
  asServerUser('initdb', [
    '--pgdata',
    dataDir,
    '--username',
    DATABASE_USER,
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    '--locale',
    'C.UTF-8',
    '--no-sync',
  ]);
  // A throwaway server: nothing on it has to outlive the run, so it never waits on the disk.
  const THROWAWAY = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const start = () =>
    asServerUser('pg_ctl', [
      '--pgdata',
      dataDir,
      '--log',
      path.join(root, 'server.log'),
      '--wait',
      '--options',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root} -c max_connections=200 ${THROWAWAY}`,
      'start',
    ]);
  start();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asServerUser('pg_ctl', ['--pgdata', dataDir, '--mode', 'immediate', '--wait', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // An outage for the tests of clients that must live through one: the server stops (its
  // connections end) and starts again on the same data and port.
  const pause = () =>
    asServerUser('pg_ctl', ['--pgdata', dataDir, '--mode', 'fast', '--wait', 'stop']);
  const resume = start;
  return {
    url: `postgres://${DATABASE_USER}@127.0.0.1:${port}/postgres`,
    stop,
    pause,
    resume,
    root,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? '' : process.argv.slice(separator + 1).join(' ');
  if (!command) {
    console.error('Usage: node scripts/postgres.mjs -- <command>');
    process.exit(2);
  }
  const server = startPostgres();
  let code = 1;
  try {
    code = await run(command, { env: { ...process.env, TEST_POSTGRES_URL: server.url } });
  } finally {
    server.stop();
  }
  process.exit(code);
}
