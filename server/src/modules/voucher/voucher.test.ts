import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { HttpError } from '../../http/errors.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import { addToCart, checkOutForPickUp, giveVoucher } from '../../test/commerce.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { ensureMember } from '../member/member.service.js';
import { grantVoucher, templateByCode } from './voucher.service.js';

/** The tests' Monday, 10:00 in Asia/Shanghai (when the test database was seeded). */
const START = SEEDED_AT;
const DAY = 24 * 3600 * 1000;
const server = useTestServer({ at: START, eachTestAt: true });

const db = () => server.database.db;
const days = (n: number) => new Date(START.getTime() + n * DAY);
const search = (client: ApiClient, a = 1, b = 10) =>
  client.call((c) => c.GET('/voucher/search/{a}/{b}', { params: { path: { a, b } } }));
const byStatus = (
  client: ApiClient,
  status: 'usable' | 'used' | 'expired',
  pageno = 1,
  pagesize = 10,
) =>
  client.call((c) =>
    c.GET('/voucher/getVoucherList/{status}/{pageno}/{pagesize}', {
      params: { path: { status, pageno, pagesize } },
    }),
  );

/** A user with no welcome voucher in the way (member account opened, voucher removed from view by expiry). */
async function member(): Promise<TestUser> {
  const user = await server.createUser();
  // Opened long ago: the welcome voucher expired before START.
  await ensureMember(db(), user.id, days(-30));
  return user;
}

describe('listing vouchers', () => {
  let user: TestUser;
  let soon: number;
  let late: number;
  let used: number;
  let expiredRecently: number;
  beforeAll(async () => {
    user = await member();
    /** A voucher of `user` named `name`, applied `appliedOn` days from START. */
    const voucherOf = (name: string, appliedOn: number, effectiveDays: number) =>
      giveVoucher(db(), user.id, { name, applyTime: days(appliedOn), effectiveDays });
    late = await voucherOf('晚到期', -1, 30);
    soon = await voucherOf('早到期', -1, 5);
    expiredRecently = await voucherOf('刚过期', -10, 9);
    used = await voucherOf('已使用', -1, 60);
    await addToCart(user.client, 3, 1);
    await checkOutForPickUp(user.client, used);
  });

  it('puts usable vouchers first by expiry, then the others latest expiry first', async () => {
    const page = await search(user.client);
    const ids = page.objects.map((voucher) => voucher.id);
    // The welcome voucher (expired 23 days before START) comes last.
    expect(ids.slice(0, 4)).toEqual([soon, late, used, expiredRecently]);
    expect(page.total).toBe(5);
    expect(page.objects.map((voucher) => voucher.status)).toEqual([
      'usable',
      'usable',
      'used',
      'expired',
      'expired',
    ]);
    const second = await search(user.client, 2, 2);
    expect(second.objects.map((voucher) => voucher.id)).toEqual([used, expiredRecently]);
    expect(second.total).toBe(5);
  });

  it('answer as the contract says', async () => {
    const page = await search(user.client);
    expectSchema('VoucherPage', page);
    expectSchema('VoucherPage', await byStatus(user.client, 'used'));
  });

  it('lists one status at a time', async () => {
    expect((await byStatus(user.client, 'usable')).objects.map((v) => v.id)).toEqual([soon, late]);
    expect((await byStatus(user.client, 'used')).objects.map((v) => v.id)).toEqual([used]);
    const expired = await byStatus(user.client, 'expired');
    expect(expired.objects[0]!.id).toBe(expiredRecently);
    expect(expired.total).toBe(2);
    expect((await byStatus(user.client, 'usable', 2, 1)).objects.map((v) => v.id)).toEqual([late]);
    const bad = await fetch(`${server.baseUrl}/voucher/getVoucherList/lost/1/10`, {
      headers: { token: user.token, user: String(user.id) },
    });
    expect(bad.status).toBe(400);
  });

  it('reads one voucher with its rules and shops', async () => {
    const welcome = (await search(user.client)).objects.at(-1)!;
    const voucher = await user.client.call((c) =>
      c.GET('/voucher/getById/{id}', { params: { path: { id: welcome.id } } }),
    );
    expect(voucher).toEqual({
      id: welcome.id,
      name: '新人券',
      amount: 10,
      threshold: 0,
      perUserQuantity: 1,
      perCycleQuantity: 0,
      effectiveDays: 7,
      applyTime: '2026-01-31T10:00:00+08:00',
      shops: [{ id: 1, name: '城市生活康巴什店' }],
      orders: [],
      status: 'expired',
      expiresAt: '2026-02-07T10:00:00+08:00',
    });
    const stranger = await server.createUser();
    await expectFailure(
      stranger.client.call((c) =>
        c.GET('/voucher/getById/{id}', { params: { path: { id: soon } } }),
      ),
      403,
    );
    await expectFailure(
      user.client.call((c) => c.GET('/voucher/getById/{id}', { params: { path: { id: 999999 } } })),
      404,
    );
    await expectFailure(search(server.client), 401);
  });
});

describe('per-user limits', () => {
  const topupAndPay = async (user: TestUser, amount: number) => {
    const { order_sn } = await user.client.call((c) =>
      c.POST('/member/createTopupOrder/', { body: { amount } }),
    );
    await user.client.call((c) => c.POST('/pay/getWechatPackage', { body: { order_sn } }));
    await user.client.call((c) =>
      c.POST('/pay/sandbox/confirm/{order_sn}', { params: { path: { order_sn } } }),
    );
  };
  const gifts = async (user: TestUser) =>
    (await search(user.client, 1, 100)).objects.filter((v) => v.name === '充值礼券 满 100 减 10');

  it('give the top-up gift once a day and three times in all', async () => {
    const user = await member();
    await topupAndPay(user, 100);
    await topupAndPay(user, 200);
    expect(await gifts(user)).toHaveLength(1);
    server.clock.set(days(1));
    await topupAndPay(user, 100);
    // Below 100 yuan there is no gift.
    await topupAndPay(user, 50);
    expect(await gifts(user)).toHaveLength(2);
    server.clock.set(days(2));
    await topupAndPay(user, 500);
    server.clock.set(days(3));
    await topupAndPay(user, 100);
    const all = await gifts(user);
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({ perUserQuantity: 3, perCycleQuantity: 1, threshold: 100 });
  });

  it('are enforced by the grant itself', async () => {
    const user = await member();
    const topupTemplate = (await templateByCode(db(), 'topup'))!;
    const welcome = (await templateByCode(db(), 'welcome'))!;
    const grant = (templateId: number, now: Date) =>
      db().transaction((tx) => grantVoucher(tx, user.id, templateId, now));
    await expect(grant(welcome.id, START)).rejects.toMatchObject({
      status: 422,
      content: { key: 'voucher.perUserLimit', vars: { limit: 1 } },
    });
    await grant(topupTemplate.id, START);
    const second = await grant(topupTemplate.id, new Date(START.getTime() + 3600_000)).catch(
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(HttpError);
    expect((second as HttpError).content).toMatchObject({ key: 'voucher.perCycleLimit' });
    await grant(topupTemplate.id, days(1));
    await grant(topupTemplate.id, days(2));
    await expect(grant(topupTemplate.id, days(3))).rejects.toMatchObject({ status: 422 });
  });
});
