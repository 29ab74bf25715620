// Tables of the catalogue module: categories, tags, items and their stock entries. Money
// is stored in integer cents (fen), here and in every table.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  ownedBy,
  seq,
  serialId,
  textArray,
  textOrEmpty,
  translations,
} from './columns.js';

/** A SKU attribute of an item: its name and values in display order. */
export interface SkuAttributeDef {
  name: string;
  values: string[];
}

/** The category tree; the root is `PRODUCT` (parentId null). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    translations: translations(),
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
    translations: translations(),
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
