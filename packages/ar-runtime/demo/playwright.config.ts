import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
// Test tooling shares the project's Chromium binary and launch flags.
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const port = 18766;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../../../test-results/ar-demo',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [fileURLToPath(new URL('../../../scripts/chromium-reporter.js', import.meta.url))],
  ],
  use: {
    baseURL,
    // A failed test keeps its trace of DOM snapshots and a screenshot of the end; the trace's
    // screencast frames would cost a third of the run's processor time, so it records none.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
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
  webServer: {
    command:
      'npx vite build --config packages/ar-runtime/demo/vite.config.ts --logLevel warn && ' +
      'npx vite preview --config packages/ar-runtime/demo/vite.config.ts',
    cwd: repoRoot,
    url: `${baseURL}/index.html`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
