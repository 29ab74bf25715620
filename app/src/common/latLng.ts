// A point on the earth as the app passes it around, and as the contract writes it
// (`"lat,lng"` text, e.g. an attraction's `latlng`).

/** A point in degrees: latitude (north positive) and longitude (east positive). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Reads a `lat,lng` text; undefined when it is not a pair of coordinates in range. */
export function parseLatLng(text: string): LatLng | undefined {
  const parts = text.split(',');
  if (parts.length !== 2) return undefined;
  const [latitude, longitude] = parts.map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (latitude === undefined || longitude === undefined) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/** A point as the contract's `lat,lng` text, to six decimals (about 0.1 m). */
export function latLngText({ latitude, longitude }: LatLng): string {
  return `${trim(latitude.toFixed(6))},${trim(longitude.toFixed(6))}`;
}

/** `39.812000` → `39.812`; `108.000000` → `108`. */
function trim(fixed: string): string {
  return fixed.replace(/\.?0+$/, '');
}
