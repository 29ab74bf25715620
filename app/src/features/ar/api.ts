import { placeLocationParams } from '@citylife/api-client';
import { api } from '../../api/client';

/** The places near a point, nearest first (at most 20, within 10 km). */
export function fetchNearbyPlaces(latitude: number, longitude: number) {
  return api.call(
    (client) =>
      client.GET('/tour/getPlaceByLocation/{lat},{lng}', {
        params: { path: placeLocationParams(latitude, longitude) },
      }),
    { alert: false },
  );
}
