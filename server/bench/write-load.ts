// The load side of writes.bench.ts, in a process of its own so that the client's work does
// not share the server's event loop: `tsx write-load.ts <plan.json> <scenario> <seconds>`
// runs one autocannon connection per shopper of the plan (as many as the plan's connections), and
// prints one JSON line: autocannon's result and how many pending orders each shopper used.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  addressBody,
  type LoadResult,
  type Plan,
  type PlanShopper,
  type Scenario,
} from './write-plan.js';

interface Context {
  shopperId?: number;
  sn?: string;
  amount?: string;
}
interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Request, context: Context) => Request;
  onResponse?: (status: number, body: string, context: Context) => void;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Record<string, unknown>>;

const [planFile, scenario, seconds] = process.argv.slice(2) as [string, Scenario, string];
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as Plan;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const used = new Map<number, number>();
const turns = new Map<number, number>();
const byId = new Map(plan.shoppers.map((shopper) => [shopper.id, shopper]));
/**
 * The shopper of a connection: each connection is an autocannon run of its own, started with
 * its shopper's id in its context (a context may be a copy, so the shopper is looked up).
 */
const shopperOf = (context: Context) => byId.get(context.shopperId!)!;
/** The shopper's next turn (1, 2, ...), kept across the runs' request cycles. */
const turnOf = (shopper: PlanShopper) => {
  const turn = (turns.get(shopper.id) ?? 0) + 1;
  turns.set(shopper.id, turn);
  return turn;
};
/** The shopper's credentials, with the JSON content type when a body goes with them. */
const auth = (shopper: PlanShopper, body = true) => ({
  ...(body ? { 'content-type': 'application/json' } : {}),
  token: shopper.token,
  user: String(shopper.id),
});
/** Units a shopper adds to one line before moving to the next item (a line holds 99). */
const LINE_UNITS = 90;
const additions = new Map<number, number>();
/**
 * One unit of an item added to the shopper's cart, mostly growing a line already there: the
 * shopper moves to the plan's next item every LINE_UNITS units, since a fast server adds
 * more than a line's 99 units to one shopper's cart in one run.
 */
const add = (offset: number): Request => ({
  method: 'POST',
  path: '/',
  setupRequest: (request, context) => {
    const shopper = shopperOf(context);
    const added = additions.get(shopper.id) ?? 0;
    additions.set(shopper.id, added + 1);
    const next = Math.floor(added / LINE_UNITS);
    const itemId = plan.itemIds[(shopper.id + offset + next) % plan.itemIds.length]!;
    return {
      ...request,
      path: `/shoppingcart/add/${itemId}/1`,
      headers: auth(shopper),
      body: '{"sku":{}}',
    };
  },
});
const checkout: Request = {
  method: 'POST',
  path: '/shoppingcart/checkoutConfirm/',
  setupRequest: (request, context) => ({
    ...request,
    headers: auth(shopperOf(context)),
    body: plan.checkoutBody,
  }),
  onResponse: (status, body, context) => {
    if (status === 200)
      context.sn = (JSON.parse(body) as { data: { order_sn: string } }).data.order_sn;
  },
};
/** The cashier reads what is left to pay before paying it. */
const payment: Request = {
  method: 'GET',
  path: '/',
  setupRequest: (request, context) => ({
    ...request,
    path: `/order/getPayment/${context.sn}`,
    headers: auth(shopperOf(context), false),
  }),
  onResponse: (status, body, context) => {
    if (status !== 200) return;
    const { data } = JSON.parse(body) as { data: { payamount: number } };
    context.amount = data.payamount.toFixed(2);
  },
};
let reported = false;
/** The first refusal of a run goes to stderr: a failed write is a broken benchmark. */
const reportRefusal = (status: number, body: string) => {
  if (status < 400 || reported) return;
  reported = true;
  process.stderr.write(`${scenario}: ${status} ${body}\n`);
};
const one = (
  setup: (shopper: PlanShopper, context: Context) => Partial<Request>,
  method = 'POST',
): Request[] => [
  {
    method,
    path: '/',
    setupRequest: (request, context) => {
      const shopper = shopperOf(context);
      const changes = setup(shopper, context);
      return { ...request, headers: auth(shopper, changes.body !== undefined), ...changes };
    },
  },
];

const requests: Record<Scenario, Request[]> = {
  trivial: [{ path: '/api/health' }],
  'cart add': [add(0)],
  'cart quantity change': one((shopper) => ({
    path: `/shoppingcart/changeQty/${shopper.lineId}/${(turnOf(shopper) % 5) + 1}`,
  })),
  'add + checkout confirm': [add(1), checkout],
  'balance payment': one((shopper) => {
    const order = shopper.pending.pop();
    if (!order) throw new Error('Out of pending orders: raise BENCH_ORDERS.');
    used.set(shopper.id, (used.get(shopper.id) ?? 0) + 1);
    return { path: `/pay/accountPay/${order.sn}/${order.amount}` };
  }),
  'top-up order': one(() => ({ path: '/member/createTopupOrder/', body: '{"amount":100}' })),
  'address save': one((shopper) => ({
    path: '/user/updateAddress',
    body: addressBody(shopper, turnOf(shopper)),
  })),
  'shopper path: add, checkout, pay': [
    add(2),
    checkout,
    payment,
    {
      method: 'POST',
      path: '/',
      setupRequest: (request, context) => ({
        ...request,
        path: `/pay/accountPay/${context.sn}/${context.amount}`,
        headers: auth(shopperOf(context), false),
      }),
    },
  ],
};

/**
 * Each request's time from being sent to its whole answer, over every connection, but for
 * each connection's first: it opens the connection while the other 49 open theirs from
 * this fresh process, and measures that start rather than the server.
 */
const latencies: number[] = [];
const sentAt = new Map<number, number>();
const answered = new Set<number>();
// Every request is timed, and every answer checked for a refusal.
const checked = requests[scenario].map((request) => ({
  ...request,
  setupRequest: (built: Request, context: Context) => {
    const ready = request.setupRequest ? request.setupRequest(built, context) : built;
    sentAt.set(context.shopperId!, performance.now());
    return ready;
  },
  onResponse: (status: number, body: string, context: Context) => {
    const at = sentAt.get(context.shopperId!);
    if (at !== undefined && answered.has(context.shopperId!))
      latencies.push(performance.now() - at);
    answered.add(context.shopperId!);
    reportRefusal(status, body);
    request.onResponse?.(status, body, context);
  },
}));
const runs = (await Promise.all(
  plan.shoppers.slice(0, plan.connections).map((shopper) =>
    autocannon({
      url: plan.base,
      connections: 1,
      duration: Number(seconds),
      initialContext: { shopperId: shopper.id },
      requests: checked,
    }),
  ),
)) as unknown as LoadResult[];
latencies.sort((a, b) => a - b);
const percentile = (share: number) =>
  latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!
    : 0;
/** The runs as one: their requests and failures added up, the latency of all requests. */
const result: LoadResult = {
  requests: { total: runs.reduce((sum, one) => sum + one.requests.total, 0) },
  latency: { p99: Math.round(percentile(0.99)), max: Math.round(latencies.at(-1) ?? 0) },
  duration: Math.max(...runs.map((one) => one.duration)),
  non2xx: runs.reduce((sum, one) => sum + one.non2xx, 0),
  errors: runs.reduce((sum, one) => sum + one.errors, 0),
  timeouts: runs.reduce((sum, one) => sum + one.timeouts, 0),
};
process.stdout.write(`${JSON.stringify({ result, used: Object.fromEntries(used) })}\n`);
