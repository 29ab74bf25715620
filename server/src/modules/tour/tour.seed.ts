import { and, eq } from 'drizzle-orm';
import {
  fillTranslations,
  insertInBatches,
  insertMissing,
  seedTranslated,
  syncSequence,
} from '../../lib/seeding.js';
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
import { distanceMetres, type LatLng } from './geo.js';
import { attractionIcon, tagsForType } from './attractionTypes.js';
import { buildPathNetwork, walkingSeconds } from './pathNetwork.js';
import {
  SEED_ATTRACTIONS,
  SEED_CITIES,
  SEED_PLACES,
  SEED_ROUTES,
  SEED_SITES,
} from './scenicAreaSeed.js';
import {
  ATTRACTION_TEXTS,
  CITY_TEXTS,
  OPEN_HOURS_TEXTS,
  PLACE_TEXTS,
  ROUTE_TEXTS,
  SITE_TEXTS,
  nameAndDescription,
  stopNote,
} from './tourTranslations.js';
import { WalkingGraph } from './walkingGraph.js';

/** A site's name, description, address and opening hours in English and Mongolian. */
function siteTranslations(id: number, openHours: string) {
  const texts = SITE_TEXTS[id];
  const { en, mn } = nameAndDescription(texts);
  if (!texts || !en || !mn) return {};
  const hours = OPEN_HOURS_TEXTS[openHours];
  return {
    en: { ...en, address: texts.address[0], ...(hours && { openHours: hours[0] }) },
    mn: { ...mn, address: texts.address[1], ...(hours && { openHours: hours[1] }) },
  };
}

export const cityBanner = (id: number) => `/static/tour/city-${id}.svg`;
export const siteBanner = (id: number) => `/static/tour/site-${id}.svg`;
export const placeBanner = (id: number) => `/static/tour/place-${id}.svg`;
export const routeBanner = (id: number) => `/static/tour/route-${id}.svg`;
export const attractionImage = (id: number) => `/static/tour/attraction-${id}.svg`;

/** Length (m) and suggested time (min) of each seeded route, walking on the path network. */
function routeFigures(graph: WalkingGraph) {
  const placeById = new Map(SEED_PLACES.map((place) => [place.id, place]));
  return SEED_ROUTES.map((route) => {
    let distance = 0;
    let travelMinutes = 0;
    route.stops.forEach((stop, index) => {
      if (index === 0) return;
      const from = placeById.get(route.stops[index - 1]!.placeId)!.point;
      const to = placeById.get(stop.placeId)!.point;
      if (route.walk) {
        const walk = graph.shortestWalk(from, to);
        const metres = walk?.distance ?? distanceMetres(from, to);
        distance += metres;
        travelMinutes += walkingSeconds(metres) / 60;
      } else {
        // By car: roads are about a third longer than the straight line, at 50 km/h.
        const metres = distanceMetres(from, to) * 1.3;
        distance += metres;
        travelMinutes += metres / (50_000 / 60);
      }
    });
    const stayMinutes = route.stops.reduce((sum, stop) => sum + stop.stayMinutes, 0);
    return {
      distance: Math.round(distance),
      duration: Math.round(travelMinutes + stayMinutes),
    };
  });
}

/** A seed entry with its point as the `latitude` and `longitude` columns. */
const located = <T extends { point: LatLng }>({ point, ...entry }: T) => ({
  ...entry,
  latitude: point.lat,
  longitude: point.lng,
});

export async function seedTour(db: Db, now: Date): Promise<void> {
  const network = buildPathNetwork(SEED_ATTRACTIONS);
  await insertInBatches(network.nodes, 500, (batch) =>
    insertMissing(
      db,
      tourPathNodes,
      batch.map((node) => ({ id: node.id, latitude: node.lat, longitude: node.lng })),
    ),
  );
  await insertInBatches(network.edges, 500, (batch) =>
    insertMissing(
      db,
      tourPathEdges,
      batch.map((edge) => ({
        id: edge.id,
        fromNode: edge.from,
        toNode: edge.to,
        length: edge.length,
      })),
    ),
  );

  await seedTranslated(
    db,
    tourCities,
    SEED_CITIES.map((city) => ({
      ...city,
      banner: cityBanner(city.id),
      translations: nameAndDescription(CITY_TEXTS[city.id]),
    })),
  );
  const sites = SEED_SITES.map((site, index) => ({
    ...located(site),
    banner: siteBanner(site.id),
    pics: [siteBanner(site.id), `/static/tour/site-${site.id}-b.svg`],
    translations: siteTranslations(site.id, site.openHours),
    seq: index + 1,
  }));
  await seedTranslated(db, tourSites, sites);
  const places = SEED_PLACES.map((place, index) => ({
    ...located(place),
    banner: placeBanner(place.id),
    translations: nameAndDescription(PLACE_TEXTS[place.id]),
    seq: index + 1,
  }));
  await seedTranslated(db, tourPlaces, places);

  const figures = routeFigures(new WalkingGraph(network.nodes, network.edges));
  await seedTranslated(
    db,
    tourRoutes,
    SEED_ROUTES.map(({ walk: _walk, stops: _stops, ...route }, index) => ({
      ...route,
      banner: routeBanner(route.id),
      translations: nameAndDescription(ROUTE_TEXTS[route.id]),
      distance: figures[index]!.distance,
      duration: figures[index]!.duration,
      seq: index + 1,
    })),
  );
  const stops = SEED_ROUTES.flatMap((route) =>
    route.stops.map((stop, index) => {
      const note = ('note' in stop ? stop.note : undefined) ?? null;
      return {
        routeId: route.id,
        seq: index + 1,
        placeId: stop.placeId,
        stayMinutes: stop.stayMinutes,
        note,
        translations: stopNote(note),
      };
    }),
  );
  await insertMissing(db, tourRouteStops, stops);
  await fillTranslations(db, tourRouteStops, stops, (stop) =>
    and(eq(tourRouteStops.routeId, stop.routeId), eq(tourRouteStops.seq, stop.seq)),
  );

  await seedTranslated(
    db,
    tourAttractions,
    SEED_ATTRACTIONS.map((attraction) => ({
      ...located(attraction),
      translations: nameAndDescription(ATTRACTION_TEXTS[attraction.id - 1]),
      icon: attractionIcon(attraction.type),
      img: attractionImage(attraction.id),
      tags: tagsForType(attraction.type),
      pics: [attractionImage(attraction.id)],
      createdAt: now,
    })),
  );

  for (const table of [
    'tour_cities',
    'tour_sites',
    'tour_places',
    'tour_routes',
    'tour_attractions',
  ])
    await syncSequence(db, table);
}
