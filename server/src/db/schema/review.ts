// Tables of the review module: reviews of items.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, textArray, textOrEmpty } from './columns.js';
import { userId } from './users.js';

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
