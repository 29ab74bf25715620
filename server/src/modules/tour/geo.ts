/** Geometry helpers shared by the tour and map modules (WGS 84, Web Mercator tiles). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** The scenic-area boundary, south-west 39.805866,108.603358 to north-east 39.826836,108.650262 (edges included). */
export const BOUNDARY = {
  south: 39.805866,
  west: 108.603358,
  north: 39.826836,
  east: 108.650262,
} as const;

/** The scenic area's default centre, 39.812556,108.628734. */
export const DEFAULT_CENTRE: LatLng = { lat: 39.812556, lng: 108.628734 };

const EARTH_RADIUS = 6371008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres per degree of latitude and of longitude around the scenic area. */
export const METRES_PER_DEGREE_LAT = 111_000;
export const METRES_PER_DEGREE_LNG = 111_320 * Math.cos(rad((BOUNDARY.south + BOUNDARY.north) / 2));

/** Great-circle distance in metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function insideBoundary(point: LatLng): boolean {
  return (
    point.lat >= BOUNDARY.south &&
    point.lat <= BOUNDARY.north &&
    point.lng >= BOUNDARY.west &&
    point.lng <= BOUNDARY.east
  );
}

/** Parses `lat,lng` (already checked against the contract's pattern). */
export function parseLatLng(text: string): LatLng {
  const [lat, lng] = text.split(',').map(Number);
  return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
}

/** `lat,lng` with six decimals, as attractions carry it. */
export function formatLatLng(point: LatLng): string {
  return `${round6(point.lat)},${round6(point.lng)}`;
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A local point in metres east (x) and north (y) of the boundary's south-west corner. */
export function fromLocal(x: number, y: number): LatLng {
  return {
    lat: round6(BOUNDARY.south + y / METRES_PER_DEGREE_LAT),
    lng: round6(BOUNDARY.west + x / METRES_PER_DEGREE_LNG),
  };
}

export function toLocal(point: LatLng): { x: number; y: number } {
  return {
    x: (point.lng - BOUNDARY.west) * METRES_PER_DEGREE_LNG,
    y: (point.lat - BOUNDARY.south) * METRES_PER_DEGREE_LAT,
  };
}

// Web Mercator (XYZ tiles) ----------------------------------------------------------------

/** World pixel coordinates of a point at zoom `z` with 256-pixel tiles. */
export function worldPixel(point: LatLng, z: number): { x: number; y: number } {
  const size = 256 * 2 ** z;
  const sin = Math.sin(rad(point.lat));
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The tile column and row ranges covering the scenic-area boundary at zoom `z`. */
export function boundaryTileRange(z: number) {
  const nw = worldPixel({ lat: BOUNDARY.north, lng: BOUNDARY.west }, z);
  const se = worldPixel({ lat: BOUNDARY.south, lng: BOUNDARY.east }, z);
  return {
    minX: Math.floor(nw.x / 256),
    maxX: Math.floor(se.x / 256),
    minY: Math.floor(nw.y / 256),
    maxY: Math.floor(se.y / 256),
  };
}

/** Whether tile z/x/y overlaps the boundary box. */
export function tileCoversBoundary(z: number, x: number, y: number): boolean {
  const range = boundaryTileRange(z);
  return x >= range.minX && x <= range.maxX && y >= range.minY && y <= range.maxY;
}

/** Ray-casting point-in-polygon test on a GeoJSON ring of [lng, lat] positions. */
export function insideRing(point: LatLng, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    const crosses =
      yi > point.lat !== yj > point.lat &&
      point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}
