import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.js';
import { workspaceResolve } from './scripts/packages/source-condition.js';

/**
 * The toolbar globals every story's play function and axe check run under: the defaults of
 * `.storybook/preview.tsx` (default theme, light), then the dark palette of another theme,
 * so that contrast is checked in dark mode and beyond the default theme.
 */
const storybookRuns = [
  { name: 'storybook', globals: {} },
  { name: 'storybook-christmas-dark', globals: { theme: 'christmas', mode: 'dark' } },
];

/**
 * Test files run side by side, one per core (Vitest's own default leaves one core idle, which
 * on a two-core machine runs every file one after another); VITEST_WORKERS overrides it.
 */
const maxWorkers = Number(process.env.VITEST_WORKERS ?? availableParallelism());

/**
 * The projects whose code runs on Node (the server, the conformance runner that starts it,
 * the scripts and the packages' Node tests) resolve packages as Node does, which knows no
 * `module` condition (prom-client requires @opentelemetry/api, whose `module` build Node
 * cannot load). Not extended from the root, whose conditions would be added to these.
 */
const onNode = {
  resolve: workspaceResolve.resolve,
  environments: {
    ssr: {
      resolve: {
        conditions: workspaceResolve.environments.ssr.resolve.conditions.filter(
          (condition) => condition !== 'module',
        ),
      },
    },
  },
};

export default defineConfig({
  ...workspaceResolve,
  test: {
    maxWorkers,
    projects: [
      {
        ...onNode,
        test: {
          name: 'unit',
          maxWorkers,
          environment: 'node',
          // Files share a worker's modules; each starts what it needs (servers, databases).
          isolate: false,
          include: [
            'packages/api-client/src/**/*.test.ts',
            'packages/ar-runtime/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'packages/conformance/src/**/*.test.ts',
            'scripts/**/*.test.{js,ts}',
            'openapi/**/*.test.ts',
          ],
          // Some of these start a real database (initdb takes seconds on a busy machine).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...onNode,
        test: {
          name: 'server',
          maxWorkers,
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          // Tests of a PostgreSQL server's own features (two instances on one database) run
          // only in the run on one (TEST_POSTGRES_URL).
          exclude: process.env.TEST_POSTGRES_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'server/src/**/*.postgres.test.ts'],
          globalSetup: ['server/src/test/globalSetup.ts'],
          // Files share a worker's modules (each file still opens a database of its own):
          // importing the server again for every file was a third of the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Files share a worker's modules and jsdom window (testing-library cleans the DOM
          // after each test): loading React, the kit and jsdom again for every file was four
          // fifths of the run.
          isolate: false,
          // A screen a test imports is transformed then, inside the test's time, by whichever
          // file of the worker asks first.
          testTimeout: 15_000,
          hookTimeout: 30_000,
          include: ['packages/ui/src/**/*.test.tsx', 'app/src/**/*.test.{ts,tsx}'],
          setupFiles: ['scripts/vitest.dom-setup.ts'],
        },
      },
      ...storybookRuns.map(({ name, globals }): TestProjectInlineConfiguration => ({
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook', initialGlobals: globals })],
        // Bundled before the first test: a dependency found mid-run makes Vite reload the
        // page under a running test, which then fails to import its set-up file.
        optimizeDeps: { include: ['@vanilla-extract/sprinkles/createRuntimeSprinkles'] },
        test: {
          name,
          // One page at a time: the stories' set-up dominates, and two pages at once on two
          // cores took longer than one.
          maxWorkers: 1,
          // One page for all the files: each story renders under its own globals, and a page
          // per file spent two thirds of the run loading the preview again.
          isolate: false,
          // Vitest runs projects with other worker counts in a group of their own.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      })),
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'storybook-docs',
          environment: 'jsdom',
          include: ['.storybook/**/*.test.ts'],
        },
      },
    ],
  },
});
