// `npm run bench -- catalogue`: throughput and p99 latency of catalogue reads and cart
// additions on the real server (built from source in this process, PGlite database
// migrated and seeded in a temporary directory), driven by autocannon over loopback at 50
// connections, next to the trivial constant-JSON route /api/health measured in the same run.
// Budget: each catalogue read reaches at least half the trivial route's requests per
// second, with a p99 latency under 25 ms. Exits non-zero when the budget is missed.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildServer } from '../src/app.js';
import { seed } from '../src/seed.js';
import { issueToken } from '../src/auth/tokens.js';
import { openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema/index.js';
import { seedItems } from '../src/modules/catalogue/catalogue.seed.js';

interface Histogram {
  average: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MIN_SHARE = 0.5;
const MAX_P99_MS = 25;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'citylife-bench-'));
const database = await openDatabase(
  { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  { seed: (db) => seed(db, new Date()) },
);
const app = await buildServer({ database, logger: false, config: { dataDir } });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// Shoppers for the cart calls: each line may reach 99 units, so the additions spread over
// many users and items; stock is raised so that no addition is refused for quantity.
const db = database.db;
await db.execute(sql`update stocks set qty = 1000000`);
const shoppers = await Promise.all(
  Array.from({ length: 50 }, async (_, i) => {
    const [user] = await db
      .insert(users)
      .values({
        mobile: `1370000${String(i).padStart(4, '0')}`,
        nickname: `压测用户${i}`,
        createdAt: new Date(),
      })
      .returning({ id: users.id });
    const { token } = await issueToken(db, user!.id, new Date());
    return { id: user!.id, token };
  }),
);
const plainItems = seedItems.filter((item) => item.attributes.length === 0).slice(0, 40);

const json = { 'content-type': 'application/json' };
const scenarios: { name: string; read: boolean; requests: Request[] }[] = [
  { name: 'GET /api/health (trivial)', read: false, requests: [{ path: '/api/health' }] },
  {
    name: 'GET /item/getById/{id}',
    read: true,
    requests: seedItems.map((item) => ({ path: `/item/getById/${item.id}` })),
  },
  {
    name: 'POST /item/getItemsByCategory/{id}',
    read: true,
    requests: ['FRUIT', 'VEGETABLE', 'DAIRY', 'PRODUCT', 'LOCAL'].flatMap((id) =>
      [1, 2].map((pageno) => ({
        method: 'POST',
        path: `/item/getItemsByCategory/${id}`,
        headers: json,
        body: JSON.stringify({ pageno, pagesize: 12 }),
      })),
    ),
  },
  {
    name: 'POST /shoppingcart/add/{itemid}/{qty}',
    read: false,
    requests: shoppers.flatMap((shopper, i) =>
      plainItems.slice(i % 4, (i % 4) + 10).map((item) => ({
        method: 'POST',
        path: `/shoppingcart/add/${item.id}/1`,
        headers: { ...json, token: shopper.token, user: String(shopper.id) },
        body: '{"sku":{}}',
      })),
    ),
  },
];

let runs = 0;
/**
 * One autocannon run. Every connection walks the request list from its start, so each run
 * starts further along it: a cart line then gets at most one addition per connection and
 * run, below the 99 a line may hold.
 */
async function measure(requests: Request[], seconds: number) {
  const start = (runs * 150) % requests.length;
  runs += 1;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    requests: [...requests.slice(start), ...requests.slice(0, start)],
  });
}

// The machine may be shared: the calls are measured in alternation, ROUNDS times each for
// SECONDS / ROUNDS, so that a change of load weighs on all of them alike.
const ROUNDS = 2;
const totals = scenarios.map(() => ({ requests: 0, seconds: 0, p99: 0, failed: 0 }));
try {
  for (const scenario of scenarios) await measure(scenario.requests, 1); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, scenario] of scenarios.entries()) {
      const result = await measure(scenario.requests, SECONDS / ROUNDS);
      const total = totals[index]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.failed += result.non2xx + result.errors + result.timeouts;
    }
  }
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
const rows = scenarios.map((scenario, index) => ({
  name: scenario.name,
  read: scenario.read,
  rps: totals[index]!.requests / totals[index]!.seconds,
  p99: totals[index]!.p99,
  non2xx: totals[index]!.failed,
}));

const trivial = rows[0]!.rps;
const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(
  `\n${pad('call', 40)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('share', 8)}${pad('failed', 8)}budget`,
);
let missed = false;
for (const row of rows) {
  const share = row.rps / trivial;
  const ok = !row.read || (share >= MIN_SHARE && row.p99 < MAX_P99_MS && row.non2xx === 0);
  if (!ok) missed = true;
  console.log(
    `${pad(row.name, 40)}${pad(Math.round(row.rps), 10)}${pad(row.p99, 9)}${pad(`${Math.round(share * 100)}%`, 8)}${pad(row.non2xx, 8)}${row.read ? (ok ? 'ok' : 'MISSED') : '-'}`,
  );
}
console.log(
  `\nBudget: catalogue reads >= ${MIN_SHARE * 100}% of the trivial route's req/s, p99 < ${MAX_P99_MS} ms, ` +
    `${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds (${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}).`,
);
if (missed) {
  console.error('Catalogue read budget missed.');
  process.exit(1);
}
