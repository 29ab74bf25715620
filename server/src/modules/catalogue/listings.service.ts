import { likePattern } from '../../lib/db.js';
import type { ServiceDeps } from '../../context.js';
import { toCents } from '../../lib/money.js';
import { pageOf } from '../../lib/paging.js';
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
import type { Db } from '../../db/database.js';
import { items } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import type { Locale } from '../../i18n/translate.js';
import type { CatalogueCache } from '../../lib/catalogueCache.js';
import type { Answer } from './cachedReply.js';
import { itemOf, metaOf } from './itemViews.js';
import {
  ROOT_CATEGORY,
  type CatalogueService,
  type ItemListing,
  type ItemListQuery,
  type ItemMeta,
} from './catalogue.service.js';

type PageQuery = Parameters<typeof pageOf>[0];

/** Item lists and searches, cached where the answer is the same for everyone. */
export class ItemListings {
  private readonly db: Db;
  private readonly catalogue: CatalogueService;
  private readonly cache: CatalogueCache;

  constructor({
    db,
    catalogueCache,
    catalogue,
  }: ServiceDeps<'db' | 'catalogueCache', { catalogue: CatalogueService }>) {
    this.db = db;
    this.cache = catalogueCache;
    this.catalogue = catalogue;
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
    return this.catalogue.sortTags(rows.map((row) => row.tag));
  }

  /** A listing as the caller sees it: favourites flagged for a signed-in caller. */
  private async forCaller(listing: ItemListing, userId?: number): Promise<Answer<ItemListing>> {
    if (userId === undefined) return { data: listing, shared: true };
    const flagged = await this.catalogue.withFavorites(listing.items, userId);
    return { data: { ...listing, items: flagged }, shared: false };
  }

  /** `/item/getItemsByCategory/{id}` as the caller sees it. */
  async byCategory(id: string, query: ItemListQuery, locale: Locale, userId?: number) {
    return this.forCaller(await this.listByCategory(id, query, locale), userId);
  }

  /** `/item/getItemsByTag/{tag}` as the caller sees it. */
  async byTag(tag: string, query: ItemListQuery, locale: Locale, userId?: number) {
    return this.forCaller(await this.listByTag(tag, query, locale), userId);
  }

  /** `/item/getItemsByCategory/{id}`, as everyone sees it. */
  async listByCategory(id: string, query: ItemListQuery, locale: Locale): Promise<ItemListing> {
    const key = `byCategory:${id}:${locale}:${JSON.stringify(query)}`;
    return this.cache
      .get(key, async () => {
        const tree = await this.catalogue.tree(locale);
        const category = tree.byId.get(id);
        if (!category) return null;
        const base = [inArray(items.categoryId, tree.subtree(id))];
        const [{ rows, total }, tagList] = await Promise.all([
          this.page(base, query, 12),
          this.tagsOf(base),
        ]);
        return {
          items: rows.map((row) => itemOf(row, locale)),
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
  async listByTag(tag: string, query: ItemListQuery, locale: Locale): Promise<ItemListing> {
    const key = `byTag:${tag}:${locale}:${JSON.stringify(query)}`;
    return this.cache.get(key, async () => {
      const tree = await this.catalogue.tree(locale);
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
        items: rows.map((row) => itemOf(row, locale)),
        tags: await this.catalogue.sortTags(
          withTag.flatMap((row) => row.tags).filter((t) => t !== tag),
        ),
        category: root,
        children: (tree.children.get(ROOT_CATEGORY) ?? []).filter((c) => topLevel.has(c.id)),
        path: [root],
        total,
      };
    });
  }

  async metasByCategory(id: string, query: PageQuery, locale: Locale): Promise<ItemMeta[]> {
    const { pageno, pagesize } = pageOf(query, 12);
    const key = `metasByCategory:${id}:${locale}:${pageno}:${pagesize}`;
    const metas = await this.cache.get(key, async () => {
      const tree = await this.catalogue.tree(locale);
      if (!tree.byId.has(id)) return null;
      const { rows } = await this.page(
        [inArray(items.categoryId, tree.subtree(id))],
        { pageno, pagesize },
        12,
      );
      return rows.map((row) => metaOf(row, locale));
    });
    if (!metas) throw fail.notFound('catalogue.categoryNotFound');
    return metas;
  }

  metasByTag(tag: string, query: PageQuery, locale: Locale): Promise<ItemMeta[]> {
    const { pageno, pagesize } = pageOf(query, 12);
    return this.cache.get(`metasByTag:${tag}:${locale}:${pageno}:${pagesize}`, async () => {
      const { rows } = await this.page(
        [arrayOverlaps(items.tags, [tag])],
        { pageno, pagesize },
        12,
      );
      return rows.map((row) => metaOf(row, locale));
    });
  }

  /** `/search/item/{q}`: name, description or a tag contains the keyword. */
  search(q: string, query: PageQuery, locale: Locale) {
    const { pageno, pagesize } = pageOf(query, 10);
    const keyword = q.trim();
    return this.cache.get(`search:${keyword}:${locale}:${pageno}:${pagesize}`, async () => {
      const pattern = likePattern(keyword);
      const matches = or(
        ilike(items.name, pattern),
        ilike(items.description, pattern),
        sql`exists (select 1 from unnest(${items.tags}) as tag where tag ilike ${pattern})`,
      )!;
      const { rows, total } = await this.page([matches], { pageno, pagesize }, 10);
      return { objects: rows.map((row) => metaOf(row, locale)), total };
    });
  }
}
