import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import type { components } from '@citylife/api-client/schema';
import { classifiedAds, classifiedCategories, classifiedFavorites } from '../../db/schema/index.js';
import { fail, type Message } from '../../http/errors.js';
import { toCents, toYuan } from '../../lib/money.js';
import { pageOf } from '../../lib/paging.js';

export type ClassifiedAdInput = components['schemas']['ClassifiedAdInput'];
type PageInput = Parameters<typeof pageOf>[0];

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

/** Classified ads: categories, ads by category and by owner, members' favourites. */
export class ClassifiedService extends ClockedDbService {
  async categories() {
    // Columns written out with their tables: inside a subquery an unqualified "id" would
    // be the ad's.
    const adCount = sql<number>`(select count(*)::int from "classified_ads" where "classified_ads"."category_id" = "classified_categories"."id")`;
    return this.db
      .select({
        id: classifiedCategories.id,
        name: classifiedCategories.name,
        icon: classifiedCategories.icon,
        adCount,
      })
      .from(classifiedCategories)
      .orderBy(asc(classifiedCategories.seq), asc(classifiedCategories.id))
      .limit(100);
  }

  /** A category's ads, most recently updated first. */
  async search(categoryId: number, pageInput: PageInput, userId: number | undefined) {
    const [category] = await this.db
      .select({ id: classifiedCategories.id })
      .from(classifiedCategories)
      .where(eq(classifiedCategories.id, categoryId));
    if (!category) throw fail.notFound('classified.categoryNotFound');
    const page = pageOf(pageInput, 10);
    const rows = await this.db
      .select()
      .from(classifiedAds)
      .where(eq(classifiedAds.categoryId, category.id))
      .orderBy(desc(classifiedAds.updatedAt), desc(classifiedAds.id))
      .limit(page.limit)
      .offset(page.offset);
    return this.withFavourites(userId, rows);
  }

  /** The ads of every category, most recently updated first. */
  async latest(pageInput: PageInput, userId: number | undefined) {
    const page = pageOf(pageInput, 10);
    const rows = await this.db
      .select()
      .from(classifiedAds)
      .orderBy(desc(classifiedAds.updatedAt), desc(classifiedAds.id))
      .limit(page.limit)
      .offset(page.offset);
    return this.withFavourites(userId, rows);
  }

  async ad(id: number, userId: number | undefined) {
    const row = await this.findAd(id);
    const [ad] = await this.withFavourites(userId, [row]);
    return ad!;
  }

  /** Posts an ad, at most `ADS_PER_DAY` per owner in 24 hours. */
  async post(userId: number, input: ClassifiedAdInput) {
    const values = await this.validate(input);
    const since = new Date(this.now().getTime() - 24 * 3600_000);
    const [posted] = await this.db
      .select({ n: count() })
      .from(classifiedAds)
      .where(and(eq(classifiedAds.ownerId, userId), gte(classifiedAds.createdAt, since)));
    if ((posted?.n ?? 0) >= ADS_PER_DAY) throw fail.tooManyRequests('classified.tooMany');
    const time = this.now();
    const [row] = await this.db
      .insert(classifiedAds)
      .values({ ...values, ownerId: userId, createdAt: time, updatedAt: time })
      .returning();
    return toAd(row!, false);
  }

  /** Rewrites an ad of its owner (403 for anyone else). */
  async update(userId: number, id: number, input: ClassifiedAdInput) {
    const existing = await this.findAd(id);
    if (existing.ownerId !== userId) throw fail.forbidden();
    const values = await this.validate(input);
    const [row] = await this.db
      .update(classifiedAds)
      .set({ ...values, updatedAt: this.now() })
      .where(and(eq(classifiedAds.id, existing.id), eq(classifiedAds.ownerId, userId)))
      .returning();
    const [ad] = await this.withFavourites(userId, [row!]);
    return ad!;
  }

  /** The ads a member posted, most recently updated first. */
  async mine(userId: number, pageInput: PageInput) {
    const page = pageOf(pageInput, 10);
    const rows = await this.db
      .select()
      .from(classifiedAds)
      .where(eq(classifiedAds.ownerId, userId))
      .orderBy(desc(classifiedAds.updatedAt), desc(classifiedAds.id))
      .limit(page.limit)
      .offset(page.offset);
    return this.withFavourites(userId, rows);
  }

  /** A member's favourite ads, most recently marked first. */
  async favourites(userId: number, pageInput: PageInput) {
    const page = pageOf(pageInput, 10);
    const rows = await this.db
      .select(getTableColumns(classifiedAds))
      .from(classifiedFavorites)
      .innerJoin(classifiedAds, eq(classifiedAds.id, classifiedFavorites.adId))
      .where(eq(classifiedFavorites.userId, userId))
      .orderBy(desc(classifiedFavorites.createdAt), desc(classifiedFavorites.adId))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => toAd(row, true));
  }

  async addFavourite(userId: number, id: number) {
    const ad = await this.findAd(id);
    await this.db
      .insert(classifiedFavorites)
      .values({ userId, adId: ad.id, createdAt: this.now() })
      .onConflictDoNothing();
    return { id: ad.id, favorited: true };
  }

  async removeFavourite(userId: number, id: number) {
    const ad = await this.findAd(id);
    await this.db
      .delete(classifiedFavorites)
      .where(and(eq(classifiedFavorites.userId, userId), eq(classifiedFavorites.adId, ad.id)));
    return { id: ad.id, favorited: false };
  }

  private async findAd(id: number) {
    const [row] = await this.db.select().from(classifiedAds).where(eq(classifiedAds.id, id));
    if (!row) throw fail.notFound('classified.adNotFound');
    return row;
  }

  /** The ids among `adIds` that `userId` marked as favourite. */
  private async favouriteIds(userId: number | undefined, adIds: number[]) {
    if (userId === undefined || adIds.length === 0) return new Set<number>();
    const rows = await this.db
      .select({ adId: classifiedFavorites.adId })
      .from(classifiedFavorites)
      .where(and(eq(classifiedFavorites.userId, userId), inArray(classifiedFavorites.adId, adIds)));
    return new Set(rows.map((row) => row.adId));
  }

  private async withFavourites(userId: number | undefined, rows: AdRow[]) {
    const favourites = await this.favouriteIds(
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAd(row, favourites.has(row.id)));
  }

  /** Checks an ad body beyond its shape; answers the values to store. */
  private async validate(body: ClassifiedAdInput) {
    const title = body.title.trim();
    const content = body.content.trim();
    const contact = body.contact.trim();
    const errors: Record<string, Message> = {};
    const [category] = await this.db
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
}
