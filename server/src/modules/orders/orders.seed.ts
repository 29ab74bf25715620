import {
  DEMO_MEMBER_ADDRESS,
  findSeedUsers,
  insertMissing,
  syncSequence,
} from '../../lib/seeding.js';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  items,
  orderItems,
  orders,
  sandboxPayments,
  stocks,
  type AddressCopy,
} from '../../db/schema/index.js';

const at = (iso: string) => new Date(iso);

/**
 * Makes order lines of catalogue items as the catalogue seed created them: a line takes
 * the item's name and picture and the first stock entry matching `sku` (its price).
 */
async function lineMaker(db: Db, itemIds: number[]) {
  const [itemRows, stockRows] = await Promise.all([
    db.select().from(items).where(inArray(items.id, itemIds)),
    db.select().from(stocks).where(inArray(stocks.itemId, itemIds)).orderBy(asc(stocks.id)),
  ]);
  return (itemId: number, qty: number, sku: Record<string, string> = {}) => {
    const item = itemRows.find((candidate) => candidate.id === itemId)!;
    const stock = stockRows.find(
      (candidate) =>
        candidate.itemId === itemId &&
        Object.entries(sku).every(([name, value]) => candidate.sku[name] === value),
    )!;
    return {
      itemId,
      stockId: stock.id,
      name: item.name,
      pic: item.mainpic,
      sku: stock.sku,
      qty,
      priceCents: stock.priceCents,
    };
  };
}

const demoAddress: AddressCopy = { id: 1, ...DEMO_MEMBER_ADDRESS, default: true };

/**
 * The demo member's orders, numbered as in the contract's examples: 20260301000001 a cart
 * order awaiting payment (self pick-up), 20260301000002 a paid top-up, 20260301000003 a
 * custom-amount order at the till awaiting the cashier, 20260301000004 a delivered cart
 * order paid from the balance.
 */
export async function seedOrders(db: Db): Promise<void> {
  const { member } = await findSeedUsers(db);
  if (!member) return;
  const demo = member.id;
  const line = await lineMaker(db, [3, 21, 22, 20, 44, 19, 17]);
  const pending = [line(3, 2), line(21, 2), line(22, 2), line(20, 1)];
  const delivered = [line(44, 1), line(19, 1), line(17, 1)];
  const sum = (lines: { qty: number; priceCents: number }[]) =>
    lines.reduce((total, entry) => total + entry.qty * entry.priceCents, 0);
  const rows = [
    {
      id: 1,
      orderSn: '20260301000001',
      userId: demo,
      type: 'ShoppingCartOrder',
      status: 'pending',
      shopId: 1,
      goodsCents: sum(pending),
      deliveryFeeCents: 0,
      totalCents: sum(pending),
      payCents: sum(pending),
      memo: '西红柿要熟一点的',
      deliveryType: 'self',
      selfPickDate: '2026-03-02',
      selfPickTime: '10:00',
      contact: '张三',
      mobile: '13800138000',
      createdAt: at('2026-03-01T09:58:00+08:00'),
      lines: pending,
    },
    {
      id: 2,
      orderSn: '20260301000002',
      userId: demo,
      type: 'TopupOrder',
      status: 'completed',
      goodsCents: 10000,
      totalCents: 10000,
      payCents: 10000,
      paytype: 'wxpay',
      topupCreditCents: 10500,
      createdAt: at('2026-03-01T10:10:00+08:00'),
      paidAt: at('2026-03-01T10:12:00+08:00'),
      completedAt: at('2026-03-01T10:12:00+08:00'),
      lines: [],
    },
    {
      id: 3,
      orderSn: '20260301000003',
      userId: demo,
      type: 'DiyOrder',
      status: 'pending',
      shopId: 1,
      goodsCents: 4950,
      totalCents: 4950,
      payCents: 4950,
      memo: '2 号桌',
      createdAt: at('2026-03-01T11:00:00+08:00'),
      lines: [],
    },
    {
      id: 4,
      orderSn: '20260301000004',
      userId: demo,
      type: 'ShoppingCartOrder',
      status: 'completed',
      shopId: 1,
      goodsCents: sum(delivered),
      deliveryFeeCents: 800,
      totalCents: sum(delivered) + 800,
      payCents: sum(delivered) + 800,
      paytype: 'account',
      memo: '',
      deliveryType: 'express',
      address: demoAddress,
      createdAt: at('2026-03-01T10:25:00+08:00'),
      paidAt: at('2026-03-01T10:30:00+08:00'),
      shippedAt: at('2026-03-01T14:00:00+08:00'),
      completedAt: at('2026-03-01T17:45:00+08:00'),
      lines: delivered,
    },
  ];
  const created = new Map<string, number>();
  for (const { lines, ...order } of rows) {
    const [row] = await db.insert(orders).values(order).onConflictDoNothing().returning();
    if (!row) continue;
    created.set(row.orderSn, row.id);
    if (lines.length) {
      await db.insert(orderItems).values(lines.map((entry) => ({ ...entry, orderId: row.id })));
    }
  }
  // The member started paying the first order with WeChat Pay and has not confirmed yet;
  // the top-up was paid through the gateway (the sandbox in development).
  const payments = [
    {
      orderSn: '20260301000001',
      paytype: 'wxpay',
      amountCents: sum(pending),
      status: 'pending',
      createdAt: at('2026-03-01T10:00:00+08:00'),
    },
    {
      orderSn: '20260301000002',
      paytype: 'wxpay',
      amountCents: 10000,
      status: 'paid',
      createdAt: at('2026-03-01T10:11:00+08:00'),
      paidAt: at('2026-03-01T10:12:00+08:00'),
    },
  ];
  for (const payment of payments) {
    const orderId = created.get(payment.orderSn);
    if (orderId !== undefined) await insertMissing(db, sandboxPayments, [{ ...payment, orderId }]);
  }
  await syncSequence(db, 'orders');
  await syncSequence(db, 'order_items');
}
