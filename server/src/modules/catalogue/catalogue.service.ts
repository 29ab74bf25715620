import { type DbOrTx, likePattern } from '../../lib/db.js';
import { toCents, toYuan } from '../../lib/money.js';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Db } from '../../db/database.js';
import { categories, favorites, items, stocks, tags } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { catalogueCache } from './cache.js';

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

type ItemRow = typeof items.$inferSelect;

const itemOf = (row: ItemRow): Item => ({
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

const metaOf = (row: ItemRow): ItemMeta => ({
  id: row.id,
  name: row.name,
  description: row.description,
  mainpic: row.mainpic,
  country: row.country,
  price: toYuan(row.priceCents),
  unit: row.unit,
});

/** The category tree, loaded once per cache generation. */
export interface CategoryTree {
  byId: Map<string, Category>;
  children: Map<string, Category[]>;
  /** A category and all its descendants. */
  subtree(id: string): string[];
  /** From the root down to the category. */
  path(id: string): Category[];
  /** The top-level category (a child of the root) a category belongs to. */
  topLevelOf(id: string): string | undefined;
}

async function loadTree(db: DbOrTx): Promise<CategoryTree> {
  const rows = await db.select().from(categories);
  const byId = new Map<string, Category>(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, parentId: row.parentId, pic: row.pic, seq: row.seq },
    ]),
  );
  const children = new Map<string, Category[]>();
  for (const category of byId.values()) {
    if (!category.parentId) continue;
    const list = children.get(category.parentId) ?? [];
    list.push(category);
    children.set(category.parentId, list);
  }
  for (const list of children.values()) {
    list.sort((a, b) => b.seq - a.seq || a.id.localeCompare(b.id));
  }
  const subtree = (id: string): string[] => [
    id,
    ...(children.get(id) ?? []).flatMap((child) => subtree(child.id)),
  ];
  const path = (id: string): Category[] => {
    const result: Category[] = [];
    for (let node = byId.get(id); node && result.length < 10;) {
      result.unshift(node);
      node = node.parentId ? byId.get(node.parentId) : undefined;
    }
    return result;
  };
  const topLevelOf = (id: string) => path(id)[1]?.id;
  return { byId, children, subtree, path, topLevelOf };
}

/** Catalogue reads of one database, cached where the answer is the same for everyone. */
export class CatalogueService {
  constructor(private readonly db: Db) {}

  private get cache() {
    return catalogueCache(this.db);
  }

  tree(): Promise<CategoryTree> {
    return this.cache.get('tree', () => loadTree(this.db));
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

  private async sortTags(names: Iterable<string>): Promise<string[]> {
    const ranks = await this.tagRanks();
    const rank = (name: string) => ranks.get(name) ?? Number.MAX_SAFE_INTEGER;
    return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  }

  async category(id: string): Promise<Category> {
    const category = (await this.tree()).byId.get(id);
    if (!category) throw fail.notFound('catalogue.categoryNotFound');
    return category;
  }

  async subcategories(id: string): Promise<Category[]> {
    await this.category(id);
    return (await this.tree()).children.get(id) ?? [];
  }

  /** An item on sale as everyone sees it (favorited false), or a 404. */
  async item(id: number): Promise<Item> {
    const found = await this.cache.get(`item:${id}`, async () => {
      const [row] = await this.db
        .select()
        .from(items)
        .where(and(eq(items.id, id), eq(items.onSale, true)));
      return row ? itemOf(row) : null;
    });
    if (!found) throw fail.notFound('catalogue.itemNotFound');
    return found;
  }

  /** The item row on sale, cached (its name, pictures and SKU attributes; not its stock). */
  async saleItemRow(id: number): Promise<ItemRow> {
    const row = await this.cache.get(`row:${id}`, async () => {
      const [found] = await this.db
        .select()
        .from(items)
        .where(and(eq(items.id, id), eq(items.onSale, true)));
      return found ?? null;
    });
    if (!row) throw fail.notFound('catalogue.itemNotFound');
    return row;
  }

  /** The item row on sale, uncached (for the cart and checkout). */
  async itemRow(id: number, db: DbOrTx = this.db): Promise<ItemRow> {
    const [row] = await db
      .select()
      .from(items)
      .where(and(eq(items.id, id), eq(items.onSale, true)));
    if (!row) throw fail.notFound('catalogue.itemNotFound');
    return row;
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

  private filterConditions(query: ItemListQuery): SQL[] {
    const filter = query.filter ?? {};
    const conditions: SQL[] = [];
    if (filter.keyword) {
      const pattern = likePattern(filter.keyword);
      conditions.push(or(ilike(items.name, pattern), ilike(items.description, pattern))!);
    }
    if (filter.tags?.length) conditions.push(arrayOverlaps(items.tags, filter.tags));
    if (filter.country) conditions.push(eq(items.country, filter.country));
    if (filter.minPrice !== undefined)
      conditions.push(gte(items.priceCents, toCents(filter.minPrice)));
    if (filter.maxPrice !== undefined)
      conditions.push(lte(items.priceCents, toCents(filter.maxPrice)));
    return conditions;
  }

  private orderOf(query: ItemListQuery) {
    const column =
      query.sortby === 'price'
        ? items.priceCents
        : query.sortby === 'name'
          ? items.name
          : items.seq;
    const direction = query.sortorder === 'asc' ? asc : desc;
    return [direction(column), desc(items.id)];
  }

  /** One page of items matching `base` and the query's filter, with their number. */
  private async page(base: SQL[], query: ItemListQuery, defaultSize: number) {
    const pageno = query.pageno ?? 1;
    const pagesize = query.pagesize ?? defaultSize;
    const where = and(eq(items.onSale, true), ...base, ...this.filterConditions(query));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(items)
        .where(where)
        .orderBy(...this.orderOf(query))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      this.db.select({ n: count() }).from(items).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  private async tagsOf(base: SQL[]): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ tag: sql<string>`unnest(${items.tags})` })
      .from(items)
      .where(and(eq(items.onSale, true), ...base));
    return this.sortTags(rows.map((row) => row.tag));
  }

  /** `/item/getItemsByCategory/{id}`, as everyone sees it. */
  async listByCategory(id: string, query: ItemListQuery): Promise<ItemListing> {
    const key = `byCategory:${id}:${JSON.stringify(query)}`;
    return this.cache
      .get(key, async () => {
        const tree = await this.tree();
        const category = tree.byId.get(id);
        if (!category) return null;
        const base = [inArray(items.categoryId, tree.subtree(id))];
        const [{ rows, total }, tagList] = await Promise.all([
          this.page(base, query, 12),
          this.tagsOf(base),
        ]);
        return {
          items: rows.map(itemOf),
          tags: tagList,
          category,
          children: tree.children.get(id) ?? [],
          path: tree.path(id),
          total,
        };
      })
      .then((listing) => {
        if (!listing) throw fail.notFound('catalogue.categoryNotFound');
        return listing;
      });
  }

  /** `/item/getItemsByTag/{tag}`, as everyone sees it. */
  async listByTag(tag: string, query: ItemListQuery): Promise<ItemListing> {
    const key = `byTag:${tag}:${JSON.stringify(query)}`;
    return this.cache.get(key, async () => {
      const tree = await this.tree();
      const root = tree.byId.get(ROOT_CATEGORY);
      if (!root) throw fail.notFound('catalogue.categoryNotFound');
      const base = [arrayOverlaps(items.tags, [tag])];
      const [{ rows, total }, withTag] = await Promise.all([
        this.page(base, query, 12),
        this.db
          .select({ categoryId: items.categoryId, tags: items.tags })
          .from(items)
          .where(and(eq(items.onSale, true), ...base)),
      ]);
      const topLevel = new Set(withTag.map((row) => tree.topLevelOf(row.categoryId)));
      return {
        items: rows.map(itemOf),
        tags: await this.sortTags(withTag.flatMap((row) => row.tags).filter((t) => t !== tag)),
        category: root,
        children: (tree.children.get(ROOT_CATEGORY) ?? []).filter((c) => topLevel.has(c.id)),
        path: [root],
        total,
      };
    });
  }

  async metasByCategory(id: string, pageno: number, pagesize: number): Promise<ItemMeta[]> {
    const key = `metasByCategory:${id}:${pageno}:${pagesize}`;
    const metas = await this.cache.get(key, async () => {
      const tree = await this.tree();
      if (!tree.byId.has(id)) return null;
      const { rows } = await this.page(
        [inArray(items.categoryId, tree.subtree(id))],
        { pageno, pagesize },
        12,
      );
      return rows.map(metaOf);
    });
    if (!metas) throw fail.notFound('catalogue.categoryNotFound');
    return metas;
  }

  metasByTag(tag: string, pageno: number, pagesize: number): Promise<ItemMeta[]> {
    return this.cache.get(`metasByTag:${tag}:${pageno}:${pagesize}`, async () => {
      const { rows } = await this.page(
        [arrayOverlaps(items.tags, [tag])],
        { pageno, pagesize },
        12,
      );
      return rows.map(metaOf);
    });
  }

  /** Every item on sale, light shapes, by `seq` descending (for menus). */
  private allMetas(): Promise<{ categoryId: string; meta: ItemMeta }[]> {
    return this.cache.get('allMetas', async () => {
      const rows = await this.db
        .select()
        .from(items)
        .where(eq(items.onSale, true))
        .orderBy(desc(items.seq), desc(items.id));
      return rows.map((row) => ({ categoryId: row.categoryId, meta: metaOf(row) }));
    });
  }

  /**
   * Menu sections: one per child of `id` (the category itself when it has none), each with
   * the items of its subtree; sections without items are left out.
   */
  async menu(id: string): Promise<CategoryItems[]> {
    const tree = await this.tree();
    if (!tree.byId.has(id)) throw fail.notFound('catalogue.categoryNotFound');
    return this.cache.get(`menu:${id}`, async () => {
      const children = tree.children.get(id);
      const sections = children?.length ? children : [tree.byId.get(id)!];
      const all = await this.allMetas();
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
  async firstItemsOf(ids: string[]): Promise<CategoryItems[]> {
    const tree = await this.tree();
    const unique = [...new Set(ids)];
    for (const id of unique) {
      if (!tree.byId.has(id)) throw fail.notFound('catalogue.categoryNotFound');
    }
    const all = await this.allMetas();
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

  /** `/search/item/{q}`: name, description or a tag contains the keyword. */
  search(q: string, pageno: number, pagesize: number) {
    const keyword = q.trim();
    return this.cache.get(`search:${keyword}:${pageno}:${pagesize}`, async () => {
      const pattern = likePattern(keyword);
      const matches = or(
        ilike(items.name, pattern),
        ilike(items.description, pattern),
        sql`exists (select 1 from unnest(${items.tags}) as tag where tag ilike ${pattern})`,
      )!;
      const { rows, total } = await this.page([matches], { pageno, pagesize }, 10);
      return { objects: rows.map(metaOf), total };
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

  /** The SKU attributes of an item, keeping only values some stock entry on sale uses. */
  async skuAttributes(itemId: number) {
    const item = await this.item(itemId);
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
    return { skus, item };
  }

  async stocksOf(itemId: number): Promise<Stock[]> {
    await this.item(itemId);
    const entries = await this.stockRows(itemId);
    if (entries.length === 0) throw fail.notFound('catalogue.itemNotFound');
    return entries.map(stockOf);
  }

  /**
   * The stock entry chosen by `choice` (attribute name to value). 422 `{attribute} invalid`
   * when the choice does not fit the item's attributes; 404 when it fits but is not sold.
   */
  async stockFor(itemId: number, choice: Record<string, string>): Promise<Stock> {
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

export function stockOf(row: typeof stocks.$inferSelect): Stock {
  // The attribute values sit next to id, qty and price (the contract's Stock shape).
  return { ...row.sku, id: row.id, qty: row.qty, price: toYuan(row.priceCents) } as Stock;
}

export function sameChoice(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Checks a SKU choice against an item's attributes: every attribute chosen once with one
 * of its values. `missing` says how a left-out attribute is reported: `select` gives
 * `Please select {attribute}` (the cart), `invalid` gives `{attribute} invalid`.
 */
export function checkChoice(
  attributes: { name: string; values: string[] }[],
  choice: Record<string, string>,
  missing: 'select' | 'invalid',
): void {
  const names = new Set(attributes.map((attribute) => attribute.name));
  for (const name of Object.keys(choice)) {
    if (!names.has(name))
      throw fail.unprocessable('catalogue.attributeInvalid', { attribute: name });
  }
  for (const attribute of attributes) {
    const value = choice[attribute.name];
    if (value === undefined) {
      throw missing === 'select'
        ? fail.unprocessable('catalogue.selectAttribute', { attribute: attribute.name })
        : fail.unprocessable('catalogue.attributeInvalid', { attribute: attribute.name });
    }
    if (!attribute.values.includes(value)) {
      throw fail.unprocessable('catalogue.attributeInvalid', { attribute: attribute.name });
    }
  }
}

/** Parses the `skuJson` path parameter: a JSON object whose values are strings. */
export function parseSkuJson(text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail.badRequest('catalogue.skuJsonInvalid');
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    Object.values(value).some((v) => typeof v !== 'string')
  ) {
    throw fail.badRequest('catalogue.skuJsonInvalid');
  }
  return value as Record<string, string>;
}

const services = new WeakMap<Db, CatalogueService>();

/** The catalogue service of a database (shared by the modules that read the catalogue). */
export function catalogueOf(db: Db): CatalogueService {
  let service = services.get(db);
  if (!service) {
    service = new CatalogueService(db);
    services.set(db, service);
  }
  return service;
}
