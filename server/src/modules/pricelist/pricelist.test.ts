import { localDate } from '../../lib/shanghaiTime.js';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { pricelistItems, pricelists, users } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, useTestUser, type TestUser } from '../../test/harness.js';

const server = useTestServer({ at: SEEDED_AT });
const member = useTestUser(server);
const admin = useTestUser(server, { roles: ['admin'], nickname: '审核员' });

const getList = (client: TestUser['client'], id: number) =>
  client.call((c) => c.GET('/pricelist/getById/{id}', { params: { path: { id } } }));
const searchItems = (client: TestUser['client'], query: Record<string, unknown>) =>
  client.call((c) => c.GET('/pricelist/searchItem/', { params: { query: query as never } }));
const approve = (user: TestUser, items: number[]) =>
  user.client.call((c) => c.POST('/pricelist/approveItem/', { body: { items } }));
const reject = (user: TestUser, items: number[]) =>
  user.client.call((c) => c.POST('/pricelist/rejectItem/', { body: { items } }));

/** A fresh list with three pending items. */
async function pendingList(date: string) {
  const [list] = await server.database.db
    .insert(pricelists)
    .values({ date, title: `${date} 蔬菜价格` })
    .returning();
  const items = await server.database.db
    .insert(pricelistItems)
    .values([
      { pricelistId: list!.id, name: '白萝卜', unit: '斤', priceCents: 120, tags: ['根茎类'] },
      { pricelistId: list!.id, name: '芹菜', unit: '斤', priceCents: 300, tags: ['叶菜类'] },
      { pricelistId: list!.id, name: '南瓜', unit: '公斤', priceCents: 450, tags: ['瓜类'] },
    ])
    .returning();
  return { list: list!, items };
}

describe("today's seeded price list", () => {
  it('is dated today (China time) with items in each state, reviewed by the admin', async () => {
    const [list] = await server.database.db.select().from(pricelists).where(eq(pricelists.id, 1));
    expect(list!.date).toBe(localDate(SEEDED_AT));
    const rows = await server.database.db
      .select()
      .from(pricelistItems)
      .where(eq(pricelistItems.pricelistId, 1));
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['approved', 'rejected', 'pending']),
    );
    const [seedAdmin] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.mobile, '13900139000'));
    for (const row of rows.filter((r) => r.state !== 'pending')) {
      expect(row.reviewedBy).toBe(seedAdmin!.id);
      expect(row.reviewedAt).not.toBeNull();
    }
  });

  it('shows only approved items to members and visitors, by name', async () => {
    for (const client of [server.client, member.client]) {
      const list = await getList(client, 1);
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((item) => item.state === 'approved')).toBe(true);
      expect(list.items.every((item) => item.reviewedBy && item.reviewedTime)).toBe(true);
      expect(list.items.map((item) => item.name)).toEqual(
        [...list.items.map((item) => item.name)].sort(),
      );
    }
    const tomato = (await getList(server.client, 1)).items.find((item) => item.id === 1);
    expect(tomato).toMatchObject({ name: '西红柿', unit: '斤', tags: ['茄果类'] });
  });

  it('shows every item to admins, pending ones without a reviewer', async () => {
    const list = await getList(admin.client, 1);
    const rows = await server.database.db
      .select()
      .from(pricelistItems)
      .where(eq(pricelistItems.pricelistId, 1));
    expect(list.items).toHaveLength(rows.length);
    const pending = list.items.find((item) => item.state === 'pending')!;
    expect(pending).not.toHaveProperty('reviewedBy');
    expect(pending).not.toHaveProperty('reviewedTime');
  });

  it('lists the tags of approved items only', async () => {
    const tags = await server.client.call((c) =>
      c.GET('/pricelist/getTags/{id}', { params: { path: { id: 1 } } }),
    );
    expect(tags).toEqual([...tags].sort());
    expect(tags).toContain('茄果类');
    // 花菜类 belongs to a pending item only.
    expect(tags).not.toContain('花菜类');
  });

  it("is today's list for the index, not one dated later; approved items only for visitors", async () => {
    await pendingList('2099-01-01');
    const latest = (client: TestUser['client']) =>
      client.call((c) => c.GET('/pricelist/getLatest/'));
    const visible = await latest(server.client);
    expect(visible.id).toBe(1);
    expect(visible.date).toBe(localDate(SEEDED_AT));
    expect(visible.items.every((item) => item.state === 'approved')).toBe(true);
    expect((await latest(admin.client)).items.some((item) => item.state === 'pending')).toBe(true);
  });

  it('gives each item the approved price of the same item in the newest earlier list', async () => {
    const { list, items } = await pendingList('2000-01-02');
    const earlier = await pendingList('2000-01-01');
    await approve(admin, [items[0]!.id, earlier.items[0]!.id, earlier.items[1]!.id]);
    await server.database.db
      .update(pricelistItems)
      .set({ priceCents: 100 })
      .where(eq(pricelistItems.id, earlier.items[0]!.id));
    const shown = await getList(admin.client, list.id);
    expect(shown.items.find((item) => item.name === '白萝卜')).toMatchObject({
      price: 1.2,
      previousPrice: 1,
    });
    expect(shown.items.find((item) => item.name === '芹菜')).toMatchObject({ previousPrice: 3 });
    // The earlier list's 南瓜 is still pending: no price to compare with.
    expect(shown.items.find((item) => item.name === '南瓜')).not.toHaveProperty('previousPrice');
    expect((await getList(admin.client, earlier.list.id)).items[0]).not.toHaveProperty(
      'previousPrice',
    );
  });

  it('answers 404 for an unknown list', async () => {
    expect(await statusOf(getList(server.client, 999))).toBe(404);
    expect(await statusOf(searchItems(server.client, { pricelistId: 999 }))).toBe(404);
  });
});

describe('GET /pricelist/searchItem/', () => {
  it('filters by tag and, for admins, by state', async () => {
    const roots = await searchItems(server.client, { pricelistId: 1, tag: '根茎类' });
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((item) => item.tags.includes('根茎类') && item.state === 'approved')).toBe(
      true,
    );
    const pending = await searchItems(admin.client, { pricelistId: 1, state: 'pending' });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((item) => item.state === 'pending')).toBe(true);
    const approved = await searchItems(member.client, { pricelistId: 1, state: 'approved' });
    expect(approved.every((item) => item.state === 'approved')).toBe(true);
  });

  it('answers 403 to a member asking for pending or rejected items', async () => {
    for (const state of ['pending', 'rejected']) {
      expect(await statusOf(searchItems(member.client, { pricelistId: 1, state }))).toBe(403);
      expect(await statusOf(searchItems(server.client, { pricelistId: 1, state }))).toBe(403);
    }
  });

  it('pages the items', async () => {
    const first = await searchItems(admin.client, { pricelistId: 1, pagesize: 5 });
    const second = await searchItems(admin.client, { pricelistId: 1, pagesize: 5, pageno: 2 });
    expect(first).toHaveLength(5);
    expect(second[0]!.name >= first[4]!.name).toBe(true);
  });
});

describe('reviewing items', () => {
  it('approves and rejects, recording who and when, and publishes only approved items', async () => {
    const { list, items } = await pendingList('2030-01-01');
    expect((await getList(server.client, list.id)).items).toEqual([]);
    server.clock.set(new Date(SEEDED_AT.getTime() + 30 * 60_000));
    const approved = await approve(admin, [items[0]!.id, items[1]!.id]);
    expect(approved.map((item) => item.state)).toEqual(['approved', 'approved']);
    expect(approved[0]).toMatchObject({
      reviewedBy: { id: admin.id, nickname: '审核员' },
      reviewedTime: '2026-03-02T02:30:00.000Z',
    });
    server.clock.set(new Date(SEEDED_AT.getTime() + 31 * 60_000));
    const rejected = await reject(admin, [items[1]!.id]);
    expect(rejected[0]).toMatchObject({
      state: 'rejected',
      reviewedTime: '2026-03-02T02:31:00.000Z',
    });
    const published = await getList(server.client, list.id);
    expect(published.items.map((item) => item.name)).toEqual(['白萝卜']);
    const [row] = await server.database.db
      .select()
      .from(pricelistItems)
      .where(eq(pricelistItems.id, items[1]!.id));
    expect(row).toMatchObject({ state: 'rejected', reviewedBy: admin.id });
  });

  it('changes nothing when one id is unknown', async () => {
    const { items } = await pendingList('2030-01-02');
    const error = await failureOf(approve(admin, [items[0]!.id, 99999]));
    expect(error.status).toBe(404);
    expect(error.payload.message).toBe('No such price list items: 99999');
    const rows = await server.database.db
      .select()
      .from(pricelistItems)
      .where(
        inArray(
          pricelistItems.id,
          items.map((item) => item.id),
        ),
      );
    expect(rows.every((row) => row.state === 'pending' && row.reviewedBy === null)).toBe(true);
  });

  it('is for admins only: 403 to a member, 401 when signed out', async () => {
    const { items } = await pendingList('2030-01-03');
    expect(await statusOf(approve(member, [items[0]!.id]))).toBe(403);
    expect(await statusOf(reject(member, [items[0]!.id]))).toBe(403);
    const signedOut = await failureOf(
      server.client.call((c) =>
        c.POST('/pricelist/approveItem/', { body: { items: [items[0]!.id] } }),
      ),
    );
    expect(signedOut.status).toBe(401);
    const [row] = await server.database.db
      .select()
      .from(pricelistItems)
      .where(eq(pricelistItems.id, items[0]!.id));
    expect(row!.state).toBe('pending');
  });

  it('rejects repeated or missing ids with 400', async () => {
    expect(await statusOf(approve(admin, [1, 1]))).toBe(400);
    expect(await statusOf(approve(admin, []))).toBe(400);
  });
});

describe('GET /pricelist/pending/', () => {
  const forReview = (client: TestUser['client']) =>
    client.call((c) => c.GET('/pricelist/pending/'));

  it('lists the lists with pending items and how many, newest day first', async () => {
    const { list, items } = await pendingList('2031-01-01');
    const newer = await pendingList('2031-01-02');
    const seeded = await server.database.db
      .select()
      .from(pricelistItems)
      .where(eq(pricelistItems.pricelistId, 1));
    const before = await forReview(admin.client);
    // Other tests of this file add lists dated after 2031 too.
    const ours = before.filter((entry) => entry.id === list.id || entry.id === newer.list.id);
    expect(ours).toEqual([
      { id: newer.list.id, date: '2031-01-02', title: '2031-01-02 蔬菜价格', pending: 3 },
      { id: list.id, date: '2031-01-01', title: '2031-01-01 蔬菜价格', pending: 3 },
    ]);
    expect(before.map((entry) => entry.date)).toEqual(
      [...before.map((entry) => entry.date)].sort().reverse(),
    );
    expect(before.find((entry) => entry.id === 1)?.pending).toBe(
      seeded.filter((row) => row.state === 'pending').length,
    );
    await approve(admin, [items[0]!.id]);
    await reject(admin, [newer.items[0]!.id, newer.items[1]!.id, newer.items[2]!.id]);
    const after = await forReview(admin.client);
    // A list leaves the queue when none of its items waits any more.
    expect(after.find((entry) => entry.id === newer.list.id)).toBeUndefined();
    expect(after.find((entry) => entry.id === list.id)?.pending).toBe(2);
  });

  it('is for admins only: 403 to a member, 401 when signed out', async () => {
    expect(await statusOf(forReview(member.client))).toBe(403);
    expect(await statusOf(forReview(server.client))).toBe(401);
  });
});

describe('the days that have a price for a name', () => {
  const priceDays = (name: string, date: string) =>
    server.client.call((c) =>
      c.GET('/pricelist/priceDays/', { params: { query: { name, date } } }),
    );

  it('lists approved prices whose name contains the word, nearest day first, the earlier of two as near', async () => {
    const lists = [];
    for (const date of ['2032-05-01', '2032-05-04', '2032-05-07']) {
      const [list] = await server.database.db
        .insert(pricelists)
        .values({ date, title: `${date} 蔬菜价格` })
        .returning();
      lists.push(list!);
      const items = await server.database.db
        .insert(pricelistItems)
        .values([
          { pricelistId: list!.id, name: '紫皮萝卜', unit: '斤', priceCents: 230, tags: [] },
          { pricelistId: list!.id, name: '紫苏叶', unit: '把', priceCents: 300, tags: [] },
          { pricelistId: list!.id, name: '紫薯', unit: '公斤', priceCents: 450, tags: [] },
        ])
        .returning();
      await approve(
        admin,
        items.filter((item) => item.name !== '紫苏叶').map((item) => item.id),
      );
    }
    const days = await priceDays('皮萝', '2032-05-04');
    expect(days.map((day) => day.date)).toEqual(['2032-05-04', '2032-05-01', '2032-05-07']);
    expect(days[0]).toEqual({
      pricelistId: lists[1]!.id,
      date: '2032-05-04',
      name: '紫皮萝卜',
      unit: '斤',
      price: 2.3,
    });
    // 紫苏叶 waits for review on every day: no price anywhere.
    expect(await priceDays('紫苏', '2032-05-04')).toEqual([]);
    expect((await priceDays('紫薯', '2032-06-30')).map((day) => day.date)).toEqual([
      '2032-05-07',
      '2032-05-04',
      '2032-05-01',
    ]);
  });

  it('treats the word as text, not as a pattern', async () => {
    expect(await priceDays('%', '2031-05-04')).toEqual([]);
    expect(await priceDays('_', '2031-05-04')).toEqual([]);
  });

  it('refuses a missing word or a malformed day', async () => {
    for (const [name, date] of [
      ['', '2031-05-04'],
      ['土', '2031-5-4'],
      ['土'.repeat(31), '2031-05-04'],
    ]) {
      expect(await statusOf(priceDays(name!, date!))).toBe(400);
    }
  });
});
