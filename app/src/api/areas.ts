import type { components } from '@citylife/api-client';
import { api } from './client';

export type AreaProvince = components['schemas']['AreaProvince'];

let areaTree: Promise<AreaProvince[]> | undefined;

/**
 * Province > city > district, for the area pickers (addresses, profile): read once per page
 * load, since it changes rarely; a failed read is tried again next time.
 */
export function fetchAreaTree(): Promise<AreaProvince[]> {
  if (!areaTree) {
    areaTree = api.call((client) => client.GET('/area/all/{x}', { params: { path: { x: 3 } } }));
    areaTree.catch(() => {
      areaTree = undefined;
    });
  }
  return areaTree;
}
