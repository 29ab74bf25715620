import { placeLocationParams } from '@citylife/api-client';
import { api } from '../../../api/client';
import { withTimeout } from '../../../common/map/timeout';

/** How long the location provider and the geocoder may take. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The caller's approximate position by IP address (with its accuracy and city). */
export function locateByIp() {
  return withTimeout(
    api.call((client) => client.GET('/geo/locateByIp/'), { alert: false }),
    PROVIDER_TIMEOUT_MS,
  );
}

/** The address of a point. */
export function reverseGeocode(latitude: number, longitude: number) {
  return withTimeout(
    api.call(
      (client) =>
        client.GET('/geo/reverse/{lat},{lng}', {
          params: { path: placeLocationParams(latitude, longitude) },
        }),
      { alert: false },
    ),
    PROVIDER_TIMEOUT_MS,
  );
}
