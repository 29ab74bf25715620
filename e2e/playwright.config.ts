import { defineConfig } from '@playwright/test';
import {
  chromiumReporters,
  chromiumUse,
  mobileChromiumProjects,
} from '../scripts/playwright-shared.js';

// Each worker starts the built server on a fresh database of its own (support/server.ts),
// so test files run side by side without seeing each other's data.
// A run set to a date (E2E_NOW, an ISO 8601 instant): the servers and the pages start at that
// time, read at the real instant chosen here, and run on from it.
if (process.env.E2E_NOW) process.env.E2E_CLOCK_FROM ??= String(Date.now());

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  // Two test files at a time: one per core of the CI machine (with three, the journeys that
  // run axe on every screen ran past their time limits).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: chromiumReporters,
  use: chromiumUse,
  projects: mobileChromiumProjects,
});
