import geojsonvt, { type GeoJsonVtIndex, type GeoJsonVtTile } from 'geojson-vt';
import vtpbf from 'vt-pbf';
import type { MapData } from './features.js';

/** Vector tiles are cut for zooms 0 to 14; the map overzooms beyond. */
export const VECTOR_MAX_ZOOM = 14;

/** The layers of the base map's vector tiles, in drawing order. */
export const VECTOR_LAYERS = [
  'landcover',
  'water',
  'waterway',
  'transportation',
  'building',
  'boundary',
  'label',
] as const;

/**
 * `[west, south, east, north]` of every feature the vector tiles carry: the vector source's
 * `bounds`, outside which the map asks for no tile. Rounded outwards to 6 decimals.
 */
export function vectorCoverage(data: MapData): [number, number, number, number] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (coordinates: unknown): void => {
    if (!Array.isArray(coordinates)) return;
    if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
      west = Math.min(west, coordinates[0]);
      east = Math.max(east, coordinates[0]);
      south = Math.min(south, coordinates[1]);
      north = Math.max(north, coordinates[1]);
      return;
    }
    for (const item of coordinates) visit(item);
  };
  for (const layer of VECTOR_LAYERS) {
    for (const feature of data.byLayer.get(layer) ?? []) visit(feature.geometry.coordinates);
  }
  if (west > east) throw new Error('The map has no vector data');
  const down = (value: number) => Math.floor(value * 1e6) / 1e6;
  const up = (value: number) => Math.ceil(value * 1e6) / 1e6;
  return [down(west), down(south), up(east), up(north)];
}

/**
 * Cuts the seed geometry into Mapbox Vector Tiles (version 2, extent 4096), one tile index
 * per layer, and keeps the encoded tiles it served (at most `cacheSize`).
 */
export class VectorTileSource {
  private readonly indexes = new Map<string, GeoJsonVtIndex>();
  private readonly cache = new Map<string, Uint8Array | null>();

  constructor(
    data: MapData,
    private readonly cacheSize = 2000,
  ) {
    for (const layer of VECTOR_LAYERS) {
      const features = (data.byLayer.get(layer) ?? []).map((feature) => ({
        type: 'Feature',
        id: feature.id,
        geometry: feature.geometry,
        properties: {
          class: feature.kind,
          ...(feature.name !== null && { name: feature.name }),
          // A label's other languages as `name:en` and `name:mn`, which the style reads.
          ...Object.fromEntries(
            Object.entries(feature.translations).flatMap(([locale, texts]) =>
              texts.name ? [[`name:${locale}`, texts.name]] : [],
            ),
          ),
          ...feature.properties,
        },
      }));
      this.indexes.set(
        layer,
        geojsonvt(
          { type: 'FeatureCollection', features },
          { maxZoom: VECTOR_MAX_ZOOM, indexMaxZoom: 6, tolerance: 3, extent: 4096, buffer: 64 },
        ),
      );
    }
  }

  /** The encoded tile, or null when no layer has data there. */
  tile(z: number, x: number, y: number): Uint8Array | null {
    const key = `${z}/${x}/${y}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const layers: Record<string, GeoJsonVtTile> = {};
    for (const [name, index] of this.indexes) {
      const tile = index.getTile(z, x, y);
      if (tile && tile.features.length) layers[name] = tile;
    }
    const encoded = Object.keys(layers).length
      ? vtpbf.fromGeojsonVt(layers, { version: 2, extent: 4096 })
      : null;
    if (this.cache.size >= this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, encoded);
    return encoded;
  }
}
