// Tables of the voucher module: voucher templates and the vouchers users hold.
import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { expiresAt, refersTo, serialId, textArray, timestamptz } from './columns.js';
import { userId } from './users.js';
import { orders } from './orders.js';

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
