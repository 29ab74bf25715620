import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { and, eq } from 'drizzle-orm';
import { accountLogs, creditLogs, vouchers } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import {
  addAddress,
  addToCart,
  balanceOf,
  checkOutForPickUp,
  getOrder,
  giveVoucher,
  setBalance,
  stockQty,
  userWithBalance,
} from '../../test/commerce.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, useTestUser, type TestUser } from '../../test/harness.js';
import { seedStocks } from '../catalogue/catalogue.seed.js';
import { OrderService } from './orders.service.js';
import { sandboxProvider } from './payments/sandbox.js';

/** The tests' Monday, 10:00 in Asia/Shanghai (when the test database was seeded). */
const START = SEEDED_AT;
const server = useTestServer({ at: START, eachTestAt: true });
const admin = useTestUser(server, { roles: ['admin'] });

const db = () => server.database.db;
/** Gives `user` a voucher (of `rules`) applied now on the server's clock; answers its id. */
const voucherFromNow = (user: TestUser, rules: Parameters<typeof giveVoucher>[2] = {}) =>
  giveVoucher(db(), user.id, { ...rules, applyTime: server.clock.now() });
const later = (minutes: number) => server.clock.advance(minutes * 60_000);
const stockId = (itemId: number) => seedStocks().find((s) => s.itemId === itemId)!.id;

/** A pending cart order of the user: `qty` of item 3 (6.50 yuan), picked up tomorrow. */
async function cartOrder(user: TestUser, qty = 2, voucherId?: number): Promise<string> {
  await addToCart(user.client, 3, qty);
  const { order_sn } = await checkOutForPickUp(user.client, voucherId);
  return order_sn;
}

const getPayment = (client: ApiClient, sn: string) =>
  client.call((c) => c.GET('/order/getPayment/{order_sn}', { params: { path: { order_sn: sn } } }));
const payByAccount = (client: ApiClient, a: string, b: string | number) =>
  client.call((c) => c.POST('/pay/accountPay/{a}/{b}', { params: { path: { a, b: String(b) } } }));
type Line = { type: 'VOUCHER' | 'discount' | 'floor' | 'cash'; amount: number; voucherId?: number };
const placeOrder = (
  client: ApiClient,
  sn: string,
  paytype: 'account' | 'wxpay' | 'alipay',
  payment: Line[],
) =>
  client.call((c) =>
    c.POST('/order/placeOrder/{sn}', { params: { path: { sn } }, body: { paytype, payment } }),
  );
const settle = (client: ApiClient, order_sn: string, payment: Line[]) =>
  client.call((c) => c.POST('/order/settleOrder', { body: { order_sn, payment } }));
const cancel = (client: ApiClient, sn: string) =>
  client.call((c) => c.POST('/order/cancelOrder/{sn}', { params: { path: { sn } } }));
/** The sandbox payment in its JSON form, as its owner reads it (the client never asks for the page). */
const sandbox = async (client: ApiClient, sn: string) => {
  const answer = await client.call((c) =>
    c.GET('/pay/sandbox/{order_sn}', { params: { path: { order_sn: sn } } }),
  );
  if (typeof answer === 'string') throw new Error('the sandbox answered its page, not JSON');
  return answer;
};
/** The payer confirms on the gateway's page, signed in as the order's owner. */
const confirmSandbox = (client: ApiClient, sn: string) =>
  client.call((c) =>
    c.POST('/pay/sandbox/confirm/{order_sn}', { params: { path: { order_sn: sn } } }),
  );
const wechatPackage = (client: ApiClient, order_sn: string, paytype?: 'wxpay' | 'wxapppay') =>
  client.call((c) =>
    c.POST('/pay/getWechatPackage', { body: { order_sn, ...(paytype ? { paytype } : {}) } }),
  );
const mwebUrl = (client: ApiClient, a: string, b: string | number) =>
  client.call((c) =>
    c.GET('/pay/getWechatMwebUrl/{a}/{b}', { params: { path: { a, b: String(b) } } }),
  );
const codeUrl = (client: ApiClient, a: string, b: string | number) =>
  client.call((c) =>
    c.GET('/pay/getWechatCodeUrl/{a}/{b}', { params: { path: { a, b: String(b) } } }),
  );
const alipay = (client: ApiClient, order_sn: string, returnUrl?: string) =>
  client.call((c) =>
    c.POST('/pay/aliPayPackage', { body: { order_sn, ...(returnUrl ? { returnUrl } : {}) } }),
  );
const topup = (client: ApiClient, amount: number) =>
  client.call((c) => c.POST('/member/createTopupOrder/', { body: { amount } }));
const voucherRow = async (id: number) =>
  (await db().select().from(vouchers).where(eq(vouchers.id, id)))[0]!;

describe('reading orders', () => {
  let user: TestUser;
  let first: string;
  let second: string;
  let topupSn: string;
  beforeAll(async () => {
    user = await server.createUser();
    first = await cartOrder(user);
    later(5);
    second = await cartOrder(user, 1);
    topupSn = (await topup(user.client, 50)).order_sn;
  });

  it('lists the caller’s orders of a type, newest first, in pages', async () => {
    const carts = await user.client.call((c) =>
      c.GET('/order/getOrderByType/{type}', { params: { path: { type: 'ShoppingCartOrder' } } }),
    );
    expect(carts.map((order) => order.order_sn)).toEqual([second, first]);
    const page2 = await user.client.call((c) =>
      c.GET('/order/getOrderByType/{type}', {
        params: { path: { type: 'ShoppingCartOrder' }, query: { pageno: 2, pagesize: 1 } },
      }),
    );
    expect(page2.map((order) => order.order_sn)).toEqual([first]);
    const topups = await user.client.call((c) =>
      c.GET('/order/getOrderByType/{type}', { params: { path: { type: 'TopupOrder' } } }),
    );
    expect(topups).toEqual([
      {
        order_sn: topupSn,
        totalamount: 50,
        payamount: 50,
        items: [],
        supportedPayment: ['wxpay', 'wxapppay', 'alipay', 'unionpay', 'applepay'],
        status: 'pending',
        type: 'TopupOrder',
        createdTime: '2026-03-02T10:05:00+08:00',
      },
    ]);
    const stranger = await server.createUser();
    expect(
      await stranger.client.call((c) =>
        c.GET('/order/getOrderByType/{type}', { params: { path: { type: 'ShoppingCartOrder' } } }),
      ),
    ).toEqual([]);
    const bad = await fetch(`${server.baseUrl}/order/getOrderByType/GiftOrder`, {
      headers: { token: user.token, user: String(user.id) },
    });
    expect(bad.status).toBe(400);
  });

  it('shows an order to its owner and to admins only', async () => {
    const order = await getOrder(user.client, first);
    expect(order).toMatchObject({
      order_sn: first,
      status: 'pending',
      totalamount: 13,
      payamount: 13,
      supportedPayment: ['account', 'wxpay', 'wxapppay', 'alipay', 'unionpay', 'applepay'],
    });
    expect(await getOrder(admin.client, first)).toEqual(order);
    const stranger = await server.createUser();
    await expectFailure(getOrder(stranger.client, first), 403);
    await expectFailure(getPayment(stranger.client, first), 403);
    await expectFailure(getOrder(user.client, '20990101000000'), 404, 'Order not found');
    await expectFailure(getOrder(server.client, first), 401);
  });

  it('gives the cashier the amounts, pay types and the caller’s balance', async () => {
    await setBalance(db(), user.id, 12050);
    expect(await getPayment(user.client, first)).toEqual({
      order_sn: first,
      type: 'ShoppingCartOrder',
      status: 'pending',
      totalamount: 13,
      payamount: 13,
      payments: [],
      supportedPayment: ['account', 'wxpay', 'wxapppay', 'alipay', 'unionpay', 'applepay'],
      balance: 120.5,
    });
    expect((await getPayment(user.client, topupSn)).supportedPayment).toEqual([
      'wxpay',
      'wxapppay',
      'alipay',
      'unionpay',
      'applepay',
    ]);
  });
});

describe('paying from the balance', () => {
  it('pays the whole amount once, writes the log and grants points', async () => {
    const user = await userWithBalance(server, 2000);
    const sn = await cartOrder(user, 2);
    later(3);
    const paid = await payByAccount(user.client, sn, '13');
    expect(paid).toMatchObject({
      status: 'paid',
      paytype: 'account',
      payTime: '2026-03-02T10:03:00+08:00',
      payamount: 13,
    });
    expect(await balanceOf(db(), user.id)).toBe(700);
    const log = await user.client.call((c) => c.GET('/member/getAccountLog/'));
    expect(log[0]).toMatchObject({ amount: -13, memo: `Order ${sn} paid from balance` });
    const credit = await db().select().from(creditLogs).where(eq(creditLogs.userId, user.id));
    expect(credit).toEqual([expect.objectContaining({ amount: 13, vendor: '城市生活康巴什店' })]);
    await expectFailure(
      payByAccount(user.client, sn, '13'),
      409,
      'The order has already been paid',
    );
    expect(await balanceOf(db(), user.id)).toBe(700);
  });

  it('refuses an amount other than what is left to pay', async () => {
    const user = await userWithBalance(server, 5000);
    const sn = await cartOrder(user, 2);
    await expectFailure(payByAccount(user.client, sn, '12.99'), 409, /amount to pay has changed/);
    await expectFailure(payByAccount(user.client, sn, '13.1'), 409);
    expect((await payByAccount(user.client, sn, '13.00')).status).toBe('paid');
  });

  it('refuses an insufficient balance and leaves everything unchanged', async () => {
    const user = await userWithBalance(server, 1299);
    const sn = await cartOrder(user, 2);
    await expectFailure(payByAccount(user.client, sn, 13), 422, 'Insufficient balance');
    expect(await balanceOf(db(), user.id)).toBe(1299);
    expect((await getOrder(user.client, sn)).status).toBe('pending');
    const logs = await db().select().from(accountLogs).where(eq(accountLogs.userId, user.id));
    expect(logs).toEqual([]);
  });

  it("refuses someone else's order, top-ups and cancelled orders", async () => {
    const user = await userWithBalance(server, 100000);
    await setBalance(db(), admin.id, 100000);
    const sn = await cartOrder(user);
    const stranger = await server.createUser();
    await setBalance(db(), stranger.id, 100000);
    await expectFailure(payByAccount(stranger.client, sn, 13), 403);
    await expectFailure(payByAccount(admin.client, sn, 13), 403);
    const topupSn = (await topup(user.client, 100)).order_sn;
    await expectFailure(
      payByAccount(user.client, topupSn, 100),
      422,
      /cannot be paid with account/,
    );
    await cancel(user.client, sn);
    await expectFailure(payByAccount(user.client, sn, 13), 409, 'The order was cancelled');
    await expectFailure(payByAccount(user.client, '20990101000000', 13), 404);
    expect(await balanceOf(db(), user.id)).toBe(100000);
  });
});

describe('choosing the pay type and deductions', () => {
  it('keeps, removes and replaces vouchers, reserving them for the order', async () => {
    const user = await server.createUser();
    const checkoutVoucher = await voucherFromNow(user, { amountCents: 300 });
    const other = await voucherFromNow(user, { amountCents: 500 });
    const sn = await cartOrder(user, 4, checkoutVoucher);
    expect(await getPayment(user.client, sn)).toMatchObject({
      totalamount: 26,
      payamount: 23,
      payments: [{ type: 'VOUCHER', amount: 3, voucherId: checkoutVoucher }],
    });

    const kept = await placeOrder(user.client, sn, 'wxpay', [
      { type: 'VOUCHER', amount: 3, voucherId: checkoutVoucher },
    ]);
    expect(kept).toMatchObject({ paytype: 'wxpay', payamount: 23, status: 'pending' });

    const none = await placeOrder(user.client, sn, 'wxpay', []);
    expect(none.payamount).toBe(26);
    expect(none.payments).toBeUndefined();
    expect((await voucherRow(checkoutVoucher)).orderId).toBeNull();

    const replaced = await placeOrder(user.client, sn, 'alipay', [
      { type: 'VOUCHER', amount: 5, voucherId: other },
    ]);
    expect(replaced).toMatchObject({ paytype: 'alipay', payamount: 21 });
    expect((await voucherRow(other)).orderId).not.toBeNull();
    const both = await placeOrder(user.client, sn, 'account', [
      { type: 'VOUCHER', amount: 5, voucherId: other },
      { type: 'VOUCHER', amount: 3, voucherId: checkoutVoucher },
    ]);
    expect(both.payamount).toBe(18);
    // Cancelling releases what the order held.
    await cancel(user.client, sn);
    expect((await voucherRow(other)).orderId).toBeNull();
    expect((await voucherRow(checkoutVoucher)).orderId).toBeNull();
  });

  it('rejects voucher lines that do not fit', async () => {
    const user = await server.createUser();
    const stranger = await server.createUser();
    const sn = await cartOrder(user, 2);
    const good = await voucherFromNow(user, { amountCents: 500 });
    const high = await voucherFromNow(user, { thresholdCents: 5000 });
    const diyOnly = await voucherFromNow(user, { orderTypes: ['DiyOrder'] });
    const theirs = await voucherFromNow(stranger);
    const elsewhere = await cartOrder(user, 1, await voucherFromNow(user));
    const usedElsewhere = (await getPayment(user.client, elsewhere)).payments[0]!.voucherId!;
    const cases: [Line[], RegExp][] = [
      [[{ type: 'VOUCHER', amount: 5 }], /needs a voucherId/],
      [[{ type: 'VOUCHER', amount: 4, voucherId: good }], /takes 5\.00 yuan off/],
      [
        [
          { type: 'VOUCHER', amount: 5, voucherId: good },
          { type: 'VOUCHER', amount: 5, voucherId: good },
        ],
        /appears twice/,
      ],
      [[{ type: 'VOUCHER', amount: 5, voucherId: theirs }], /your vouchers/],
      [[{ type: 'VOUCHER', amount: 5, voucherId: high }], /at least 50\.00 yuan/],
      [[{ type: 'VOUCHER', amount: 5, voucherId: diyOnly }], /for this order/],
      [[{ type: 'VOUCHER', amount: 5, voucherId: usedElsewhere }], /used or has expired/],
    ];
    for (const [lines, message] of cases) {
      await expectFailure(placeOrder(user.client, sn, 'wxpay', lines), 422, message);
    }
    expect((await getPayment(user.client, sn)).payments).toEqual([]);
    // A top-up is not paid from the balance it fills.
    const { order_sn: topupSn } = await topup(user.client, 50);
    await expectFailure(placeOrder(user.client, topupSn, 'account', []), 422, /with account/);
  });

  it('leaves discount, floor and cash lines to the cashier', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    await expectFailure(
      placeOrder(user.client, sn, 'wxpay', [{ type: 'discount', amount: 1 }]),
      403,
    );
    const stranger = await server.createUser();
    await expectFailure(placeOrder(stranger.client, sn, 'wxpay', []), 403);
    const discounted = await placeOrder(admin.client, sn, 'wxpay', [
      { type: 'discount', amount: 1.3 },
    ]);
    expect(discounted.payamount).toBe(11.7);
    await expectFailure(
      placeOrder(admin.client, sn, 'wxpay', [{ type: 'discount', amount: 13.01 }]),
      422,
      /exceed the order amount/,
    );
    await expectFailure(
      placeOrder(admin.client, sn, 'wxpay', [{ type: 'cash', amount: 1, voucherId: 1 }]),
      422,
      /Only VOUCHER lines/,
    );
  });

  it('pays the order at once when nothing is left to pay, and then refuses changes', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    const voucher = await voucherFromNow(user, { amountCents: 2000 });
    const paid = await placeOrder(user.client, sn, 'wxpay', [
      { type: 'VOUCHER', amount: 13, voucherId: voucher },
    ]);
    expect(paid).toMatchObject({ status: 'paid', payamount: 0, paytype: 'wxpay' });
    expect((await voucherRow(voucher)).usedAt).not.toBeNull();
    await expectFailure(placeOrder(user.client, sn, 'wxpay', []), 409, /already been paid/);
  });
});

describe('the counter', () => {
  it('settles a custom-amount order with cashier lines adding up to the total', async () => {
    const user = await server.createUser();
    const { order_sn } = await user.client.call((c) =>
      c.POST('/shop/diyCheckout', { body: { shopId: 1, amount: 49.5, memo: '2 号桌' } }),
    );
    await expectFailure(settle(user.client, order_sn, [{ type: 'cash', amount: 49.5 }]), 403);
    await expectFailure(
      settle(admin.client, order_sn, [{ type: 'cash', amount: 49 }]),
      422,
      'The settlement must add up to 49.50 yuan',
    );
    const settled = await settle(admin.client, order_sn, [
      { type: 'floor', amount: 0.5 },
      { type: 'cash', amount: 49 },
    ]);
    expect(settled).toMatchObject({
      order_sn,
      type: 'DiyOrder',
      status: 'paid',
      totalamount: 49.5,
      payamount: 0,
      items: [],
      memo: '2 号桌',
      payments: [
        { type: 'floor', amount: 0.5 },
        { type: 'cash', amount: 49 },
      ],
      payTime: '2026-03-02T10:00:00+08:00',
    });
    expect(settled.paytype).toBeUndefined();
    expect(settled.deliveryType).toBeUndefined();
    await expectFailure(settle(admin.client, order_sn, [{ type: 'cash', amount: 49.5 }]), 409);
    await expectFailure(settle(admin.client, '20990101000000', [{ type: 'cash', amount: 1 }]), 404);
  });

  it('takes a till voucher of the order’s owner', async () => {
    const user = await server.createUser();
    const voucher = await voucherFromNow(user, {
      amountCents: 300,
      thresholdCents: 3000,
      orderTypes: ['DiyOrder'],
      shopIds: [1],
    });
    const { order_sn } = await user.client.call((c) =>
      c.POST('/shop/diyCheckout', { body: { shopId: 1, amount: 35 } }),
    );
    const settled = await settle(admin.client, order_sn, [
      { type: 'VOUCHER', amount: 3, voucherId: voucher },
      { type: 'cash', amount: 32 },
    ]);
    expect(settled.status).toBe('paid');
    expect((await voucherRow(voucher)).usedAt).not.toBeNull();
  });
});

describe('cancelling', () => {
  it('returns the stock and the voucher of a pending order', async () => {
    const user = await server.createUser();
    const voucher = await voucherFromNow(user);
    const before = await stockQty(db(), stockId(3));
    const sn = await cartOrder(user, 3, voucher);
    expect(await stockQty(db(), stockId(3))).toBe(before - 3);
    const cancelled = await cancel(user.client, sn);
    expect(cancelled).toMatchObject({ order_sn: sn, status: 'cancelled' });
    expect(await stockQty(db(), stockId(3))).toBe(before);
    expect((await voucherRow(voucher)).orderId).toBeNull();
    await expectFailure(cancel(user.client, sn), 409, 'The order was cancelled');
  });

  it('is for the owner or an admin, and only while pending', async () => {
    const user = await server.createUser();
    const stranger = await server.createUser();
    const sn = await cartOrder(user);
    await expectFailure(cancel(stranger.client, sn), 403);
    expect((await cancel(admin.client, sn)).status).toBe('cancelled');
    await setBalance(db(), user.id, 10000);
    const paidSn = await cartOrder(user);
    await payByAccount(user.client, paidSn, 13);
    await expectFailure(cancel(user.client, paidSn), 409, /already been paid/);
  });
});

describe('paying through the gateway (sandbox)', () => {
  it('starts a WeChat JSAPI payment and pays the order on the notification, once', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    const pkg = await wechatPackage(user.client, sn);
    expect(pkg).toMatchObject({
      appId: expect.stringMatching(/^wx[0-9a-f]{16}$/),
      timeStamp: String(Math.floor(server.clock.now().getTime() / 1000)),
      signType: 'HMAC-SHA256',
      package: expect.stringMatching(new RegExp(`^prepay_id=sandbox${sn}`)),
    });
    expect(await sandbox(user.client, sn)).toEqual({
      order_sn: sn,
      paytype: 'wxpay',
      amount: 13,
      status: 'pending',
      createdTime: '2026-03-02T10:00:00+08:00',
    });
    later(1);
    const paid = await confirmSandbox(user.client, sn);
    expect(paid).toMatchObject({ status: 'paid', paidTime: '2026-03-02T10:01:00+08:00' });
    expect(await getOrder(user.client, sn)).toMatchObject({ status: 'paid', paytype: 'wxpay' });
    later(1);
    expect(await confirmSandbox(user.client, sn)).toEqual(paid);
    const points = await db().select().from(creditLogs).where(eq(creditLogs.userId, user.id));
    expect(points).toHaveLength(1);
    await expectFailure(wechatPackage(user.client, sn), 409);
  });

  it('records the mini-program pay type', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 1);
    await wechatPackage(user.client, sn, 'wxapppay');
    expect((await sandbox(user.client, sn)).paytype).toBe('wxapppay');
    await confirmSandbox(user.client, sn);
    expect((await getOrder(user.client, sn)).paytype).toBe('wxapppay');
  });

  it('answers H5 and QR-code URLs of the sandbox page for the amount shown', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    await expectFailure(mwebUrl(user.client, sn, '12'), 409, /amount to pay has changed/);
    const mweb = await mwebUrl(user.client, sn, '13');
    expect(mweb.url).toBe(`${server.baseUrl}/pay/sandbox/${sn}?paytype=wxpay`);
    expect(new Date(mweb.expiresAt).getTime() - server.clock.now().getTime()).toBe(5 * 60_000);
    const code = await codeUrl(user.client, sn, 13);
    expect(new Date(code.expiresAt).getTime() - server.clock.now().getTime()).toBe(120 * 60_000);
    const stranger = await server.createUser();
    await expectFailure(mwebUrl(stranger.client, sn, 13), 403);
    await expectFailure(codeUrl(user.client, '20990101000000', 13), 404);
  });

  it('serves the sandbox page to a browser', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    const { url } = await alipay(user.client, sn);
    expect(url).toContain(`/pay/sandbox/${sn}`);
    expect(new URL(url).searchParams.get('return')).toBe(`${server.baseUrl}/pay/cashier/${sn}`);
    const page = await fetch(url, { headers: { accept: 'text/html', 'accept-language': 'en' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Sandbox payment');
    expect(html).toContain(sn);
    // The amount is the owner's to see: the page's script reads it with the session.
    expect(html).not.toContain('13.00');
    expect(html).toContain('/static/pay/sandbox.js');
    expect((await sandbox(user.client, sn)).amount).toBe(13);
    const zh = await fetch(url, { headers: { accept: 'text/html' } });
    expect(await zh.text()).toContain('确认支付');
  });

  it('sends Alipay back to the app only', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    await expectFailure(
      alipay(user.client, sn, 'https://evil.example/pay/cashier/x'),
      422,
      /page of this app/,
    );
    const { url } = await alipay(user.client, sn, `${server.baseUrl}/member/order/detail/${sn}`);
    expect(new URL(url).searchParams.get('return')).toBe(
      `${server.baseUrl}/member/order/detail/${sn}`,
    );
    expect((await sandbox(user.client, sn)).paytype).toBe('alipay');
  });

  it('refuses the notification of an order cancelled or paid otherwise meanwhile', async () => {
    const user = await userWithBalance(server, 10000);
    const cancelledSn = await cartOrder(user, 2);
    await wechatPackage(user.client, cancelledSn);
    await cancel(user.client, cancelledSn);
    await expectFailure(confirmSandbox(user.client, cancelledSn), 409, 'The order was cancelled');
    const paidSn = await cartOrder(user, 2);
    await mwebUrl(user.client, paidSn, 13);
    await payByAccount(user.client, paidSn, 13);
    await expectFailure(
      confirmSandbox(user.client, paidSn),
      409,
      'The order was paid by other means',
    );
    expect(await balanceOf(db(), user.id)).toBe(10000 - 1300);
  });

  it('refuses a stale payment whose amount the cashier changed afterwards', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    await wechatPackage(user.client, sn);
    const voucher = await voucherFromNow(user, { amountCents: 100 });
    await placeOrder(user.client, sn, 'wxpay', [
      { type: 'VOUCHER', amount: 1, voucherId: voucher },
    ]);
    await expectFailure(confirmSandbox(user.client, sn), 409, /amount to pay has changed/);
    await wechatPackage(user.client, sn);
    expect((await confirmSandbox(user.client, sn)).amount).toBe(12);
  });

  it('answers 404 without a sandbox payment', async () => {
    const user = await server.createUser();
    const sn = await cartOrder(user, 2);
    await expectFailure(sandbox(user.client, sn), 404, /No sandbox payment/);
    await expectFailure(confirmSandbox(user.client, sn), 404);
    await expectFailure(sandbox(user.client, '20990101000000'), 404);
  });
});

describe('top-ups', () => {
  it('credits the balance and the bonus once when the top-up is paid', async () => {
    const user = await server.createUser();
    const { order_sn } = await topup(user.client, 100);
    expect(order_sn).toMatch(/^\d{18}$/);
    await expectFailure(topup(user.client, 99), 422, 'Choose one of the top-up amounts');
    await wechatPackage(user.client, order_sn);
    await confirmSandbox(user.client, order_sn);
    await confirmSandbox(user.client, order_sn);
    expect(await balanceOf(db(), user.id)).toBe(10500);
    const order = await getOrder(user.client, order_sn);
    expect(order).toMatchObject({ status: 'completed', paytype: 'wxpay', items: [] });
    const log = await user.client.call((c) => c.GET('/member/getAccountLog/'));
    expect(log).toEqual([
      {
        id: expect.any(Number),
        amount: 105,
        memo: 'Top-up of ¥100.00 (¥5.00 bonus included)',
        createdTime: '2026-03-02T10:00:00+08:00',
      },
    ]);
    // The top-up gift voucher (from 100 yuan).
    const usable = await user.client.call((c) =>
      c.GET('/voucher/getVoucherList/{status}/{pageno}/{pagesize}', {
        params: { path: { status: 'usable', pageno: 1, pagesize: 10 } },
      }),
    );
    expect(usable.objects.map((v) => v.name)).toContain('充值礼券 满 100 减 10');
  });
});

describe('answers', () => {
  it('match the contract', async () => {
    const user = await server.createUser();
    const voucher = await voucherFromNow(user);
    const sn = await cartOrder(user, 2, voucher);
    expectSchema('Order', await getOrder(user.client, sn));
    expectSchema('Payment', await getPayment(user.client, sn));
    expectSchema('WechatPayPackage', await wechatPackage(user.client, sn));
    expectSchema('PayUrl', await mwebUrl(user.client, sn, 8));
    expectSchema('PayUrl', await codeUrl(user.client, sn, 8));
    expectSchema('PayUrl', await alipay(user.client, sn));
    expectSchema('SandboxPayment', await sandbox(user.client, sn));
    expectSchema('SandboxPayment', await confirmSandbox(user.client, sn));
    expectSchema('Order', await getOrder(user.client, sn));
    const { order_sn } = await user.client.call((c) =>
      c.POST('/shop/diyCheckout', { body: { shopId: 1, amount: 12.5 } }),
    );
    expectSchema('Order', await settle(admin.client, order_sn, [{ type: 'cash', amount: 12.5 }]));
    const { order_sn: topupSn } = await topup(user.client, 50);
    expectSchema('Order', await cancel(user.client, topupSn));
    for (const order of await user.client.call((c) =>
      c.GET('/order/getOrderByType/{type}', { params: { path: { type: 'ShoppingCartOrder' } } }),
    )) {
      expectSchema('Order', order);
    }
  });
});

describe('the back office', () => {
  it('ships and completes express orders, completes pick-ups, and refunds', async () => {
    // The back office's service on the same database and clock (no call exposes it).
    const service = new OrderService({
      db: db(),
      provider: sandboxProvider('test'),
      now: server.clock.now,
      catalogueCache: server.app.ctx.catalogueCache,
    });
    const user = await userWithBalance(server, 10000);
    const address = await addAddress(db(), user.id);
    await addToCart(user.client, 3, 2);
    const { order_sn: express } = await user.client.call((c) =>
      c.POST('/shoppingcart/checkoutConfirm/', {
        body: { deliveryType: 'express', addressId: address },
      }),
    );
    await expect(service.advance(express, 'shipped')).rejects.toMatchObject({ status: 409 });
    await payByAccount(user.client, express, 21);
    expect(await balanceOf(db(), user.id)).toBe(7900);
    expect((await service.advance(express, 'shipped')).status).toBe('shipped');
    expect((await service.advance(express, 'completed')).status).toBe('completed');
    expect((await service.advance(express, 'refunded')).status).toBe('refunded');
    expect(await balanceOf(db(), user.id)).toBe(10000);

    const pickup = await cartOrder(user, 1);
    await payByAccount(user.client, pickup, 6.5);
    const stockBefore = await stockQty(db(), stockId(3));
    await expect(service.advance(pickup, 'shipped')).rejects.toMatchObject({ status: 409 });
    expect((await service.advance(pickup, 'refunded')).status).toBe('refunded');
    expect(await stockQty(db(), stockId(3))).toBe(stockBefore + 1);
    await expect(service.advance(pickup, 'completed')).rejects.toMatchObject({ status: 409 });

    const { order_sn: topupSn } = await topup(user.client, 50);
    await wechatPackage(user.client, topupSn);
    await confirmSandbox(user.client, topupSn);
    await expect(service.advance(topupSn, 'refunded')).rejects.toMatchObject({ status: 409 });
    const logs = await db()
      .select()
      .from(accountLogs)
      .where(and(eq(accountLogs.userId, user.id)));
    expect(logs.map((log) => log.amountCents).reduce((a, b) => a + b, 0)).toBe(5000);
  });
});
