/** Mean Earth radius used by the AR SDK for distances. */
export const EARTH_RADIUS_METERS = 6371000;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle (haversine) distance between two points, in metres. */
export function distanceBetween(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from `a` to `b`, degrees clockwise from north in [0, 360). */
export function bearingBetween(a: LatLng, b: LatLng): number {
  const lat1 = toRadians(a.latitude);
  const lat2 = toRadians(b.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** The point `northing` metres north and `easting` metres east of `origin`. */
export function offsetLatLng(origin: LatLng, northing: number, easting: number): LatLng {
  const latitude = origin.latitude + toDegrees(northing / EARTH_RADIUS_METERS);
  const longitude =
    origin.longitude +
    toDegrees(easting / (EARTH_RADIUS_METERS * Math.cos(toRadians(origin.latitude))));
  return { latitude, longitude };
}

/** Distance including the height difference when both altitudes are known. */
export function distance3d(
  a: LatLng & { altitude?: number | undefined },
  b: LatLng & { altitude?: number | undefined },
): number {
  const flat = distanceBetween(a, b);
  if (a.altitude === undefined || b.altitude === undefined) return flat;
  return Math.hypot(flat, b.altitude - a.altitude);
}
