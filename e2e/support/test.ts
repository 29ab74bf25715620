/**
 * The `test` and `expect` of the end-to-end tests.
 * - Every page fails its test on a Content Security Policy violation reported in its
 *   console: the server's policy must allow exactly what the app does.
 * - In a run set to a date (`E2E_NOW`), each page's clock is installed at the server's time
 *   and runs on from there, so the app and the server agree on what day and hour it is.
 */
import { test as base, expect } from '@playwright/test';
import { shiftedNow } from './clock';

export const test = base.extend({
  page: async ({ page }, provide) => {
    const now = shiftedNow();
    if (now) await page.clock.install({ time: now });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await provide(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };
