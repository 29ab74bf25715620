// The scenic-area map's fixed numbers: view, tile layer, boundary, heat layer, time limits.

import type { LatLng } from '../latLng';

/** The scenic area's centre: the map's default view and the fixed fake location. */
export const DEFAULT_CENTRE: LatLng = { latitude: 39.812556, longitude: 108.628734 };
/** Zoom levels of the product's maps (256-pixel tiles): default view and the closest. */
export const DEFAULT_ZOOM = 16;
export const MAX_ZOOM = 18;

/**
 * A product zoom level (256-pixel tiles, as in map links) on maplibre's scale, which counts
 * 512-pixel tiles: the same ground size is one level lower.
 */
export function mapLibreZoom(zoom: number): number {
  return zoom - 1;
}

/** The image tiles laid over the vector base map; zooms are the tiles' own levels. */
export const TILE_LAYER = { minzoom: 12, maxzoom: 18, tileSize: 256 } as const;
/** Opacity of the image tiles: full, or half with debugging on to see the base map under them. */
export const TILE_OPACITY = { normal: 1, debugging: 0.5 } as const;

/** The scenic area's boundary: with the boundary on, the map cannot be moved past it. */
export const BOUNDARY = {
  southWest: { latitude: 39.805866, longitude: 108.603358 },
  northEast: { latitude: 39.826836, longitude: 108.650262 },
} as const;

/**
 * The hotspot heat layer: a visitor count between `min` and `max` per attraction, each
 * spreading `radius` pixels. `height` is the peak height of a 3-D heat surface; maplibre
 * draws heat flat, so the map's layer does not use it.
 */
export const HEAT = { max: 180, min: 0, height: 40, radius: 30 } as const;

/** How long the style and the first drawing of the map (and the geocoder) may take. */
export const MAP_LOAD_TIMEOUT_MS = 15_000;

export const MAP_STYLES = ['style1', 'style2', 'style3'] as const;
export type MapStyleName = (typeof MAP_STYLES)[number];
export const DEFAULT_STYLE: MapStyleName = 'style1';

/** `[lng, lat]`, the order maplibre takes points in. */
export function lngLat({ latitude, longitude }: LatLng): [number, number] {
  return [longitude, latitude];
}

/** The boundary as maplibre bounds: `[[west, south], [east, north]]`. */
export function boundaryBounds(): [[number, number], [number, number]] {
  return [lngLat(BOUNDARY.southWest), lngLat(BOUNDARY.northEast)];
}
