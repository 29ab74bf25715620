import { lazy, type LazyExoticComponent } from 'react';
import { retryableImport } from './retryableImport';
import type { Chunk } from './routes';
import type { AreaComponent } from './screen';

type AreaModule = Promise<{ default: AreaComponent }>;

/**
 * One dynamic import per area (and for home and the item screen): each is its own chunk,
 * fetched again when tried after a failure.
 */
const loaders: Record<Chunk, () => AreaModule> = {
  home: retryableImport(() => import('./areas/home')),
  item: retryableImport(() => import('./areas/item')),
  root: retryableImport(() => import('./areas/root')),
  classified: retryableImport(() => import('./areas/classified')),
  event: retryableImport(() => import('./areas/event')),
  lab: retryableImport(() => import('./areas/lab')),
  member: retryableImport(() => import('./areas/member')),
  oauth: retryableImport(() => import('./areas/oauth')),
  poll: retryableImport(() => import('./areas/poll')),
  pricelist: retryableImport(() => import('./areas/pricelist')),
  shop: retryableImport(() => import('./areas/shop')),
  shoppingcart: retryableImport(() => import('./areas/shoppingcart')),
  tour: retryableImport(() => import('./areas/tour')),
  user: retryableImport(() => import('./areas/user')),
  pay: retryableImport(() => import('./areas/pay')),
};

/** A chunk of an area could not be loaded (offline, or a deployment replaced it). */
export class ChunkLoadError extends Error {
  readonly area: Chunk;

  constructor(area: Chunk, cause: unknown) {
    super(`Loading the ${area} screens failed`, { cause });
    this.name = 'ChunkLoadError';
    this.area = area;
  }
}

const components = new Map<Chunk, LazyExoticComponent<AreaComponent>>();

/** The lazy component of an area; the same one until `forgetArea` drops a failed load. */
export function areaComponent(area: Chunk): LazyExoticComponent<AreaComponent> {
  let component = components.get(area);
  if (!component) {
    component = lazy(() =>
      loaders[area]().catch((error: unknown) => {
        throw new ChunkLoadError(area, error);
      }),
    );
    components.set(area, component);
  }
  return component;
}

/** Drops the lazy component of an area, so the next render imports its chunk again. */
export function forgetArea(area: Chunk) {
  components.delete(area);
}
