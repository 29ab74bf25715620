// Tables of the classified module: categories, ads and their favourites.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, refersTo, seq, serialId, textArray, updatedAt } from './columns.js';
import { userId, users } from './users.js';

export const classifiedCategories = pgTable('classified_categories', {
  id: serialId(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  seq: seq(),
});

export const classifiedAds = pgTable(
  'classified_ads',
  {
    id: serialId(),
    categoryId: refersTo('category_id', () => classifiedCategories.id),
    ownerId: ownedBy('owner_id', () => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Asking price in fen; null when negotiable. */
    priceCents: integer('price_cents'),
    contact: text('contact').notNull(),
    mobile: text('mobile').notNull(),
    pics: textArray('pics'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('classified_ads_category_idx').on(table.categoryId, table.updatedAt),
    index('classified_ads_owner_idx').on(table.ownerId, table.updatedAt),
  ],
);

export const classifiedFavorites = pgTable(
  'classified_favorites',
  {
    userId: userId(),
    adId: ownedBy('ad_id', () => classifiedAds.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.adId] }),
    index('classified_favorites_user_idx').on(table.userId, table.createdAt),
  ],
);
