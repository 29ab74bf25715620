import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  tourAttractions,
  tourPathEdges,
  tourPathNodes,
  tourPlaces,
} from '../../db/schema/index.js';
// The client's decoder (not re-exported by the package index).
import { decodeDirectionPolyline } from '../../../../packages/api-client/src/geo.js';
import { failureOf } from '../../test/assertions.js';
import { useTestServer, type TestUser } from '../../test/harness.js';
import { BOUNDARY, DEFAULT_CENTRE, distanceMetres } from './geo.js';
import { tagsForType } from './attractionTypes.js';
import { SEED_ATTRACTIONS } from './scenicAreaSeed.js';

const server = useTestServer();
/** A visitor reading the tour as written (in Chinese, its original language). */
const original = () => server.clientFor(undefined, undefined, 'zh-Hans');
let member: TestUser;
beforeAll(async () => {
  member = await server.createUser();
});

const nearby = (lat: string, lng: string) =>
  original().call((c) =>
    c.GET('/tour/getPlaceByLocation/{lat},{lng}', { params: { path: { lat, lng } } }),
  );
const direction = (fromLatLng: string, toLatLng: string) =>
  original().call((c) =>
    c.GET('/tour/getDirection/{fromLatLng}/{toLatLng}/walk', {
      params: { path: { fromLatLng, toLatLng } },
    }),
  );

describe('tour content', () => {
  it('lists the cities and reads a city with its sites and routes in order', async () => {
    const cities = await original().call((c) => c.GET('/tour/getCities/'));
    expect(cities.map((city) => city.name)).toEqual(['鄂尔多斯', '呼和浩特']);
    const city = await original().call((c) =>
      c.GET('/tour/getCityById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(city.sites.map((site) => site.name)).toEqual([
      '草原文化景区',
      '成吉思汗陵',
      '鄂尔多斯博物馆',
    ]);
    expect(city.routes.map((route) => route.id)).toEqual([1, 2, 3]);
    expect(city.routes[0]!.distance).toBeGreaterThan(1000);
  });

  it('reads a site with its places, a route with ordered stops and a place', async () => {
    const site = await original().call((c) =>
      c.GET('/tour/getSiteById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(site.places).toHaveLength(10);
    expect(site.openHours).toContain('9:30-20:00');
    const route = await original().call((c) =>
      c.GET('/tour/getRouteById/{id}', { params: { path: { id: 1 } } }),
    );
    expect(route.stops.map((stop) => stop.seq)).toEqual([1, 2, 3, 4]);
    expect(route.stops.map((stop) => stop.place.name)).toEqual([
      '游客中心',
      '马术场',
      '那达慕广场',
      '观景台',
    ]);
    expect(route.stops[3]!.note).toBe('日落前一小时光线最好。');
    expect(route.stops[1]).not.toHaveProperty('note');
    // The duration counts the walking time and every stay.
    expect(route.duration).toBeGreaterThan(20 + 40 + 60 + 40);
    const place = await original().call((c) =>
      c.GET('/tour/getPlaceById/{id}', { params: { path: { id: 2 } } }),
    );
    expect(place).toMatchObject({ name: '观景台', latitude: 39.8201, longitude: 108.6352 });
  });

  it.each([
    ['/tour/getCityById/{id}', 99],
    ['/tour/getSiteById/{id}', 99],
    ['/tour/getRouteById/{id}', 99],
    ['/tour/getPlaceById/{id}', 999],
    ['/tour/getAttractionById/{id}', 99999],
  ] as const)('answers 404 for %s with an unknown id', async (path, id) => {
    const error = await failureOf(
      original().call((c) => c.GET(path, { params: { path: { id } } }) as never),
    );
    expect(error.status).toBe(404);
  });
});

describe('GET /tour/getAttractions/', () => {
  it('returns the 45 seeded attractions inside the boundary with icons and ticket tags', async () => {
    const all = await original().call((c) => c.GET('/tour/getAttractions/'));
    const seeded = all.filter((attraction) => attraction.id <= 45);
    expect(seeded).toHaveLength(45);
    for (const attraction of seeded) {
      const [lat, lng] = attraction.latlng.split(',').map(Number) as [number, number];
      expect(lat).toBeGreaterThanOrEqual(BOUNDARY.south);
      expect(lat).toBeLessThanOrEqual(BOUNDARY.north);
      expect(lng).toBeGreaterThanOrEqual(BOUNDARY.west);
      expect(lng).toBeLessThanOrEqual(BOUNDARY.east);
      expect(attraction.icon).toBe(`/static/tour/icons/${attraction.type}.svg`);
      expect(attraction.tags).toEqual(tagsForType(attraction.type));
    }
    expect(new Set(seeded.map((attraction) => attraction.type)).size).toBe(9);
    expect(seeded[0]).toMatchObject({ id: 1, name: '草原骑马', latlng: '39.815102,108.622537' });
  });

  it('filters by any of several types, by any of several tags, and by both', async () => {
    const get = (query: { type?: string[]; tag?: string[] }) =>
      original().call((c) => c.GET('/tour/getAttractions/', { params: { query: query as never } }));
    const playOrShow = await get({ type: ['play', 'show'] });
    expect(playOrShow.length).toBe(
      SEED_ATTRACTIONS.filter((a) => a.type === 'play' || a.type === 'show').length,
    );
    expect(playOrShow.every((a) => a.type === 'play' || a.type === 'show')).toBe(true);
    const ticketA = await get({ tag: ['ticketA'] });
    expect(ticketA.every((a) => a.tags.includes('ticketA'))).toBe(true);
    expect(ticketA.map((a) => a.type).sort()).toEqual(
      SEED_ATTRACTIONS.filter((a) => a.type === 'gallery' || a.type === 'misc')
        .map((a) => a.type)
        .sort(),
    );
    const both = await get({ type: ['play', 'gallery'], tag: ['ticketB'] });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((a) => a.type === 'gallery')).toBe(true);
  });

  it('rejects an unknown type with 400', async () => {
    const error = await failureOf(
      original().call((c) =>
        c.GET('/tour/getAttractions/', { params: { query: { type: ['zoo' as never] } } }),
      ),
    );
    expect(error.status).toBe(400);
  });

  it('reads an attraction with its description and pictures', async () => {
    const attraction = await original().call((c) =>
      c.GET('/tour/getAttractionById/{id}', { params: { path: { id: 2 } } }),
    );
    expect(attraction).toMatchObject({
      name: '马背实景演出',
      type: 'show',
      tags: ['ticketB', 'ticketD'],
    });
    expect(attraction.pics).toEqual(['/static/tour/attraction-2.svg']);
    expect(attraction.description).not.toBe('');
  });
});

describe('GET /tour/getPlaceByLocation/{lat},{lng}', () => {
  it('returns the places within 10 km, nearest first, with their distance', async () => {
    const places = await nearby('39.812556', '108.628734');
    expect(places[0]).toMatchObject({ id: 1, name: '游客中心' });
    expect(places.length).toBe(10);
    const distances = places.map((place) => place.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of places) {
      const expected = distanceMetres(DEFAULT_CENTRE, {
        lat: place.latitude,
        lng: place.longitude,
      });
      expect(Math.abs(place.distance - expected)).toBeLessThanOrEqual(1);
      expect(place.distance).toBeLessThanOrEqual(10_000);
    }
  });

  it('reads the database: a place moved 20 km away is no longer near', async () => {
    const db = server.database.db;
    const [original] = await db.select().from(tourPlaces).where(eq(tourPlaces.id, 9));
    await db.update(tourPlaces).set({ latitude: 40, longitude: 108.7 }).where(eq(tourPlaces.id, 9));
    const places = await nearby('39.812556', '108.628734');
    expect(places.map((place) => place.id)).not.toContain(9);
    await db
      .update(tourPlaces)
      .set({ latitude: original!.latitude, longitude: original!.longitude })
      .where(eq(tourPlaces.id, 9));
    expect((await nearby('39.812556', '108.628734')).map((place) => place.id)).toContain(9);
  });

  it('keeps at most 20 places', async () => {
    await server.database.db.insert(tourPlaces).values(
      Array.from({ length: 25 }, (_, i) => ({
        name: `测试点${i}`,
        latitude: 30.5 + i * 0.0001,
        longitude: 100.5,
        banner: '/static/tour/place-1.svg',
      })),
    );
    const places = await nearby('30.5', '100.5');
    expect(places).toHaveLength(20);
    expect(places[0]!.name).toBe('测试点0');
  });

  it('answers an empty list far from every place', async () => {
    expect(await nearby('-33.86', '151.2')).toEqual([]);
  });

  it.each([
    ['91', '108.6'],
    ['39.8', '181'],
    ['39.81255612345', '108.6'],
    ['abc', '108.6'],
  ])('rejects %s,%s with 400', async (lat, lng) => {
    const error = await failureOf(nearby(lat, lng));
    expect(error.status).toBe(400);
  });
});

describe('GET /tour/getDirection/{from}/{to}/walk', () => {
  let edges: Set<string>;
  let nodes: Map<string, { lat: number; lng: number }>;
  const key = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;
  beforeAll(async () => {
    const nodeRows = await server.database.db.select().from(tourPathNodes);
    const byId = new Map(nodeRows.map((node) => [node.id, node]));
    nodes = new Map(
      nodeRows.map((node) => [
        key(node.latitude, node.longitude),
        { lat: node.latitude, lng: node.longitude },
      ]),
    );
    edges = new Set();
    for (const edge of await server.database.db.select().from(tourPathEdges)) {
      const a = byId.get(edge.fromNode)!;
      const b = byId.get(edge.toNode)!;
      edges.add(`${key(a.latitude, a.longitude)}|${key(b.latitude, b.longitude)}`);
      edges.add(`${key(b.latitude, b.longitude)}|${key(a.latitude, a.longitude)}`);
    }
  });

  const isEdge = (a: [number, number], b: [number, number]) =>
    edges.has(`${key(a[0], a[1])}|${key(b[0], b[1])}`);
  const at = ([lat, lng]: [number, number]) => ({ lat, lng });
  const lengthOf = (points: [number, number][]) =>
    points.reduce(
      (total, point, i) => (i === 0 ? 0 : total + distanceMetres(at(points[i - 1]!), at(point))),
      0,
    );

  /** The projection of a point onto the nearest network segment, computed here on its own. */
  const projection = (point: { lat: number; lng: number }) => {
    const cos = Math.cos((point.lat * Math.PI) / 180);
    let best = { lat: 0, lng: 0 };
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const pair of edges) {
      const [a, b] = pair.split('|').map((text) => at(text.split(',').map(Number) as never));
      const ax = (a!.lng - point.lng) * cos;
      const ay = a!.lat - point.lat;
      const dx = (b!.lng - a!.lng) * cos;
      const dy = b!.lat - a!.lat;
      const t = Math.min(1, Math.max(0, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
      const candidate = {
        lat: a!.lat + t * (b!.lat - a!.lat),
        lng: a!.lng + t * (b!.lng - a!.lng),
      };
      const d = distanceMetres(point, candidate);
      if (d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
    return best;
  };

  it('walks along seeded path edges from a start on a node of the network', async () => {
    const from = SEED_ATTRACTIONS.find((a) => a.name === '湖上皮划艇')!.point;
    const to = SEED_ATTRACTIONS[0]!.point;
    expect(nodes.has(key(from.lat, from.lng))).toBe(true);
    const { routes } = await direction(`${from.lat},${from.lng}`, `${to.lat},${to.lng}`);
    const points = decodeDirectionPolyline(routes[0]!.polyline);
    expect(points.length).toBeGreaterThan(10);
    // Attractions are nodes of the network: the walk starts and ends exactly there.
    expect(points[0]).toEqual([from.lat, from.lng]);
    expect(points.at(-1)).toEqual([to.lat, to.lng]);
    for (let i = 1; i < points.length; i += 1) {
      expect(isEdge(points[i - 1]!, points[i]!), `edge ${i}`).toBe(true);
    }
    expect(Math.abs(routes[0]!.distance - lengthOf(points))).toBeLessThan(2);
    // Walking at 1.2 m/s.
    expect(routes[0]!.duration).toBe(Math.round(routes[0]!.distance / 1.2));
    // A real path: longer than the straight line, but not absurdly.
    const straight = distanceMetres(from, to);
    expect(routes[0]!.distance).toBeGreaterThan(straight);
    expect(routes[0]!.distance).toBeLessThan(straight * 2);
  });

  it('begins exactly at the asked start and ends at the destination, legs to and from the network included', async () => {
    const from = { lat: 39.809, lng: 108.61 };
    const to = { lat: 39.825, lng: 108.645 };
    const attraction = SEED_ATTRACTIONS.find((a) => a.name === '湖上皮划艇')!.point;
    for (const destination of [attraction, to]) {
      const { routes } = await direction(
        `${from.lat},${from.lng}`,
        `${destination.lat},${destination.lng}`,
      );
      const points = decodeDirectionPolyline(routes[0]!.polyline);
      expect(points[0]).toEqual([from.lat, from.lng]);
      expect(points.at(-1)).toEqual([destination.lat, destination.lng]);
      // The walk joins the network at the point of it nearest to the start.
      const entry = projection(from);
      expect(distanceMetres(at(points[1]!), entry)).toBeLessThan(3);
      const onEdge = [...edges].some((pair) => {
        const [a, b] = pair.split('|').map((text) => at(text.split(',').map(Number) as never));
        return (
          distanceMetres(a!, at(points[1]!)) +
            distanceMetres(at(points[1]!), b!) -
            distanceMetres(a!, b!) <
          0.5
        );
      });
      expect(onEdge).toBe(true);
      // Whole edges in between.
      for (let i = 3; i < points.length - 2; i += 1) {
        expect(isEdge(points[i - 1]!, points[i]!), `edge ${i}`).toBe(true);
      }
      // The distance counts the legs: it matches the drawn line, first leg included.
      const leg = distanceMetres(from, entry);
      expect(leg).toBeGreaterThan(20);
      expect(Math.abs(routes[0]!.distance - lengthOf(points))).toBeLessThan(2);
      expect(routes[0]!.distance).toBeGreaterThan(leg + distanceMetres(entry, destination));
    }
  });

  it('encodes later values as integer millionths relative to two positions earlier', async () => {
    const { routes } = await direction('39.812556,108.628734', '39.814396,108.628184');
    const polyline = routes[0]!.polyline;
    expect(polyline.length % 2).toBe(0);
    expect(polyline.slice(2).every((value) => Number.isInteger(value))).toBe(true);
    const [firstLat, firstLng] = polyline as [number, number];
    expect(Math.abs(firstLat - 39.812556)).toBeLessThan(0.001);
    expect(Math.abs(firstLng - 108.628734)).toBeLessThan(0.001);
  });

  it.each([
    ['for a walk that starts and ends at the same node', 39.815102, 108.622537],
    ['and no distance for the same start and end off the network', 39.809, 108.61],
  ])('answers two points %s', async (_case, lat, lng) => {
    const { routes } = await direction(`${lat},${lng}`, `${lat},${lng}`);
    expect(decodeDirectionPolyline(routes[0]!.polyline)).toEqual([
      [lat, lng],
      [lat, lng],
    ]);
    expect(routes[0]!.distance).toBe(0);
  });

  it('answers 422 with a clear message for a point outside the scenic area', async () => {
    const error = await failureOf(direction('39.9,108.628734', '39.814396,108.628184'));
    expect(error.status).toBe(422);
    expect(error.payload.message).toBe('39.9,108.628734 不在景区范围内');
  });

  it('rejects a point that is not lat,lng with 400', async () => {
    const error = await failureOf(direction('39.8', '39.814396,108.628184'));
    expect(error.status).toBe(400);
  });
});

describe('POST /tour/addAttraction', () => {
  const add = (client: TestUser['client'], body: Record<string, unknown>) =>
    client.call((c) => c.POST('/tour/addAttraction', { body: body as never }));

  it('adds a point that appears on the map at once', async () => {
    const added = await add(member.client, {
      latlng: '39.812556,108.628734',
      name: '  新开冷饮店 ',
      type: 'store',
      pics: ['/uploads/citylife/attraction/1/shop.jpg'],
    });
    expect(added).toMatchObject({
      name: '新开冷饮店',
      type: 'store',
      icon: '/static/tour/icons/store.svg',
      img: '/uploads/citylife/attraction/1/shop.jpg',
      latlng: '39.812556,108.628734',
      tags: [],
      description: '',
    });
    const stores = await original().call((c) =>
      c.GET('/tour/getAttractions/', { params: { query: { type: ['store'] } } }),
    );
    expect(stores.map((a) => a.id)).toContain(added.id);
    const [row] = await server.database.db
      .select()
      .from(tourAttractions)
      .where(eq(tourAttractions.id, added.id));
    expect(row!.createdBy).toBe(member.id);
  });

  it("uses the type's default image without pictures", async () => {
    const added = await add(member.client, {
      latlng: '39.82,108.64',
      name: '观鸟点',
      type: 'misc',
      pics: [],
    });
    expect(added.img).toBe('/static/tour/types/misc.svg');
  });

  it('answers 401 when signed out', async () => {
    const error = await failureOf(
      add(server.client, { latlng: '39.812556,108.628734', name: 'x', type: 'misc', pics: [] }),
    );
    expect(error.status).toBe(401);
  });

  it('answers per-field messages for a point outside, a blank name and repeated pictures', async () => {
    const error = await failureOf(
      add(member.client, {
        latlng: '39.9,108.628734',
        name: '   ',
        type: 'misc',
        pics: ['/uploads/a.jpg', '/uploads/a.jpg'],
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      latlng: 'The point is outside the scenic area',
      name: 'Name required',
      pics: 'A picture is listed twice',
    });
    const notPictures = await failureOf(
      add(member.client, {
        latlng: '39.812556,108.628734',
        name: '文件',
        type: 'misc',
        pics: ['/uploads/report.pdf'],
      }),
    );
    expect(notPictures.fieldErrors).toEqual({ pics: 'Only pictures can be added' });
  });

  it('rejects an unknown type and an unknown field with 400', async () => {
    for (const body of [
      { latlng: '39.812556,108.628734', name: 'x', type: 'zoo', pics: [] },
      { latlng: '39.812556,108.628734', name: 'x', type: 'misc', pics: [], extra: 1 },
    ]) {
      const error = await failureOf(add(member.client, body));
      expect(error.status).toBe(400);
    }
  });

  it('answers 429 after 20 points from one user in a day', async () => {
    const busy = await server.createUser();
    for (let i = 0; i < 20; i += 1) {
      await add(busy.client, { latlng: '39.81,108.62', name: `点${i}`, type: 'misc', pics: [] });
    }
    const error = await failureOf(
      add(busy.client, { latlng: '39.81,108.62', name: '再来一个', type: 'misc', pics: [] }),
    );
    expect(error.status).toBe(429);
  });
});
