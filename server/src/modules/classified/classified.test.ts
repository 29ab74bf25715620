import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classifiedAds, users } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer, type TestUser } from '../../test/harness.js';

// Eight hours after the test database was seeded (SEEDED_AT): every seeded ad is older.
const server = useTestServer({ at: new Date('2026-03-02T10:00:00Z') });
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  owner = await server.createUser();
  other = await server.createUser();
});

const ad = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 1,
  title: '九成新儿童自行车',
  content: '16寸，孩子长大了用不上，东胜区自提。',
  price: 120,
  contact: '王女士',
  mobile: '13800138000',
  pics: ['/uploads/citylife/classified/1/bike.jpg'],
  ...overrides,
});
const post = (client: TestUser['client'], body: Record<string, unknown>) =>
  client.call((c) => c.POST('/classified/post/', { body: body as never }));
const update = (client: TestUser['client'], id: number, body: Record<string, unknown>) =>
  client.call((c) =>
    c.POST('/classified/update/{id}', { params: { path: { id } }, body: body as never }),
  );
const search = (client: TestUser['client'], categoryId: number, pageno = 1, pagesize = 10) =>
  client.call((c) =>
    c.GET('/classified/search/{categoryId}', {
      params: { path: { categoryId }, query: { pageno, pagesize } },
    }),
  );

describe('classified categories and seeded ads', () => {
  it('lists the categories in order with their ad counts', async () => {
    const categories = await server.client.call((c) => c.GET('/classified/getCategories/'));
    expect(categories.map((category) => category.name)).toEqual([
      '二手闲置',
      '房屋租售',
      '招聘求职',
      '生活服务',
      '宠物领养',
      '拼车出行',
    ]);
    const rows = await server.database.db.select().from(classifiedAds);
    for (const category of categories) {
      expect(category.adCount).toBe(rows.filter((row) => row.categoryId === category.id).length);
    }
  });

  it("seeds ad 1 as the demo member's, as in the contract's examples", async () => {
    const [member] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, '13800138000'));
    const first = await server.client.call((c) =>
      c.GET('/classified/getById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(first).toMatchObject({
      id: 1,
      ownerId: member!.id,
      title: '九成新儿童自行车',
      price: 120,
    });
    expect(first.favorited).toBe(false);
  });

  it('answers 404 for an unknown category or ad', async () => {
    expect(await statusOf(search(server.client, 999))).toBe(404);
    const error = await failureOf(
      server.client.call((c) =>
        c.GET('/classified/getById/{id}', { params: { path: { id: 99999 } } }),
      ),
    );
    expect(error.status).toBe(404);
  });
});

describe('posting and updating ads', () => {
  it('posts an ad that leads its category, trimmed, with the caller as owner', async () => {
    server.clock.set(new Date('2026-03-02T10:01:00Z'));
    const created = await post(owner.client, ad({ title: '  二手书架  ', price: 35.5 }));
    expect(created).toMatchObject({
      categoryId: 1,
      title: '二手书架',
      price: 35.5,
      ownerId: owner.id,
      favorited: false,
      createdTime: '2026-03-02T10:01:00.000Z',
    });
    const page = await search(server.client, 1);
    expect(page[0]!.id).toBe(created.id);
  });

  it('leaves the price out for a negotiable ad', async () => {
    const { price: _price, ...negotiable } = ad();
    const created = await post(owner.client, negotiable);
    expect(created).not.toHaveProperty('price');
  });

  it('lets the owner update the whole ad and moves it to the top', async () => {
    server.clock.set(new Date('2026-03-02T10:02:00Z'));
    const created = await post(owner.client, ad({ categoryId: 2, title: '出租单间' }));
    server.clock.set(new Date('2026-03-02T10:03:00Z'));
    await post(other.client, ad({ categoryId: 2, title: '求租两室' }));
    expect((await search(server.client, 2))[0]!.title).toBe('求租两室');
    server.clock.set(new Date('2026-03-02T10:04:00Z'));
    const { price: _price, ...withoutPrice } = ad({ categoryId: 2, title: '出租单间（降价）' });
    const updated = await update(owner.client, created.id, withoutPrice);
    expect(updated).toMatchObject({
      id: created.id,
      title: '出租单间（降价）',
      createdTime: '2026-03-02T10:02:00.000Z',
      updatedTime: '2026-03-02T10:04:00.000Z',
    });
    expect(updated).not.toHaveProperty('price');
    expect((await search(server.client, 2))[0]!.id).toBe(created.id);
  });

  it('lists the latest ads of every category, most recently updated first, by page', async () => {
    server.clock.set(new Date('2026-03-02T10:05:00Z'));
    const pets = await post(other.client, ad({ categoryId: 5, title: '小猫求领养' }));
    server.clock.set(new Date('2026-03-02T10:06:00Z'));
    const jobs = await post(owner.client, ad({ categoryId: 3, title: '招聘店员' }));
    const latest = (pageno: number, pagesize: number, client = server.client) =>
      client.call((c) => c.GET('/classified/latest/', { params: { query: { pageno, pagesize } } }));
    const first = await latest(1, 2);
    expect(first.map((row) => row.id)).toEqual([jobs.id, pets.id]);
    const second = await latest(2, 2);
    expect(second).toHaveLength(2);
    expect(second.map((row) => row.id)).not.toContain(jobs.id);
    const all = await server.database.db.select().from(classifiedAds);
    const times = (await latest(1, 100)).map((row) => Date.parse(row.updatedTime));
    expect(times).toHaveLength(Math.min(100, all.length));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    // A member sees their favourites marked.
    await other.client.call((c) =>
      c.GET('/classified/favorite/add/{id}', { params: { path: { id: jobs.id } } }),
    );
    expect((await latest(1, 1, other.client))[0]).toMatchObject({ id: jobs.id, favorited: true });
    expect(await statusOf(latest(1, 0))).toBe(400);
  });

  it("answers 403 to another user's update and changes nothing", async () => {
    const created = await post(owner.client, ad({ title: '我的广告' }));
    const error = await failureOf(update(other.client, created.id, ad({ title: '被改了' })));
    expect(error.status).toBe(403);
    const [row] = await server.database.db
      .select()
      .from(classifiedAds)
      .where(eq(classifiedAds.id, created.id));
    expect(row!.title).toBe('我的广告');
  });

  it('answers 404 to an update of an unknown ad and 401 when signed out', async () => {
    expect(await statusOf(update(owner.client, 99999, ad()))).toBe(404);
    expect(await statusOf(post(server.client, ad()))).toBe(401);
    expect(await statusOf(update(server.client, 1, ad()))).toBe(401);
  });

  it('answers per-field messages for an unknown category and blank texts', async () => {
    const error = await failureOf(
      post(owner.client, ad({ categoryId: 999, title: '   ', content: ' \n ', contact: '  ' })),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      categoryId: 'Choose a category',
      title: 'Title required',
      content: 'Content required',
      contact: 'Contact required',
    });
  });

  it.each([
    ['a bad mobile', { mobile: '12345' }],
    ['a price with three decimals', { price: 1.005 }],
    ['ten pictures', { pics: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.jpg`) }],
    ['an unknown field', { color: 'red' }],
    ['a javascript: picture', { pics: ['javascript:alert(1)'] }],
  ])('rejects %s with 400', async (_what, overrides) => {
    expect(await statusOf(post(owner.client, ad(overrides)))).toBe(400);
  });

  it('answers 429 after 20 ads from one user in a day', async () => {
    const busy = await server.createUser();
    for (let i = 0; i < 20; i += 1) await post(busy.client, ad({ title: `广告${i}` }));
    expect(await statusOf(post(busy.client, ad()))).toBe(429);
    server.clock.advance(25 * 3600_000);
    await post(busy.client, ad({ title: '第二天' }));
  });
});

describe('my ads and favourites', () => {
  it("lists only the caller's ads, newest first, in pages", async () => {
    const author = await server.createUser();
    for (let i = 0; i < 12; i += 1) {
      server.clock.advance(60_000);
      await post(author.client, ad({ title: `我的第${i}条` }));
    }
    const first = await author.client.call((c) => c.GET('/classified/mine/'));
    expect(first).toHaveLength(10);
    expect(first[0]!.title).toBe('我的第11条');
    expect(first.every((item) => item.ownerId === author.id)).toBe(true);
    const second = await author.client.call((c) =>
      c.GET('/classified/mine/', { params: { query: { pageno: 2 } } }),
    );
    expect(second.map((item) => item.title)).toEqual(['我的第1条', '我的第0条']);
    expect(await statusOf(server.client.call((c) => c.GET('/classified/mine/')))).toBe(401);
  });

  it('adds and removes favourites idempotently and shows the flag to the caller only', async () => {
    const fan = await server.createUser();
    const add = (id: number) =>
      fan.client.call((c) => c.GET('/classified/favorite/add/{id}', { params: { path: { id } } }));
    const remove = (id: number) =>
      fan.client.call((c) =>
        c.GET('/classified/favorite/remove/{id}', { params: { path: { id } } }),
      );
    server.clock.advance(60_000);
    expect(await add(1)).toEqual({ id: 1, favorited: true });
    server.clock.advance(60_000);
    expect(await add(2)).toEqual({ id: 2, favorited: true });
    expect(await add(2)).toEqual({ id: 2, favorited: true });
    const favourites = await fan.client.call((c) => c.GET('/classified/favorites/'));
    expect(favourites.map((item) => item.id)).toEqual([2, 1]);
    expect(favourites.every((item) => item.favorited)).toBe(true);
    const detail = await fan.client.call((c) =>
      c.GET('/classified/getById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(detail.favorited).toBe(true);
    const forOthers = await other.client.call((c) =>
      c.GET('/classified/getById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(forOthers.favorited).toBe(false);
    expect(await remove(1)).toEqual({ id: 1, favorited: false });
    expect(await remove(1)).toEqual({ id: 1, favorited: false });
    expect(
      (await fan.client.call((c) => c.GET('/classified/favorites/'))).map((item) => item.id),
    ).toEqual([2]);
    expect(await statusOf(add(99999))).toBe(404);
    expect(
      await statusOf(
        server.client.call((c) =>
          c.GET('/classified/favorite/add/{id}', { params: { path: { id: 1 } } }),
        ),
      ),
    ).toBe(401);
  });
});
