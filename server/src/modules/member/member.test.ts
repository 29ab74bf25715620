import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { accountLogs, creditLogs } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import {
  addToCart,
  balanceOf,
  checkOutForPickUp,
  setBalance,
  userWithBalance,
} from '../../test/commerce.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, useTestUser } from '../../test/harness.js';

/** The tests' Monday, 10:00 in Asia/Shanghai (when the test database was seeded). */
const START = SEEDED_AT;
/** The server's signing secret (the card's offline defaults derive from it). */
const SECRET = 'member-test-secret';
const server = useTestServer({ at: START, eachTestAt: true, config: { secret: SECRET } });
const admin = useTestUser(server, { roles: ['admin'] });

const db = () => server.database.db;
const later = (ms: number) => server.clock.advance(ms);
const summary = (client: ApiClient) => client.call((c) => c.GET('/member/getSummary/'));
const getPaycode = (client: ApiClient) => client.call((c) => c.GET('/member/getPaycode/'));
const paycodeStatus = (client: ApiClient, code: string) =>
  client.call((c) => c.GET('/member/getPaycodeStatus/{code}', { params: { path: { code } } }));
const usePaycode = (client: ApiClient, code: string, amount: number, memo?: string) =>
  client.call((c) =>
    c.POST('/member/usePaycode/{code}', {
      params: { path: { code } },
      body: { amount, ...(memo ? { memo } : {}) },
    }),
  );
const cardNo = (id: number) => `88${String(id).padStart(8, '0')}`;

describe('the member summary', () => {
  it('opens a member account on first visit with the welcome voucher', async () => {
    const user = await server.createUser();
    expect(await summary(user.client)).toEqual({
      cardNo: cardNo(user.id),
      createdTime: '2026-03-02T10:00:00+08:00',
      level: {
        id: 1,
        name: 'Standard member',
        privileges: [
          {
            id: 1,
            name: 'Points exchange',
            description: 'Exchange points for goods at the gift shop',
          },
        ],
      },
      account: { balance: 0 },
      credit: { balance: 0 },
      voucherCount: 1,
    });
    // The welcome voucher is given once, and counts only while usable (7 days).
    expect((await summary(user.client)).voucherCount).toBe(1);
    later(7 * 24 * 3600 * 1000);
    // The first sign-in's token has expired with the voucher: the member signs in again.
    const again = await server.signIn(user.id);
    expect((await summary(again.client)).voucherCount).toBe(0);
    await expectFailure(summary(server.client), 401);
  });

  it('reads the balance and points', async () => {
    const user = await userWithBalance(server, 12050);
    expect(await user.client.call((c) => c.GET('/member/getAccount/'))).toEqual({ balance: 120.5 });
    expect(await user.client.call((c) => c.GET('/member/getCredit/'))).toEqual({ balance: 0 });
  });

  it('pages the account log, newest first, 10 at a time', async () => {
    const user = await server.createUser();
    await db()
      .insert(accountLogs)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          userId: user.id,
          amountCents: (i + 1) * 100,
          memo: `充值 ${i + 1}`,
          createdAt: new Date(START.getTime() + i * 60_000),
        })),
      );
    const first = await user.client.call((c) => c.GET('/member/getAccountLog/'));
    expect(first).toHaveLength(10);
    expect(first[0]).toMatchObject({
      amount: 12,
      memo: '充值 12',
      createdTime: '2026-03-02T10:11:00+08:00',
    });
    const second = await user.client.call((c) =>
      c.GET('/member/getAccountLog/', { params: { query: { pageno: 2 } } }),
    );
    expect(second.map((entry) => entry.amount)).toEqual([2, 1]);
    await expectFailure(
      user.client.call((c) =>
        c.GET('/member/getAccountLog/', { params: { query: { pagesize: 101 } } }),
      ),
      400,
    );
    const stranger = await server.createUser();
    expect(await stranger.client.call((c) => c.GET('/member/getAccountLog/'))).toEqual([]);
  });

  it('earns points on paid orders, logs them with the vendor and raises the level', async () => {
    const user = await server.createUser();
    await db()
      .insert(creditLogs)
      .values({ userId: user.id, amount: -5, memo: '旧记录', vendor: '', createdAt: START });
    // 12 durians of 168 yuan: 2016 points, enough for the gold level (2000).
    await addToCart(user.client, 13, 12);
    const { order_sn } = await checkOutForPickUp(user.client);
    await user.client.call((c) => c.POST('/pay/getWechatPackage', { body: { order_sn } }));
    later(60_000);
    await user.client.call((c) =>
      c.POST('/pay/sandbox/confirm/{order_sn}', { params: { path: { order_sn } } }),
    );
    expect(await user.client.call((c) => c.GET('/member/getCredit/'))).toEqual({ balance: 2016 });
    const log = await user.client.call((c) => c.GET('/member/getCreditLog/'));
    expect(log[0]).toEqual({
      id: expect.any(Number),
      amount: 2016,
      memo: `Points for purchase (order ${order_sn})`,
      vendor: '城市生活康巴什店',
      createdTime: '2026-03-02T10:01:00+08:00',
    });
    expect(log[1]).toMatchObject({ amount: -5, memo: '旧记录', vendor: '' });
    const level = await user.client.call((c) => c.GET('/member/getLevel/'));
    expect(level).toMatchObject({ id: 2, name: 'Gold member' });
    expect(level.privileges.map((p) => p.name)).toEqual(['Points exchange', 'Birthday voucher']);
  });
});

describe('levels, privileges and top-up slots', () => {
  it('lists the levels lowest first and every privilege', async () => {
    const levels = await server.client.call((c) => c.GET('/member/getAllLevels/'));
    expect(levels.map((level) => level.name)).toEqual([
      'Standard member',
      'Gold member',
      'Diamond member',
    ]);
    expect(levels[2]!.privileges).toHaveLength(4);
    const privileges = await server.client.call((c) => c.GET('/member/getAllPrivs/'));
    expect(privileges.map((p) => p.name)).toEqual([
      'Points exchange',
      'Birthday voucher',
      'Double points on member day',
      'Personal service',
    ]);
  });

  it('offers top-up slots with exactly one selected', async () => {
    const user = await server.createUser();
    const { slots } = await user.client.call((c) => c.GET('/member/getTopupProfile/'));
    expect(slots).toEqual([
      { amount: 50, label: 'Top up ¥50', selected: false },
      { amount: 100, label: 'Top up ¥100, get ¥5 free', selected: true },
      { amount: 200, label: 'Top up ¥200, get ¥15 free', selected: false },
      { amount: 500, label: 'Top up ¥500, get ¥50 free', selected: false },
    ]);
    await expectFailure(
      user.client.call((c) => c.POST('/member/createTopupOrder/', { body: { amount: 123 } })),
      422,
    );
    await expectFailure(
      user.client.call((c) => c.POST('/member/createTopupOrder/', { body: { amount: 0 } })),
      400,
    );
  });
});

describe('pay codes', () => {
  it('go from valid to used when the cashier charges them', async () => {
    const user = await userWithBalance(server, 5000);
    const paycode = await getPaycode(user.client);
    expect(paycode.code).toMatch(/^\d{18}$/);
    expect(paycode.expiresAt).toBe('2026-03-02T10:01:00+08:00');
    expect(await paycodeStatus(user.client, paycode.code)).toEqual({ status: 'valid' });

    later(20_000);
    const charge = await usePaycode(admin.client, paycode.code, 29.9, '收银台 1 小票 000123');
    expect(charge).toEqual({
      memberid: user.id,
      status: 'used',
      amount: 29.9,
      usedTime: '2026-03-02T10:00:20+08:00',
      balance: 20.1,
    });
    expect(await paycodeStatus(user.client, paycode.code)).toEqual({
      status: 'used',
      amount: 29.9,
      usedTime: '2026-03-02T10:00:20+08:00',
    });
    const log = await user.client.call((c) => c.GET('/member/getAccountLog/'));
    expect(log[0]).toMatchObject({ amount: -29.9, memo: 'Pay code payment 收银台 1 小票 000123' });
    await expectFailure(
      usePaycode(admin.client, paycode.code, 1),
      409,
      'The pay code has already been used',
    );
    expect(await balanceOf(db(), user.id)).toBe(2010);
  });

  it('expire after 60 seconds or when a newer code is issued', async () => {
    const user = await userWithBalance(server, 5000);
    const first = await getPaycode(user.client);
    const second = await getPaycode(user.client);
    expect(second.code).not.toBe(first.code);
    expect(await paycodeStatus(user.client, first.code)).toEqual({ status: 'expired' });
    await expectFailure(
      usePaycode(admin.client, first.code, 1),
      409,
      'the pay code expired, refresh and retry',
    );
    later(60_000);
    expect(await paycodeStatus(user.client, second.code)).toEqual({ status: 'expired' });
    await expectFailure(usePaycode(admin.client, second.code, 1), 409);
    expect(await balanceOf(db(), user.id)).toBe(5000);
  });

  it('are charged only within the balance, by the cashier, and shown to their owner only', async () => {
    const user = await userWithBalance(server, 1000);
    const { code } = await getPaycode(user.client);
    await expectFailure(usePaycode(admin.client, code, 10.01), 422, 'Insufficient balance');
    expect(await paycodeStatus(user.client, code)).toEqual({ status: 'valid' });
    await expectFailure(usePaycode(user.client, code, 1), 403);
    const stranger = await server.createUser();
    await expectFailure(paycodeStatus(stranger.client, code), 403);
    await expectFailure(paycodeStatus(user.client, '123456789012345678'), 404);
    await expectFailure(usePaycode(admin.client, '123456789012345678', 1), 404);
    const malformed = await fetch(`${server.baseUrl}/member/getPaycodeStatus/12345`, {
      headers: { token: user.token, user: String(user.id) },
    });
    expect(malformed.status).toBe(400);
    expect((await usePaycode(admin.client, code, 10)).balance).toBe(0);
  });

  it('are limited to 30 within 10 minutes', async () => {
    const user = await server.createUser();
    for (let i = 0; i < 30; i += 1) await getPaycode(user.client);
    await expectFailure(getPaycode(user.client), 429);
    later(10 * 60_000 + 1);
    expect((await getPaycode(user.client)).code).toMatch(/^\d{18}$/);
  });
});

describe('the cashier’s member queries', () => {
  it('let members read their own balance and vouchers, and admins anyone’s', async () => {
    const user = await server.createUser();
    await summary(user.client);
    await setBalance(db(), user.id, 880);
    const query = (client: ApiClient, memberid: number) =>
      client.call((c) => c.POST('/member/querybalance/', { body: { memberid } }));
    expect(await query(user.client, user.id)).toEqual({
      memberid: user.id,
      cardNo: cardNo(user.id),
      balance: 8.8,
    });
    expect(await query(admin.client, user.id)).toEqual(await query(user.client, user.id));
    const stranger = await server.createUser();
    await expectFailure(query(stranger.client, user.id), 403);
    await expectFailure(query(admin.client, 999999), 404, 'Member not found');
    const vouchers = await admin.client.call((c) =>
      c.POST('/member/queryVoucher/', { body: { memberid: user.id } }),
    );
    expect(vouchers.map((voucher) => voucher.name)).toEqual(['新人券']);
    await expectFailure(
      stranger.client.call((c) => c.POST('/member/queryVoucher/', { body: { memberid: user.id } })),
      403,
    );
  });
});

describe('answers', () => {
  it('match the contract', async () => {
    const user = await server.createUser();
    expectSchema('Member', await summary(user.client));
    await setBalance(db(), user.id, 10000);
    expectSchema('MemberAccount', await user.client.call((c) => c.GET('/member/getAccount/')));
    expectSchema('MemberCredit', await user.client.call((c) => c.GET('/member/getCredit/')));
    expectSchema('MemberLevel', await user.client.call((c) => c.GET('/member/getLevel/')));
    expectSchema('TopupProfile', await user.client.call((c) => c.GET('/member/getTopupProfile/')));
    for (const level of await server.client.call((c) => c.GET('/member/getAllLevels/'))) {
      expectSchema('MemberLevel', level);
    }
    for (const privilege of await server.client.call((c) => c.GET('/member/getAllPrivs/'))) {
      expectSchema('Privilege', privilege);
    }
    const { code } = await getPaycode(user.client);
    expectSchema('PaycodeState', await paycodeStatus(user.client, code));
    expectSchema('PaycodeCharge', await usePaycode(admin.client, code, 12.34, '小票 1'));
    expectSchema('PaycodeState', await paycodeStatus(user.client, code));
    for (const entry of await user.client.call((c) => c.GET('/member/getAccountLog/'))) {
      expectSchema('AccountLogEntry', entry);
    }
    expectSchema(
      'MemberBalance',
      await admin.client.call((c) =>
        c.POST('/member/querybalance/', { body: { memberid: user.id } }),
      ),
    );
    for (const voucher of await user.client.call((c) =>
      c.POST('/member/queryVoucher/', { body: { memberid: user.id } }),
    )) {
      expectSchema('Voucher', voucher);
    }
    expectSchema(
      'WechatCardPackage',
      await user.client.call((c) => c.GET('/member/wechatAddPackage')),
    );
  });
});

describe('the WeChat membership card', () => {
  it('signs the card package, then stores the card code once', async () => {
    const user = await server.createUser();
    const pkg = await user.client.call((c) => c.GET('/member/wechatAddPackage'));
    const ext = JSON.parse(pkg.cardExt) as Record<string, string>;
    expect(ext.code).toBe(cardNo(user.id));
    expect(ext.timestamp).toBe(String(START.getTime() / 1000));
    const ticket = createHash('sha256').update(`card-ticket:${SECRET}`).digest('hex');
    const expected = createHash('sha1')
      .update([ticket, ext.timestamp!, ext.nonce_str!, pkg.cardId, ext.code!].sort().join(''))
      .digest('hex');
    expect(ext.signature).toBe(expected);

    const store = (client: ApiClient, code: string) =>
      client.call((c) => c.POST('/member/updateWechatCode/{code}', { params: { path: { code } } }));
    expect(await store(user.client, ext.code!)).toEqual({ wechatCode: ext.code });
    expect(await store(user.client, ext.code!)).toEqual({ wechatCode: ext.code });
    expect((await summary(user.client)).wechatCode).toBe(ext.code);
    await expectFailure(
      user.client.call((c) => c.GET('/member/wechatAddPackage')),
      409,
    );
    await expectFailure(store(user.client, 'OTHER123'), 409, /another WeChat code/);
    const stranger = await server.createUser();
    await expectFailure(store(stranger.client, ext.code!), 409, /another member/);
    await expectFailure(store(stranger.client, 'bad-code!'), 400);
  });
});
