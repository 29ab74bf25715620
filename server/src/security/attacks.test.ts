// The attacks of a security review, each tried as an attacker would against the real server
// on a real database; every one of them must be refused and change nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildServer } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { ADDRESS_LIMITS, readConfig } from '../config.js';
import { captchas, members, serverSecrets, users } from '../db/schema/index.js';
import { SandboxGateway } from '../modules/orders/payments/sandbox.js';
import { SEEDED_AT, runningClock } from '../test/clock.js';
import {
  createTestDatabase,
  startTestServer,
  testConfig,
  useTestServer,
  type TestServer,
} from '../test/harness.js';

const SECRET = 'attacks-test-secret';
const ADMIN = '13900139000';

interface Answer {
  status: number;
  body: { code: number; data?: unknown; message?: unknown };
  headers: Record<string, string | string[] | number | undefined>;
}

/** A request to `server` from `from` (an address of the caller), answered as JSON. */
async function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'OPTIONS',
  url: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const answer = await server.app.inject({
    method,
    url,
    remoteAddress: options.from ?? '127.0.0.1',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-request-locale': 'en', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  let body: Answer['body'] = { code: -1 };
  try {
    body = answer.json();
  } catch {
    // Not JSON (a captcha picture, a page).
  }
  return { status: answer.statusCode, body, headers: answer.headers };
}

/**
 * A fresh challenge of a track (for `account` when given) and its solution, read from the
 * database as a test may: the captcha fields of one call.
 */
async function solvedCaptcha(server: TestServer, from = '127.0.0.1', account?: string) {
  const sessionId = `attack${Math.random().toString(36).slice(2, 12)}`;
  const query = account === undefined ? '' : `?account=${account}`;
  await call(server, 'GET', `/captcha/refresh/${sessionId}/${query}`, { from });
  const [row] = await server.database.db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.trackId, sessionId));
  return { sessionId, captchainput: row!.answer };
}

describe('a production server (the default)', () => {
  const server = useTestServer({ config: { devTools: false } });

  it('has no development calls: the takeover chain stops at its first step', async () => {
    const form = await solvedCaptcha(server);
    expect((await call(server, 'GET', `/dev/captcha/${form.sessionId}`)).status).toBe(404);
    expect((await call(server, 'GET', '/dev/outbox/')).status).toBe(404);
    // Without an SMS gateway no passcode is sent anywhere, to the admin or anyone.
    const sent = await call(server, 'POST', '/user/sendMobileLoginCode/', {
      body: { mobile: ADMIN, ...form },
    });
    expect(sent.status).toBe(422);
    expect(sent.body.message).toMatch(/password/);
  });

  it('has no payment sandbox, and online pay types are not offered', async () => {
    expect((await call(server, 'GET', '/pay/sandbox/20260301000001')).status).toBe(404);
    expect((await call(server, 'POST', '/pay/sandbox/confirm/20260301000001')).status).toBe(404);
    const user = await server.createUser();
    const order = await user.client.call((c) =>
      c.POST('/member/createTopupOrder/', { body: { amount: 500 } }),
    );
    const payment = await user.client.call((c) =>
      c.GET('/order/getPayment/{order_sn}', { params: { path: { order_sn: order.order_sn } } }),
    );
    expect(payment.supportedPayment.filter((type) => type !== 'account')).toEqual([]);
  });

  it('signs with a secret of its own, made at random and kept in the database', async () => {
    const other = await startTestServer({ config: { devTools: false } });
    const secretOf = async (target: TestServer) =>
      (await target.database.db.select({ value: serverSecrets.value }).from(serverSecrets))[0]!
        .value;
    const first = await secretOf(server);
    const second = await secretOf(other);
    await other.close();
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(first).not.toBe(second);
  });
});

describe('choosing development mode', () => {
  it('is explicit, and refused while listening beyond this machine', () => {
    expect(readConfig({}).devTools).toBe(false);
    expect(readConfig({ CITYLIFE_MODE: 'production' }).devTools).toBe(false);
    expect(readConfig({ CITYLIFE_MODE: 'development' }).devTools).toBe(true);
    expect(readConfig({ CITYLIFE_MODE: 'development', HOST: '::1' }).devTools).toBe(true);
    for (const host of ['0.0.0.0', '192.168.1.5', '::', 'shop.example.com']) {
      expect(() => readConfig({ CITYLIFE_MODE: 'development', HOST: host }), host).toThrow(
        /loopback/,
      );
    }
    expect(() => readConfig({ CITYLIFE_MODE: 'dev' })).toThrow(/development or production/);
  });

  it('takes other limits per client address, and trusted proxies, only when set', () => {
    expect(readConfig({}).addressLimits).toEqual(ADDRESS_LIMITS);
    expect(readConfig({}).trustProxy).toEqual([]);
    const set = readConfig({
      ADDRESS_LIMITS: 'passcodesPerHour=50, signInFailures=30',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    expect(set.addressLimits).toEqual({
      ...ADDRESS_LIMITS,
      passcodesPerHour: 50,
      signInFailures: 30,
    });
    expect(set.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    for (const bad of ['passcodesPerHour=0', 'unknown=5', 'signInFailures=lots']) {
      expect(() => readConfig({ ADDRESS_LIMITS: bad }), bad).toThrow(/ADDRESS_LIMITS/);
    }
  });
});

describe('a development server', () => {
  const server = useTestServer({
    config: { devTools: true, secret: SECRET, addressLimits: ADDRESS_LIMITS },
  });

  it('answers its development calls to this machine only, not to a relayed caller', async () => {
    const form = await solvedCaptcha(server);
    for (const url of ['/dev/outbox/', `/dev/captcha/${form.sessionId}`]) {
      expect((await call(server, 'GET', url)).status, url).toBe(200);
      expect((await call(server, 'GET', url, { from: '203.0.113.9' })).status, url).toBe(403);
      const relayed = await call(server, 'GET', url, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(relayed.status, url).toBe(403);
    }
  });

  describe('payments', () => {
    /** A member's top-up order with a sandbox payment started, and its amount. */
    async function startedTopup() {
      const member = await server.createUser();
      const { order_sn } = await member.client.call((c) =>
        c.POST('/member/createTopupOrder/', { body: { amount: 500 } }),
      );
      await member.client.call((c) => c.POST('/pay/aliPayPackage', { body: { order_sn } }));
      return { member, sn: order_sn };
    }
    const balanceOf = async (userId: number) =>
      (
        await server.database.db
          .select({ cents: members.balanceCents })
          .from(members)
          .where(eq(members.userId, userId))
      )[0]?.cents ?? 0;

    it('are confirmed by nobody but the payer: not anonymously, by another member or an admin', async () => {
      const { member, sn } = await startedTopup();
      const stranger = await server.createUser();
      const admin = await server.createUser({ roles: ['admin'] });
      expect((await call(server, 'POST', `/pay/sandbox/confirm/${sn}`)).status).toBe(401);
      for (const other of [stranger, admin]) {
        const answer = await call(server, 'POST', `/pay/sandbox/confirm/${sn}`, {
          headers: { token: other.token },
        });
        expect(answer.status).toBe(403);
      }
      expect(await balanceOf(member.id)).toBe(0);
      // The payer confirms: 500 and the slot's bonus of 50.
      const paid = await call(server, 'POST', `/pay/sandbox/confirm/${sn}`, {
        headers: { token: member.token },
      });
      expect(paid.body).toMatchObject({ code: 0, data: { status: 'paid', amount: 500 } });
      expect(await balanceOf(member.id)).toBe(55_000);
    });

    it('show an amount to the order owner only', async () => {
      const { member, sn } = await startedTopup();
      const stranger = await server.createUser();
      expect((await call(server, 'GET', `/pay/sandbox/${sn}`)).status).toBe(401);
      const other = await call(server, 'GET', `/pay/sandbox/${sn}`, {
        headers: { token: stranger.token },
      });
      expect(other.status).toBe(403);
      expect(JSON.stringify(other.body)).not.toContain('500');
      const own = await call(server, 'GET', `/pay/sandbox/${sn}`, {
        headers: { token: member.token },
      });
      expect(own.body).toMatchObject({ code: 0, data: { amount: 500, status: 'pending' } });
      // The page a browser opens carries no amount; its script reads it with the session.
      const page = await server.app.inject({
        url: `/pay/sandbox/${sn}`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/500\.00|¥/);
    });

    it('are paid by a notification only when the gateway signed it, for what was started', async () => {
      const { member, sn } = await startedTopup();
      const gateway = new SandboxGateway(SECRET);
      const genuine = gateway.notification(
        { orderSn: sn, paytype: 'alipay', amountCents: 50_000 },
        SEEDED_AT,
      );
      const forged = new SandboxGateway('a guessed secret').notification(
        { orderSn: sn, paytype: 'alipay', amountCents: 50_000 },
        SEEDED_AT,
      );
      const notify = (body: unknown) => call(server, 'POST', '/pay/sandbox/notify', { body });
      expect((await notify(forged)).status).toBe(403);
      expect((await notify({ ...genuine, amount: 0.01 })).status).toBe(403);
      const cheaper = gateway.notification(
        { orderSn: sn, paytype: 'alipay', amountCents: 1 },
        SEEDED_AT,
      );
      expect((await notify(cheaper)).status).toBe(409);
      expect(await balanceOf(member.id)).toBe(0);
      expect((await notify(genuine)).body).toMatchObject({ code: 0, data: { status: 'paid' } });
      // A repeated notification pays nothing twice.
      expect((await notify(genuine)).status).toBe(200);
      expect(await balanceOf(member.id)).toBe(55_000);
    });
  });

  describe('text that is not clean text', () => {
    it('is refused with a 400 naming the field, for NUL, other controls and lone surrogates', async () => {
      const member = await server.createUser();
      const cases: [string, string, unknown][] = [
        ['POST', '/feedback/add/', { content: 'xa\u0000by' }],
        ['POST', '/feedback/add/', { content: 'bell\u0007' }],
        ['POST', '/feedback/add/', { content: 'half \ud83d of a face' }],
        ['POST', '/user/saveProfile/', { name: '\udc00' }],
        ['GET', '/search/item/%00?pageno=1&pagesize=10', undefined],
        ['GET', '/search/item/%E5%9C%9F?pageno=1&pagesize=10&x=%01', undefined],
        ['GET', '/event/search/?keyword=a%00b', undefined],
      ];
      for (const [method, url, body] of cases) {
        const answer = await call(server, method as 'GET' | 'POST', url, {
          body,
          headers: { token: member.token },
        });
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.code).toBe(400);
        expect(String(answer.body.message)).toMatch(/control character|not valid text/);
      }
      // Line breaks and tabs are text in a body.
      const kept = await call(server, 'POST', '/feedback/add/', {
        body: { content: '第一行\n第二行\t完' },
        headers: { token: member.token },
      });
      expect(kept.status).toBe(200);
    });

    it('uses nothing up: a registration refused for its text leaves the passcode usable', async () => {
      const mobile = '13512345678';
      const form = await solvedCaptcha(server);
      await call(server, 'POST', '/user/sendMobileLoginCode/', { body: { mobile, ...form } });
      const outbox = await call(server, 'GET', `/dev/outbox/?to=${mobile}&kind=passcode&limit=1`);
      const passcode = (outbox.body.data as { code: string }[])[0]!.code;
      const registration = await solvedCaptcha(server, '127.0.0.1', mobile);
      const register = (nickname: string) =>
        call(server, 'POST', '/user/register/', {
          body: { mobile, passcode, nickname, password: 'a'.repeat(64), ...registration },
        });
      expect((await register('Sa\u0000ran')).status).toBe(400);
      const registered = await register('Saran');
      expect(registered.body).toMatchObject({ code: 0 });
    });
  });

  describe('limits', () => {
    it('send one passcode for one captcha answer, however many numbers ask', async () => {
      const form = await solvedCaptcha(server);
      const numbers = Array.from({ length: 100 }, (_, i) => `1358800${String(i).padStart(4, '0')}`);
      const statuses: number[] = [];
      for (const mobile of numbers) {
        statuses.push(
          (await call(server, 'POST', '/user/sendMobileLoginCode/', { body: { mobile, ...form } }))
            .status,
        );
      }
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1).every((status) => status === 422)).toBe(true);
      const sent = await call(server, 'GET', '/dev/outbox/?kind=passcode&limit=100');
      const delivered = (sent.body.data as { to: string }[]).filter((m) => numbers.includes(m.to));
      expect(delivered).toHaveLength(1);
    });

    it('send at most 10 passcodes an hour to one caller address, each with its own captcha', async () => {
      const from = '198.51.100.7';
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const form = await solvedCaptcha(server, from);
        const mobile = `1357700${String(i).padStart(4, '0')}`;
        statuses.push(
          (
            await call(server, 'POST', '/user/sendMobileLoginCode/', {
              body: { mobile, ...form },
              from,
            })
          ).status,
        );
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    });
  });
});

describe('password spraying from one address', () => {
  const PASSWORD = 'b'.repeat(64);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'citylife-spray-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'is refused after 10 failures across accounts, and stays refused after a restart',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      const clock = runningClock(SEEDED_AT);
      const start = () =>
        buildServer({
          database,
          now: clock,
          config: testConfig(database, {
            devTools: true,
            dataDir,
            secret: SECRET,
            addressLimits: ADDRESS_LIMITS,
          }),
        });
      let app = await start();
      const passwordHash = await hashPassword(PASSWORD);
      const accounts = Array.from(
        { length: 100 },
        (_, i) => `1366600${String(i).padStart(4, '0')}`,
      );
      await database.db
        .insert(users)
        .values(accounts.map((mobile) => ({ mobile, passwordHash, createdAt: SEEDED_AT })));
      const attacker = '203.0.113.66';
      const server = { app, database } as unknown as TestServer;
      const tryOne = async (mobile: string) => {
        const form = await solvedCaptcha(server, attacker);
        return call(server, 'POST', '/user/auth2/', {
          body: { email: mobile, password: 'c'.repeat(64), ...form },
          from: attacker,
        });
      };
      const statuses: number[] = [];
      for (const mobile of accounts) statuses.push((await tryOne(mobile)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

      // A restart keeps the lock: it is in the database.
      await app.close();
      app = await start();
      (server as unknown as { app: typeof app }).app = app;
      expect((await tryOne(accounts[0]!)).status).toBe(429);
      // Someone else, elsewhere, signs in as usual.
      const form = await solvedCaptcha(server, '198.51.100.20');
      const own = await call(server, 'POST', '/user/auth2/', {
        body: { email: accounts[50], password: PASSWORD, ...form },
        from: '198.51.100.20',
      });
      expect(own.body).toMatchObject({ code: 0 });
      await app.close();
      await database.close();
    },
  );

  it(
    'of one account never locks its owner out: elsewhere the right password signs in, with a harder challenge',
    { timeout: 60_000 },
    async () => {
      const server = await startTestServer({
        config: { devTools: true, secret: SECRET, addressLimits: ADDRESS_LIMITS },
      });
      const owner = '13666612345';
      const passwordHash = await hashPassword(PASSWORD);
      await server.database.db
        .insert(users)
        .values({ mobile: owner, passwordHash, createdAt: SEEDED_AT });
      const signIn = async (from: string, password: string, account?: string) =>
        call(server, 'POST', '/user/auth2/', {
          body: { email: owner, password, ...(await solvedCaptcha(server, from, account)) },
          from,
        });
      const stranger = '203.0.113.77';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await signIn(stranger, 'd'.repeat(64), owner)).status);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
      // The stranger's address stays refused for this account, even with the right password.
      expect((await signIn(stranger, PASSWORD, owner)).status).toBe(429);

      // From the owner's address, a challenge that does not count the account's failures is
      // too easy now...
      const home = '198.51.100.30';
      const tooEasy = await signIn(home, PASSWORD);
      expect(tooEasy.status).toBe(422);
      expect(tooEasy.body.message).toEqual({
        captchainput: expect.stringMatching(/stronger verification/),
      });
      // ...and one issued for the account is harder, and signs its owner in.
      const issued = await call(server, 'GET', `/captcha/refresh/attackhome1/?account=${owner}`, {
        from: home,
      });
      expect((issued.body.data as { level: number }).level).toBeGreaterThan(0);
      expect((await signIn(home, PASSWORD, owner)).body).toMatchObject({ code: 0 });
      await server.close();
    },
  );
});
