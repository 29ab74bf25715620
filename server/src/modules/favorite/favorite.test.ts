import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { favorites } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import { createItem, takeOffSale } from '../../test/commerce.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer();

const add = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/favorite/add/{id}', { params: { path: { id } } }));
const remove = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/favorite/remove/{id}', { params: { path: { id } } }));
const list = (client: ApiClient, query: { pageno?: number; pagesize?: number } = {}) =>
  client.call((c) => c.GET('/favorite/getList/', { params: { query } }));

describe('favourites', () => {
  it('adds and removes items, answering the same on repeats', async () => {
    const user = await server.createUser();
    expect(await add(user.client, 1)).toEqual({ itemid: 1, favorited: true });
    expect(await add(user.client, 1)).toEqual({ itemid: 1, favorited: true });
    expect((await list(user.client)).total).toBe(1);
    expect(await remove(user.client, 1)).toEqual({ itemid: 1, favorited: false });
    expect(await remove(user.client, 1)).toEqual({ itemid: 1, favorited: false });
    expect(await list(user.client)).toEqual({ objects: [], total: 0 });
    expectSchema('FavoriteState', await add(user.client, 3));
    expectSchema('ItemMetaPage', await list(user.client));
  });

  it('lists the most recently added first, 10 per page, leaving off-sale items out', async () => {
    const user = await server.createUser();
    const ids = [3, 16, 21, 22, 40, 43, 35, 28, 30, 1, 2, 61];
    for (const id of ids) await add(user.client, id);
    const first = await list(user.client);
    expect(first.total).toBe(12);
    expect(first.objects.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.objects[0]).toEqual({
      id: 61,
      name: '阿尔巴斯羊腿',
      description: '鄂托克旗阿尔巴斯山羊，肉质细嫩无膻味，手把肉烤羊腿皆宜。',
      mainpic: '/static/items/lamb-leg.svg',
      country: 'CN',
      price: 52,
      unit: '斤',
    });
    expect((await list(user.client, { pageno: 2 })).objects.map((item) => item.id)).toEqual(
      [...ids].reverse().slice(10),
    );
    const { itemId } = await createItem(server, {
      name: '临时商品',
      priceCents: 100,
      qty: 1,
    });
    await add(user.client, itemId);
    await takeOffSale(server, itemId);
    expect((await list(user.client)).total).toBe(12);
    // Still removable once off sale; an off-sale item cannot be added.
    expect(await remove(user.client, itemId)).toEqual({ itemid: itemId, favorited: false });
    await expectFailure(add(user.client, itemId), 404);
  });

  it('refuses unknown items, anonymous callers and a 501st favourite', async () => {
    const user = await server.createUser();
    await expectFailure(add(user.client, 999999), 404);
    await expectFailure(remove(user.client, 999999), 404);
    await expectFailure(add(server.client, 1), 401);
    await expectFailure(list(user.client, { pagesize: 0 }), 400);
    // 500 favourites already (written directly: the catalogue has fewer items on sale).
    const { itemId } = await createItem(server, {
      name: '第五百零一件',
      priceCents: 100,
      qty: 1,
    });
    const fillers = [];
    for (let i = 0; i < 500; i += 1) {
      fillers.push(
        (await createItem(server, { name: `收藏填充 ${i}`, priceCents: 100, qty: 1 })).itemId,
      );
    }
    await server.database.db
      .insert(favorites)
      .values(fillers.map((id) => ({ userId: user.id, itemId: id, createdAt: server.now() })));
    await expectFailure(add(user.client, itemId), 422, 'At most 500 favourites');
    // Adding one already there still answers the same.
    expect(await add(user.client, fillers[0]!)).toEqual({ itemid: fillers[0], favorited: true });
  });
});
