import { placeLocationParams } from '@citylife/api-client';
import { api } from '../../../api/client';

/** The postal address of a point (404 when none is known, e.g. outside mainland China). */
export function reverseGeocode(latitude: number, longitude: number) {
  return api.call(
    (client) =>
      client.GET('/geo/reverse/{lat},{lng}', {
        params: { path: placeLocationParams(latitude, longitude) },
      }),
    { alert: false },
  );
}
