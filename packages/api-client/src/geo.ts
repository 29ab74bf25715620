/** A point as [latitude, longitude]. */
export type LatLngTuple = [number, number];

/**
 * Decodes `routes[0].polyline` of getDirection: the first two values are absolute latitude
 * and longitude; each later value is a delta in millionths of a degree added to the value
 * two positions earlier.
 */
export function decodeDirectionPolyline(values: readonly number[]): LatLngTuple[] {
  if (values.length % 2 !== 0) {
    throw new RangeError(`A direction polyline has an even number of values, not ${values.length}`);
  }
  const decoded: number[] = [];
  values.forEach((value, index) => {
    decoded.push(index < 2 ? value : decoded[index - 2]! + value / 1e6);
  });
  const points: LatLngTuple[] = [];
  for (let i = 0; i < decoded.length; i += 2) {
    points.push([round6(decoded[i]!), round6(decoded[i + 1]!)]);
  }
  return points;
}

/** Encodes points the same way (what a server sends); the inverse of the decoder. */
export function encodeDirectionPolyline(points: readonly LatLngTuple[]): number[] {
  const values: number[] = [];
  points.forEach(([lat, lng], index) => {
    if (index === 0) values.push(round6(lat), round6(lng));
    else {
      const [prevLat, prevLng] = points[index - 1]!;
      values.push(Math.round((lat - prevLat) * 1e6), Math.round((lng - prevLng) * 1e6));
    }
  });
  return values;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A coordinate as getPlaceByLocation takes it: its text cut to 10 characters. */
export function truncateCoordinate(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a coordinate: ${value}`);
  return String(value).slice(0, 10);
}

/** The `{lat},{lng}` path segment of getPlaceByLocation. */
export function placeLocationParams(latitude: number, longitude: number) {
  return { lat: truncateCoordinate(latitude), lng: truncateCoordinate(longitude) };
}
