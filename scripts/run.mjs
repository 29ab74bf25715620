// Small helpers for the project's scripts: run a command with inherited output.
import { spawn } from 'node:child_process';

/** Runs `command` through the shell; resolves with its exit code. */
export function run(command, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `command` through the shell with its output held back; resolves with its exit code
 * and everything it printed (stdout and stderr interleaved as they came).
 */
export function runCaptured(command, options = {}) {
  return captured(spawn(command, { stdio: ['ignore', 'pipe', 'pipe'], shell: true, ...options }));
}

/**
 * The exit code and interleaved output of a child spawned with piped stdout and stderr; a
 * child that could not start ends with 127 and `describeError`'s words.
 */
export function captured(child, describeError = (error) => error.message) {
  return new Promise((resolve) => {
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 127, output: describeError(error) }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/**
 * Runs `tasks` at most `lanes` at a time, each through `runTask` (which resolves with what it
 * found); resolves with the results in the tasks' order.
 */
export async function runInLanes(tasks, lanes, runTask) {
  const results = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await runTask(tasks[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, tasks.length) }, lane));
  return results;
}

/** Starts a long-running command and returns the child; stops it when this process ends. */
export function start(command, options = {}) {
  const child = spawn(command, { stdio: 'inherit', shell: true, ...options });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  return child;
}
