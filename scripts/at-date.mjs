// Runs a command with the process clock set to another date, through Debian's faketime:
//   node scripts/at-date.mjs 2028-02-29T12:00:00+08:00 [--tz America/Los_Angeles] -- <command>
// The clock starts at that instant and runs on; child processes (test workers, databases)
// read the same time. The monotonic clock is left alone, so timers behave as usual.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { captured } from './run.mjs';

/**
 * Runs `command` through the shell at `instant`; resolves with its exit code, or with
 * `{ code, output }` when `capture` holds its output back.
 */
export function runAtDate(instant, command, { tz, env = process.env, capture = false } = {}) {
  const target = Date.parse(instant);
  if (Number.isNaN(target)) throw new Error(`Not a date: ${instant}`);
  const offset = Math.round((target - Date.now()) / 1000);
  const child = spawn(
    'faketime',
    ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, 'sh', '-c', command],
    {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1', ...(tz ? { TZ: tz } : {}) },
    },
  );
  const missing = (error) =>
    `faketime could not start (${error.message}); bash scripts/ensure-test-tools.sh installs it`;
  if (capture) return captured(child, missing);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(missing(error));
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const options = dash >= 0 ? args.slice(0, dash) : args.slice(0, 1);
  const command = (dash >= 0 ? args.slice(dash + 1) : args.slice(1)).join(' ');
  const [instant] = options;
  const tzIndex = options.indexOf('--tz');
  const tz = tzIndex >= 0 ? options[tzIndex + 1] : undefined;
  if (!instant || !command) {
    console.error('Usage: node scripts/at-date.mjs <ISO 8601 instant> [--tz Zone] -- <command>');
    process.exit(2);
  }
  process.exit(await runAtDate(instant, command, { tz }));
}
