// Tables of the shop module: the shops.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { coordinates, serialId, textOrEmpty } from './columns.js';

/** Weekly opening hours of a shop (ISO weekdays, `HH:MM` in Asia/Shanghai). */
export interface OpeningHoursEntry {
  weekdays: number[];
  open: string;
  close: string;
}

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
