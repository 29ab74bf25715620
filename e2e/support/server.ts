/**
 * The server of the end-to-end tests: the built server on a fresh database of its own, on a
 * free loopback port. Each test worker starts one (support/test.ts) and workers run test
 * files side by side, so what one file writes (an enrolment, a vote, an approval) never
 * shows in a file running at the same time.
 *
 * A run set to a date (`E2E_NOW`) starts `support/serve-at.mjs` instead, whose clock runs
 * from that date. `E2E_BASE_URL` points every worker at a server started elsewhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 60_000;

export interface E2eServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Waits until the server answers a public call, or fails with what it printed. */
async function waitUntilUp(baseURL: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/getSettings/cstel`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within ${STARTUP_MS} ms:\n${output()}`);
}

/** A loopback port that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server on a fresh database; `stop` ends it and removes its data. */
export async function startE2eServer(): Promise<E2eServer> {
  if (process.env.E2E_BASE_URL) {
    return { baseURL: process.env.E2E_BASE_URL, stop: async () => {} };
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citylife-e2e-'));
  const shifted = Boolean(process.env.E2E_NOW);
  const entry = shifted ? 'e2e/support/serve-at.mjs' : 'server/dist/main.js';
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The tests read passcodes and captcha answers and pay through the sandbox.
      CITYLIFE_MODE: 'development',
      // Every shopper of the suite calls from this one machine.
      ADDRESS_LIMITS: 'passcodesPerHour=1000,resetsPerHour=1000,signInFailures=1000',
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(baseURL, child, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
