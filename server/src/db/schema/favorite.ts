// Tables of the favorite module: items users keep.
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns.js';
import { userId } from './users.js';
import { items } from './catalogue.js';

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
