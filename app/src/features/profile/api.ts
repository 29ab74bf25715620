import { uploadFile, type components } from '@citylife/api-client';
import { api } from '../../api/client';

export type Profile = components['schemas']['Profile'];

export function fetchProfile() {
  return api.call((client) => client.GET('/user/getProfile/'));
}

/** Field errors show under the fields, so no snackbar. */
export function saveProfile(body: Profile) {
  return api.call((client) => client.POST('/user/saveProfile/', { body }), { alert: false });
}

/** Uploads the cropped avatar through the upload host; answers its CDN URL. */
export function uploadAvatar(picture: Blob, onProgress: (percent: number) => void) {
  return uploadFile(api, picture, { config: 'avatar', fileName: 'avatar.jpg', onProgress });
}
