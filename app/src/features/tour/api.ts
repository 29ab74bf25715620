import { placeLocationParams, type components } from '@citylife/api-client';
import { api } from '../../api/client';

export type TourCity = components['schemas']['TourCity'];
export type TourCityDetail = components['schemas']['TourCityDetail'];
export type TourSite = components['schemas']['TourSite'];
export type TourRoute = components['schemas']['TourRoute'];
export type Place = components['schemas']['Place'];
export type NearbyPlace = components['schemas']['NearbyPlace'];
export type AttractionDetail = components['schemas']['AttractionDetail'];

// The screens show their own failure (not found, retry): no server-message alert.
const quiet = { alert: false } as const;

export function fetchCities() {
  return api.call((client) => client.GET('/tour/getCities/'), quiet);
}

export function fetchCity(id: number) {
  return api.call(
    (client) => client.GET('/tour/getCityById/{id}', { params: { path: { id } } }),
    quiet,
  );
}

export function fetchSite(id: number) {
  return api.call(
    (client) => client.GET('/tour/getSiteById/{id}', { params: { path: { id } } }),
    quiet,
  );
}

export function fetchRoute(id: number) {
  return api.call(
    (client) => client.GET('/tour/getRouteById/{id}', { params: { path: { id } } }),
    quiet,
  );
}

export function fetchPlace(id: number) {
  return api.call(
    (client) => client.GET('/tour/getPlaceById/{id}', { params: { path: { id } } }),
    quiet,
  );
}

/** The places within 10 km of a point, nearest first. */
export function fetchNearbyPlaces(latitude: number, longitude: number) {
  return api.call(
    (client) =>
      client.GET('/tour/getPlaceByLocation/{lat},{lng}', {
        params: { path: placeLocationParams(latitude, longitude) },
      }),
    { alert: false, loading: false },
  );
}

export function fetchAttraction(id: number) {
  return api.call(
    (client) => client.GET('/tour/getAttractionById/{id}', { params: { path: { id } } }),
    quiet,
  );
}
