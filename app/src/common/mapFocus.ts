// The scenic-area map's focus, written into and read back from the query of its path.

import { paths, withQuery } from '../lib/paths';

export interface MapFocus {
  /** Centre of the map, degrees. */
  latitude: number;
  longitude: number;
  /** Zoom level; the map's default when absent. */
  zoom?: number;
  /** An attraction whose detail opens over the map. */
  attraction?: number;
}

/** The scenic-area map, centred on a point when one is given. */
export function mapPath(focus?: MapFocus): string {
  if (!focus) return paths.tour.map;
  return withQuery(paths.tour.map, {
    center: `${focus.latitude},${focus.longitude}`,
    zoom: focus.zoom,
    attraction: focus.attraction,
  });
}

/** Reads a map focus back from the query of the map's path; undefined parts are left out. */
export function readMapFocus(search: string): Partial<MapFocus> {
  const query = new URLSearchParams(search);
  const focus: Partial<MapFocus> = {};
  const [lat, lng] = (query.get('center') ?? '').split(',').map(Number);
  if (
    lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  ) {
    focus.latitude = lat;
    focus.longitude = lng;
  }
  const zoom = Number(query.get('zoom'));
  if (query.has('zoom') && Number.isFinite(zoom) && zoom >= 0 && zoom <= 18) focus.zoom = zoom;
  const attraction = Number(query.get('attraction'));
  if (Number.isInteger(attraction) && attraction > 0) focus.attraction = attraction;
  return focus;
}
