// `npm run bench`: runs every benchmark of the project and prints its figures.
// A benchmark is a file named `*.bench.ts` or `*.bench.mjs` in a `bench/` folder of an
// area (packages/*/bench, server/bench, app/bench). Each prints its own table and exits
// non-zero when a budget named in an issue is missed. `npm run bench -- ui` runs only the
// benchmarks whose path contains "ui".
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const areas = ['packages/api-client', 'packages/ui', 'packages/ar-runtime', 'server', 'app'];
const filter = process.argv[2];
const files = areas
  .map((area) => path.join(area, 'bench'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.bench\.(ts|mjs)$/.test(name))
      .map((name) => path.join(dir, name)),
  )
  .filter((file) => !filter || file.includes(filter))
  .sort();

if (files.length === 0) {
  console.error('No benchmarks found.');
  process.exit(1);
}

const failures = [];
for (const file of files) {
  console.log(`\n##### ${file}`);
  const command = file.endsWith('.ts') ? `npx tsx ${file}` : `node ${file}`;
  const code = await run(command);
  if (code !== 0) failures.push(file);
}
console.log(
  failures.length
    ? `\nBudgets missed or benchmarks failed in: ${failures.join(', ')}`
    : `\nAll ${files.length} benchmark files ran within their budgets.`,
);
process.exit(failures.length ? 1 : 0);
