import { uploadFile, type components } from '@citylife/api-client';
import { api } from '../../api/client';

export type Profile = components['schemas']['Profile'];
export type AreaProvince = components['schemas']['AreaProvince'];

export function fetchProfile() {
  return api.call((client) => client.GET('/user/getProfile/'));
}

/** Field errors show under the fields, so no snackbar. */
export function saveProfile(body: Profile) {
  return api.call((client) => client.POST('/user/saveProfile/', { body }), { alert: false });
}

let areaTree: Promise<AreaProvince[]> | undefined;

/** Province > city > district, read once per page load (it changes rarely). */
export function fetchAreaTree(): Promise<AreaProvince[]> {
  if (!areaTree) {
    areaTree = api.call((client) => client.GET('/area/all/{x}', { params: { path: { x: 3 } } }));
    // A failed read is tried again next time.
    areaTree.catch(() => {
      areaTree = undefined;
    });
  }
  return areaTree;
}

/** Uploads the cropped avatar through the upload host; answers its CDN URL. */
export function uploadAvatar(picture: Blob, onProgress: (percent: number) => void) {
  return uploadFile(api, picture, { config: 'avatar', fileName: 'avatar.jpg', onProgress });
}
