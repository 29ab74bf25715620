import {
  ApiError,
  decodeDirectionPolyline,
  uploadFile,
  type components,
} from '@citylife/api-client';
import { api } from '../../../api/client';
import { latLngText, type LatLng } from '../../../common/latLng';

export type AttractionDetail = components['schemas']['AttractionDetail'];
export type AttractionType = components['schemas']['AttractionType'];
export type AttractionTag = components['schemas']['AttractionTag'];
export type NewAttraction = {
  latlng: string;
  name: string;
  type: AttractionType;
  pics: string[];
};

export interface WalkingRoute {
  /** [lat, lng] from the start to the destination. */
  points: [number, number][];
  /** Metres. */
  distance: number;
  /** Seconds. */
  duration: number;
}

/** An attraction with its description and pictures; failures show in the dialog. */
export function fetchAttraction(id: number) {
  return api.call(
    (client) => client.GET('/tour/getAttractionById/{id}', { params: { path: { id } } }),
    { alert: false },
  );
}

/** The best walking route between two points; failures show in the dialog. */
export async function fetchWalkingRoute(from: LatLng, to: LatLng): Promise<WalkingRoute> {
  const { routes } = await api.call(
    (client) =>
      client.GET('/tour/getDirection/{fromLatLng}/{toLatLng}/walk', {
        params: { path: { fromLatLng: latLngText(from), toLatLng: latLngText(to) } },
      }),
    { alert: false },
  );
  const best = routes[0]!;
  return {
    points: decodeDirectionPolyline(best.polyline),
    distance: best.distance,
    duration: best.duration,
  };
}

/** Whether directions failed because no walk joins the points (or one lies outside the area). */
export function isNoRoute(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}

/** Field errors show under the fields, so no alert. */
export function addAttraction(body: NewAttraction) {
  return api.call((client) => client.POST('/tour/addAttraction', { body }), { alert: false });
}

/** Uploads one picture of a new point through the upload host; answers its URL. */
export function uploadAttractionPicture(file: File, onProgress: (percent: number) => void) {
  return uploadFile(api, file, { config: 'attraction', onProgress });
}
