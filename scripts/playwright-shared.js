// The parts of a Playwright configuration that every suite run on the project's Chromium shares:
// its reporters, the browser launch and failure artefacts, and the one phone-sized project.
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';

/** The list reporter, then the one that names the Chromium the run used. */
export const chromiumReporters = [
  ['list'],
  [fileURLToPath(new URL('./chromium-reporter.js', import.meta.url))],
];

export const chromiumUse = {
  // A failed test keeps its trace of DOM snapshots and a screenshot of the end; the trace's
  // screencast frames would cost a third of the run's processor time, so it records none.
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

export const mobileChromiumProjects = [
  {
    name: 'mobile-chromium',
    use: {
      ...devices['Pixel 7'],
      browserName: 'chromium',
      viewport: { width: 375, height: 740 },
    },
  },
];
