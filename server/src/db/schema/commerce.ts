// Tables of the commerce modules: catalogue, shops, cart, vouchers, orders and payments,
// member accounts, favourites and reviews. Money is stored in integer cents (fen).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** A SKU attribute of an item: its name and values in display order. */
export interface SkuAttributeDef {
  name: string;
  values: string[];
}

/** Weekly opening hours of a shop (ISO weekdays, `HH:MM` in Asia/Shanghai). */
export interface OpeningHoursEntry {
  weekdays: number[];
  open: string;
  close: string;
}

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

// ---------------------------------------------------------------- catalogue

/** The category tree; the root is `PRODUCT` (parentId null). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    pic: text('pic').notNull().default(''),
    seq: integer('seq').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/** Item tags; `hot` marks the ten hot search words (vegetable and grocery terms). */
export const tags = pgTable('tags', {
  name: text('name').primaryKey(),
  seq: integer('seq').notNull().default(0),
  hot: boolean('hot').notNull().default(false),
});

/** Items. `priceCents` is the lowest price among the item's stock entries on sale. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    mainpic: text('mainpic').notNull(),
    pics: text('pics').array().notNull().default([]),
    country: text('country').notNull().default(''),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    seq: integer('seq').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    skuAttributes: jsonb('sku_attributes').$type<SkuAttributeDef[]>().notNull().default([]),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('items_category_idx').on(table.categoryId, table.seq.desc(), table.id.desc()),
    index('items_tags_idx').using('gin', table.tags),
    check('items_price_nonnegative', sql`${table.priceCents} >= 0`),
  ],
);

/** Stock entries: one per SKU combination of an item, with quantity and unit price. */
export const stocks = pgTable(
  'stocks',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Attribute name to value; `{}` for an item without attributes. */
    sku: jsonb('sku').$type<Record<string, string>>().notNull().default({}),
    qty: integer('qty').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (table) => [
    uniqueIndex('stocks_item_sku_idx').on(table.itemId, table.sku),
    // The database itself refuses to oversell.
    check('stocks_qty_nonnegative', sql`${table.qty} >= 0`),
    check('stocks_price_nonnegative', sql`${table.priceCents} >= 0`),
  ],
);

// ---------------------------------------------------------------- shops

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHoursEntry[]>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  banner: text('banner').notNull().default(''),
  expressFeeCents: integer('express_fee_cents').notNull().default(0),
  /** Selected amount from which express delivery is free; null when it never is. */
  freeThresholdCents: integer('free_threshold_cents'),
  /** Delivery types the shop offers (`self`, `express`). */
  deliveryTypes: text('delivery_types').array().notNull().default(['self', 'express']),
});

// ---------------------------------------------------------------- favourites, reviews

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('favorites_user_time_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    pics: text('pics').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_user_idx').on(table.userId, table.targetType, table.targetId),
    index('reviews_target_idx').on(table.targetType, table.targetId, table.id.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- cart

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_lines_user_stock_idx').on(table.userId, table.stockId),
    check('cart_lines_qty_range', sql`${table.qty} between 1 and 99`),
  ],
);

// ---------------------------------------------------------------- members

export const memberLevels = pgTable('member_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Points earned in all from which a member reaches the level. */
  minPoints: integer('min_points').notNull().default(0),
});

export const privileges = pgTable('privileges', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  seq: integer('seq').notNull().default(0),
});

export const levelPrivileges = pgTable(
  'level_privileges',
  {
    levelId: integer('level_id')
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'cascade' }),
    privilegeId: integer('privilege_id')
      .notNull()
      .references(() => privileges.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.levelId, table.privilegeId] })],
);

/** The member account of a user: card, level, stored-value balance and points. */
export const members = pgTable(
  'members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardNo: text('card_no').notNull().unique(),
    levelId: integer('level_id')
      .notNull()
      .references(() => memberLevels.id),
    balanceCents: integer('balance_cents').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    /** Points earned in all (the level follows it; spending points keeps the level). */
    pointsEarned: integer('points_earned').notNull().default(0),
    wechatCode: text('wechat_code').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    // A balance never goes negative, whatever the code above it does.
    check('members_balance_nonnegative', sql`${table.balanceCents} >= 0`),
    check('members_credit_nonnegative', sql`${table.credit} >= 0`),
  ],
);

export const accountLogs = pgTable(
  'account_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    memo: text('memo').notNull().default(''),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (table) => [index('account_logs_user_idx').on(table.userId, table.id.desc())],
);

export const creditLogs = pgTable(
  'credit_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    memo: text('memo').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('credit_logs_user_idx').on(table.userId, table.id.desc())],
);

/** Pay codes; `state` is valid, used or replaced (expiry is read from `expiresAt`). */
export const paycodes = pgTable(
  'paycodes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('valid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('paycodes_user_idx').on(table.userId, table.state)],
);

export const topupSlots = pgTable('topup_slots', {
  id: serial('id').primaryKey(),
  amountCents: integer('amount_cents').notNull().unique(),
  /** Money added on top of the amount when the top-up is paid. */
  bonusCents: integer('bonus_cents').notNull().default(0),
  label: text('label').notNull(),
  seq: integer('seq').notNull().default(0),
  selected: boolean('selected').notNull().default(false),
});

// ---------------------------------------------------------------- vouchers

/** What a voucher is worth and where it applies; users hold copies (`vouchers`). */
export const voucherTemplates = pgTable('voucher_templates', {
  id: serial('id').primaryKey(),
  /** Key of a template the service grants by itself (`welcome`, `topup`), else null. */
  code: text('code').unique(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  thresholdCents: integer('threshold_cents').notNull().default(0),
  perUserQuantity: integer('per_user_quantity').notNull().default(0),
  perCycleQuantity: integer('per_cycle_quantity').notNull().default(0),
  effectiveDays: integer('effective_days').notNull(),
  shopIds: integer('shop_ids').array().notNull().default([]),
  orderTypes: text('order_types').array().notNull().default([]),
});

/**
 * Vouchers held by users. `orderId` is the order the voucher is reserved for (status
 * `used`); it is cleared when that order is cancelled. `usedAt` is set when the order is paid.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => voucherTemplates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applyTime: timestamp('apply_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('vouchers_user_idx').on(table.userId, table.expiresAt),
    index('vouchers_user_template_idx').on(table.userId, table.templateId, table.applyTime),
  ],
);

// ---------------------------------------------------------------- orders

/** Feeds the numeric part of order numbers. */
export const orderSnSequence = pgSequence('order_sn_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderSn: text('order_sn').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_type_idx').on(table.userId, table.type, table.createdAt.desc()),
    check('orders_amounts_nonnegative', sql`${table.payCents} >= 0 and ${table.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
