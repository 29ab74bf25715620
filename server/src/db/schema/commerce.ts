// Tables of the commerce modules: catalogue, shops, cart, vouchers, orders and payments,
// member accounts, favourites and reviews. Money is stored in integer cents (fen).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  coordinates,
  createdAt,
  expiresAt,
  ownedBy,
  refersTo,
  seq,
  serialId,
  textArray,
  textOrEmpty,
  timestamptz,
} from './columns.js';
import { userId, userIdKey } from './users.js';

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
    pic: textOrEmpty('pic'),
    seq: seq(),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/** Item tags; `hot` marks the ten hot search words (vegetable and grocery terms). */
export const tags = pgTable('tags', {
  name: text('name').primaryKey(),
  seq: seq(),
  hot: boolean('hot').notNull().default(false),
});

/** Items. `priceCents` is the lowest price among the item's stock entries on sale. */
export const items = pgTable(
  'items',
  {
    id: serialId(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    mainpic: text('mainpic').notNull(),
    pics: textArray('pics'),
    country: textOrEmpty('country'),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    seq: seq(),
    tags: textArray('tags'),
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
    id: serialId(),
    itemId: ownedBy('item_id', () => items.id),
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
  id: serialId(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHoursEntry[]>().notNull(),
  ...coordinates(),
  banner: textOrEmpty('banner'),
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
    userId: userId(),
    itemId: ownedBy('item_id', () => items.id),
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
    id: serialId(),
    userId: userId(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    rating: smallint('rating').notNull(),
    content: textOrEmpty('content'),
    pics: textArray('pics'),
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
    id: serialId(),
    userId: userId(),
    itemId: ownedBy('item_id', () => items.id),
    stockId: ownedBy('stock_id', () => stocks.id),
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
  id: serialId(),
  name: text('name').notNull(),
  /** Points earned in all from which a member reaches the level. */
  minPoints: integer('min_points').notNull().default(0),
});

export const privileges = pgTable('privileges', {
  id: serialId(),
  name: text('name').notNull(),
  description: text('description'),
  seq: seq(),
});

export const levelPrivileges = pgTable(
  'level_privileges',
  {
    levelId: ownedBy('level_id', () => memberLevels.id),
    privilegeId: ownedBy('privilege_id', () => privileges.id),
  },
  (table) => [primaryKey({ columns: [table.levelId, table.privilegeId] })],
);

/** The member account of a user: card, level, stored-value balance and points. */
export const members = pgTable(
  'members',
  {
    userId: userIdKey(),
    cardNo: text('card_no').notNull().unique(),
    levelId: refersTo('level_id', () => memberLevels.id),
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
    id: serialId(),
    userId: userId(),
    amountCents: integer('amount_cents').notNull(),
    memo: textOrEmpty('memo'),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (table) => [index('account_logs_user_idx').on(table.userId, table.id.desc())],
);

export const creditLogs = pgTable(
  'credit_logs',
  {
    id: serialId(),
    userId: userId(),
    amount: integer('amount').notNull(),
    memo: textOrEmpty('memo'),
    vendor: textOrEmpty('vendor'),
    createdAt: createdAt(),
  },
  (table) => [index('credit_logs_user_idx').on(table.userId, table.id.desc())],
);

/** Pay codes; `state` is valid, used or replaced (expiry is read from `expiresAt`). */
export const paycodes = pgTable(
  'paycodes',
  {
    id: serialId(),
    code: text('code').notNull().unique(),
    userId: userId(),
    state: text('state').notNull().default('valid'),
    expiresAt: expiresAt(),
    amountCents: integer('amount_cents'),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('paycodes_user_idx').on(table.userId, table.state)],
);

export const topupSlots = pgTable('topup_slots', {
  id: serialId(),
  amountCents: integer('amount_cents').notNull().unique(),
  /** Money added on top of the amount when the top-up is paid. */
  bonusCents: integer('bonus_cents').notNull().default(0),
  label: text('label').notNull(),
  seq: seq(),
  selected: boolean('selected').notNull().default(false),
});

// ---------------------------------------------------------------- vouchers

/** What a voucher is worth and where it applies; users hold copies (`vouchers`). */
export const voucherTemplates = pgTable('voucher_templates', {
  id: serialId(),
  /** Key of a template the service grants by itself (`welcome`, `topup`), else null. */
  code: text('code').unique(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  thresholdCents: integer('threshold_cents').notNull().default(0),
  perUserQuantity: integer('per_user_quantity').notNull().default(0),
  perCycleQuantity: integer('per_cycle_quantity').notNull().default(0),
  effectiveDays: integer('effective_days').notNull(),
  shopIds: integer('shop_ids').array().notNull().default([]),
  orderTypes: textArray('order_types'),
});

/**
 * Vouchers held by users. `orderId` is the order the voucher is reserved for (status
 * `used`); it is cleared when that order is cancelled. `usedAt` is set when the order is paid.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serialId(),
    templateId: refersTo('template_id', () => voucherTemplates.id),
    userId: userId(),
    applyTime: timestamptz('apply_time').notNull(),
    expiresAt: expiresAt(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    usedAt: timestamptz('used_at'),
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
