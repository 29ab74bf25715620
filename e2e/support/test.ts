/**
 * The `test` and `expect` of the end-to-end tests. In a run set to a date (`E2E_NOW`), each
 * page's clock is installed at the server's time and runs on from there, so the app and the
 * server agree on what day and hour it is.
 */
import { test as base, expect } from '@playwright/test';
import { shiftedNow } from './clock';

export const test = base.extend({
  page: async ({ page }, provide) => {
    const now = shiftedNow();
    if (now) await page.clock.install({ time: now });
    await provide(page);
  },
});

export { expect };
