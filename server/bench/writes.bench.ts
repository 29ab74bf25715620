// `npm run bench -- writes`: throughput and p99 latency of every money-or-stock write on the
// real server (built from source in this process, PGlite database migrated and seeded in a
// temporary directory), driven by autocannon over loopback at 50 connections, next to the
// trivial constant-JSON route /api/health measured in the same run.
//
// Each connection is one shopper (50 of them, each with a large balance, stock raised so
// nothing is refused for quantity). A scenario is one call, or a sequence a connection
// repeats (the shopper path: add, check out, pay), whose answers feed the next request.
// Writes that need something to act on find it made before the measurement: a cart line
// per shopper (quantity change), pending orders per shopper (balance payment).
//
// Target (issue 19, not yet a budget): each write at least 1,000 req/s with p99 at most
// 50 ms. Prints the figures, with the statements and transactions each request sent to the
// database; exits non-zero only when more than 1% of a call fails.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildServer } from '../src/app.js';
import { issueToken } from '../src/auth/tokens.js';
import { openDatabase } from '../src/db/database.js';
import { members, users } from '../src/db/schema/index.js';
import { seedItems } from '../src/modules/catalogue/catalogue.seed.js';
import { ensureMember } from '../src/modules/member/member.service.js';
import { seed } from '../src/seed.js';
import { SCENARIOS, type PlanShopper, type Plan, type Scenario } from './write-plan.js';

const run = promisify(execFile);

interface Result {
  requests: { total: number };
  latency: { p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 2;
const TARGET_RPS = 1000;
const TARGET_P99_MS = 50;
/** Pending orders made per shopper before the balance payments are measured. */
const ORDERS_PER_SHOPPER = Number(process.env.BENCH_ORDERS ?? 120);

const now = new Date();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'citylife-bench-writes-'));
const database = await openDatabase(
  { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  { seed: (db) => seed(db, now) },
);
const app = await buildServer({ database, logger: false, config: { dataDir } });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = database.db;
await db.execute(sql`update stocks set qty = 100000000`);

/**
 * Where the time goes: statements and transactions sent to the embedded database, counted
 * around each measurement (a transaction's statements included).
 */
const counts = { statements: 0, transactions: 0 };
const pglite = database.pglite!;
type Query = PGlite['query'];
const counted = (query: Query): Query =>
  ((...args: Parameters<Query>) => {
    counts.statements += 1;
    return query(...args);
  }) as Query;
pglite.query = counted(pglite.query.bind(pglite));
const transaction = pglite.transaction.bind(pglite);
pglite.transaction = ((run: (tx: Transaction) => Promise<unknown>) =>
  transaction((tx) => {
    counts.transactions += 1;
    tx.query = counted(tx.query.bind(tx));
    return run(tx);
  })) as PGlite['transaction'];

const shoppers: PlanShopper[] = await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, i) => {
    const [user] = await db
      .insert(users)
      .values({
        mobile: `1371000${String(i).padStart(4, '0')}`,
        nickname: `压测用户${i}`,
        createdAt: now,
      })
      .returning({ id: users.id });
    await ensureMember(db, user!.id, now);
    await db
      .update(members)
      .set({ balanceCents: 1_000_000_000 })
      .where(sql`${members.userId} = ${user!.id}`);
    const { token } = await issueToken(db, user!.id, now);
    return { id: user!.id, token, lineId: 0, addressId: 0, pending: [] };
  }),
);
const plainSeedItems = seedItems.filter((item) => item.attributes.length === 0);
const plainItems = plainSeedItems.slice(0, 20);
const quantityItem = plainSeedItems[20]!;
const json = { 'content-type': 'application/json' };
const auth = (shopper: PlanShopper) => ({
  ...json,
  token: shopper.token,
  user: String(shopper.id),
});

/** Tomorrow in China, the pick-up day of every checkout. */
const tomorrow = new Date(now.getTime() + 24 * 3600_000 + 8 * 3600_000).toISOString().slice(0, 10);
const CHECKOUT = JSON.stringify({
  deliveryType: 'self',
  selfPickDate: tomorrow,
  selfPickTime: '10:00',
  contact: '王五',
  mobile: '13912345678',
});

/** An address of the shopper's: a new one, or (with its id) the same one changed. */
const addressBody = (shopper: PlanShopper, turn: number) =>
  JSON.stringify({
    ...(shopper.addressId ? { id: shopper.addressId } : {}),
    contact: '王五',
    phone: '13912345678',
    province: '内蒙古自治区',
    city: '鄂尔多斯市',
    district: '康巴什区',
    detail: `北区 2 号楼 ${(turn % 900) + 100} 室`,
    default: true,
  });

async function call(shopper: PlanShopper, method: string, route: string, body?: string) {
  const answer = await fetch(base + route, { method, headers: auth(shopper), body });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${text}`);
  return JSON.parse(text) as { data: Record<string, unknown> & { order_sn?: string } };
}

// What the writes act on: one cart line per shopper, then pending orders (checked out once
// each through the API, copied by SQL to the number needed).
for (const [i, shopper] of shoppers.entries()) {
  const item = plainItems[i % plainItems.length]!;
  await call(shopper, 'POST', `/shoppingcart/add/${item.id}/1`, '{"sku":{}}');
  const { data } = await call(shopper, 'POST', '/shoppingcart/checkoutConfirm/', CHECKOUT);
  const sn = data.order_sn as string;
  await db.execute(sql`
    with template as (select * from orders where order_sn = ${sn}),
    copies as (
      insert into orders (order_sn, user_id, type, status, shop_id, goods_cents, delivery_fee_cents,
        total_cents, pay_cents, payments, paytype, memo, delivery_type, address, self_pick_date,
        self_pick_time, contact, mobile, created_at)
      select t.order_sn || 'B' || lpad(n::text, 4, '0'), t.user_id, t.type, t.status, t.shop_id, t.goods_cents,
        t.delivery_fee_cents, t.total_cents, t.pay_cents, t.payments, t.paytype, t.memo,
        t.delivery_type, t.address, t.self_pick_date, t.self_pick_time, t.contact, t.mobile, t.created_at
      from template t, generate_series(1, ${ORDERS_PER_SHOPPER}) n
      returning id
    )
    insert into order_items (order_id, item_id, stock_id, name, pic, sku, qty, price_cents)
    select c.id, oi.item_id, oi.stock_id, oi.name, oi.pic, oi.sku, oi.qty, oi.price_cents
    from copies c, order_items oi join orders o on o.id = oi.order_id and o.order_sn = ${sn}`);
  const rows = (await db.execute(
    sql`select order_sn, pay_cents from orders where user_id = ${shopper.id} and status = 'pending' order by id`,
  )) as unknown as { rows: Array<{ order_sn: string; pay_cents: number }> };
  shopper.pending = rows.rows.map((row) => ({
    sn: row.order_sn,
    amount: (row.pay_cents / 100).toFixed(2),
  }));
  // The quantity-change line: an item no other scenario adds, left unselected so that the
  // checkouts leave it in the cart.
  await call(shopper, 'POST', `/shoppingcart/add/${quantityItem.id}/1`, '{"sku":{}}');
  const cart = await call(shopper, 'POST', '/shoppingcart/getByUser/', '{}');
  shopper.lineId = (cart.data as unknown as { items: Array<{ id: number }> }).items[0]!.id;
  await call(
    shopper,
    'POST',
    '/shoppingcart/select/',
    JSON.stringify({ ids: [shopper.lineId], selected: false }),
  );
  await call(shopper, 'POST', '/user/updateAddress', addressBody(shopper, 0));
  const saved = await call(shopper, 'GET', '/user/getAddresses');
  shopper.addressId = (saved.data as unknown as Array<{ id: number }>)[0]!.id;
}

const planFile = path.join(dataDir, 'plan.json');
const writePlan = () =>
  writeFile(
    planFile,
    JSON.stringify({
      base,
      connections: CONNECTIONS,
      itemIds: plainItems.map((item) => item.id),
      checkoutBody: CHECKOUT,
      shoppers,
    } satisfies Plan),
  );
const loader = fileURLToPath(new URL('./write-load.ts', import.meta.url));

/** One run of a scenario from the load process; the pending orders it used are gone. */
async function measure(scenario: Scenario, seconds: number): Promise<Result> {
  await writePlan();
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', loader, planFile, scenario, String(seconds)],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (stderr.trim()) console.error(stderr.trim());
  const { result, used } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    result: Result;
    used: Record<string, number>;
  };
  for (const shopper of shoppers) {
    // The load process took its orders from the end of each list.
    shopper.pending.length -= Math.min(shopper.pending.length, used[shopper.id] ?? 0);
  }
  return result;
}

// Calls are measured in alternation, ROUNDS times each, so that a change of load on a
// shared machine weighs on all of them alike.
const totals = SCENARIOS.map(() => ({
  requests: 0,
  seconds: 0,
  p99: 0,
  failed: 0,
  statements: 0,
  transactions: 0,
}));
try {
  for (const scenario of SCENARIOS) await measure(scenario, 1); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, scenario] of SCENARIOS.entries()) {
      const before = { ...counts };
      const result = await measure(scenario, SECONDS / ROUNDS);
      const total = totals[index]!;
      total.statements += counts.statements - before.statements;
      total.transactions += counts.transactions - before.transactions;
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

const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(
  `\n${pad('call (PGlite)', 36)}${pad('req/s', 9)}${pad('p99 ms', 9)}${pad('failed', 8)}${pad('stmts/req', 11)}${pad('tx/req', 8)}target`,
);
let failed = false;
for (const [index, scenario] of SCENARIOS.entries()) {
  const total = totals[index]!;
  const rps = total.requests / total.seconds;
  const trivial = index === 0;
  // A sequence may lose a step at the end of a run; more than 1% failing is a broken bench.
  failed ||= total.failed > total.requests / 100;
  const meets = rps >= TARGET_RPS && total.p99 <= TARGET_P99_MS;
  console.log(
    `${pad(scenario, 36)}${pad(Math.round(rps), 9)}${pad(total.p99, 9)}${pad(total.failed, 8)}` +
      `${pad((total.statements / total.requests).toFixed(1), 11)}${pad((total.transactions / total.requests).toFixed(2), 8)}` +
      `${trivial ? '-' : meets ? 'met' : 'not met'}`,
  );
}
console.log(
  `\nTarget: each write >= ${TARGET_RPS} req/s with p99 <= ${TARGET_P99_MS} ms; ${CONNECTIONS} connections, ` +
    `${SECONDS} s each in ${ROUNDS} alternating rounds (${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}). Sequences count every request.`,
);
if (failed) {
  console.error('More than 1% of a call failed (non-2xx answers, errors or timeouts).');
  process.exit(1);
}
