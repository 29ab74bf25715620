// Concurrent payments and checkouts through real HTTP: a balance never goes negative, an
// order is never paid twice, stock is never oversold.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@citylife/api-client';
import { eq, inArray } from 'drizzle-orm';
import { accountLogs, members, orderItems, orders } from '../../db/schema/index.js';
import { addToCart, balanceOf, createItem, setBalance, stockQty } from '../../test/commerce.js';
import { useTestServer, type TestUser } from '../../test/harness.js';

const server = useTestServer();

const db = () => server.database.db;
const PARALLEL = 50;

const selfPick = {
  deliveryType: 'self' as const,
  selfPickDate: '',
  selfPickTime: '',
  contact: '王五',
  mobile: '13912345678',
};

/** A pick-up slot that is bookable now, read from the server. */
async function slot(user: TestUser) {
  const delivery = await user.client.call((c) => c.GET('/shoppingcart/getDeliveryTypes/'));
  const date = delivery.selfAvailableDates[1]!.value;
  return { ...selfPick, selfPickDate: date, selfPickTime: '10:00' };
}

/** Settles every promise and sorts the outcomes by HTTP status (200 for a success). */
async function outcomes(calls: Promise<unknown>[]) {
  const settled = await Promise.allSettled(calls);
  const statuses = settled.map((result) => {
    if (result.status === 'fulfilled') return 200;
    if (result.reason instanceof ApiError) return result.reason.status;
    throw result.reason;
  });
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return { statuses, count };
}

describe('concurrent account payments', () => {
  it('pay no more orders than one balance covers, never below zero', async () => {
    const user = await server.createUser();
    const { itemId } = await createItem(server, {
      name: '并发测试饼干',
      priceCents: 650,
      qty: 1000,
    });
    const pickup = await slot(user);
    const sns: string[] = [];
    for (let i = 0; i < PARALLEL; i += 1) {
      await addToCart(user.client, itemId, 1);
      const { order_sn } = await user.client.call((c) =>
        c.POST('/shoppingcart/checkoutConfirm/', { body: pickup }),
      );
      sns.push(order_sn);
    }
    await setBalance(db(), user.id, 10000);

    const { count } = await outcomes(
      sns.map((sn) =>
        user.client.call((c) =>
          c.POST('/pay/accountPay/{a}/{b}', { params: { path: { a: sn, b: '6.5' } } }),
        ),
      ),
    );
    // 100 yuan pays 15 orders of 6.50 (97.50); the other 35 find the balance short.
    expect(count(200)).toBe(15);
    expect(count(422)).toBe(PARALLEL - 15);
    expect(await balanceOf(db(), user.id)).toBe(250);
    const statuses = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.orderSn, sns));
    expect(statuses).toHaveLength(PARALLEL);
    expect(statuses.filter((row) => row.status === 'paid')).toHaveLength(15);
    const logs = await db().select().from(accountLogs).where(eq(accountLogs.userId, user.id));
    expect(logs).toHaveLength(15);
    expect(logs.every((log) => log.amountCents === -650)).toBe(true);
    const [member] = await db().select().from(members).where(eq(members.userId, user.id));
    expect(member!.balanceCents).toBeGreaterThanOrEqual(0);
  });

  it('pay one order once when it is paid 50 times at the same moment', async () => {
    const user = await server.createUser();
    const { itemId } = await createItem(server, {
      name: '并发测试糖果',
      priceCents: 990,
      qty: 100,
    });
    await addToCart(user.client, itemId, 2);
    const pickup = await slot(user);
    const { order_sn } = await user.client.call((c) =>
      c.POST('/shoppingcart/checkoutConfirm/', { body: pickup }),
    );
    await setBalance(db(), user.id, 100000);
    const { count } = await outcomes(
      Array.from({ length: PARALLEL }, () =>
        user.client.call((c) =>
          c.POST('/pay/accountPay/{a}/{b}', { params: { path: { a: order_sn, b: '19.8' } } }),
        ),
      ),
    );
    expect(count(200)).toBe(1);
    expect(count(409)).toBe(PARALLEL - 1);
    expect(await balanceOf(db(), user.id)).toBe(100000 - 1980);
    const logs = await db().select().from(accountLogs).where(eq(accountLogs.userId, user.id));
    expect(logs).toHaveLength(1);
  });

  it('credit a top-up once however many notifications arrive together', async () => {
    const user = await server.createUser();
    const { order_sn } = await user.client.call((c) =>
      c.POST('/member/createTopupOrder/', { body: { amount: 200 } }),
    );
    await user.client.call((c) => c.POST('/pay/getWechatPackage', { body: { order_sn } }));
    const { count } = await outcomes(
      Array.from({ length: PARALLEL }, () =>
        user.client.call((c) =>
          c.POST('/pay/sandbox/confirm/{order_sn}', { params: { path: { order_sn } } }),
        ),
      ),
    );
    expect(count(200)).toBe(PARALLEL);
    expect(await balanceOf(db(), user.id)).toBe(21500);
  });
});

describe('concurrent checkouts', () => {
  it('sell 10 in stock to 10 of 50 buyers and never oversell', async () => {
    const { itemId, stockId } = await createItem(server, {
      name: '限量手工奶皮子',
      priceCents: 5800,
      qty: 10,
    });
    const buyers = await Promise.all(Array.from({ length: PARALLEL }, () => server.createUser()));
    for (const buyer of buyers) await addToCart(buyer.client, itemId, 1);
    const pickup = await slot(buyers[0]!);

    const { statuses, count } = await outcomes(
      buyers.map((buyer) =>
        buyer.client.call((c) => c.POST('/shoppingcart/checkoutConfirm/', { body: pickup })),
      ),
    );
    expect(count(200)).toBe(10);
    expect(count(422)).toBe(PARALLEL - 10);
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    expect(await stockQty(db(), stockId)).toBe(0);
    const sold = await db().select().from(orderItems).where(eq(orderItems.itemId, itemId));
    expect(sold.reduce((total, line) => total + line.qty, 0)).toBe(10);
  });
});
