// Tables of the content module: pages, banners, menus, feedback, areas and postal codes,
// jump links and share cards.
import { boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, seq, serialId, textOrEmpty, updatedAt, translations } from './columns.js';
import { users } from './users.js';

export const pages = pgTable('pages', {
  id: serialId(),
  title: text('title').notNull(),
  /** HTML as written by editors; sanitised on output. */
  content: text('content').notNull(),
  translations: translations(),
  updatedAt: updatedAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: serialId(),
    group: text('group').notNull(),
    title: textOrEmpty('title'),
    translations: translations(),
    img: text('img').notNull(),
    url: text('url'),
    seq: seq(),
  },
  (table) => [index('banners_group_idx').on(table.group, table.seq)],
);

export const menus = pgTable('menus', {
  id: serialId(),
  /** Label per locale: { 'zh-Hans', en, mn }. */
  names: jsonb('names').notNull().$type<Record<string, string>>(),
  icon: text('icon').notNull(),
  url: text('url').notNull(),
  requiresAuth: boolean('requires_auth').notNull().default(false),
  seq: seq(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id'),
    content: text('content').notNull(),
    contact: textOrEmpty('contact'),
    clientIp: textOrEmpty('client_ip'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);

/** China's province > city > district tree (GB/T 2260 six-digit codes). */
export const areas = pgTable(
  'areas',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** 1 province, 2 city, 3 district. */
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
  },
  (table) => [index('areas_level_idx').on(table.level, table.code)],
);

/** Postal codes and the district of the post office that owns each. */
export const postalCodes = pgTable('postal_codes', {
  zip: text('zip').primaryKey(),
  districtCode: text('district_code')
    .notNull()
    .references(() => areas.code),
});

export const jumpLinks = pgTable('jump_links', {
  id: serialId(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Share cards of app pages, matched by path prefix (the longest wins). */
export const shareCards = pgTable('share_cards', {
  id: serialId(),
  pathPrefix: text('path_prefix').notNull().unique(),
  title: text('title').notNull(),
  desc: textOrEmpty('desc'),
  translations: translations(),
  imgUrl: text('img_url').notNull(),
});
