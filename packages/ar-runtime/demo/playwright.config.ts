import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
// Test tooling shares the project's Chromium binary, launch flags and phone-sized project.
import {
  chromiumReporters,
  chromiumUse,
  mobileChromiumProjects,
} from '../../../scripts/playwright-shared.js';

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
  reporter: chromiumReporters,
  use: { baseURL, ...chromiumUse },
  projects: mobileChromiumProjects,
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
