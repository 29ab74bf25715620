// Fixtures of the commerce tests: rows a test needs that no call creates (balances,
// addresses, vouchers of a chosen kind), written straight into the test's database, dated
// at SEEDED_AT unless a test says otherwise. The assertions are in assertions.ts.
import type { ApiClient } from '@citylife/api-client';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import {
  addresses,
  items,
  members,
  stocks,
  voucherTemplates,
  vouchers,
} from '../db/schema/index.js';
import { ensureMember } from '../modules/member/member.service.js';
import { SEEDED_AT } from './clock.js';
import type { TestServer, TestUser } from './harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new user of the test server whose balance is `cents` (member account opened). */
export async function userWithBalance(server: TestServer, cents: number): Promise<TestUser> {
  const user = await server.createUser();
  await setBalance(server.database.db, user.id, cents);
  return user;
}

/** Sets a user's balance (creating the member account first). */
export async function setBalance(db: Db, userId: number, cents: number): Promise<void> {
  await ensureMember(db, userId, SEEDED_AT);
  await db.update(members).set({ balanceCents: cents }).where(eq(members.userId, userId));
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: members.balanceCents })
    .from(members)
    .where(eq(members.userId, userId));
  return row?.cents ?? 0;
}

/** Gives a user an address; returns its id. */
export async function addAddress(db: Db, userId: number, isDefault = true): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      contact: '王五',
      phone: '13912345678',
      province: '内蒙古自治区',
      city: '鄂尔多斯市',
      district: '康巴什区',
      detail: '北区 2 号楼 101',
      zip: '017010',
      isDefault,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

/** Creates a voucher template and gives one voucher of it to a user; returns the voucher id. */
export async function giveVoucher(
  db: Db,
  userId: number,
  rules: {
    amountCents?: number;
    thresholdCents?: number;
    shopIds?: number[];
    orderTypes?: string[];
    applyTime?: Date;
    effectiveDays?: number;
    name?: string;
  } = {},
): Promise<number> {
  const [template] = await db
    .insert(voucherTemplates)
    .values({
      name: rules.name ?? '测试券',
      amountCents: rules.amountCents ?? 500,
      thresholdCents: rules.thresholdCents ?? 0,
      effectiveDays: rules.effectiveDays ?? 30,
      shopIds: rules.shopIds ?? [],
      orderTypes: rules.orderTypes ?? [],
    })
    .returning();
  const applyTime = rules.applyTime ?? SEEDED_AT;
  const [voucher] = await db
    .insert(vouchers)
    .values({
      templateId: template!.id,
      userId,
      applyTime,
      expiresAt: new Date(applyTime.getTime() + template!.effectiveDays * DAY_MS),
    })
    .returning({ id: vouchers.id });
  return voucher!.id;
}

/** Sets a stock entry's quantity. */
export async function setStock(db: Db, stockId: number, qty: number): Promise<void> {
  await db.update(stocks).set({ qty }).where(eq(stocks.id, stockId));
}

export async function stockQty(db: Db, stockId: number): Promise<number> {
  const [row] = await db.select({ qty: stocks.qty }).from(stocks).where(eq(stocks.id, stockId));
  return row!.qty;
}

/**
 * Where a test edits the catalogue: a test server, whose catalogue cache is then emptied as a
 * back office would, or a database no server has opened yet.
 */
type CatalogueTarget = TestServer | Database;

function catalogueOfTarget(target: CatalogueTarget) {
  return 'app' in target
    ? { db: target.database.db, cache: target.app.ctx.catalogueCache }
    : { db: target.db, cache: undefined };
}

/** Creates an item with one stock entry (no SKU attributes); returns the item and stock ids. */
export async function createItem(
  target: CatalogueTarget,
  input: { name: string; priceCents: number; qty: number; categoryId?: string },
): Promise<{ itemId: number; stockId: number }> {
  const { db, cache } = catalogueOfTarget(target);
  const [item] = await db
    .insert(items)
    .values({
      categoryId: input.categoryId ?? 'SNACK',
      name: input.name,
      description: `${input.name}（测试）`,
      mainpic: '/static/items/walnuts.svg',
      unit: '袋',
      priceCents: input.priceCents,
      createdAt: SEEDED_AT,
    })
    .returning({ id: items.id });
  const [stock] = await db
    .insert(stocks)
    .values({ itemId: item!.id, qty: input.qty, priceCents: input.priceCents })
    .returning({ id: stocks.id });
  cache?.invalidate();
  return { itemId: item!.id, stockId: stock!.id };
}

/** Takes an item off sale (and forgets cached catalogue answers, as a back office would). */
export async function takeOffSale(target: CatalogueTarget, itemId: number): Promise<void> {
  const { db, cache } = catalogueOfTarget(target);
  await db.update(items).set({ onSale: false }).where(eq(items.id, itemId));
  cache?.invalidate();
}

/** Adds a line to the caller's cart through the API. */
export const addToCart = (
  client: ApiClient,
  itemid: number,
  qty: number,
  sku: Record<string, string> = {},
) =>
  client.call((c) =>
    c.POST('/shoppingcart/add/{itemid}/{qty}', {
      params: { path: { itemid, qty } },
      body: { sku },
    }),
  );

/**
 * The checkout form of a pick-up by 王五, by default on 3 March 2026 at 10:00 (the day after
 * the commerce tests' usual Monday).
 */
export const selfPick = (date = '2026-03-03', time = '10:00') => ({
  deliveryType: 'self' as const,
  selfPickDate: date,
  selfPickTime: time,
  contact: '王五',
  mobile: '13912345678',
});

/** Checks out the caller's selected cart lines for pick-up (`selfPick()`), with a voucher when given. */
export const checkOutForPickUp = (client: ApiClient, voucherId?: number) =>
  client.call((c) =>
    c.POST('/shoppingcart/checkoutConfirm/', {
      body: { ...selfPick(), ...(voucherId ? { voucherId } : {}) },
    }),
  );

/** An order of the caller, by its number. */
export const getOrder = (client: ApiClient, sn: string) =>
  client.call((c) => c.GET('/order/getOrder/{sn}', { params: { path: { sn } } }));

/** Rows of a table matching nothing in particular: a count for sanity checks. */
export async function countRows(db: Db, table: string): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
