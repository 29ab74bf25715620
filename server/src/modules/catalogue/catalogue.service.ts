import { type DbOrTx } from '../../lib/db.js';
import type { ServiceDeps } from '../../context.js';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Db } from '../../db/database.js';
import { favorites, items, stocks, tags } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import type { Locale } from '../../i18n/translate.js';
import type { CatalogueCache } from '../../lib/catalogueCache.js';
import type { Answer } from './cachedReply.js';
import { loadTree, type CategoryTree } from './categoryTree.js';
import { itemOf, metaOf, type ItemRow } from './itemViews.js';
import { checkChoice, parseSkuJson, sameChoice, stockOf } from './skuChoice.js';

// SKU choices and stock entries (the cart checks choices with them).
export { checkChoice, parseSkuJson, sameChoice, stockOf } from './skuChoice.js';
export type { CategoryTree } from './categoryTree.js';

type Schemas = components['schemas'];
export type Category = Schemas['Category'];
export type Item = Schemas['Item'];
export type ItemMeta = Schemas['ItemMeta'];
export type Stock = Schemas['Stock'];
export type ItemListQuery = Schemas['ItemListQuery'];
export type ItemListing = Schemas['ItemListing'];
export type CategoryItems = Schemas['CategoryItems'];

export const ROOT_CATEGORY = 'PRODUCT';
/** Items per menu section (cashier menu, shopping menu). */
const MENU_SECTION_SIZE = 200;

/** Catalogue reads of one database, cached where the answer is the same for everyone. */
/** The row of item `id` while it is on sale, else null. */
async function saleItem(db: DbOrTx, id: number): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, id), eq(items.onSale, true)));
  return row ?? null;
}

export class CatalogueService {
  private readonly db: Db;
  private readonly cache: CatalogueCache;

  constructor({ db, catalogueCache }: ServiceDeps<'db' | 'catalogueCache'>) {
    this.db = db;
    this.cache = catalogueCache;
  }

  /** The category tree, names in `locale` (one cached tree per language). */
  tree(locale: Locale): Promise<CategoryTree> {
    return this.cache.get(`tree:${locale}`, () => loadTree(this.db, locale));
  }

  /** Tag name to display rank (hot words first). */
  private tagRanks(): Promise<Map<string, number>> {
    return this.cache.get('tagRanks', async () => {
      const rows = await this.db
        .select({ name: tags.name })
        .from(tags)
        .orderBy(desc(tags.hot), desc(tags.seq), asc(tags.name));
      return new Map(rows.map((row, index) => [row.name, index]));
    });
  }

  /** Tag names in display order (hot words first), each once. */
  async sortTags(names: Iterable<string>): Promise<string[]> {
    const ranks = await this.tagRanks();
    const rank = (name: string) => ranks.get(name) ?? Number.MAX_SAFE_INTEGER;
    return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  }

  async category(id: string, locale: Locale): Promise<Category> {
    const category = (await this.tree(locale)).byId.get(id);
    if (!category) throw fail.notFound('catalogue.categoryNotFound');
    return category;
  }

  async subcategories(id: string, locale: Locale): Promise<Category[]> {
    await this.category(id, locale);
    return (await this.tree(locale)).children.get(id) ?? [];
  }

  /** An item on sale as everyone sees it (favorited false), or a 404. */
  async item(id: number, locale: Locale): Promise<Item> {
    const found = await this.cache.get(`item:${id}:${locale}`, async () => {
      const row = await saleItem(this.db, id);
      return row ? itemOf(row, locale) : null;
    });
    if (!found) throw fail.notFound('catalogue.itemNotFound');
    return found;
  }

  /** The item row on sale, cached (its name, pictures and SKU attributes; not its stock). */
  async saleItemRow(id: number): Promise<ItemRow> {
    const row = await this.cache.get(`row:${id}`, () => saleItem(this.db, id));
    if (!row) throw fail.notFound('catalogue.itemNotFound');
    return row;
  }

  /** The item row on sale, uncached (for the cart and checkout). */
  async itemRow(id: number, db: DbOrTx = this.db): Promise<ItemRow> {
    const row = await saleItem(db, id);
    if (!row) throw fail.notFound('catalogue.itemNotFound');
    return row;
  }

  /** `/item/getItemById/{id}` as the caller sees it (favorited set when signed in). */
  async itemFor(id: number, locale: Locale, userId?: number): Promise<Answer<Item>> {
    const item = await this.item(id, locale);
    if (userId === undefined) return { data: item, shared: true };
    const [withFlag] = await this.withFavorites([item], userId);
    return { data: withFlag!, shared: false };
  }

  /** Sets `favorited` for a signed-in caller (the cached items are left untouched). */
  async withFavorites<T extends Item>(list: T[], userId: number | undefined): Promise<T[]> {
    if (userId === undefined || list.length === 0) return list;
    const rows = await this.db
      .select({ itemId: favorites.itemId })
      .from(favorites)
      .where(
        and(
          eq(favorites.userId, userId),
          inArray(
            favorites.itemId,
            list.map((entry) => entry.id),
          ),
        ),
      );
    const favorited = new Set(rows.map((row) => row.itemId));
    return list.map((entry) => (favorited.has(entry.id) ? { ...entry, favorited: true } : entry));
  }

  /** Every item on sale, light shapes, by `seq` descending (for menus). */
  private allMetas(locale: Locale): Promise<{ categoryId: string; meta: ItemMeta }[]> {
    return this.cache.get(`allMetas:${locale}`, async () => {
      const rows = await this.db
        .select()
        .from(items)
        .where(eq(items.onSale, true))
        .orderBy(desc(items.seq), desc(items.id));
      return rows.map((row) => ({ categoryId: row.categoryId, meta: metaOf(row, locale) }));
    });
  }

  /**
   * Menu sections: one per child of `id` (the category itself when it has none), each with
   * the items of its subtree; sections without items are left out.
   */
  async menu(id: string, locale: Locale): Promise<CategoryItems[]> {
    const tree = await this.tree(locale);
    if (!tree.byId.has(id)) throw fail.notFound('catalogue.categoryNotFound');
    return this.cache.get(`menu:${id}:${locale}`, async () => {
      const children = tree.children.get(id);
      const sections = children?.length ? children : [tree.byId.get(id)!];
      const all = await this.allMetas(locale);
      return sections
        .map((category) => {
          const members = new Set(tree.subtree(category.id));
          const list = all
            .filter((entry) => members.has(entry.categoryId))
            .slice(0, MENU_SECTION_SIZE)
            .map((entry) => entry.meta);
          return { category, items: list };
        })
        .filter((section) => section.items.length > 0);
    });
  }

  /** The first 12 items of each category, in the order given (a repeated id counts once). */
  async firstItemsOf(ids: string[], locale: Locale): Promise<CategoryItems[]> {
    const tree = await this.tree(locale);
    const unique = [...new Set(ids)];
    for (const id of unique) {
      if (!tree.byId.has(id)) throw fail.notFound('catalogue.categoryNotFound');
    }
    const all = await this.allMetas(locale);
    return unique.map((id) => {
      const members = new Set(tree.subtree(id));
      return {
        category: tree.byId.get(id)!,
        items: all
          .filter((entry) => members.has(entry.categoryId))
          .slice(0, 12)
          .map((entry) => entry.meta),
      };
    });
  }

  /**
   * The id of the stock entry an item sells for a SKU choice, or undefined. Cached: ids and
   * combinations are catalogue data; quantities are read where they matter.
   */
  async stockIdFor(itemId: number, choice: Record<string, string>): Promise<number | undefined> {
    const entries = await this.cache.get(`skus:${itemId}`, () =>
      this.db
        .select({ id: stocks.id, sku: stocks.sku })
        .from(stocks)
        .where(and(eq(stocks.itemId, itemId), eq(stocks.onSale, true))),
    );
    return entries.find((entry) => sameChoice(entry.sku, choice))?.id;
  }

  /** The on-sale stock entries of an item, by stock id (uncached: quantities change). */
  async stockRows(itemId: number, db: DbOrTx = this.db) {
    return db
      .select()
      .from(stocks)
      .where(and(eq(stocks.itemId, itemId), eq(stocks.onSale, true)))
      .orderBy(asc(stocks.id));
  }

  /**
   * The SKU attributes of an item, keeping only values some stock entry on sale uses, and
   * the item as the caller sees it.
   */
  async skuAttributes(itemId: number, locale: Locale, userId?: number) {
    const item = await this.item(itemId, locale);
    const row = await this.itemRow(itemId);
    const entries = await this.stockRows(itemId);
    const skus = row.skuAttributes
      .map((attribute) => {
        const used = new Set(entries.map((entry) => entry.sku[attribute.name]));
        const values = attribute.values.filter((value) => used.has(value));
        return {
          name: attribute.name,
          values,
          selected: values.length === 1 ? values[0]! : null,
        };
      })
      .filter((attribute) => attribute.values.length > 0);
    const [withFlag] = await this.withFavorites([item], userId);
    return { skus, item: withFlag! };
  }

  async stocksOf(itemId: number): Promise<Stock[]> {
    await this.saleItemRow(itemId);
    const entries = await this.stockRows(itemId);
    if (entries.length === 0) throw fail.notFound('catalogue.itemNotFound');
    return entries.map(stockOf);
  }

  /**
   * The stock entry chosen by `skuJson` (a JSON object of attribute name to value; 400
   * otherwise). 422 `{attribute} invalid` when the choice does not fit the item's
   * attributes; 404 when it fits but is not sold.
   */
  async stockFor(itemId: number, skuJson: string): Promise<Stock> {
    const choice = parseSkuJson(skuJson);
    const row = await this.itemRow(itemId);
    checkChoice(row.skuAttributes, choice, 'invalid');
    const entries = await this.stockRows(itemId);
    const match = entries.find((entry) => sameChoice(entry.sku, choice));
    if (!match) throw fail.notFound('catalogue.combinationNotSold');
    return stockOf(match);
  }

  /** Stock entries on sale (of items on sale) by id, in the order given, each once. */
  async stocksByIds(ids: number[]): Promise<Stock[]> {
    // Ids past the integer range name no stock entry (and must not reach the database).
    const unique = [...new Set(ids)].filter((id) => id <= 2_147_483_647);
    if (unique.length === 0) return [];
    const rows = await this.db
      .select({ stock: stocks })
      .from(stocks)
      .innerJoin(items, eq(items.id, stocks.itemId))
      .where(and(inArray(stocks.id, unique), eq(stocks.onSale, true), eq(items.onSale, true)));
    const byId = new Map(rows.map((row) => [row.stock.id, row.stock]));
    return unique.flatMap((id) => {
      const stock = byId.get(id);
      return stock ? [stockOf(stock)] : [];
    });
  }
}
