import { and, arrayOverlaps, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  tourAttractions,
  tourCities,
  tourPathEdges,
  tourPathNodes,
  tourPlaces,
  tourRouteStops,
  tourRoutes,
  tourSites,
} from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail, type Message } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { distanceMetres, formatLatLng, insideBoundary, parseLatLng, round6 } from './geo.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import {
  attractionIcon,
  attractionTypeImage,
  walkingSeconds,
  type AttractionTag,
  type AttractionType,
} from './scenicArea.js';
import { seedTour } from './seed.js';
import { WalkingGraph, encodePolyline } from './walkingGraph.js';

registerMessages('tour', { 'zh-Hans': zhHans, en, mn });

/** Places are searched within 10 km of the point, at most 20 of them. */
export const NEARBY_RADIUS_METRES = 10_000;
export const NEARBY_LIMIT = 20;
/** Map points one member may add per day. */
export const ATTRACTIONS_PER_DAY = 20;
const PICTURE_PATH = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

const placeColumns = {
  id: tourPlaces.id,
  name: tourPlaces.name,
  description: tourPlaces.description,
  longitude: tourPlaces.longitude,
  latitude: tourPlaces.latitude,
  banner: tourPlaces.banner,
};

type AttractionRow = typeof tourAttractions.$inferSelect;

function attraction(row: AttractionRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AttractionType,
    icon: row.icon,
    img: row.img,
    latlng: formatLatLng({ lat: row.latitude, lng: row.longitude }),
    tags: row.tags as AttractionTag[],
  };
}

function attractionDetail(row: AttractionRow) {
  return { ...attraction(row), description: row.description, pics: row.pics };
}

/** Loads the path network once per server; it is seed data and does not change. */
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

/** The path of a picture URL, for its file-type check. */
function picturePath(url: string): string {
  try {
    return new URL(url, 'http://local.invalid').pathname;
  } catch {
    return url;
  }
}

export const tourModule: ServerModule = {
  name: 'tour',
  handlers: ({ db, now }) => {
    let graph: Promise<WalkingGraph> | undefined;
    const walkingGraph = () => {
      graph ??= loadGraph(db).catch((error: unknown) => {
        graph = undefined;
        throw error;
      });
      return graph;
    };

    return {
      async getPlacesByLocation({ params }) {
        const point = { lat: Number(params.lat), lng: Number(params.lng) };
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
        const rows = await db
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
            ...row,
            distance: Math.round(distanceMetres(point, { lat: row.latitude, lng: row.longitude })),
          }))
          .filter((row) => row.distance <= NEARBY_RADIUS_METRES)
          .sort((a, b) => a.distance - b.distance || a.id - b.id)
          .slice(0, NEARBY_LIMIT);
      },

      async getWalkingDirection({ params }) {
        const from = parseLatLng(params.fromLatLng);
        const to = parseLatLng(params.toLatLng);
        for (const [point, text] of [
          [from, params.fromLatLng],
          [to, params.toLatLng],
        ] as const) {
          if (!insideBoundary(point))
            throw fail.unprocessable('tour.outsideBoundary', { point: text });
        }
        const walk = (await walkingGraph()).shortestWalk(from, to);
        if (!walk) throw fail.unprocessable('tour.noRoute');
        const distance = Math.round(walk.distance);
        return {
          routes: [
            { polyline: encodePolyline(walk.points), distance, duration: walkingSeconds(distance) },
          ],
        };
      },

      async addAttraction(request) {
        const caller = callerOf(request);
        const { body } = request;
        const point = parseLatLng(body.latlng);
        const name = body.name.trim();
        const errors: Record<string, Message> = {};
        if (!insideBoundary(point)) errors.latlng = { key: 'tour.attraction.outside' };
        if (name === '') errors.name = { key: 'tour.attraction.nameRequired' };
        if (new Set(body.pics).size !== body.pics.length)
          errors.pics = { key: 'tour.attraction.picsRepeated' };
        else if (body.pics.some((url) => !PICTURE_PATH.test(picturePath(url))))
          errors.pics = { key: 'tour.attraction.picsNotPictures' };
        if (Object.keys(errors).length) throw fail.fields(errors);

        const since = new Date(now().getTime() - 24 * 3600_000);
        const [added] = await db
          .select({ n: count() })
          .from(tourAttractions)
          .where(
            and(eq(tourAttractions.createdBy, caller.id), gte(tourAttractions.createdAt, since)),
          );
        if ((added?.n ?? 0) >= ATTRACTIONS_PER_DAY)
          throw fail.tooManyRequests('tour.attraction.tooMany');

        const [row] = await db
          .insert(tourAttractions)
          .values({
            name,
            type: body.type,
            icon: attractionIcon(body.type),
            img: body.pics[0] ?? attractionTypeImage(body.type),
            latitude: round6(point.lat),
            longitude: round6(point.lng),
            tags: [],
            description: '',
            pics: body.pics,
            createdBy: caller.id,
            createdAt: now(),
          })
          .returning();
        return attractionDetail(row!);
      },

      async getTourCities() {
        return db
          .select({
            id: tourCities.id,
            name: tourCities.name,
            description: tourCities.description,
            banner: tourCities.banner,
          })
          .from(tourCities)
          .orderBy(asc(tourCities.seq), asc(tourCities.id))
          .limit(100);
      },

      async getTourCity({ params }) {
        const [city] = await db.select().from(tourCities).where(eq(tourCities.id, params.id));
        if (!city) throw fail.notFound('tour.cityNotFound');
        const [sites, routes] = await Promise.all([
          db
            .select({ id: tourSites.id, name: tourSites.name, banner: tourSites.banner })
            .from(tourSites)
            .where(eq(tourSites.cityId, city.id))
            .orderBy(asc(tourSites.seq), asc(tourSites.id))
            .limit(200),
          db
            .select({
              id: tourRoutes.id,
              name: tourRoutes.name,
              banner: tourRoutes.banner,
              distance: tourRoutes.distance,
              duration: tourRoutes.duration,
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
          sites,
          routes,
        };
      },

      async getTourSite({ params }) {
        const [site] = await db.select().from(tourSites).where(eq(tourSites.id, params.id));
        if (!site) throw fail.notFound('tour.siteNotFound');
        const places = await db
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
          places,
        };
      },

      async getTourRoute({ params }) {
        const [route] = await db.select().from(tourRoutes).where(eq(tourRoutes.id, params.id));
        if (!route) throw fail.notFound('tour.routeNotFound');
        const stops = await db
          .select({
            seq: tourRouteStops.seq,
            stayMinutes: tourRouteStops.stayMinutes,
            note: tourRouteStops.note,
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
            place: stop.place,
            ...(stop.stayMinutes !== null && { stayMinutes: stop.stayMinutes }),
            ...(stop.note !== null && { note: stop.note }),
          })),
        };
      },

      async getPlace({ params }) {
        const [place] = await db
          .select(placeColumns)
          .from(tourPlaces)
          .where(eq(tourPlaces.id, params.id));
        if (!place) throw fail.notFound('tour.placeNotFound');
        return place;
      },

      async getAttractions({ query }) {
        const types = query?.type ?? [];
        const tags = query?.tag ?? [];
        const rows = await db
          .select()
          .from(tourAttractions)
          .where(
            and(
              types.length ? inArray(tourAttractions.type, types) : undefined,
              tags.length ? arrayOverlaps(tourAttractions.tags, tags) : undefined,
            ),
          )
          .orderBy(asc(tourAttractions.id))
          .limit(1000);
        return rows.map(attraction);
      },

      async getAttraction({ params }) {
        const [row] = await db
          .select()
          .from(tourAttractions)
          .where(eq(tourAttractions.id, params.id));
        if (!row) throw fail.notFound('tour.attractionNotFound');
        return attractionDetail(row);
      },
    };
  },
  seed: seedTour,
};
