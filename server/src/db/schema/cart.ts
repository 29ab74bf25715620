// Tables of the cart module: the lines of users' carts.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, serialId } from './columns.js';
import { userId } from './users.js';
import { items, stocks } from './catalogue.js';

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
