import { describe, expect, it } from 'vitest';
import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  areas,
  banners,
  classifiedAds,
  classifiedCategories,
  eventEnrolments,
  events,
  mapFeatures,
  menus,
  pages,
  pollItems,
  polls,
  postalCodes,
  pricelistItems,
  pricelists,
  tourAttractions,
  tourPathEdges,
  tourPathNodes,
  tourPlaces,
  tourRouteStops,
  users,
} from '../../db/schema/index.js';
import { hoursAfterSeed, SEEDED_AT } from '../../test/clock.js';
import { useTestDatabase } from '../../test/harness.js';
import { modules } from '../index.js';

/** The city modules (tour and every module seeded after it), in seeding order. */
const cityModules = modules.slice(modules.findIndex((module) => module.name === 'tour'));
const tables: [string, PgTable][] = [
  ['tour_attractions', tourAttractions],
  ['tour_places', tourPlaces],
  ['tour_route_stops', tourRouteStops],
  ['tour_path_nodes', tourPathNodes],
  ['tour_path_edges', tourPathEdges],
  ['map_features', mapFeatures],
  ['areas', areas],
  ['postal_codes', postalCodes],
  ['pages', pages],
  ['banners', banners],
  ['menus', menus],
  ['classified_categories', classifiedCategories],
  ['classified_ads', classifiedAds],
  ['events', events],
  ['event_enrolments', eventEnrolments],
  ['polls', polls],
  ['poll_items', pollItems],
  ['pricelists', pricelists],
  ['pricelist_items', pricelistItems],
];

const database = useTestDatabase();

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of tables) {
    const [row] = await database.db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

describe('the city-life seeds', () => {
  it('fill every table the screens read', async () => {
    const seeded = await counts();
    for (const [name] of tables) expect(seeded[name], name).toBeGreaterThan(0);
    expect(seeded.tour_attractions).toBe(45);
  });

  it('insert nothing more when they run again', async () => {
    const before = await counts();
    for (const module of cityModules) await module.seed?.(database.db, SEEDED_AT);
    expect(await counts()).toEqual(before);
  });

  it('leave the id sequences past the seeded ids', async () => {
    const [event] = await database.db
      .insert(events)
      .values({
        title: '新活动',
        startTime: hoursAfterSeed(24),
        endTime: hoursAfterSeed(25),
        maxEnrol: 1,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })
      .returning({ id: events.id });
    expect(event!.id).toBeGreaterThan(6);
  });

  it('add no ads and no poll entries without the demo member and admin', async () => {
    // As if the accounts seed had not run: the demo users are not found by their mobiles.
    await database.db
      .update(users)
      .set({ mobile: sql`'1' || ${users.mobile}` })
      .where(inArray(users.mobile, ['13800138000', '13900139000']));
    await database.db.delete(classifiedAds);
    await database.db.delete(pollItems);
    for (const module of cityModules) await module.seed?.(database.db, SEEDED_AT);
    const after = await counts();
    expect(after.classified_ads).toBe(0);
    expect(after.poll_items).toBe(0);
    expect(after.tour_attractions).toBe(45);
    expect(after.events).toBeGreaterThan(0);
  });
});
