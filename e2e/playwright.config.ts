import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';
import { freePort } from '../scripts/free-port.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Chosen once by the main process; its workers inherit it.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// Every run starts the built server on a fresh database of its own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'citylife-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// A run set to a date (E2E_NOW, an ISO 8601 instant): the server and the pages start at that
// time, read at the real instant chosen here, and run on from it.
const shifted = Boolean(process.env.E2E_NOW);
if (shifted) process.env.E2E_CLOCK_FROM ??= String(Date.now());

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: shifted ? 'node e2e/support/serve-at.mjs' : 'node server/dist/main.js',
        cwd: repoRoot,
        url: `${baseURL}/api/getSettings/cstel`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          // The tests read passcodes and captcha answers and pay through the sandbox.
          CITYLIFE_MODE: 'development',
          // Every shopper of the suite calls from this one machine.
          ADDRESS_LIMITS: 'passcodesPerHour=1000,resetsPerHour=1000,signInFailures=1000',
          ...(shifted
            ? { E2E_NOW: process.env.E2E_NOW!, E2E_CLOCK_FROM: process.env.E2E_CLOCK_FROM! }
            : {}),
        },
      },
});
