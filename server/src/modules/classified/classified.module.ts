import { pageOf } from '../../lib/paging.js';
import { toCents, toYuan } from '../../lib/money.js';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classifiedAds, classifiedCategories, classifiedFavorites } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail, type Message } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedClassified } from './seed.js';

registerMessages('classified', { 'zh-Hans': zhHans, en, mn });

/** Ads one member may post per day. */
export const ADS_PER_DAY = 20;

type AdRow = typeof classifiedAds.$inferSelect;

function toAd(row: AdRow, favorited: boolean) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    content: row.content,
    ...(row.priceCents !== null && { price: toYuan(row.priceCents) }),
    contact: row.contact,
    mobile: row.mobile,
    pics: row.pics,
    ownerId: row.ownerId,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
    favorited,
  };
}

/** The ids among `adIds` that `userId` marked as favourite. */
async function favouriteIds(db: Db, userId: number | undefined, adIds: number[]) {
  if (userId === undefined || adIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ adId: classifiedFavorites.adId })
    .from(classifiedFavorites)
    .where(and(eq(classifiedFavorites.userId, userId), inArray(classifiedFavorites.adId, adIds)));
  return new Set(rows.map((row) => row.adId));
}

async function withFavourites(db: Db, userId: number | undefined, rows: AdRow[]) {
  const favourites = await favouriteIds(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAd(row, favourites.has(row.id)));
}

interface AdInput {
  categoryId: number;
  title: string;
  content: string;
  price?: number;
  contact: string;
  mobile: string;
  pics: string[];
}

/** Checks an ad body beyond its shape; answers the values to store. */
async function validateAd(db: Db, body: AdInput) {
  const title = body.title.trim();
  const content = body.content.trim();
  const contact = body.contact.trim();
  const errors: Record<string, Message> = {};
  const [category] = await db
    .select({ id: classifiedCategories.id })
    .from(classifiedCategories)
    .where(eq(classifiedCategories.id, body.categoryId));
  if (!category) errors.categoryId = { key: 'classified.noCategory' };
  if (title === '') errors.title = { key: 'classified.titleRequired' };
  if (content === '') errors.content = { key: 'classified.contentRequired' };
  if (contact === '') errors.contact = { key: 'classified.contactRequired' };
  if (new Set(body.pics).size !== body.pics.length)
    errors.pics = { key: 'classified.picsRepeated' };
  if (Object.keys(errors).length) throw fail.fields(errors);
  return {
    categoryId: body.categoryId,
    title,
    content,
    priceCents: body.price === undefined ? null : toCents(body.price),
    contact,
    mobile: body.mobile,
    pics: body.pics,
  };
}

export const classifiedModule: ServerModule = {
  name: 'classified',
  handlers: ({ db, now }) => {
    const findAd = async (id: number) => {
      const [row] = await db.select().from(classifiedAds).where(eq(classifiedAds.id, id));
      if (!row) throw fail.notFound('classified.adNotFound');
      return row;
    };

    return {
      async getClassifiedCategories() {
        // Columns written out with their tables: inside a subquery an unqualified "id" would
        // be the ad's.
        const adCount = sql<number>`(select count(*)::int from "classified_ads" where "classified_ads"."category_id" = "classified_categories"."id")`;
        return db
          .select({
            id: classifiedCategories.id,
            name: classifiedCategories.name,
            icon: classifiedCategories.icon,
            adCount,
          })
          .from(classifiedCategories)
          .orderBy(asc(classifiedCategories.seq), asc(classifiedCategories.id))
          .limit(100);
      },

      async searchClassifiedAds({ params, query, caller }) {
        const [category] = await db
          .select({ id: classifiedCategories.id })
          .from(classifiedCategories)
          .where(eq(classifiedCategories.id, params.categoryId));
        if (!category) throw fail.notFound('classified.categoryNotFound');
        const page = pageOf(query, 10);
        const rows = await db
          .select()
          .from(classifiedAds)
          .where(eq(classifiedAds.categoryId, category.id))
          .orderBy(desc(classifiedAds.updatedAt), desc(classifiedAds.id))
          .limit(page.limit)
          .offset(page.offset);
        return withFavourites(db, caller?.id, rows);
      },

      async getClassifiedAd({ params, caller }) {
        const row = await findAd(params.id);
        const [ad] = await withFavourites(db, caller?.id, [row]);
        return ad!;
      },

      async postClassifiedAd(request) {
        const caller = callerOf(request);
        const values = await validateAd(db, request.body);
        const since = new Date(now().getTime() - 24 * 3600_000);
        const [posted] = await db
          .select({ n: count() })
          .from(classifiedAds)
          .where(and(eq(classifiedAds.ownerId, caller.id), gte(classifiedAds.createdAt, since)));
        if ((posted?.n ?? 0) >= ADS_PER_DAY) throw fail.tooManyRequests('classified.tooMany');
        const time = now();
        const [row] = await db
          .insert(classifiedAds)
          .values({ ...values, ownerId: caller.id, createdAt: time, updatedAt: time })
          .returning();
        return toAd(row!, false);
      },

      async updateClassifiedAd(request) {
        const caller = callerOf(request);
        const existing = await findAd(request.params.id);
        if (existing.ownerId !== caller.id) throw fail.forbidden();
        const values = await validateAd(db, request.body);
        const [row] = await db
          .update(classifiedAds)
          .set({ ...values, updatedAt: now() })
          .where(and(eq(classifiedAds.id, existing.id), eq(classifiedAds.ownerId, caller.id)))
          .returning();
        const [ad] = await withFavourites(db, caller.id, [row!]);
        return ad!;
      },

      async getMyClassifiedAds(request) {
        const caller = callerOf(request);
        const page = pageOf(request.query, 10);
        const rows = await db
          .select()
          .from(classifiedAds)
          .where(eq(classifiedAds.ownerId, caller.id))
          .orderBy(desc(classifiedAds.updatedAt), desc(classifiedAds.id))
          .limit(page.limit)
          .offset(page.offset);
        return withFavourites(db, caller.id, rows);
      },

      async getFavoriteClassifiedAds(request) {
        const caller = callerOf(request);
        const page = pageOf(request.query, 10);
        const rows = await db
          .select(getTableColumns(classifiedAds))
          .from(classifiedFavorites)
          .innerJoin(classifiedAds, eq(classifiedAds.id, classifiedFavorites.adId))
          .where(eq(classifiedFavorites.userId, caller.id))
          .orderBy(desc(classifiedFavorites.createdAt), desc(classifiedFavorites.adId))
          .limit(page.limit)
          .offset(page.offset);
        return rows.map((row) => toAd(row, true));
      },

      async addClassifiedFavorite(request) {
        const caller = callerOf(request);
        const ad = await findAd(request.params.id);
        await db
          .insert(classifiedFavorites)
          .values({ userId: caller.id, adId: ad.id, createdAt: now() })
          .onConflictDoNothing();
        return { id: ad.id, favorited: true };
      },

      async removeClassifiedFavorite(request) {
        const caller = callerOf(request);
        const ad = await findAd(request.params.id);
        await db
          .delete(classifiedFavorites)
          .where(
            and(eq(classifiedFavorites.userId, caller.id), eq(classifiedFavorites.adId, ad.id)),
          );
        return { id: ad.id, favorited: false };
      },
    };
  },
  seed: seedClassified,
};
