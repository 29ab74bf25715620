// The calendar step of `npm test`: the suites that read the clock (the whole suites run at
// the real date in the unit step before it), run at dates chosen to catch what the calendar
// can break (a weekday and the weekend around the shop's last pick-up slot, midnight in
// Shanghai, a leap day, a new year, a time zone far from Shanghai), then the shopper's
// end-to-end checkout on a weekday and a weekend date.
// The server and unit suites run under faketime (scripts/at-date.mjs); the end-to-end runs
// set the server's clock through the test launcher and the browser's with page.clock.
import { runCaptured, runInLanes } from './run.mjs';
import { runAtDate } from './at-date.mjs';

/** The server tests whose answers depend on the date or the hour. */
const SERVER_TIME = [
  'cart',
  'shop',
  'member',
  'voucher',
  'event',
  'poll',
  'pricelist',
  'classified',
  'registration',
].map((module) => `server/src/modules/${module}`);
/** The app and kit tests that read dates. */
const APP_TIME = [
  'app/src/features/cart',
  'app/src/features/shop',
  'app/src/stores',
  'app/src/common',
  'app/src/features/event',
  'app/src/features/registration',
  'packages/ui/src/components/Countdown',
  'packages/ui/src/components/DatePicker',
];
const vitest = (...args) => `npx vitest run --silent ${args.join(' ')}`;
const timeSuites = vitest('--project server --project dom', ...SERVER_TIME, ...APP_TIME);
/** The shopper's checkout, its artefacts in a folder of the row's own (rows run side by side). */
const shopperFlow = (folder) =>
  `npx playwright test -c e2e/playwright.config.ts --output test-results/calendar/${folder} ` +
  'tests/shopping.spec.ts -g "in zh-Hans|Alipay"';

const rows = [
  {
    when: 'Monday 10:00 Asia/Shanghai',
    at: '2026-11-30T10:00:00+08:00',
    tz: 'Asia/Shanghai',
    what: 'date-reading server, app and kit tests',
    command: timeSuites,
  },
  {
    when: 'Saturday 20:59 Asia/Shanghai',
    at: '2026-12-05T20:59:00+08:00',
    tz: 'UTC',
    what: 'date-reading server, app and kit tests',
    command: timeSuites,
  },
  {
    when: 'Sunday 23:59 Asia/Shanghai',
    at: '2026-12-06T23:59:00+08:00',
    tz: 'UTC',
    what: 'date-reading server, app and kit tests',
    command: timeSuites,
  },
  {
    when: '2028-02-29 (leap day) 12:00 Asia/Shanghai',
    at: '2028-02-29T12:00:00+08:00',
    tz: 'UTC',
    what: 'date-reading server, app and kit tests',
    command: timeSuites,
  },
  {
    when: '2030-01-01 00:00 Asia/Shanghai (31 Dec in Los Angeles)',
    at: '2030-01-01T00:00:00+08:00',
    tz: 'America/Los_Angeles',
    what: 'date-reading server and kit tests, every app test',
    command: vitest('--project server --project dom', ...SERVER_TIME, ...APP_TIME, 'app/src'),
  },
  {
    when: 'Monday 10:00 Asia/Shanghai (browser and server)',
    at: '2026-11-30T10:00:00+08:00',
    e2e: true,
    what: 'shopper checkout with self pick, end to end',
    command: shopperFlow('monday'),
  },
  {
    when: 'Saturday 20:59 Asia/Shanghai (browser and server)',
    at: '2026-12-05T20:59:00+08:00',
    e2e: true,
    what: 'shopper checkout with self pick, end to end',
    command: shopperFlow('saturday'),
  },
];

// Two rows at a time: a row alone leaves a core idle for much of its time (starting Vitest, a
// browser, the servers). A shopper row runs its two tests on one worker (one server start).
// Each row's output is printed whole as it ends.
const env = { ...process.env, E2E_WORKERS: '1' };
const results = await runInLanes(rows, 2, async (row) => {
  const started = performance.now();
  const { code, output } = row.e2e
    ? await runCaptured(row.command, { env: { ...env, E2E_NOW: row.at } })
    : await runAtDate(row.at, row.command, { tz: row.tz, env, capture: true });
  console.log(`\n=== ${row.when}: ${row.what}\n    ${row.command}\n${output}`);
  return { ...row, ok: code === 0, seconds: (performance.now() - started) / 1000 };
});

const width = Math.max(...rows.map((row) => row.when.length)) + 2;
console.log(
  `\n${'date'.padEnd(width)}${'time zone'.padEnd(22)}${'what ran'.padEnd(50)}result  seconds`,
);
for (const row of results) {
  const zone = row.e2e ? 'browser and server' : row.tz;
  console.log(
    `${row.when.padEnd(width)}${zone.padEnd(22)}${row.what.padEnd(50)}${(row.ok ? 'pass' : 'FAIL').padEnd(8)}${row.seconds.toFixed(1)}`,
  );
}
const failed = results.filter((row) => !row.ok).length;
console.log(`\ncalendar: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
