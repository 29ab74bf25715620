import { toYuan } from '../../lib/money.js';
import type { components } from '@citylife/api-client/schema';
import type { items } from '../../db/schema/index.js';
import { localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';

type Item = components['schemas']['Item'];
type ItemMeta = components['schemas']['ItemMeta'];

export type ItemRow = typeof items.$inferSelect;

/** The texts of an item that translations may give. */
const ITEM_TEXTS = ['name', 'description', 'unit', 'country'] as const;

/** The light shape of an item in lists and menus, in `locale`. */
export const metaOf = (original: ItemRow, locale: Locale): ItemMeta => {
  const row = localized(original, locale, ITEM_TEXTS);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mainpic: row.mainpic,
    country: row.country,
    price: toYuan(row.priceCents),
    unit: row.unit,
  };
};

/** An item as everyone reading in `locale` sees it (`favorited` false): its light shape and more. */
export const itemOf = (original: ItemRow, locale: Locale): Item => ({
  ...metaOf(original, locale),
  pic: original.pics,
  favorited: false,
  seq: original.seq,
  tags: original.tags,
});
