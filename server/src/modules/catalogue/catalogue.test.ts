import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { stocks } from '../../db/schema/index.js';
import { expectFailure, expectSchema } from '../../test/assertions.js';
import { createItem, takeOffSale } from '../../test/commerce.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { hotWords, seedCategories, seedItems, seedStocks } from './catalogue.seed.js';

const server = useTestServer();
let shopper: TestUser;
beforeAll(async () => {
  shopper = await server.createUser();
});

/** A visitor reading the catalogue as written (in Chinese, its original language). */
const anonymous = () => server.clientFor(undefined, undefined, 'zh-Hans');
const stockId = (itemId: number, sku: Record<string, string>) =>
  seedStocks().find((s) => s.itemId === itemId && JSON.stringify(s.sku) === JSON.stringify(sku))!
    .id;
/** Seeded items of a category and its descendants. */
const itemsUnder = (id: string) => {
  const members = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of seedCategories) {
      if (c.parentId && members.has(c.parentId) && !members.has(c.id)) {
        members.add(c.id);
        grew = true;
      }
    }
  }
  return seedItems.filter((item) => members.has(item.categoryId));
};
const bySeqDesc = (a: { seq: number; id: number }, b: { seq: number; id: number }) =>
  b.seq - a.seq || b.id - a.id;

const listCategory = (client: ApiClient, id: string, body: object = {}) =>
  client.call((c) =>
    c.POST('/item/getItemsByCategory/{id}', { params: { path: { id } }, body: body as never }),
  );
const listTag = (client: ApiClient, tag: string, body: object = {}) =>
  client.call((c) =>
    c.POST('/item/getItemsByTag/{tag}', { params: { path: { tag } }, body: body as never }),
  );
const getItem = (client: ApiClient, id: number) =>
  client.call((c) => c.GET('/item/getById/{id}', { params: { path: { id } } }));
const stockOf = (id: number, choice: unknown) =>
  anonymous().call((c) =>
    c.GET('/item/stockOf/{id}/{skuJson}', {
      params: { path: { id, skuJson: JSON.stringify(choice) } },
    }),
  );
const search = (q: string, query: { pageno?: number; pagesize?: number } = {}) =>
  anonymous().call((c) => c.GET('/search/item/{q}', { params: { path: { q }, query } }));
const raw = (path: string, init?: RequestInit) => fetch(`${server.baseUrl}${path}`, init);

describe('categories', () => {
  it('roots the tree at PRODUCT with the top-level categories sorted by seq', async () => {
    const root = await anonymous().call((c) =>
      c.GET('/category/getById/{id}', { params: { path: { id: 'PRODUCT' } } }),
    );
    expect(root).toMatchObject({ id: 'PRODUCT', parentId: null, name: '全部商品' });
    const top = await anonymous().call((c) =>
      c.GET('/shop/getCategory/{id}', { params: { path: { id: 'PRODUCT' } } }),
    );
    const expected = seedCategories
      .filter((c) => c.parentId === 'PRODUCT')
      .sort((a, b) => b.seq - a.seq)
      .map((c) => c.id);
    expect(top.map((c) => c.id)).toEqual(expected);
    expect(top).toHaveLength(8);
    expect(top[0]).toMatchObject({ id: 'FRUIT', name: '水果', parentId: 'PRODUCT' });
    expect(top[0]!.pic).toMatch(/^\/static\/items\/category-fruit\.svg$/);
  });

  it('answers an empty list for a leaf and 404 for an unknown category', async () => {
    expect(
      await anonymous().call((c) =>
        c.GET('/shop/getCategory/{id}', { params: { path: { id: 'FRUIT_DOMESTIC' } } }),
      ),
    ).toEqual([]);
    await expectFailure(
      server.client.call((c) =>
        c.GET('/category/getById/{id}', { params: { path: { id: 'NO_SUCH' } } }),
      ),
      404,
      'Category not found',
    );
  });

  it('rejects a malformed category id with 400', async () => {
    const response = await raw('/category/getById/fruit');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400 });
  });

  it('serves the seed pictures', async () => {
    const item = await getItem(anonymous(), 1);
    const response = await raw(item.mainpic);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('svg');
    expect(await response.text()).toContain('新疆哈密瓜');
  });
});

describe('items', () => {
  it('reads an item with pictures, country, unit, lowest price and tags', async () => {
    expect(await getItem(anonymous(), 1)).toEqual({
      id: 1,
      name: '新疆哈密瓜',
      description: '新疆产地直发，脆甜多汁，单果约 1.5 kg。',
      mainpic: '/static/items/hami-melon.svg',
      pic: ['/static/items/hami-melon.svg', '/static/items/hami-melon-2.svg'],
      country: 'CN',
      price: 29.9,
      unit: '个',
      favorited: false,
      seq: 100,
      tags: ['热销', '当季'],
    });
    expect((await getItem(anonymous(), 4)).price).toBe(39.9);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectFailure(getItem(server.client, 999999), 404, 'Item not found');
    expect((await raw('/item/getById/abc')).status).toBe(400);
    expect((await raw('/item/getById/0')).status).toBe(400);
  });

  it('sets favorited for the signed-in caller only', async () => {
    await shopper.client.call((c) => c.GET('/favorite/add/{id}', { params: { path: { id: 2 } } }));
    expect((await getItem(shopper.client, 2)).favorited).toBe(true);
    expect((await getItem(shopper.client, 1)).favorited).toBe(false);
    expect((await getItem(anonymous(), 2)).favorited).toBe(false);
    const listing = await listCategory(shopper.client, 'FRUIT_IMPORTED');
    expect(listing.items.find((item) => item.id === 2)?.favorited).toBe(true);
    expect(listing.items.filter((item) => item.favorited)).toHaveLength(1);
    const anonymousListing = await listCategory(anonymous(), 'FRUIT_IMPORTED');
    expect(anonymousListing.items.some((item) => item.favorited)).toBe(false);
    const sku = await shopper.client.call((c) =>
      c.GET('/item/skuAtts/{id}', { params: { path: { id: 2 } } }),
    );
    expect(sku.item.favorited).toBe(true);
  });

  it('reads SKU attributes with single values pre-selected', async () => {
    const data = await anonymous().call((c) =>
      c.GET('/item/skuAtts/{id}', { params: { path: { id: 1 } } }),
    );
    expect(data.skus).toEqual([
      { name: '规格', values: ['1个装', '2个装'], selected: null },
      { name: '等级', values: ['一级'], selected: '一级' },
    ]);
    expect(data.item.id).toBe(1);
    const plain = await anonymous().call((c) =>
      c.GET('/item/skuAtts/{id}', { params: { path: { id: 2 } } }),
    );
    expect(plain.skus).toEqual([]);
  });

  it('lists every stock entry of an item with its quantity and attribute values', async () => {
    const entries = await anonymous().call((c) =>
      c.GET('/item/stocksOf/{id}', { params: { path: { id: 1 } } }),
    );
    expect(entries).toEqual([
      {
        id: stockId(1, { 规格: '1个装', 等级: '一级' }),
        qty: 120,
        price: 29.9,
        规格: '1个装',
        等级: '一级',
      },
      {
        id: stockId(1, { 规格: '2个装', 等级: '一级' }),
        qty: 0,
        price: 56.8,
        规格: '2个装',
        等级: '一级',
      },
    ]);
    const single = await anonymous().call((c) =>
      c.GET('/item/stocksOf/{id}', { params: { path: { id: 2 } } }),
    );
    expect(single).toEqual([{ id: stockId(2, {}), qty: 60, price: 59.8 }]);
  });

  it('finds the stock entry of a complete SKU choice', async () => {
    expect(await stockOf(1, { 规格: '1个装', 等级: '一级' })).toEqual({
      id: stockId(1, { 规格: '1个装', 等级: '一级' }),
      qty: 120,
      price: 29.9,
      规格: '1个装',
      等级: '一级',
    });
    expect(await stockOf(2, {})).toMatchObject({ id: stockId(2, {}), price: 59.8 });
  });

  it('rejects SKU choices that do not fit the item', async () => {
    await expectFailure(stockOf(1, { 规格: '1个装' }), 422, '等级无效');
    await expectFailure(stockOf(1, { 规格: '3个装', 等级: '一级' }), 422, '规格无效');
    await expectFailure(stockOf(1, { 规格: '1个装', 等级: '一级', 颜色: '红' }), 422, '颜色无效');
    // A valid choice of a combination that is not sold.
    await expectFailure(stockOf(62, { 口味: '香辣', 规格: '500g' }), 404);
    await expectFailure(stockOf(999999, {}), 404);
  });

  it('answers 400 for skuJson that is not a JSON object of strings', async () => {
    for (const bad of ['{not json}', '{"规格":1}', '{"a":["b"]}', '{"a":null}']) {
      const response = await raw(`/item/stockOf/1/${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400 });
    }
  });

  it('reads stock entries by id in the order given, each once', async () => {
    const first = stockId(1, { 规格: '1个装', 等级: '一级' });
    const second = stockId(1, { 规格: '2个装', 等级: '一级' });
    const entries = await anonymous().call((c) =>
      c.GET('/item/getSKUsById/{ids}', {
        params: { path: { ids: `${second},${first},${second},99999` } },
      }),
    );
    expect(entries.map((entry) => entry.id)).toEqual([second, first]);
    expect((await raw('/item/getSKUsById/1,,2')).status).toBe(400);
    // Ten digits match the contract's pattern but exceed any id.
    const huge = await raw(`/item/getSKUsById/9999999999,${first}`);
    expect(await huge.json()).toMatchObject({ code: 0, data: [{ id: first }] });
  });
});

describe('category listings', () => {
  it('pages the items of a category and its descendants by seq, 12 per page', async () => {
    const fruit = itemsUnder('FRUIT').sort(bySeqDesc);
    const first = await listCategory(anonymous(), 'FRUIT');
    expect(first.total).toBe(fruit.length);
    expect(first.items.map((item) => item.id)).toEqual(fruit.slice(0, 12).map((item) => item.id));
    const second = await listCategory(anonymous(), 'FRUIT', { pageno: 2 });
    expect(second.items.map((item) => item.id)).toEqual(fruit.slice(12).map((item) => item.id));
    expect(first.category).toMatchObject({ id: 'FRUIT', parentId: 'PRODUCT' });
    expect(first.path.map((c) => c.id)).toEqual(['PRODUCT', 'FRUIT']);
    expect(first.children.map((c) => c.id)).toEqual(['FRUIT_DOMESTIC', 'FRUIT_IMPORTED']);
    const leaf = await listCategory(anonymous(), 'FRUIT_IMPORTED');
    expect(leaf.path.map((c) => c.id)).toEqual(['PRODUCT', 'FRUIT', 'FRUIT_IMPORTED']);
    expect(leaf.children).toEqual([]);
  });

  it('lists every item under PRODUCT', async () => {
    const all = await listCategory(anonymous(), 'PRODUCT', { pagesize: 100 });
    expect(all.total).toBe(seedItems.length);
    expect(all.items).toHaveLength(seedItems.length);
    expect(seedItems.length).toBeGreaterThanOrEqual(60);
  });

  it('filters by keyword, tags, country and price, and counts the matches', async () => {
    const melons = await listCategory(anonymous(), 'FRUIT', { filter: { keyword: '瓜' } });
    expect(melons.items.map((item) => item.name).sort()).toEqual(['宁夏硒砂瓜', '新疆哈密瓜']);
    expect(melons.total).toBe(2);
    // Tags are those of the whole category, before filtering.
    const all = await listCategory(anonymous(), 'FRUIT');
    expect(melons.tags).toEqual(all.tags);
    expect(all.tags).toEqual(expect.arrayContaining(['热销', '进口', '当季', '苹果', '新品']));
    expect(all.tags.indexOf('苹果')).toBeLessThan(all.tags.indexOf('进口'));

    const imported = await listCategory(anonymous(), 'FRUIT', { filter: { tags: ['进口'] } });
    expect(imported.total).toBe(
      itemsUnder('FRUIT').filter((item) => item.tags.includes('进口')).length,
    );
    const fromNz = await listCategory(anonymous(), 'PRODUCT', { filter: { country: 'NZ' } });
    expect(fromNz.items.map((item) => item.id).sort((a, b) => a - b)).toEqual([2, 47]);
    const cheap = await listCategory(anonymous(), 'VEGETABLE', {
      filter: { minPrice: 3, maxPrice: 4.5 },
      pagesize: 100,
    });
    expect(cheap.items.every((item) => item.price >= 3 && item.price <= 4.5)).toBe(true);
    expect(cheap.total).toBe(cheap.items.length);
    expect(cheap.total).toBeGreaterThan(0);
    const none = await listCategory(anonymous(), 'PRODUCT', {
      filter: { minPrice: 10, maxPrice: 5 },
    });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('sorts by price or name in either direction, ties by id descending', async () => {
    const ascending = await listCategory(anonymous(), 'VEGETABLE', {
      sortby: 'price',
      sortorder: 'asc',
      pagesize: 100,
    });
    const prices = ascending.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await listCategory(anonymous(), 'VEGETABLE', {
      sortby: 'price',
      sortorder: 'desc',
      pagesize: 100,
    });
    expect(descending.items.map((item) => item.price)).toEqual([...prices].sort((a, b) => b - a));
    const byName = await listCategory(anonymous(), 'DRINK', { sortby: 'name', sortorder: 'asc' });
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort());
  });

  it('answers 404 for an unknown category and 400 for a malformed body', async () => {
    await expectFailure(listCategory(anonymous(), 'NO_SUCH'), 404);
    await expectFailure(listCategory(anonymous(), 'FRUIT', { pagesize: 0 }), 400);
    await expectFailure(listCategory(anonymous(), 'FRUIT', { sortby: 'colour' }), 400);
    await expectFailure(listCategory(anonymous(), 'FRUIT', { filter: { shape: 'round' } }), 400);
  });

  it('pages light items of a category', async () => {
    const metas = await anonymous().call((c) =>
      c.GET('/item/getItemMetasByCategory/{id}', {
        params: { path: { id: 'VEGETABLE' }, query: { pageno: 1 } },
      }),
    );
    const vegetables = itemsUnder('VEGETABLE').sort(bySeqDesc);
    expect(metas.map((meta) => meta.id)).toEqual(vegetables.slice(0, 12).map((item) => item.id));
    expect(Object.keys(metas[0]!).sort()).toEqual(
      ['country', 'description', 'id', 'mainpic', 'name', 'price', 'unit'].sort(),
    );
    const last = await anonymous().call((c) =>
      c.GET('/item/getItemMetasByCategory/{id}', {
        params: { path: { id: 'VEGETABLE' }, query: { pageno: 2, pagesize: 12 } },
      }),
    );
    expect(last).toHaveLength(vegetables.length - 12);
  });
});

describe('tag listings', () => {
  it('lists the items of a tag under PRODUCT with the other tags and top-level categories', async () => {
    const withTag = seedItems.filter((item) => item.tags.includes('热销'));
    const listing = await listTag(anonymous(), '热销', { pagesize: 100 });
    expect(listing.total).toBe(withTag.length);
    expect(listing.items.map((item) => item.id)).toEqual(
      [...withTag].sort(bySeqDesc).map((item) => item.id),
    );
    expect(listing.category.id).toBe('PRODUCT');
    expect(listing.path.map((c) => c.id)).toEqual(['PRODUCT']);
    expect(listing.tags).not.toContain('热销');
    expect(listing.tags).toContain('特产');
    expect(listing.children.map((c) => c.id)).toContain('LOCAL');
    expect(listing.children.every((c) => c.parentId === 'PRODUCT')).toBe(true);
    const metas = await anonymous().call((c) =>
      c.GET('/item/getItemMetasByTag/{tag}', { params: { path: { tag: '热销' } } }),
    );
    expect(metas.map((meta) => meta.id)).toEqual(listing.items.slice(0, 12).map((i) => i.id));
  });

  it('answers an empty listing for an unknown tag', async () => {
    const listing = await listTag(anonymous(), '没有这个标签');
    expect(listing).toMatchObject({ items: [], tags: [], children: [], total: 0 });
  });

  it('tags items with the ten hot search words', async () => {
    for (const word of hotWords) {
      const listing = await listTag(anonymous(), word);
      expect(listing.total, word).toBeGreaterThan(0);
    }
    expect(hotWords).toHaveLength(10);
  });

  it('rejects a tag with punctuation', async () => {
    expect((await raw('/item/getItemMetasByTag/~~bad~~')).status).toBe(400);
  });
});

describe('menus', () => {
  it('gives one cashier section per top-level category with its items', async () => {
    const menu = await anonymous().call((c) => c.GET('/shop/cashiermenu4/'));
    expect(menu.map((section) => section.category.id)).toEqual([
      'FRUIT',
      'VEGETABLE',
      'GRAIN_OIL',
      'MEAT_EGG',
      'DAIRY',
      'SNACK',
      'DRINK',
      'LOCAL',
    ]);
    expect(menu.reduce((n, section) => n + section.items.length, 0)).toBe(seedItems.length);
    expect(menu[0]!.items.map((item) => item.id)).toEqual(
      itemsUnder('FRUIT')
        .sort(bySeqDesc)
        .map((item) => item.id),
    );
    const cartMenu = await anonymous().call((c) =>
      c.GET('/shoppingcart/getMenu/{x}', { params: { path: { x: 'PRODUCT' } } }),
    );
    expect(cartMenu).toEqual(menu);
  });

  it('gives the children of a category as sections, or the leaf itself', async () => {
    const fruit = await anonymous().call((c) =>
      c.GET('/shoppingcart/getMenu/{x}', { params: { path: { x: 'FRUIT' } } }),
    );
    expect(fruit.map((section) => section.category.id)).toEqual([
      'FRUIT_DOMESTIC',
      'FRUIT_IMPORTED',
    ]);
    const leaf = await anonymous().call((c) =>
      c.GET('/shoppingcart/getMenu/{x}', { params: { path: { x: 'DAIRY' } } }),
    );
    expect(leaf.map((section) => section.category.id)).toEqual(['DAIRY']);
    await expectFailure(
      anonymous().call((c) =>
        c.GET('/shoppingcart/getMenu/{x}', { params: { path: { x: 'NO_SUCH' } } }),
      ),
      404,
    );
  });

  it('gives the first 12 items of each category asked for, once each', async () => {
    const blocks = await anonymous().call((c) =>
      c.GET('/item/getItemsByCategories/{ids}', {
        params: { path: { ids: 'VEGETABLE,FRUIT,VEGETABLE' } },
      }),
    );
    expect(blocks.map((block) => block.category.id)).toEqual(['VEGETABLE', 'FRUIT']);
    expect(blocks[0]!.items.map((item) => item.id)).toEqual(
      itemsUnder('VEGETABLE')
        .sort(bySeqDesc)
        .slice(0, 12)
        .map((item) => item.id),
    );
    await expectFailure(
      anonymous().call((c) =>
        c.GET('/item/getItemsByCategories/{ids}', { params: { path: { ids: 'FRUIT,NO_SUCH' } } }),
      ),
      404,
    );
  });
});

describe('search', () => {
  it('finds items by name, description or tag with the number of matches', async () => {
    const melons = await search('瓜');
    expect(melons.objects.map((item) => item.name)).toEqual(
      expect.arrayContaining(['新疆哈密瓜', '宁夏硒砂瓜', '黄瓜']),
    );
    expect(melons.total).toBe(melons.objects.length);
    const byTag = await search('特产', { pagesize: 100 });
    expect(byTag.total).toBe(
      seedItems.filter(
        (item) =>
          item.tags.includes('特产') ||
          item.name.includes('特产') ||
          item.description.includes('特产'),
      ).length,
    );
    expect((await search('  瓜  ')).total).toBe(melons.total);
  });

  it('pages 10 at a time, sorted by seq', async () => {
    const first = await search('的');
    expect(first.objects).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const pages = Math.ceil(first.total / 10);
    const last = await search('的', { pageno: pages });
    expect(last.objects.length).toBe(first.total - (pages - 1) * 10);
    const all = await search('的', { pagesize: 100 });
    const seqOf = new Map(seedItems.map((item) => [item.id, item.seq]));
    const seqs = all.objects.map((item) => seqOf.get(item.id)!);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('ignores case and treats wildcards literally', async () => {
    await createItem(server, { name: 'Organic Kale', priceCents: 1290, qty: 5 });
    expect((await search('KALE')).objects.map((item) => item.name)).toEqual(['Organic Kale']);
    // Only the chocolate's description has a literal % ("70% 黑巧克力").
    expect((await search('%')).objects.map((item) => item.id)).toEqual([52]);
    expect((await search('_')).total).toBe(0);
  });
});

describe('answers', () => {
  it('match the contract', async () => {
    expectSchema('Item', await getItem(shopper.client, 2));
    expectSchema('ItemListing', await listCategory(shopper.client, 'FRUIT'));
    expectSchema('ItemListing', await listTag(anonymous(), '热销'));
    expectSchema('ItemMetaPage', await search('瓜'));
    expectSchema(
      'SkuAttributes',
      await anonymous().call((c) => c.GET('/item/skuAtts/{id}', { params: { path: { id: 62 } } })),
    );
    for (const stock of await anonymous().call((c) =>
      c.GET('/item/stocksOf/{id}', { params: { path: { id: 62 } } }),
    )) {
      expectSchema('Stock', stock);
    }
    for (const section of await anonymous().call((c) => c.GET('/shop/cashiermenu4/'))) {
      expectSchema('CategoryItems', section);
    }
  });
});

describe('items taken off sale', () => {
  it('are neither found nor listed', async () => {
    const before = await listCategory(anonymous(), 'LOCAL');
    await takeOffSale(server, 68);
    await expectFailure(getItem(anonymous(), 68), 404);
    const after = await listCategory(anonymous(), 'LOCAL');
    expect(after.total).toBe(before.total - 1);
    expect(after.items.some((item) => item.id === 68)).toBe(false);
    expect((await search('奶豆腐')).total).toBe(0);
  });

  it('leave out stock values nobody sells', async () => {
    await server.database.db
      .update(stocks)
      .set({ onSale: false })
      .where(eq(stocks.id, stockId(1, { 规格: '2个装', 等级: '一级' })));
    server.app.ctx.catalogueCache.invalidate();
    const data = await anonymous().call((c) =>
      c.GET('/item/skuAtts/{id}', { params: { path: { id: 1 } } }),
    );
    expect(data.skus[0]).toEqual({ name: '规格', values: ['1个装'], selected: '1个装' });
  });
});
