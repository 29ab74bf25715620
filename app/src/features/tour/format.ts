import type { LatLng } from '../../common/latLng';
import type { MapFocus } from '../../common/mapFocus';

/** Zoom of the map opened on an item: a whole site, a route's start, one place or attraction. */
export const MAP_ZOOM = { site: 15, route: 14, place: 17, attraction: 17 } as const;

/** A tour id from the path: a positive whole number written in digits, else undefined. */
export function parseTourId(param: string | undefined): number | undefined {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : undefined;
}

/** A distance in metres, in metres under a kilometre and in kilometres (one decimal) above. */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }).format(
      Math.round(metres),
    );
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  }).format(metres / 1000);
}

/** Whole minutes as hours and the minutes left over. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const rounded = Math.max(0, Math.round(total));
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** The translation key and values of a duration in minutes: "45 min", "2 h", "4 h 5 min". */
export function durationMessage(total: number): {
  key: 'tour.duration.minutes' | 'tour.duration.hours' | 'tour.duration.hoursMinutes';
  values: { hours: number; minutes: number };
} {
  const values = splitMinutes(total);
  if (values.hours === 0) return { key: 'tour.duration.minutes', values };
  if (values.minutes === 0) return { key: 'tour.duration.hours', values };
  return { key: 'tour.duration.hoursMinutes', values };
}

/** A map focus on a point at a zoom, or none (the map's default view) without a point. */
export function focusOn(
  point: LatLng | undefined,
  zoom: number,
  attraction?: number,
): MapFocus | undefined {
  if (!point) return undefined;
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    zoom,
    ...(attraction !== undefined && { attraction }),
  };
}

/** The distinct pictures of an item, banner first, in order. */
export function picturesOf(
  ...lists: readonly (string | readonly string[] | undefined)[]
): string[] {
  const all = lists.flatMap((entry) => (entry === undefined ? [] : entry));
  return [...new Set(all.filter((url) => url !== ''))];
}

/** The text of a description that may be HTML (for tiles and share cards); never run. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
