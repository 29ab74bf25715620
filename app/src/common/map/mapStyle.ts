import type { Map as MapLibreMap } from 'maplibre-gl';
import { BOUNDARY, HEAT, mapLibreZoom, TILE_LAYER, TILE_OPACITY } from './constants';

/** The heat layer's points, each with its visitor count and weight (0 to 1). */
export interface HeatFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: { id: number; count: number; weight: number };
    geometry: { type: 'Point'; coordinates: [number, number] };
  }[];
}

export type StyleSpecification = ReturnType<MapLibreMap['getStyle']>;
type SourceSpecification = StyleSpecification['sources'][string];
type LayerSpecification = StyleSpecification['layers'][number];

/** Ids of the sources and layers the app adds to a base style. */
export const LAYER = { tiles: 'tiles', heat: 'heat', route: 'route' } as const;

/** The image tiles' URL template; `{x}_{y}` is the static host's file name. */
const TILE_PATH = '/tiles/{z}/{x}_{y}.png';

/**
 * A URL of the style made absolute against `origin` (maplibre fetches only absolute
 * URLs). Absolute URLs stay as they are; template braces are kept as written.
 */
export function absoluteUrl(url: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `${new URL(origin).protocol}${url}`;
  return `${origin.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

function withAbsoluteUrls(source: SourceSpecification, origin: string): SourceSpecification {
  const copy = { ...source } as SourceSpecification & { tiles?: string[]; url?: string };
  if (Array.isArray(copy.tiles)) copy.tiles = copy.tiles.map((tile) => absoluteUrl(tile, origin));
  if (typeof copy.url === 'string') copy.url = absoluteUrl(copy.url, origin);
  return copy;
}

export interface StyleOverlays {
  /** The origin the style's paths and the image tiles are read from. */
  origin: string;
  /** Debugging lowers the image tiles' opacity so the base map shows through. */
  debugging: boolean;
  /** The heat layer's points; no heat layer without them. */
  heat?: HeatFeatureCollection | undefined;
  /** A walking route, `[lat, lng]` points; no route layer without one. */
  route?: readonly [number, number][] | undefined;
}

/** The raster paint properties a base style may set on the image tiles (all numbers). */
const IMAGE_TILE_PAINT = [
  'raster-brightness-min',
  'raster-brightness-max',
  'raster-saturation',
  'raster-contrast',
  'raster-hue-rotate',
] as const;

/**
 * How the base style shows the image tiles (its `citylife:imageTiles` metadata): the raster
 * paint properties it sets, numbers only; anything else is left out.
 */
export function imageTilePaint(base: StyleSpecification): Record<string, number> {
  const metadata = base.metadata as
    { 'citylife:imageTiles'?: { paint?: Record<string, unknown> } } | undefined;
  const paint = metadata?.['citylife:imageTiles']?.paint ?? {};
  return Object.fromEntries(
    IMAGE_TILE_PAINT.flatMap((property) => {
      const value = paint[property];
      return typeof value === 'number' && Number.isFinite(value) ? [[property, value]] : [];
    }),
  );
}

/** The image tiles' extent, `[west, south, east, north]`: no tile is asked for outside it. */
export function imageTileBounds(): [number, number, number, number] {
  const { southWest, northEast } = BOUNDARY;
  return [southWest.longitude, southWest.latitude, northEast.longitude, northEast.latitude];
}

/**
 * The map's whole style: the server's base style with absolute URLs, the image tiles over
 * its ground (under its labels, shown as the style says), then the heat layer and the
 * walking route when there are any.
 */
export function composeStyle(
  base: StyleSpecification,
  overlays: StyleOverlays,
): StyleSpecification {
  const { origin } = overlays;
  const sources: StyleSpecification['sources'] = Object.fromEntries(
    Object.entries(base.sources).map(([id, source]) => [id, withAbsoluteUrls(source, origin)]),
  );
  const layers: LayerSpecification[] = [...base.layers];

  sources[LAYER.tiles] = {
    type: 'raster',
    tiles: [absoluteUrl(TILE_PATH, origin)],
    tileSize: TILE_LAYER.tileSize,
    bounds: imageTileBounds(),
    minzoom: TILE_LAYER.minzoom,
    maxzoom: TILE_LAYER.maxzoom,
  };
  // Labels stay readable: the tiles go under the first text layer.
  const firstLabel = layers.findIndex((layer) => layer.type === 'symbol');
  layers.splice(firstLabel === -1 ? layers.length : firstLabel, 0, {
    id: LAYER.tiles,
    type: 'raster',
    source: LAYER.tiles,
    minzoom: mapLibreZoom(TILE_LAYER.minzoom),
    paint: {
      ...imageTilePaint(base),
      'raster-opacity': overlays.debugging ? TILE_OPACITY.debugging : TILE_OPACITY.normal,
    },
  });

  if (overlays.heat) {
    sources[LAYER.heat] = { type: 'geojson', data: overlays.heat };
    layers.push({
      id: LAYER.heat,
      type: 'heatmap',
      source: LAYER.heat,
      paint: {
        'heatmap-weight': ['get', 'weight'],
        'heatmap-radius': HEAT.radius,
        // Strong enough for each spot's colour to show in the ring around its marker.
        'heatmap-intensity': 8,
        'heatmap-opacity': 0.8,
      },
    });
  }

  if (overlays.route && overlays.route.length > 1) {
    sources[LAYER.route] = {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: overlays.route.map(([lat, lng]) => [lng, lat]),
        },
      },
    };
    layers.push({
      id: LAYER.route,
      type: 'line',
      source: LAYER.route,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': '#1a73e8', 'line-width': 5, 'line-opacity': 0.85 },
    });
  }

  return {
    ...base,
    ...(typeof base.glyphs === 'string' ? { glyphs: absoluteUrl(base.glyphs, origin) } : {}),
    ...(typeof base.sprite === 'string' ? { sprite: absoluteUrl(base.sprite, origin) } : {}),
    ...(Array.isArray(base.sprite)
      ? {
          sprite: base.sprite.map((sprite) => ({
            ...sprite,
            url: absoluteUrl(sprite.url, origin),
          })),
        }
      : {}),
    sources,
    layers,
  };
}

/** The south-west and north-east corners of a route, `[[west, south], [east, north]]`. */
export function routeBounds(
  route: readonly [number, number][],
): [[number, number], [number, number]] | undefined {
  if (route.length === 0) return undefined;
  const lats = route.map(([lat]) => lat);
  const lngs = route.map(([, lng]) => lng);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
