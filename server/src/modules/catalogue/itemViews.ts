import { toYuan } from '../../lib/money.js';
import type { components } from '@citylife/api-client/schema';
import type { items } from '../../db/schema/index.js';

type Item = components['schemas']['Item'];
type ItemMeta = components['schemas']['ItemMeta'];

export type ItemRow = typeof items.$inferSelect;

/** An item as everyone sees it (`favorited` false). */
export const itemOf = (row: ItemRow): Item => ({
  id: row.id,
  name: row.name,
  description: row.description,
  mainpic: row.mainpic,
  pic: row.pics,
  country: row.country,
  price: toYuan(row.priceCents),
  unit: row.unit,
  favorited: false,
  seq: row.seq,
  tags: row.tags,
});

/** The light shape of an item in lists and menus. */
export const metaOf = (row: ItemRow): ItemMeta => ({
  id: row.id,
  name: row.name,
  description: row.description,
  mainpic: row.mainpic,
  country: row.country,
  price: toYuan(row.priceCents),
  unit: row.unit,
});
