// Walking directions for the map's attraction dialog: points as the contract writes them,
// the route the server plans, and how its length and time are told.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A point as the contract's `lat,lng` text, to six decimals (about 0.1 m). */
export function latLngText({ latitude, longitude }: GeoPoint): string {
  return `${trim(latitude.toFixed(6))},${trim(longitude.toFixed(6))}`;
}

/** `39.812000` → `39.812`; `108.000000` → `108`. */
function trim(fixed: string): string {
  return fixed.replace(/\.?0+$/, '');
}

/** Reads an attraction's `latlng`; undefined when it is not a `lat,lng` pair. */
export function parseLatLng(text: string): GeoPoint | undefined {
  const parts = text.split(',');
  if (parts.length !== 2) return undefined;
  const [latitude, longitude] = parts.map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude!) > 90 || Math.abs(longitude!) > 180) return undefined;
  return { latitude: latitude!, longitude: longitude! };
}

/** A route's length as a translation key and its values: metres below 1 km, else km to 0.1. */
export function distanceText(metres: number): { key: string; values: Record<string, unknown> } {
  const rounded = Math.max(0, Math.round(metres));
  if (rounded < 1000) return { key: 'mapDialogs.route.metres', values: { count: rounded } };
  return {
    key: 'mapDialogs.route.kilometres',
    values: { value: (Math.round(rounded / 100) / 10).toFixed(1) },
  };
}

/** Walking time in whole minutes, at least one for any walk at all. */
export function walkingMinutes(seconds: number): number {
  if (seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}
