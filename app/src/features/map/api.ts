import { placeLocationParams } from '@citylife/api-client';
import { api } from '../../api/client';
import type { LatLng } from '../../common/latLng';
import { attractionQuery, type Attraction, type MapFilter } from './filters';

/** The attractions a filter keeps (none when no type is chosen); the page reports failures. */
export async function fetchAttractions(filter: MapFilter): Promise<Attraction[]> {
  const query = attractionQuery(filter);
  if (!query) return [];
  return api.call((client) => client.GET('/tour/getAttractions/', { params: { query } }), {
    alert: false,
  });
}

/** Every attraction of the map, whatever its type, for searching by name. */
export function fetchAllAttractions(): Promise<Attraction[]> {
  return api.call((client) => client.GET('/tour/getAttractions/'), { alert: false });
}

/** The weather at a point for the weather chip; its failure only hides the chip. */
export function fetchWeather(point: LatLng) {
  return api.call(
    (client) =>
      client.GET('/weather/now/{lat},{lng}', {
        params: { path: placeLocationParams(point.latitude, point.longitude) },
      }),
    { alert: false, loading: false },
  );
}

/** The caller's approximate position by IP address. */
export async function locateByIp(): Promise<LatLng> {
  const found = await api.call((client) => client.GET('/geo/locateByIp/'), { alert: false });
  return { latitude: found.latitude, longitude: found.longitude };
}
