/**
 * The `test` and `expect` of the end-to-end tests.
 * - Every page fails its test on a Content Security Policy violation reported in its
 *   console: the server's policy must allow exactly what the app does.
 * - In a run set to a date (`E2E_NOW`), each page's clock is installed at the server's time
 *   and runs on from there, so the app and the server agree on what day and hour it is.
 * - Each worker has a server and database of its own (`baseURL` points at it).
 */
import { test as base, expect } from '@playwright/test';
import { shiftedNow } from './clock';
import { startE2eServer, type E2eServer } from './server';

/**
 * A worker fixture: a server and database of the worker's own, started before its first test
 * and stopped after its last.
 */
export const serverOfTheWorker: [
  (fixtures: object, provide: (server: E2eServer) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] = [
  // Playwright reads a fixture's dependencies from its first parameter's pattern.
  // eslint-disable-next-line no-empty-pattern
  async ({}, provide) => {
    const server = await startE2eServer();
    await provide(server);
    await server.stop();
  },
  { scope: 'worker', timeout: 90_000 },
];

export const test = base.extend<object, { workerServer: E2eServer }>({
  workerServer: serverOfTheWorker,
  baseURL: async ({ workerServer }, provide) => provide(workerServer.baseURL),
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
