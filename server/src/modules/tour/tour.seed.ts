import { insertInBatches, syncSequence } from '../../lib/seeding.js';
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
import { distanceMetres } from './geo.js';
import {
  SEED_ATTRACTIONS,
  SEED_CITIES,
  SEED_PLACES,
  SEED_ROUTES,
  SEED_SITES,
  attractionIcon,
  buildPathNetwork,
  tagsForType,
  walkingSeconds,
} from './scenicArea.js';
import { WalkingGraph } from './walkingGraph.js';

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

export async function seedTour(db: Db, now: Date): Promise<void> {
  const network = buildPathNetwork(SEED_ATTRACTIONS);
  await insertInBatches(network.nodes, 500, (batch) =>
    db
      .insert(tourPathNodes)
      .values(batch.map((node) => ({ id: node.id, latitude: node.lat, longitude: node.lng })))
      .onConflictDoNothing(),
  );
  await insertInBatches(network.edges, 500, (batch) =>
    db
      .insert(tourPathEdges)
      .values(
        batch.map((edge) => ({
          id: edge.id,
          fromNode: edge.from,
          toNode: edge.to,
          length: edge.length,
        })),
      )
      .onConflictDoNothing(),
  );

  await db
    .insert(tourCities)
    .values(SEED_CITIES.map((city) => ({ ...city, banner: cityBanner(city.id) })))
    .onConflictDoNothing();
  await db
    .insert(tourSites)
    .values(
      SEED_SITES.map((site, index) => ({
        id: site.id,
        cityId: site.cityId,
        name: site.name,
        description: site.description,
        banner: siteBanner(site.id),
        pics: [siteBanner(site.id), `/static/tour/site-${site.id}-b.svg`],
        latitude: site.point.lat,
        longitude: site.point.lng,
        address: site.address,
        openHours: site.openHours,
        seq: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(tourPlaces)
    .values(
      SEED_PLACES.map((place, index) => ({
        id: place.id,
        siteId: place.siteId,
        name: place.name,
        description: place.description,
        latitude: place.point.lat,
        longitude: place.point.lng,
        banner: placeBanner(place.id),
        seq: index + 1,
      })),
    )
    .onConflictDoNothing();

  const figures = routeFigures(new WalkingGraph(network.nodes, network.edges));
  await db
    .insert(tourRoutes)
    .values(
      SEED_ROUTES.map((route, index) => ({
        id: route.id,
        cityId: route.cityId,
        name: route.name,
        description: route.description,
        banner: routeBanner(route.id),
        distance: figures[index]!.distance,
        duration: figures[index]!.duration,
        seq: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(tourRouteStops)
    .values(
      SEED_ROUTES.flatMap((route) =>
        route.stops.map((stop, index) => ({
          routeId: route.id,
          seq: index + 1,
          placeId: stop.placeId,
          stayMinutes: stop.stayMinutes,
          note: 'note' in stop ? stop.note : null,
        })),
      ),
    )
    .onConflictDoNothing();

  await db
    .insert(tourAttractions)
    .values(
      SEED_ATTRACTIONS.map((attraction) => ({
        id: attraction.id,
        name: attraction.name,
        type: attraction.type,
        icon: attractionIcon(attraction.type),
        img: attractionImage(attraction.id),
        latitude: attraction.point.lat,
        longitude: attraction.point.lng,
        tags: tagsForType(attraction.type),
        description: attraction.description,
        pics: [attractionImage(attraction.id)],
        createdAt: now,
      })),
    )
    .onConflictDoNothing();

  for (const table of [
    'tour_cities',
    'tour_sites',
    'tour_places',
    'tour_routes',
    'tour_attractions',
  ])
    await syncSequence(db, table);
}
