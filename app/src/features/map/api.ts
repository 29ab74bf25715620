import { placeLocationParams } from '@citylife/api-client';
import { api } from '../../api/client';
import type { LatLng, MapStyleName } from './constants';
import { attractionQuery, type Attraction, type MapFilter } from './filters';
import type { StyleSpecification } from './mapStyle';

/** The attractions a filter keeps (none when no type is chosen); the page reports failures. */
export async function fetchAttractions(filter: MapFilter): Promise<Attraction[]> {
  const query = attractionQuery(filter);
  if (!query) return [];
  return api.call((client) => client.GET('/tour/getAttractions/', { params: { query } }), {
    alert: false,
  });
}

/** A base-map style document, as the server writes it (relative URLs). */
export async function fetchMapStyle(style: MapStyleName): Promise<StyleSpecification> {
  const document = await api.call(
    (client) => client.GET('/map/style/{style}.json', { params: { path: { style } } }),
    { alert: false },
  );
  return document as unknown as StyleSpecification;
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
