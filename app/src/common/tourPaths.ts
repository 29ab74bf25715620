// Links between the tour screens, the scenic-area map, the AR view and the panorama viewer.

export interface MapFocus {
  /** Centre of the map, degrees. */
  latitude: number;
  longitude: number;
  /** Zoom level; the map's default when absent. */
  zoom?: number;
  /** An attraction whose detail opens over the map. */
  attraction?: number;
}

export const tourPaths = {
  index: () => '/tour/index',
  city: (id: number) => `/tour/city/${id}`,
  site: (id: number) => `/tour/site/${id}`,
  route: (id: number) => `/tour/route/${id}`,
  place: (id: number) => `/tour/place/${id}`,
  attraction: (id: number) => `/tour/attraction/${id}`,
  ar: () => '/tour/ar',
  /** The panorama viewer, at `scene` (a scene key) or the tour's first scene. */
  vr: (scene?: string) => (scene ? `/tour/vr/${encodeURIComponent(scene)}` : '/tour/vr'),
  /** The scenic-area map, centred on a point when one is given. */
  map(focus?: MapFocus): string {
    if (!focus) return '/tour/map';
    const query = new URLSearchParams({ center: `${focus.latitude},${focus.longitude}` });
    if (focus.zoom !== undefined) query.set('zoom', String(focus.zoom));
    if (focus.attraction !== undefined) query.set('attraction', String(focus.attraction));
    return `/tour/map?${query.toString()}`;
  },
};

/** Reads a map focus back from the query of /tour/map; undefined parts are left out. */
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
