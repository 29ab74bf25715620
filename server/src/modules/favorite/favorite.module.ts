import { pageOf } from '../../lib/paging.js';
import { toYuan } from '../../lib/money.js';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { favorites, items } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import { catalogueOf } from '../catalogue/catalogue.service.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('favorite', { 'zh-Hans': zhHans, en, mn });

/** Favourites one user may keep. */
export const MAX_FAVORITES = 500;

export const favoriteModule: ServerModule = {
  name: 'favorite',
  handlers: (ctx) => {
    const { db } = ctx;
    return {
      async addFavorite(request) {
        const userId = callerOf(request).id;
        const itemid = request.params.id;
        await catalogueOf(db).item(itemid);
        await db.transaction(async (tx) => {
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
          const createdAt = sql<Date>`greatest(${ctx.now().toISOString()}::timestamptz, (select max(${favorites.createdAt}) + interval '1 microsecond' from ${favorites} where ${favorites.userId} = ${userId}))`;
          await tx
            .insert(favorites)
            .values({ userId, itemId: itemid, createdAt })
            .onConflictDoNothing();
        });
        return { itemid, favorited: true };
      },
      async removeFavorite(request) {
        const userId = callerOf(request).id;
        const itemid = request.params.id;
        const [item] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemid));
        if (!item) throw fail.notFound('catalogue.itemNotFound');
        await db
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemid)));
        return { itemid, favorited: false };
      },
      async getFavorites(request) {
        const userId = callerOf(request).id;
        const { limit, offset } = pageOf(request.query, 10);
        const where = and(eq(favorites.userId, userId), eq(items.onSale, true));
        const [rows, [total]] = await Promise.all([
          db
            .select({ item: items })
            .from(favorites)
            .innerJoin(items, eq(items.id, favorites.itemId))
            .where(where)
            .orderBy(desc(favorites.createdAt), desc(favorites.itemId))
            .limit(limit)
            .offset(offset),
          db
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
      },
    };
  },
};
