// `npm run bench -- writes`: throughput and p99 latency of every money-or-stock write on the
// real server, built from source in this process, on PGlite and on a PostgreSQL 15 server
// started for the run side by side (each migrated and seeded as the server's start does;
// see backends.ts), driven by autocannon over loopback at 50 connections from a process of
// its own, next to the trivial constant-JSON route /api/health measured in the same run on
// each. Without PostgreSQL the figures are PGlite's alone.
//
// Each connection is one shopper (50 of them, each with a large balance, stock raised so
// nothing is refused for quantity). A scenario is one call, or a sequence a connection
// repeats (the shopper path: add, check out, pay), whose answers feed the next request.
// Writes that need something to act on find it made before the measurement, by the same
// code on each database: a cart line per shopper (quantity change), pending orders per
// shopper (balance payment).
//
// Target (printed, not enforced): each write at least 1,000 req/s with p99 at most 50 ms,
// the p99 over all requests but each connection's first. Prints the figures, with the
// statements and transactions each request sent to the database (counted alike on both);
// exits non-zero only when more than 1% of a call fails.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { members } from '../src/db/schema/index.js';
import { seedItems } from '../src/modules/catalogue/catalogue.seed.js';
import { ensureMember } from '../src/modules/member/member.service.js';
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
  WARM_UP_SECONDS,
} from './rounds.js';
import {
  addressBody,
  SCENARIOS,
  type LoadResult,
  type PlanShopper,
  type Plan,
  type Scenario,
} from './write-plan.js';

const run = promisify(execFile);

const SECONDS = benchSeconds(4);
const TARGET_RPS = 1000;
const TARGET_P99_MS = 50;
/**
 * Pending orders made per shopper before the balance payments are measured: enough for
 * 4,000 payments a second through the warm-up and the measured runs.
 */
const ORDERS_PER_SHOPPER = Number(
  process.env.BENCH_ORDERS ?? Math.ceil((4000 * (WARM_UP_SECONDS + SECONDS)) / CONNECTIONS),
);

const now = new Date();
const backends = await openMeasuredBackends(now, SECONDS);

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

async function call(
  backend: Backend,
  shopper: PlanShopper,
  method: string,
  route: string,
  body?: string,
) {
  const answer = await fetch(backend.base + route, { method, headers: auth(shopper), body });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${text}`);
  return JSON.parse(text) as { data: Record<string, unknown> & { order_sn?: string } };
}

/**
 * The shoppers of one database, each with a large balance, and what the writes act on: one
 * cart line per shopper, then pending orders (checked out once each through the API, copied
 * by SQL to the number needed), an unselected cart line and a saved address.
 */
async function prepare(backend: Backend): Promise<PlanShopper[]> {
  const db = backend.db;
  await db.execute(sql`update stocks set qty = 100000000`);
  const shoppers: PlanShopper[] = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const { id, token } = await insertShopper(db, '1371000', i, now);
      await ensureMember(db, id, now);
      await db
        .update(members)
        .set({ balanceCents: 1_000_000_000 })
        .where(sql`${members.userId} = ${id}`);
      return { id, token, lineId: 0, addressId: 0, pending: [] };
    }),
  );
  for (const [i, shopper] of shoppers.entries()) {
    const item = plainItems[i % plainItems.length]!;
    await call(backend, shopper, 'POST', `/shoppingcart/add/${item.id}/1`, '{"sku":{}}');
    const { data } = await call(
      backend,
      shopper,
      'POST',
      '/shoppingcart/checkoutConfirm/',
      CHECKOUT,
    );
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
        from template t, generate_series(1, ${ORDERS_PER_SHOPPER}::int) n
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
      amount: (Number(row.pay_cents) / 100).toFixed(2),
    }));
    // The quantity-change line: an item no other scenario adds, left unselected so that the
    // checkouts leave it in the cart.
    await call(backend, shopper, 'POST', `/shoppingcart/add/${quantityItem.id}/1`, '{"sku":{}}');
    const cart = await call(backend, shopper, 'POST', '/shoppingcart/getByUser/', '{}');
    shopper.lineId = (cart.data as unknown as { items: Array<{ id: number }> }).items[0]!.id;
    await call(
      backend,
      shopper,
      'POST',
      '/shoppingcart/select/',
      JSON.stringify({ ids: [shopper.lineId], selected: false }),
    );
    await call(backend, shopper, 'POST', '/user/updateAddress', addressBody(shopper, 0));
    const saved = await call(backend, shopper, 'GET', '/user/getAddresses');
    shopper.addressId = (saved.data as unknown as Array<{ id: number }>)[0]!.id;
  }
  return shoppers;
}

interface Total {
  requests: number;
  seconds: number;
  p99: number;
  max: number;
  failed: number;
  statements: number;
  transactions: number;
}
/** Per database measured: its server, its shoppers and its totals per call. */
interface Target {
  backend: Backend;
  shoppers: PlanShopper[];
  totals: Total[];
}

const loader = fileURLToPath(new URL('./write-load.ts', import.meta.url));

/**
 * One run of a scenario on one database from the load process, with what it sent to the
 * database; the pending orders it used are gone.
 */
async function measure(target: Target, scenario: Scenario, seconds: number) {
  const { backend, shoppers } = target;
  const planFile = path.join(backend.dataDir, 'plan.json');
  await writeFile(
    planFile,
    JSON.stringify({
      base: backend.base,
      connections: CONNECTIONS,
      itemIds: plainItems.map((item) => item.id),
      checkoutBody: CHECKOUT,
      shoppers,
    } satisfies Plan),
  );
  const { value: stdout, sent } = await counted(backend, async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', loader, planFile, scenario, String(seconds)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    if (stderr.trim()) console.error(`${backend.label}, ${stderr.trim()}`);
    return stdout;
  });
  const { result, used } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    result: LoadResult;
    used: Record<string, number>;
  };
  for (const shopper of shoppers) {
    // The load process took its orders from the end of each list.
    shopper.pending.length -= Math.min(shopper.pending.length, used[shopper.id] ?? 0);
  }
  if (scenario === 'cart add') await clearAdditions(target);
  return { result, sent };
}

/**
 * Removes the lines a run of additions left in the shoppers' carts (the quantity-change
 * line stays), so that each checkout measured next takes the one line added before it.
 */
async function clearAdditions({ backend, shoppers }: Target) {
  await Promise.all(
    shoppers.map(async (shopper) => {
      const cart = await call(backend, shopper, 'POST', '/shoppingcart/getByUser/', '{}');
      const lines = (cart.data as unknown as { items: Array<{ id: number }> }).items;
      for (const line of lines) {
        if (line.id !== shopper.lineId)
          await call(backend, shopper, 'GET', `/shoppingcart/remove/${line.id}`);
      }
    }),
  );
}

const targets: Target[] = [];
try {
  for (const backend of backends.list) {
    targets.push({
      backend,
      shoppers: await prepare(backend),
      totals: SCENARIOS.map(() => ({
        requests: 0,
        seconds: 0,
        p99: 0,
        max: 0,
        failed: 0,
        statements: 0,
        transactions: 0,
      })),
    });
  }
  await measureInRounds(
    SCENARIOS.length,
    targets,
    SECONDS,
    (target, index, seconds) => measure(target, SCENARIOS[index]!, seconds),
    (target, index, { result, sent }) => {
      const total = target.totals[index]!;
      total.statements += sent.statements;
      total.transactions += sent.transactions;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.max = Math.max(total.max, result.latency.max);
      total.failed += result.non2xx + result.errors + result.timeouts;
    },
  );
} finally {
  await backends.close();
}

/** A call's figures on one database, or nothing when that database was not measured. */
function figures(kind: BackendKind, index: number) {
  const target = targets.find((one) => one.backend.kind === kind);
  if (!target) return undefined;
  const total = target.totals[index]!;
  const rps = total.requests / total.seconds;
  return {
    rps,
    p99: total.p99,
    max: total.max,
    failed: total.failed,
    // A sequence may lose a step at the end of a run; more than 1% failing is a broken bench.
    broken: total.failed > total.requests / 100,
    statements: total.statements / total.requests,
    transactions: total.transactions / total.requests,
    meets: rps >= TARGET_RPS && total.p99 <= TARGET_P99_MS,
  };
}

console.log(
  `\n${pad('call', 34)}${pad('PGlite req/s', 14)}${pad('p99', 6)}${pad('max ms', 8)}` +
    `${pad('PostgreSQL req/s', 18)}${pad('p99', 6)}${pad('max ms', 8)}${pad('stmts/req', 12)}${pad('tx/req', 13)}` +
    `${pad('failed', 9)}target`,
);
let broken = false;
for (const [index, scenario] of SCENARIOS.entries()) {
  const [lite, server] = (['pglite', 'postgres'] as const).map((kind) => figures(kind, index));
  const cells = (one: ReturnType<typeof figures>, width: number) =>
    one
      ? `${pad(Math.round(one.rps), width)}${pad(one.p99, 6)}${pad(one.max, 8)}`
      : `${pad(NOT_MEASURED, width)}${pad(NOT_MEASURED, 6)}${pad(NOT_MEASURED, 8)}`;
  const ones = [lite, server].filter((one) => one !== undefined);
  broken ||= ones.some((one) => one.broken);
  const both = (figure: (one: (typeof ones)[number]) => string) => ones.map(figure).join(' / ');
  const target = index === 0 ? '-' : ones.map((one) => (one.meets ? 'met' : 'not met')).join(' / ');
  console.log(
    `${pad(scenario, 34)}${cells(lite, 14)}${cells(server, 18)}` +
      `${pad(
        both((one) => one.statements.toFixed(1)),
        12,
      )}` +
      `${pad(
        both((one) => one.transactions.toFixed(2)),
        13,
      )}` +
      `${pad(
        both((one) => String(one.failed)),
        9,
      )}${target}`,
  );
}
console.log(
  `\nTarget: each write >= ${TARGET_RPS} req/s with p99 <= ${TARGET_P99_MS} ms. ` +
    `${describeShared(backends)}Sequences count every request; p99 and max are ` +
    `over all requests of a round but each connection's first (which opens it), the higher of the rounds (${describeMachine()}).`,
);
if (broken) {
  console.error('More than 1% of a call failed (non-2xx answers, errors or timeouts).');
  process.exit(1);
}
