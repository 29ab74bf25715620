import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
// The screenshot suite is test tooling (like e2e/), not kit code: it shares the project's
// Chromium launch settings. The import rule guards the kit's runtime sources.
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.js';
import { subPath } from './site';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Screenshots of every story of the built Storybook, in each theme and mode, at the
 * mobile viewport, compared with the baselines committed in `__screenshots__/`; and every
 * docs page of the built site, served from a sub-path. `npm run test:visual` builds
 * Storybook and runs this; `npm run test:visual:update` records new baselines after a
 * designer approves a change (never in CI).
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['stories.spec.ts', 'docs.spec.ts'],
  outputDir: '../../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [
    ['dot'],
    [fileURLToPath(new URL('../../../scripts/chromium-reporter.js', import.meta.url))],
  ],
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toMatchSnapshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node packages/ui/visual/serve.mjs',
    cwd: '../../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { VISUAL_PORT: String(port), VISUAL_SUB_PATH: subPath },
  },
});
