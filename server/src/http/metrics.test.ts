// The metrics in Prometheus's text format: closed unless an allow-list or a token opens them,
// counting requests by operation and status, the business's events (orders paid, sign-in
// failures, limit refusals), the database and the process.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { ADDRESS_LIMITS } from '../config.js';
import { SEEDED_AT } from '../test/clock.js';
import { addToCart, checkOutForPickUp, userWithBalance } from '../test/commerce.js';
import { useTestServer } from '../test/harness.js';
import { metricsGate } from './metrics.js';

const TOKEN = 'scrape-token-0123456789abcdef';

const closed = useTestServer({ config: { devTools: false } });
const byToken = useTestServer({ at: SEEDED_AT, config: { metricsToken: TOKEN } });
const byAddress = useTestServer({
  config: {
    metricsAllow: ['127.0.0.0/8', '::1'],
    addressLimits: { ...ADDRESS_LIMITS, captchasPerMinute: 2 },
  },
});

async function scrape(baseUrl: string, token = TOKEN): Promise<string> {
  const answer = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

/** The value of one series of a scrape (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is an unknown call while neither an allow-list nor a token is configured', async () => {
    const answer = await fetch(`${closed.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-request-locale': 'en' },
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 404, message: 'No such call: GET /metrics' });
  });

  it('refuses a caller without the token, or with a wrong one, in the caller’s language', async () => {
    const none = await fetch(`${byToken.baseUrl}/metrics`, {
      headers: { 'x-request-locale': 'en' },
    });
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({
      code: 403,
      message: 'Metrics are open to the configured addresses and token only',
    });
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer ',
    ]) {
      const wrong = await fetch(`${byToken.baseUrl}/metrics`, {
        headers: { authorization, 'x-request-locale': 'zh-Hans' },
      });
      expect(wrong.status, authorization).toBe(403);
      expect(await wrong.json()).toEqual({ code: 403, message: '指标只对配置的地址和令牌开放' });
    }
  });

  it('counts a request by its operation id and status between two scrapes', async () => {
    const series = 'citylife_http_requests_total{operation="getSettings",status="200"}';
    const before = valueOf(await scrape(byToken.baseUrl), series);
    expect((await fetch(`${byToken.baseUrl}/api/getSettings/site_name`)).status).toBe(200);
    const after = await scrape(byToken.baseUrl);
    expect(valueOf(after, series)).toBe(before + 1);
    expect(
      valueOf(
        after,
        'citylife_http_request_duration_seconds_count{operation="getSettings",status="200"}',
      ),
    ).toBe(before + 1);
    // The scrapes count themselves under their own operation.
    expect(
      valueOf(after, 'citylife_http_requests_total{operation="getMetrics",status="200"}'),
    ).toBeGreaterThan(0);
    // Unknown paths share one label.
    await fetch(`${byToken.baseUrl}/no/such/${Math.random()}`);
    expect(
      valueOf(
        await scrape(byToken.baseUrl),
        'citylife_http_requests_total{operation="unmatched",status="404"}',
      ),
    ).toBe(1);
  });

  it('reports the process, the database and the chat', async () => {
    const text = await scrape(byToken.baseUrl);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'citylife_chat_sockets',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    const kind = byToken.database.kind;
    expect(valueOf(text, `citylife_database_info{kind="${kind}"}`)).toBe(1);
    if (kind === 'postgres') {
      expect(text).toMatch(/^citylife_db_pool_connections\{state="total"\} \d/m);
      expect(text).toMatch(/^citylife_db_pool_waiting \d/m);
    }
  });

  it('counts orders paid and sign-in failures', async () => {
    const before = await scrape(byToken.baseUrl);
    const user = await userWithBalance(byToken, 100_000);
    await addToCart(user.client, 3, 1);
    const { order_sn } = await checkOutForPickUp(user.client);
    const payment = await user.client.call((c) =>
      c.GET('/order/getPayment/{order_sn}', { params: { path: { order_sn } } }),
    );
    await payByAccount(user.client, order_sn, String(payment.payamount));
    const wrongToken = await fetch(`${byToken.baseUrl}/user/tokenAuth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'f'.repeat(64) }),
    });
    expect(wrongToken.status).toBe(422);
    const after = await scrape(byToken.baseUrl);
    const rose = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(rose('citylife_orders_paid_total{type="ShoppingCartOrder"}')).toBe(1);
    expect(rose('citylife_sign_in_failures_total{method="token"}')).toBe(1);
  });

  it('counts every 429 answer as a limit refusal of its operation, and chat refusals', async () => {
    const series = 'citylife_limit_refusals_total{scope="refreshCaptcha"}';
    const before = valueOf(await scrape(byAddress.baseUrl, 'none'), series);
    // This server lets an address refresh 2 captchas a minute: the third is refused.
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${byAddress.baseUrl}/captcha/refresh/metrics-${i}/`);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const after = await scrape(byAddress.baseUrl, 'none');
    expect(valueOf(after, series)).toBe(before + 1);
    expect(
      valueOf(after, 'citylife_http_requests_total{operation="refreshCaptcha",status="429"}'),
    ).toBe(1);
    // A chat message refused by its sending limit is told by the chat to the tally.
    byAddress.app.ctx.tally.limitRefused('chat');
    const chat = 'citylife_limit_refusals_total{scope="chat"}';
    expect(valueOf(await scrape(byAddress.baseUrl, 'none'), chat)).toBe(valueOf(after, chat) + 1);
  });

  it('is open to the allow-list’s addresses without a token, and to none beyond it', async () => {
    const answer = await fetch(`${byAddress.baseUrl}/metrics`);
    expect(answer.status).toBe(200);
    const outside = await byAddress.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(outside.statusCode).toBe(403);
    // A forwarded header counts only from a trusted proxy (none here).
    const forwarded = await byAddress.app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('metricsGate', () => {
  const request = (ip: string, authorization?: string) =>
    ({ ip, headers: authorization ? { authorization } : {} }) as never;

  it('matches addresses and CIDR ranges of both families, IPv4-mapped ones too', () => {
    const gate = metricsGate({
      allow: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
      token: undefined,
    });
    expect(gate.open).toBe(true);
    expect(gate.allows(request('10.200.3.4'))).toBe(true);
    expect(gate.allows(request('::ffff:10.200.3.4'))).toBe(true);
    expect(gate.allows(request('192.168.1.7'))).toBe(true);
    expect(gate.allows(request('192.168.1.8'))).toBe(false);
    expect(gate.allows(request('fd12::1'))).toBe(true);
    expect(gate.allows(request('fe80::1'))).toBe(false);
    expect(gate.allows(request('11.0.0.1'))).toBe(false);
  });

  it('takes the bearer token only, whatever the address', () => {
    const gate = metricsGate({ allow: [], token: TOKEN });
    expect(gate.allows(request('203.0.113.9', `Bearer ${TOKEN}`))).toBe(true);
    expect(gate.allows(request('203.0.113.9', `bearer  ${TOKEN}`))).toBe(true);
    expect(gate.allows(request('203.0.113.9', `Basic ${TOKEN}`))).toBe(false);
    expect(gate.allows(request('127.0.0.1'))).toBe(false);
    expect(metricsGate({ allow: [], token: undefined }).open).toBe(false);
  });
});

const payByAccount = (client: ApiClient, a: string, b: string) =>
  client.call((c) => c.POST('/pay/accountPay/{a}/{b}', { params: { path: { a, b } } }));
