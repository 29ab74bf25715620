import { pageOf } from '../../lib/paging.js';
import { toYuan } from '../../lib/money.js';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context.js';
import { favorites, items } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

/** Favourites one user may keep. */
export const MAX_FAVORITES = 500;

export class FavoriteService {
  constructor(private readonly deps: ServiceDeps<'db' | 'now', { catalogue: CatalogueService }>) {}

  private get db() {
    return this.deps.db;
  }

  /** Favours an item on sale (a repeat changes nothing); 422 past MAX_FAVORITES. */
  async add(userId: number, itemid: number) {
    await this.deps.catalogue.saleItemRow(itemid);
    await this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(favorites)
        .where(eq(favorites.userId, userId));
      const [already] = await tx
        .select({ itemId: favorites.itemId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemid)));
      if (already) return;
      if ((held?.n ?? 0) >= MAX_FAVORITES) {
        throw fail.unprocessable('favorite.limit', { max: MAX_FAVORITES });
      }
      // Quick successive adds stay in order even within one millisecond of the clock.
      const createdAt = sql<Date>`greatest(${this.deps.now().toISOString()}::timestamptz, (select max(${favorites.createdAt}) + interval '1 microsecond' from ${favorites} where ${favorites.userId} = ${userId}))`;
      await tx
        .insert(favorites)
        .values({ userId, itemId: itemid, createdAt })
        .onConflictDoNothing();
    });
    return { itemid, favorited: true };
  }

  /** Removes a favourite (of any existing item, on sale or not). */
  async remove(userId: number, itemid: number) {
    const [item] = await this.db.select({ id: items.id }).from(items).where(eq(items.id, itemid));
    if (!item) throw fail.notFound('catalogue.itemNotFound');
    await this.db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemid)));
    return { itemid, favorited: false };
  }

  /** One page of the user's favourites on sale, the most recently added first. */
  async list(userId: number, page: Parameters<typeof pageOf>[0]) {
    const { limit, offset } = pageOf(page, 10);
    const where = and(eq(favorites.userId, userId), eq(items.onSale, true));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ item: items })
        .from(favorites)
        .innerJoin(items, eq(items.id, favorites.itemId))
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.itemId))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(favorites)
        .innerJoin(items, eq(items.id, favorites.itemId))
        .where(where),
    ]);
    return {
      objects: rows.map(({ item }) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        mainpic: item.mainpic,
        country: item.country,
        price: toYuan(item.priceCents),
        unit: item.unit,
      })),
      total: total?.n ?? 0,
    };
  }
}
