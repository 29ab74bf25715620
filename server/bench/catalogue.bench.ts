// `npm run bench -- catalogue`: throughput and p99 latency of catalogue reads and cart
// additions on the real server, built from source in this process, on PGlite and on a
// PostgreSQL 15 server started for the run side by side (each migrated and seeded as the
// server's start does; see backends.ts), driven by autocannon over loopback at 50
// connections from a worker thread, next to the trivial constant-JSON route /api/health
// measured in the same run on each. Without PostgreSQL the figures are PGlite's alone.
// Budget, on each database: each catalogue read reaches at least half the trivial route's
// requests per second, with a p99 latency under 25 ms. Exits non-zero when it is missed.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { seedItems } from '../src/modules/catalogue/catalogue.seed.js';
import {
  counted,
  describeShared,
  NOT_MEASURED,
  pad,
  type Backend,
  type BackendKind,
} from './backends.js';
import {
  benchSeconds,
  CONNECTIONS,
  describeMachine,
  insertShopper,
  measureInRounds,
  openMeasuredBackends,
} from './rounds.js';

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

const SECONDS = benchSeconds(5);
const MIN_SHARE = 0.5;
const MAX_P99_MS = 25;

const now = new Date();
const backends = await openMeasuredBackends(now, SECONDS);

/**
 * Shoppers for the cart calls: each line may reach 99 units, so the additions spread over
 * many users and items; stock is raised so that no addition is refused for quantity.
 */
async function prepare(backend: Backend) {
  const db = backend.db;
  await db.execute(sql`update stocks set qty = 1000000`);
  return Promise.all(Array.from({ length: 50 }, (_, i) => insertShopper(db, '1370000', i, now)));
}

const plainItems = seedItems.filter((item) => item.attributes.length === 0).slice(0, 40);
const json = { 'content-type': 'application/json' };
type Shopper = Awaited<ReturnType<typeof prepare>>[number];

/** The calls measured; the cart's requests are the shoppers' of the database measured. */
const scenarios: { name: string; read: boolean; requests: (shoppers: Shopper[]) => Request[] }[] = [
  { name: 'GET /api/health (trivial)', read: false, requests: () => [{ path: '/api/health' }] },
  {
    name: 'GET /item/getById/{id}',
    read: true,
    requests: () => seedItems.map((item) => ({ path: `/item/getById/${item.id}` })),
  },
  {
    name: 'POST /item/getItemsByCategory/{id}',
    read: true,
    requests: () =>
      ['FRUIT', 'VEGETABLE', 'DAIRY', 'PRODUCT', 'LOCAL'].flatMap((id) =>
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
    requests: (shoppers) =>
      shoppers.flatMap((shopper, i) =>
        plainItems.slice(i % 4, (i % 4) + 10).map((item) => ({
          method: 'POST',
          path: `/shoppingcart/add/${item.id}/1`,
          headers: { ...json, token: shopper.token, user: String(shopper.id) },
          body: '{"sku":{}}',
        })),
      ),
  },
];

interface Total {
  requests: number;
  seconds: number;
  p99: number;
  failed: number;
  statements: number;
}
/** Per database measured: its server, its requests per call, its runs and totals. */
const measured: Array<{
  backend: Backend;
  requests: Request[][];
  runs: number;
  totals: Total[];
}> = [];

/**
 * One autocannon run. Every connection walks the request list from its start, so each run
 * starts further along it: a cart line then gets at most one addition per connection and
 * run, below the 99 a line may hold.
 */
async function measure(target: (typeof measured)[number], index: number, seconds: number) {
  const requests = target.requests[index]!;
  const start = (target.runs * 150) % requests.length;
  target.runs += 1;
  return counted(target.backend, () =>
    autocannon({
      url: target.backend.base,
      connections: CONNECTIONS,
      duration: seconds,
      workers: 1,
      requests: [...requests.slice(start), ...requests.slice(0, start)],
    }),
  );
}

try {
  for (const backend of backends.list) {
    const shoppers = await prepare(backend);
    measured.push({
      backend,
      requests: scenarios.map((scenario) => scenario.requests(shoppers)),
      runs: 0,
      totals: scenarios.map(() => ({ requests: 0, seconds: 0, p99: 0, failed: 0, statements: 0 })),
    });
  }
  await measureInRounds(
    scenarios.length,
    measured,
    SECONDS,
    measure,
    (target, index, { value: result, sent }) => {
      const total = target.totals[index]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.failed += result.non2xx + result.errors + result.timeouts;
      total.statements += sent.statements;
    },
  );
} finally {
  await backends.close();
}

const KINDS: BackendKind[] = ['pglite', 'postgres'];
/** A call's figures on one database, or nothing when that database was not measured. */
function figures(kind: BackendKind, index: number) {
  const target = measured.find((one) => one.backend.kind === kind);
  if (!target) return undefined;
  const total = target.totals[index]!;
  const trivial = target.totals[0]!;
  const rps = total.requests / total.seconds;
  const share = rps / (trivial.requests / trivial.seconds);
  const read = scenarios[index]!.read;
  return {
    rps,
    p99: total.p99,
    share,
    failed: total.failed,
    statements: total.statements / total.requests,
    ok: !read || (share >= MIN_SHARE && total.p99 < MAX_P99_MS && total.failed === 0),
  };
}

console.log(
  `\n${pad('call', 38)}${pad('PGlite req/s', 14)}${pad('p99 ms', 8)}${pad('share', 7)}` +
    `${pad('PostgreSQL req/s', 18)}${pad('p99 ms', 8)}${pad('share', 7)}` +
    `${pad('stmts/req', 12)}${pad('failed', 8)}budget`,
);
let missed = false;
for (const [index, scenario] of scenarios.entries()) {
  const [lite, server] = KINDS.map((kind) => figures(kind, index));
  const cells = (one: ReturnType<typeof figures>, width: number) =>
    one
      ? `${pad(Math.round(one.rps), width)}${pad(one.p99, 8)}${pad(`${Math.round(one.share * 100)}%`, 7)}`
      : `${pad(NOT_MEASURED, width)}${pad(NOT_MEASURED, 8)}${pad(NOT_MEASURED, 7)}`;
  const measuredOnes = [lite, server].filter((one) => one !== undefined);
  const ok = measuredOnes.every((one) => one.ok);
  if (!ok) missed = true;
  console.log(
    `${pad(scenario.name, 38)}${cells(lite, 14)}${cells(server, 18)}` +
      `${pad(measuredOnes.map((one) => one.statements.toFixed(1)).join(' / '), 12)}` +
      `${pad(measuredOnes.map((one) => one.failed).join(' / '), 8)}` +
      `${scenario.read ? (ok ? 'ok' : 'MISSED') : '-'}`,
  );
}
console.log(
  `\nBudget on each database: catalogue reads >= ${MIN_SHARE * 100}% of the trivial route's req/s ` +
    `there, p99 < ${MAX_P99_MS} ms. ${describeShared(backends)}(${describeMachine()}).`,
);
if (missed) {
  console.error('Catalogue read budget missed.');
  process.exit(1);
}
