// Tables of the orders module: orders, their lines and numbers, and sandbox payments.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, serialId, timestamptz } from './columns.js';
import { userId } from './users.js';
import { shops } from './shop.js';

/** A deduction or counter payment applied to an order. */
export interface PaymentLineRow {
  type: 'VOUCHER' | 'discount' | 'floor' | 'cash';
  amountCents: number;
  voucherId?: number;
}

/** The copy of a delivery address kept with an express order. */
export interface AddressCopy {
  id: number;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  zip: string;
  default: boolean;
}

/** Feeds the numeric part of order numbers. */
export const orderSnSequence = pgSequence('order_sn_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    orderSn: text('order_sn').notNull().unique(),
    userId: userId(),
    /** ShoppingCartOrder, TopupOrder or DiyOrder. */
    type: text('type').notNull(),
    /** pending, paid, shipped, completed, cancelled or refunded. */
    status: text('status').notNull().default('pending'),
    shopId: integer('shop_id').references(() => shops.id),
    goodsCents: integer('goods_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** Goods plus delivery fee. */
    totalCents: integer('total_cents').notNull(),
    /** Left to pay: total minus the payment lines. */
    payCents: integer('pay_cents').notNull(),
    payments: jsonb('payments').$type<PaymentLineRow[]>().notNull().default([]),
    paytype: text('paytype'),
    memo: text('memo'),
    deliveryType: text('delivery_type'),
    address: jsonb('address').$type<AddressCopy>(),
    selfPickDate: text('self_pick_date'),
    selfPickTime: text('self_pick_time'),
    contact: text('contact'),
    mobile: text('mobile'),
    /** Top-ups: what the balance receives once paid (amount plus bonus). */
    topupCreditCents: integer('topup_credit_cents'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    shippedAt: timestamptz('shipped_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    refundedAt: timestamptz('refunded_at'),
  },
  (table) => [
    index('orders_user_type_idx').on(table.userId, table.type, table.createdAt.desc()),
    check('orders_amounts_nonnegative', sql`${table.payCents} >= 0 and ${table.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    itemId: integer('item_id').notNull(),
    stockId: integer('stock_id'),
    name: text('name').notNull(),
    pic: text('pic').notNull(),
    sku: jsonb('sku').$type<Record<string, string>>().notNull().default({}),
    qty: integer('qty').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** Payments started with the sandbox provider (development and tests). */
export const sandboxPayments = pgTable('sandbox_payments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  orderSn: text('order_sn').notNull().unique(),
  paytype: text('paytype').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** pending or paid. */
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  paidAt: timestamptz('paid_at'),
});
