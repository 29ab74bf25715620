import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { orderItems, orders, users } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import { takeOffSale } from '../../test/commerce.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer({ at: new Date('2026-03-05T20:00:00+08:00') });

let orderNo = 0;
/** Gives a user a cart order of one line of `itemId`, in `status`. */
async function orderOf(userId: number, itemId: number, status: string) {
  orderNo += 1;
  const [order] = await server.database.db
    .insert(orders)
    .values({
      orderSn: `2026030599${String(orderNo).padStart(6, '0')}`,
      userId,
      type: 'ShoppingCartOrder',
      status,
      shopId: 1,
      goodsCents: 1000,
      totalCents: 1000,
      payCents: 1000,
      createdAt: new Date('2026-03-05T19:00:00+08:00'),
    })
    .returning({ id: orders.id });
  await server.database.db.insert(orderItems).values({
    orderId: order!.id,
    itemId,
    name: '商品',
    pic: '/static/items/1.svg',
    qty: 1,
    priceCents: 1000,
  });
}
/** A new user who bought `itemId` (a paid order holds it). */
async function buyer(itemId: number, fields: { nickname?: string } = {}) {
  const user = await server.createUser(fields);
  await orderOf(user.id, itemId, 'paid');
  return user;
}

type Body = {
  targetType: 'item' | 'shop';
  targetId: number;
  rating: number;
  content?: string;
  pics?: string[];
};
const create = (client: ApiClient, body: Body) =>
  client.call((c) => c.POST('/review/create/', { body }));
const byTarget = (
  a: 'item' | 'shop',
  b: number,
  query: { pageno?: number; pagesize?: number } = {},
) =>
  server.client.call((c) =>
    c.GET('/review/getByTarget/{a}/{b}', { params: { path: { a, b }, query } }),
  );
const standing = (client: ApiClient, a: 'item' | 'shop', b: number) =>
  client.call((c) => c.GET('/review/mine/{a}/{b}', { params: { path: { a, b } } }));
const summary = (a: 'item' | 'shop', b: number) =>
  server.client.call((c) => c.GET('/review/summary/{a}/{b}', { params: { path: { a, b } } }));

describe('reviews', () => {
  it('publishes a review with its author, once per user and target', async () => {
    const user = await buyer(7, { nickname: '小王' });
    const review = await create(user.client, {
      targetType: 'item',
      targetId: 7,
      rating: 4,
      content: '很甜，汁很多。',
      pics: ['/uploads/citylife/review/1/1.jpg'],
    });
    expect(review).toEqual({
      id: expect.any(Number),
      targetType: 'item',
      targetId: 7,
      rating: 4,
      content: '很甜，汁很多。',
      pics: ['/uploads/citylife/review/1/1.jpg'],
      createdTime: '2026-03-05T20:00:00+08:00',
      user: { id: user.id, nickname: '小王', avatar: '' },
    });
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 7, rating: 5 }),
      409,
      'You have already reviewed this',
    );
    // The same user may review another target, and a shop.
    expect(
      (await create(user.client, { targetType: 'shop', targetId: 1, rating: 5 })).content,
    ).toBe('');
  });

  it('shows a masked mobile when the author has no nickname', async () => {
    const user = await buyer(8, { nickname: '' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    const review = await create(user.client, { targetType: 'item', targetId: 8, rating: 3 });
    expect(review.user.nickname).toBe(`用户${row!.mobile!.slice(-4)}`);
  });

  it('lists the reviews of a target newest first and summarises the ratings', async () => {
    const ratings = [5, 4, 4, 2, 5];
    const ids: number[] = [];
    for (const rating of ratings) {
      const user = await buyer(9);
      ids.push((await create(user.client, { targetType: 'item', targetId: 9, rating })).id);
    }
    const page = await byTarget('item', 9, { pagesize: 3 });
    expect(page.total).toBe(5);
    expect(page.objects.map((review) => review.id)).toEqual([...ids].reverse().slice(0, 3));
    expect((await byTarget('item', 9, { pageno: 2, pagesize: 3 })).objects).toHaveLength(2);
    expect(await summary('item', 9)).toEqual({
      count: 5,
      average: 4,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 2 },
    });
    expect(await summary('item', 11)).toEqual({
      count: 0,
      average: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('answers as the contract says', async () => {
    const user = await server.createUser();
    expectSchema(
      'Review',
      await create(user.client, { targetType: 'shop', targetId: 3, rating: 2, content: '有点远' }),
    );
    expectSchema('ReviewPage', await byTarget('shop', 3));
    expectSchema('ReviewSummary', await summary('shop', 3));
  });

  it('rounds the average to one decimal', async () => {
    for (const rating of [5, 4, 4]) {
      const user = await server.createUser();
      await create(user.client, { targetType: 'shop', targetId: 2, rating });
    }
    expect((await summary('shop', 2)).average).toBe(4.3);
  });

  it('takes an item review only from a buyer whose order was paid, shipped or completed', async () => {
    const user = await server.createUser();
    const notBought = 'You can review only what you bought';
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 5, rating: 4 }),
      422,
      notBought,
    );
    expect(await standing(user.client, 'item', 5)).toEqual({ bought: false });
    // Orders not paid, or undone, do not count; nor does another item's order.
    await orderOf(user.id, 5, 'pending');
    await orderOf(user.id, 5, 'cancelled');
    await orderOf(user.id, 5, 'refunded');
    await orderOf(user.id, 6, 'paid');
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 5, rating: 4 }),
      422,
      notBought,
    );
    expect(await summary('item', 5)).toMatchObject({ count: 0 });
    for (const status of ['paid', 'shipped', 'completed']) {
      const other = await server.createUser();
      await orderOf(other.id, 5, status);
      expect(await standing(other.client, 'item', 5)).toEqual({ bought: true });
      await create(other.client, { targetType: 'item', targetId: 5, rating: 5 });
    }
    expect(await summary('item', 5)).toMatchObject({ count: 3, average: 5 });
    // A shop counts as bought for everyone.
    expect(await standing(user.client, 'shop', 1)).toEqual({ bought: true });
  });

  it('tells a buyer their review once written, and refuses a second one', async () => {
    const user = await buyer(6);
    const review = await create(user.client, { targetType: 'item', targetId: 6, rating: 3 });
    const known = await standing(user.client, 'item', 6);
    expect(known).toEqual({ bought: true, review });
    expectSchema('ReviewStanding', known);
    await orderOf(user.id, 6, 'completed');
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 6, rating: 5 }),
      409,
      'You have already reviewed this',
    );
    await expectFailure(standing(server.client, 'item', 6), 401);
    await expectFailure(standing(user.client, 'item', 999999), 404);
  });

  it('refuses unknown targets, bad fields and anonymous authors', async () => {
    const user = await buyer(1);
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 999999, rating: 5 }),
      404,
    );
    await expectFailure(create(user.client, { targetType: 'shop', targetId: 99, rating: 5 }), 404);
    await expectFailure(byTarget('shop', 99), 404);
    await expectFailure(summary('item', 999999), 404);
    await expectFailure(create(user.client, { targetType: 'item', targetId: 1, rating: 6 }), 400);
    await expectFailure(create(user.client, { targetType: 'item', targetId: 1, rating: 0 }), 400);
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 1, rating: 5, pics: ['not a url'] }),
      400,
    );
    await expectFailure(
      create(user.client, { targetType: 'item', targetId: 1, rating: 5, content: 'x'.repeat(501) }),
      400,
    );
    await expectFailure(create(server.client, { targetType: 'item', targetId: 1, rating: 5 }), 401);
    await orderOf(user.id, 14, 'paid');
    await takeOffSale(server, 14);
    await expectFailure(create(user.client, { targetType: 'item', targetId: 14, rating: 5 }), 404);
    const bad = await fetch(`${server.baseUrl}/review/summary/user/1`);
    expect(bad.status).toBe(400);
  });
});
