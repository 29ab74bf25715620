import { type DbOrTx, likePattern } from '../../lib/db.js';
import { toYuan } from '../../lib/money.js';
import { pageOf } from '../../lib/paging.js';
import {
  addDays,
  clockMinutes,
  clockOf,
  isoWeekday,
  localDate,
  localMinutes,
} from '../../lib/shanghaiTime.js';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { shops, type OpeningHoursEntry } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';

export type Shop = components['schemas']['Shop'];
export type ShopRow = typeof shops.$inferSelect;

/** Shop 1 is the main shop: it fulfils cart orders. */
export const MAIN_SHOP_ID = 1;

/** Pick-up slots last half an hour; a slot of today starts at least an hour from now. */
const SLOT_MINUTES = 30;
const LEAD_MINUTES = 60;
/** Pick-up dates: today and the following 6 days. */
const PICKUP_DAYS = 7;

export const shopView = (row: ShopRow): Shop => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  openingHours: row.openingHours,
  latitude: row.latitude,
  longitude: row.longitude,
  banner: row.banner,
});

export async function findShop(db: DbOrTx, id: number): Promise<ShopRow> {
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  if (!row) throw fail.notFound('shop.notFound');
  return row;
}

/** `/shop/getShopById/{id}`. */
export async function shopById(db: DbOrTx, id: number): Promise<Shop> {
  return shopView(await findShop(db, id));
}

/** The start times of the pick-up slots of a day (every 30 minutes, the last 30 before closing). */
export function slotsOfDay(hours: OpeningHoursEntry[], day: string): string[] {
  const weekday = isoWeekday(day);
  const starts = new Set<number>();
  for (const entry of hours) {
    if (!entry.weekdays.includes(weekday)) continue;
    const close = clockMinutes(entry.close);
    for (
      let start = clockMinutes(entry.open);
      start + SLOT_MINUTES <= close;
      start += SLOT_MINUTES
    ) {
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map(clockOf);
}

/** The slots of a day that can still be booked at `now`. */
export function bookableSlots(hours: OpeningHoursEntry[], day: string, now: Date): string[] {
  const slots = slotsOfDay(hours, day);
  if (day !== localDate(now)) return slots;
  const earliest = localMinutes(now) + LEAD_MINUTES;
  return slots.filter((clock) => clockMinutes(clock) >= earliest);
}

/** Pick-up dates (today and the next 6 days the shop opens, today only with a bookable slot). */
export function pickupDates(hours: OpeningHoursEntry[], now: Date): string[] {
  const today = localDate(now);
  return Array.from({ length: PICKUP_DAYS }, (_, i) => addDays(today, i)).filter(
    (day) => bookableSlots(hours, day, now).length > 0,
  );
}

/** A pick-up date with the slots that can still be booked on it. */
export interface PickupDay {
  value: string;
  times: { clock: string }[];
}

/**
 * The pick-up choices at `now`: each pick-up date, soonest first, with its own bookable
 * slots, so that whichever date is chosen only its real times are offered.
 */
export function pickupChoices(hours: OpeningHoursEntry[], now: Date): PickupDay[] {
  return pickupDates(hours, now).map((value) => ({
    value,
    times: bookableSlots(hours, value, now).map((clock) => ({ clock })),
  }));
}

/** The express fee of an amount: free from the shop's threshold. */
export function expressFeeCents(shop: ShopRow, selectedCents: number): number {
  return shop.freeThresholdCents !== null && selectedCents >= shop.freeThresholdCents
    ? 0
    : shop.expressFeeCents;
}

export const deliveryFeeView = (shop: ShopRow, feeCents: number) => ({
  deliveryFee: toYuan(feeCents),
  freeThreshold: shop.freeThresholdCents === null ? null : toYuan(shop.freeThresholdCents),
});

/** A shop's express fee for an empty selection, and its free-delivery threshold. */
export async function shopDeliveryFee(db: DbOrTx, id: number) {
  const shop = await findShop(db, id);
  return deliveryFeeView(shop, expressFeeCents(shop, 0));
}

/** What a shop search asks for: a keyword, a position, a page. */
export interface ShopQuery {
  keyword?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  pageno?: number | undefined;
  pagesize?: number | undefined;
}

/** One page of shops: by keyword, nearest first with a position, else by id. */
export async function searchShops(db: DbOrTx, query: ShopQuery | undefined) {
  const { limit, offset } = pageOf(query, 10);
  const keyword = query?.keyword?.trim();
  const where = keyword
    ? or(ilike(shops.name, likePattern(keyword)), ilike(shops.address, likePattern(keyword)))
    : undefined;
  const { lat, lng } = query ?? {};
  // Equirectangular distance: exact enough to sort shops of one region.
  const distance =
    lat !== undefined && lng !== undefined
      ? sql`power(${shops.latitude} - ${lat}, 2) + power((${shops.longitude} - ${lng}) * cos(radians(${lat})), 2)`
      : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shops)
      .where(where)
      .orderBy(...(distance ? [asc(distance), asc(shops.id)] : [asc(shops.id)]))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(shops).where(and(where)),
  ]);
  return { objects: rows.map(shopView), total: total?.n ?? 0 };
}
