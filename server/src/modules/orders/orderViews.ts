import { type DbOrTx } from '../../lib/db.js';
import { toYuan } from '../../lib/money.js';
import { isoShanghai } from '../../lib/shanghaiTime.js';
import { asc, inArray } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { orderItems, type orders, type PaymentLineRow } from '../../db/schema/index.js';
import type { PayType } from './payments/provider.js';

type Schemas = components['schemas'];
type Order = Schemas['Order'];
type OrderType = Schemas['OrderType'];
type OrderStatus = Schemas['OrderStatus'];
type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The pay types an order of a type accepts. */
export type SupportedPayment = (type: string) => PayType[];

export function paymentLineView(line: PaymentLineRow): Schemas['PaymentLine'] {
  return {
    type: line.type,
    amount: toYuan(line.amountCents),
    ...(line.voucherId !== undefined ? { voucherId: line.voucherId } : {}),
  };
}

function orderView(row: OrderRow, lines: OrderItemRow[], supported: SupportedPayment): Order {
  const order: Order = {
    order_sn: row.orderSn,
    totalamount: toYuan(row.totalCents),
    payamount: toYuan(row.payCents),
    items: lines.map((line) => ({
      itemid: line.itemId,
      name: line.name,
      pic: line.pic,
      qty: line.qty,
      price: toYuan(line.priceCents),
      subtotal: toYuan(line.priceCents * line.qty),
      sku: line.sku,
    })),
    supportedPayment: supported(row.type),
    status: row.status as OrderStatus,
    type: row.type as OrderType,
    createdTime: isoShanghai(row.createdAt),
  };
  if (row.paidAt) order.payTime = isoShanghai(row.paidAt);
  if (row.paytype) order.paytype = row.paytype as PayType;
  if (row.payments.length) order.payments = row.payments.map(paymentLineView);
  if (row.memo !== null) order.memo = row.memo;
  if (row.type === 'ShoppingCartOrder' && row.deliveryType) {
    order.deliveryType = row.deliveryType as Order['deliveryType'] & string;
    order.deliveryFee = toYuan(row.deliveryFeeCents);
    if (row.address) order.address = row.address;
    if (row.selfPickDate) order.selfPickDate = row.selfPickDate;
    if (row.selfPickTime) order.selfPickTime = row.selfPickTime;
    if (row.contact) order.contact = row.contact;
    if (row.mobile) order.mobile = row.mobile;
  }
  return order;
}

/** The contract's Order of order rows, with their lines. */
export async function orderViews(
  db: DbOrTx,
  rows: OrderRow[],
  supported: SupportedPayment,
): Promise<Order[]> {
  const lines = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map((row) =>
    orderView(
      row,
      lines.filter((line) => line.orderId === row.id),
      supported,
    ),
  );
}
