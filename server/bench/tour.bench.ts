// Throughput of the tour calls on the real server: a PGlite database migrated and seeded
// in a temporary directory, the server listening on loopback, autocannon with 50
// connections for 5 s per call. Prints requests per second and p99 latency for the nearby
// places (an indexed query in the database), walking directions (Dijkstra over the path
// network) and the constant health route as the baseline; fails when any answer is not 200.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app.js';
import { configFrom } from '../src/config.js';
import { seed } from '../src/seed.js';
import { openDatabase } from '../src/db/database.js';

const CONNECTIONS = 50;
const DURATION_S = 5;
const CALLS = [
  {
    name: 'GET /tour/getPlaceByLocation/{lat},{lng}',
    path: '/tour/getPlaceByLocation/39.812556,108.628734',
  },
  {
    name: 'GET /tour/getDirection/{from}/{to}/walk',
    path: '/tour/getDirection/39.807712,108.609921/39.823914,108.645126/walk',
  },
  { name: 'GET /api/health', path: '/api/health' },
];

interface Result {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'citylife-tour-bench-'));
const started = performance.now();
const database = await openDatabase(
  { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  { seed: (db) => seed(db, new Date()) },
);
const app = await buildServer({
  database,
  config: configFrom({ dataDir, appDist: undefined, arDist: undefined }),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const baseUrl = `http://127.0.0.1:${port}`;
console.log(
  `server ready on ${baseUrl} (database migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const rows: string[][] = [];
let failed = false;
try {
  for (const call of CALLS) {
    // Warm up: the first request loads the path network and fills the caches.
    const warm = await fetch(`${baseUrl}${call.path}`);
    if (warm.status !== 200) throw new Error(`${call.name} answered ${warm.status}`);
    await warm.arrayBuffer();
    const result = (await autocannon({
      url: `${baseUrl}${call.path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })) as Result;
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) failed = true;
    rows.push([
      call.name,
      result.requests.average.toFixed(0),
      `${result.latency.p99} ms`,
      `${result.latency.average.toFixed(1)} ms`,
      String(result.requests.total),
      bad ? `${bad} failed` : 'all 200',
    ]);
  }
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

const header = ['call', 'req/s', 'p99', 'mean', 'requests', 'answers'];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per call, loopback`);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
if (failed) {
  console.error('\nSome answers were not 200.');
  process.exit(1);
}
