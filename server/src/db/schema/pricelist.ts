// Tables of the pricelist module: the daily price lists and their items.
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedBy, serialId, textArray, timestamptz } from './columns.js';
import { users } from './users.js';

export const pricelists = pgTable('pricelists', {
  id: serialId(),
  /** The day the prices apply to (YYYY-MM-DD). */
  date: date('date').notNull().unique(),
  title: text('title').notNull(),
});

export const pricelistItems = pgTable(
  'pricelist_items',
  {
    id: serialId(),
    pricelistId: ownedBy('pricelist_id', () => pricelists.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    tags: textArray('tags'),
    /** pending, approved or rejected. */
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (table) => [index('pricelist_items_list_idx').on(table.pricelistId, table.name)],
);
