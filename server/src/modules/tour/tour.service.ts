import { asc, eq, sql } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import type { Db } from '../../db/database.js';
import {
  tourCities,
  tourPathEdges,
  tourPathNodes,
  tourPlaces,
  tourRouteStops,
  tourRoutes,
  tourSites,
} from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { localized, type Translations } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import { distanceMetres, insideBoundary, parseLatLng, type LatLng } from './geo.js';
import { walkingSeconds } from './pathNetwork.js';
import { WalkingGraph, encodePolyline } from './walkingGraph.js';

// The scenic area's geometry, for the map module (map uses tour, never the other way).
export {
  BOUNDARY,
  DEFAULT_CENTRE,
  boundaryTileRange,
  fromLocal,
  insideBoundary,
  insideRing,
  tileCoversBoundary,
  toLocal,
  worldPixel,
  type LatLng,
} from './geo.js';
export { LAKE, buildMapFeatures, type Position, type SeedFeature } from './mapGeometry.js';
export { buildPathNetwork } from './pathNetwork.js';
export { SCENIC_AREA, SEED_ATTRACTIONS } from './scenicAreaSeed.js';

/** Places are searched within 10 km of the point, at most 20 of them. */
export const NEARBY_RADIUS_METRES = 10_000;
export const NEARBY_LIMIT = 20;

const placeColumns = {
  id: tourPlaces.id,
  name: tourPlaces.name,
  description: tourPlaces.description,
  longitude: tourPlaces.longitude,
  latitude: tourPlaces.latitude,
  banner: tourPlaces.banner,
  translations: tourPlaces.translations,
};

/** The texts of cities, sites, places and routes that translations may give. */
const TOUR_TEXTS = ['name', 'description'] as const;
type TourTexts = { translations: Translations; name: string; description: string };

/** A row of a tour table (city, site, place, route) as a reader in `locale` sees it. */
function inLocale<T extends TourTexts>(row: T, locale: Locale): Omit<T, 'translations'> {
  const { translations, name, description } = row;
  return {
    ...localized(row, locale, []),
    ...localized({ translations, name, description }, locale, TOUR_TEXTS),
  };
}

/** A card of a list (its name only) as a reader in `locale` sees it. */
function nameIn<T extends Omit<TourTexts, 'description'>>(row: T, locale: Locale) {
  const { translations, name } = row;
  return { ...localized(row, locale, []), ...localized({ translations, name }, locale, ['name']) };
}

/** Loads the path network; it is seed data and does not change. */
async function loadGraph(db: Db): Promise<WalkingGraph> {
  const [nodes, edges] = await Promise.all([
    db
      .select({ id: tourPathNodes.id, lat: tourPathNodes.latitude, lng: tourPathNodes.longitude })
      .from(tourPathNodes),
    db
      .select({
        from: tourPathEdges.fromNode,
        to: tourPathEdges.toNode,
        length: tourPathEdges.length,
      })
      .from(tourPathEdges),
  ]);
  return new WalkingGraph(nodes, edges);
}

/** Tourism: cities, sites, routes, places nearby and walking directions. */
export class TourService extends ClockedDbService {
  /** The walking-path network, loaded once per server. */
  private graph: Promise<WalkingGraph> | undefined;

  private walkingGraph() {
    this.graph ??= loadGraph(this.db).catch((error: unknown) => {
      this.graph = undefined;
      throw error;
    });
    return this.graph;
  }

  /** The places within 10 km of a point, nearest first (at most 20). */
  async nearbyPlaces(point: LatLng, locale: Locale) {
    // The coordinate index narrows to a box around the point; the database orders the
    // box by an equirectangular distance (exact enough within 10 km) and keeps the
    // nearest; the great-circle distance of those few is then computed exactly.
    const dLat = NEARBY_RADIUS_METRES / 111_195;
    const cos = Math.max(0.01, Math.cos((point.lat * Math.PI) / 180));
    const dLng = dLat / cos;
    // Numbers only (checked by the contract's pattern): written into the statement,
    // which spares the database a bind step per call.
    const n = (value: number) => sql.raw(value.toFixed(8));
    const planar = sql`(${tourPlaces.latitude} - ${n(point.lat)}) * (${tourPlaces.latitude} - ${n(point.lat)}) + (${tourPlaces.longitude} - ${n(point.lng)}) * (${tourPlaces.longitude} - ${n(point.lng)}) * ${n(cos * cos)}`;
    const rows = await this.db
      .select(placeColumns)
      .from(tourPlaces)
      .where(
        sql`${tourPlaces.latitude} between ${n(point.lat - dLat)} and ${n(point.lat + dLat)}
          and ${tourPlaces.longitude} between ${n(point.lng - dLng)} and ${n(point.lng + dLng)}
          and ${planar} <= ${n((dLat * 1.01) ** 2)}`,
      )
      .orderBy(planar, asc(tourPlaces.id))
      .limit(NEARBY_LIMIT * 2);
    return rows
      .map((row) => ({
        ...inLocale(row, locale),
        distance: Math.round(distanceMetres(point, { lat: row.latitude, lng: row.longitude })),
      }))
      .filter((row) => row.distance <= NEARBY_RADIUS_METRES)
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .slice(0, NEARBY_LIMIT);
  }

  /** A walk on the path network between two `lat,lng` points inside the boundary. */
  async walkingDirection(fromLatLng: string, toLatLng: string) {
    const from = parseLatLng(fromLatLng);
    const to = parseLatLng(toLatLng);
    for (const [point, text] of [
      [from, fromLatLng],
      [to, toLatLng],
    ] as const) {
      if (!insideBoundary(point)) throw fail.unprocessable('tour.outsideBoundary', { point: text });
    }
    const walk = (await this.walkingGraph()).shortestWalk(from, to);
    if (!walk) throw fail.unprocessable('tour.noRoute');
    const distance = Math.round(walk.distance);
    return {
      routes: [
        { polyline: encodePolyline(walk.points), distance, duration: walkingSeconds(distance) },
      ],
    };
  }

  async cities(locale: Locale) {
    const rows = await this.db
      .select({
        id: tourCities.id,
        name: tourCities.name,
        description: tourCities.description,
        banner: tourCities.banner,
        translations: tourCities.translations,
      })
      .from(tourCities)
      .orderBy(asc(tourCities.seq), asc(tourCities.id))
      .limit(100);
    return rows.map((row) => inLocale(row, locale));
  }

  async city(id: number, locale: Locale) {
    const [row] = await this.db.select().from(tourCities).where(eq(tourCities.id, id));
    if (!row) throw fail.notFound('tour.cityNotFound');
    const city = inLocale(row, locale);
    const [sites, routes] = await Promise.all([
      this.db
        .select({
          id: tourSites.id,
          name: tourSites.name,
          banner: tourSites.banner,
          translations: tourSites.translations,
        })
        .from(tourSites)
        .where(eq(tourSites.cityId, city.id))
        .orderBy(asc(tourSites.seq), asc(tourSites.id))
        .limit(200),
      this.db
        .select({
          id: tourRoutes.id,
          name: tourRoutes.name,
          banner: tourRoutes.banner,
          distance: tourRoutes.distance,
          duration: tourRoutes.duration,
          translations: tourRoutes.translations,
        })
        .from(tourRoutes)
        .where(eq(tourRoutes.cityId, city.id))
        .orderBy(asc(tourRoutes.seq), asc(tourRoutes.id))
        .limit(100),
    ]);
    return {
      id: city.id,
      name: city.name,
      description: city.description,
      banner: city.banner,
      sites: sites.map((site) => nameIn(site, locale)),
      routes: routes.map((route) => nameIn(route, locale)),
    };
  }

  async site(id: number, locale: Locale) {
    const [row] = await this.db.select().from(tourSites).where(eq(tourSites.id, id));
    if (!row) throw fail.notFound('tour.siteNotFound');
    const site = localized(row, locale, ['name', 'description', 'address', 'openHours']);
    const places = await this.db
      .select(placeColumns)
      .from(tourPlaces)
      .where(eq(tourPlaces.siteId, site.id))
      .orderBy(asc(tourPlaces.seq), asc(tourPlaces.id))
      .limit(200);
    return {
      id: site.id,
      cityId: site.cityId,
      name: site.name,
      description: site.description,
      banner: site.banner,
      pics: site.pics,
      latitude: site.latitude,
      longitude: site.longitude,
      address: site.address,
      openHours: site.openHours,
      places: places.map((place) => inLocale(place, locale)),
    };
  }

  async route(id: number, locale: Locale) {
    const [row] = await this.db.select().from(tourRoutes).where(eq(tourRoutes.id, id));
    if (!row) throw fail.notFound('tour.routeNotFound');
    const route = inLocale(row, locale);
    const stops = await this.db
      .select({
        seq: tourRouteStops.seq,
        stayMinutes: tourRouteStops.stayMinutes,
        note: tourRouteStops.note,
        translations: tourRouteStops.translations,
        place: placeColumns,
      })
      .from(tourRouteStops)
      .innerJoin(tourPlaces, eq(tourPlaces.id, tourRouteStops.placeId))
      .where(eq(tourRouteStops.routeId, route.id))
      .orderBy(asc(tourRouteStops.seq));
    return {
      id: route.id,
      cityId: route.cityId,
      name: route.name,
      description: route.description,
      banner: route.banner,
      distance: route.distance,
      duration: route.duration,
      stops: stops.map((stop) => ({
        seq: stop.seq,
        place: inLocale(stop.place, locale),
        ...(stop.stayMinutes !== null && { stayMinutes: stop.stayMinutes }),
        ...(stop.note !== null && {
          note: localized({ note: stop.note, translations: stop.translations }, locale, ['note'])
            .note,
        }),
      })),
    };
  }

  async place(id: number, locale: Locale) {
    const [place] = await this.db
      .select(placeColumns)
      .from(tourPlaces)
      .where(eq(tourPlaces.id, id));
    if (!place) throw fail.notFound('tour.placeNotFound');
    return inLocale(place, locale);
  }
}
