import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOUNDARY,
  boundaryBounds,
  HEAT,
  MAP_LOAD_TIMEOUT_MS,
  mapLibreZoom,
  TILE_OPACITY,
} from '../../common/map/constants';
import {
  attractionQuery,
  DEFAULT_FILTER,
  filterKey,
  toggleTag,
  searchAttractions,
  SEARCH_LIMIT,
  toggleType,
  type Attraction,
} from './filters';
import { heatCount, heatData, heatWeight } from './heat';
import {
  absoluteUrl,
  composeStyle,
  imageTilePaint,
  LAYER,
  routeBounds,
  type StyleSpecification,
} from '../../common/map/mapStyle';
import { withTimeout } from '../../common/map/timeout';

const attraction = (id: number, latlng: string): Attraction => ({
  id,
  name: `A${id}`,
  type: 'play',
  icon: '/static/tour/icons/play.svg',
  img: '/static/tour/a.jpg',
  latlng,
  tags: [],
});

describe('map filters', () => {
  it('start on the rides and activities, with every ticket', () => {
    expect(attractionQuery(DEFAULT_FILTER)).toEqual({ type: ['play'] });
  });

  it('add and remove types and tags in the contract order', () => {
    let filter = toggleType(DEFAULT_FILTER, 'toilet', true);
    filter = toggleType(filter, 'hotel', true);
    filter = toggleTag(filter, 'ticketD', true);
    filter = toggleTag(filter, 'ticketB', true);
    expect(attractionQuery(filter)).toEqual({
      type: ['play', 'hotel', 'toilet'],
      tag: ['ticketB', 'ticketD'],
    });
    filter = toggleType(toggleTag(filter, 'ticketD', false), 'play', false);
    expect(attractionQuery(filter)).toEqual({ type: ['hotel', 'toilet'], tag: ['ticketB'] });
    expect(filterKey(filter)).toBe('hotel+toilet|ticketB');
  });

  it('search attractions by name as typed (names starting with the words first), or by type', () => {
    const named = (id: number, name: string, type: Attraction['type']): Attraction => ({
      ...attraction(id, '39.81,108.62'),
      name,
      type,
    });
    const all = [
      named(1, '游客中心', 'facility'),
      named(2, '中心广场', 'play'),
      named(3, '天鹅湖', 'play'),
      named(4, 'ＡＢＣ商店', 'store'),
      named(5, '公共厕所', 'toilet'),
    ];
    const label = (type: Attraction['type']) => ({ toilet: 'Toilets' })[type as 'toilet'] ?? type;
    const names = (words: string) => searchAttractions(all, words, label).map((a) => a.name);
    expect(names('中心')).toEqual(['中心广场', '游客中心']);
    expect(names(' 天鹅 ')).toEqual(['天鹅湖']);
    expect(names('abc')).toEqual(['ＡＢＣ商店']);
    expect(names('toil')).toEqual(['公共厕所']);
    expect(names('')).toEqual([]);
    expect(names('  ')).toEqual([]);
    expect(names('温泉')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => named(i, `景点${i}`, 'play'));
    expect(searchAttractions(many, '景点', label)).toHaveLength(SEARCH_LIMIT);
  });

  it('ask for nothing when no type is chosen (the server would return every attraction)', () => {
    const none = toggleTag(toggleType(DEFAULT_FILTER, 'play', false), 'ticketA', true);
    expect(attractionQuery(none)).toBeUndefined();
  });
});

describe('heat data', () => {
  it('gives each attraction the same count every time, within the heat range', () => {
    const counts = Array.from({ length: 200 }, (_, index) => heatCount(index + 1));
    expect(counts.map((_, index) => heatCount(index + 1))).toEqual(counts);
    for (const count of counts) {
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(HEAT.min);
      expect(count).toBeLessThanOrEqual(HEAT.max);
    }
    // "Random": spread over the range rather than one value.
    expect(new Set(counts).size).toBeGreaterThan(50);
    expect(Math.min(...counts)).toBeLessThan(40);
    expect(Math.max(...counts)).toBeGreaterThan(140);
  });

  it('weighs counts from 0 at the minimum to 1 at the maximum', () => {
    expect(heatWeight(HEAT.min)).toBe(0);
    expect(heatWeight(HEAT.max)).toBe(1);
    expect(heatWeight(90)).toBe(0.5);
    expect(heatWeight(500)).toBe(1);
  });

  it('places one point per attraction with a position, at [lng, lat]', () => {
    const data = heatData([attraction(1, '39.815102,108.622537'), attraction(2, 'nowhere')]);
    expect(data.features).toHaveLength(1);
    expect(data.features[0]).toEqual({
      type: 'Feature',
      properties: { id: 1, count: heatCount(1), weight: heatWeight(heatCount(1)) },
      geometry: { type: 'Point', coordinates: [108.622537, 39.815102] },
    });
  });
});

describe('map geometry', () => {
  it('bounds the map by the scenic area: [[west, south], [east, north]]', () => {
    expect(boundaryBounds()).toEqual([
      [108.603358, 39.805866],
      [108.650262, 39.826836],
    ]);
    expect(BOUNDARY.southWest.latitude).toBeLessThan(BOUNDARY.northEast.latitude);
  });

  it('frames a route by its corners', () => {
    expect(
      routeBounds([
        [39.81, 108.63],
        [39.82, 108.62],
        [39.815, 108.64],
      ]),
    ).toEqual([
      [108.62, 39.81],
      [108.64, 39.82],
    ]);
    expect(routeBounds([])).toBeUndefined();
  });

  it('shows product zoom levels (256-pixel tiles) one level lower on maplibre', () => {
    expect(mapLibreZoom(16)).toBe(15);
  });
});

describe('map style', () => {
  const base = {
    version: 8,
    name: 'style1',
    glyphs: '/map/fonts/{fontstack}/{range}.pbf',
    sources: { base: { type: 'vector', tiles: ['/map/tiles/{z}/{x}/{y}.pbf'], maxzoom: 14 } },
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#fff' } }],
  } as StyleSpecification;
  const origin = 'http://127.0.0.1:8080';

  it('makes paths absolute and keeps template braces and absolute URLs', () => {
    expect(absoluteUrl('/tiles/{z}/{x}_{y}.png', origin)).toBe(
      'http://127.0.0.1:8080/tiles/{z}/{x}_{y}.png',
    );
    expect(absoluteUrl('https://other.example/a.png', origin)).toBe('https://other.example/a.png');
    expect(absoluteUrl('//cdn.example/a.png', origin)).toBe('http://cdn.example/a.png');
  });

  it('lays the image tiles over the base map, half transparent with debugging on', () => {
    const style = composeStyle(base, { origin, debugging: false });
    expect(style.glyphs).toBe('http://127.0.0.1:8080/map/fonts/{fontstack}/{range}.pbf');
    expect(style.sources.base).toMatchObject({
      tiles: ['http://127.0.0.1:8080/map/tiles/{z}/{x}/{y}.pbf'],
    });
    expect(style.sources[LAYER.tiles]).toEqual({
      type: 'raster',
      tiles: ['http://127.0.0.1:8080/tiles/{z}/{x}_{y}.png'],
      tileSize: 256,
      bounds: [108.603358, 39.805866, 108.650262, 39.826836],
      minzoom: 12,
      maxzoom: 18,
    });
    expect(style.layers.map((layer) => layer.id)).toEqual(['background', LAYER.tiles]);
    expect(style.layers[1]).toMatchObject({ paint: { 'raster-opacity': TILE_OPACITY.normal } });
    const debugging = composeStyle(base, { origin, debugging: true });
    expect(debugging.layers[1]).toMatchObject({ paint: { 'raster-opacity': 0.5 } });
    // The server's document is left as it was.
    expect(base.sources.base).toMatchObject({ tiles: ['/map/tiles/{z}/{x}/{y}.pbf'] });
  });

  it('puts the image tiles under the labels, shown as the style says (numbers only)', () => {
    const night = {
      ...base,
      metadata: {
        'citylife:imageTiles': {
          paint: {
            'raster-brightness-max': 0.4,
            'raster-saturation': -0.5,
            'raster-opacity': 0.1,
            'raster-contrast': 'high',
          },
        },
      },
      layers: [
        ...base.layers,
        { id: 'water', type: 'fill', source: 'base', 'source-layer': 'water', paint: {} },
        { id: 'zone-label', type: 'symbol', source: 'base', 'source-layer': 'label' },
        { id: 'poi-label', type: 'symbol', source: 'base', 'source-layer': 'label' },
      ],
    } as StyleSpecification;
    expect(imageTilePaint(night)).toEqual({
      'raster-brightness-max': 0.4,
      'raster-saturation': -0.5,
    });
    const style = composeStyle(night, { origin, debugging: true });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'background',
      'water',
      LAYER.tiles,
      'zone-label',
      'poi-label',
    ]);
    // The style's own look, and debugging's opacity over whatever the style says.
    expect(style.layers[2]).toMatchObject({
      paint: { 'raster-brightness-max': 0.4, 'raster-saturation': -0.5, 'raster-opacity': 0.5 },
    });
    expect(imageTilePaint(base)).toEqual({});
  });

  it('adds the heat layer and the route only when there are any', () => {
    const heat = heatData([attraction(1, '39.81,108.62')]);
    const style = composeStyle(base, {
      origin,
      debugging: false,
      heat,
      route: [
        [39.81, 108.62],
        [39.82, 108.63],
      ],
    });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'background',
      LAYER.tiles,
      LAYER.heat,
      LAYER.route,
    ]);
    expect(style.layers[2]).toMatchObject({
      type: 'heatmap',
      paint: { 'heatmap-radius': HEAT.radius, 'heatmap-weight': ['get', 'weight'] },
    });
    expect(style.sources[LAYER.route]).toMatchObject({
      data: {
        geometry: {
          type: 'LineString',
          coordinates: [
            [108.62, 39.81],
            [108.63, 39.82],
          ],
        },
      },
    });
    expect(
      composeStyle(base, { origin, debugging: false, route: [[39.81, 108.62]] }).layers,
    ).toHaveLength(2);
  });
});

describe('load time limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on the map after 15000 ms, not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<void>(() => {});
    const outcome = withTimeout(never, MAP_LOAD_TIMEOUT_MS).then(
      () => 'loaded',
      () => 'timed out',
    );
    await vi.advanceTimersByTimeAsync(MAP_LOAD_TIMEOUT_MS - 1);
    let settled: string | undefined;
    void outcome.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timed out');
    expect(MAP_LOAD_TIMEOUT_MS).toBe(15_000);
  });

  it('passes on an answer or a failure in time', async () => {
    await expect(withTimeout(Promise.resolve(3), 10)).resolves.toBe(3);
    await expect(withTimeout(Promise.reject(new Error('style 503')), 10)).rejects.toThrow(
      'style 503',
    );
  });
});
