// The benchmarks' last line of clean-up, a process of its own (detached, in a group of its
// own so that a terminal's Ctrl-C does not reach it) started by backends.ts: it is told, over
// its IPC channel, the PostgreSQL data directories and temporary directories of the run, and
// when the channel closes — the benchmark ended, however: even killed outright, by SIGKILL or
// by tsx, which kills a child that does not answer its signal in time — it stops each server
// still running in those directories (SIGQUIT to the postmaster named by a postmaster.pid
// there or one level down: an immediate shutdown) and removes them. After a clean end there
// is nothing left to do.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Temporary directories to remove, once the servers running in them are stopped. */
const dirs = [];

process.on('message', (message) => {
  if (typeof message.remove === 'string') dirs.push(message.remove);
});

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The postmaster of a data directory, when one still runs there. */
function postmasterOf(dataDir) {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  // The pid file may be stale and its number reused: only a PostgreSQL server is stopped.
  const command = `/proc/${pid}/cmdline`;
  if (existsSync(command) && !readFileSync(command, 'utf8').includes('postgres')) return undefined;
  return pid;
}

/** The directory and its subdirectories: where a data directory may be. */
const candidates = (dir) => {
  try {
    const subdirs = readdirSync(dir, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    return [dir, ...subdirs.map((entry) => path.join(dir, entry.name))];
  } catch {
    return [];
  }
};

process.on('disconnect', async () => {
  for (const dataDir of dirs.flatMap(candidates)) {
    try {
      const pid = postmasterOf(dataDir);
      if (pid === undefined) continue;
      process.kill(pid, 'SIGQUIT');
      for (let waited = 0; waited < 10_000 && alive(pid); waited += 100) await sleep(100);
    } catch {
      // Gone meanwhile (its own clean-up stopped it): nothing to stop.
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
