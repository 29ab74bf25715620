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
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: ['ignore', 'pipe', 'pipe'], shell: true, ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
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
