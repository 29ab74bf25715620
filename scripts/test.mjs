// `npm test`: everything CI runs, in order, stopping at the first failure, with timings.
// The static checks are single-threaded, so they run side by side (their output is printed
// whole as each ends); every later step uses all the cores itself and runs alone.
import { run, runCaptured, runInLanes } from './run.mjs';

const env = { ...process.env, FORCE_COLOR: '0' };

const steps = [
  ['browser and tools for tests', 'bash scripts/ensure-test-tools.sh'],
  [
    'static checks',
    [
      ['lint (eslint, prettier, import circles)', 'npm run lint --silent'],
      ['type check', 'npm run typecheck --silent'],
      ['generated types are fresh', 'npm run check:generated --silent'],
      ['contract lint (redocly)', 'npm run lint:api --silent'],
    ],
  ],
  ['unit and server tests', 'npm run test:unit --silent'],
  ['server tests on PostgreSQL 15', 'npm run test:server:postgres --silent'],
  ['storybook interaction tests', 'npm run test:storybook --silent'],
  ['kit screenshots', 'npm run test:visual --silent'],
  ['build', 'npm run build --silent'],
  ['packages installed by a consumer', 'npm run test:consumer --silent'],
  ['AR demo end-to-end', 'npm run test:ar-demo --silent'],
  ['end-to-end tests', 'npm run test:e2e --silent'],
  ['calendar (shifted clocks)', 'npm run test:calendar --silent'],
];

/** Runs checks two at a time, printing each one's output whole when it ends. */
function runSideBySide(checks) {
  return runInLanes(checks, 2, async ([name, command]) => {
    const started = performance.now();
    const { code, output } = await runCaptured(command, { env });
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n=== ${name}: ${command}\n${output}`);
    return { name, ok: code === 0, seconds };
  });
}

const results = [];
for (const [name, command] of steps) {
  if (Array.isArray(command)) {
    const group = await runSideBySide(command);
    results.push(...group);
    if (group.some((result) => !result.ok)) break;
    continue;
  }
  console.log(`\n=== ${name}: ${command}`);
  const started = performance.now();
  const code = await run(command, { env });
  results.push({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
  if (code !== 0) break;
}

console.log('\nstep                                      result   seconds');
for (const { name, ok, seconds } of results) {
  console.log(`${name.padEnd(42)}${(ok ? 'pass' : 'FAIL').padEnd(9)}${seconds.toFixed(1)}`);
}
const failed = results.filter((result) => !result.ok).length;
const stepCount = steps.flatMap(([, command]) => (Array.isArray(command) ? command : [0])).length;
const notRun = stepCount - results.length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed + notRun === 0 ? 0 : 1);
