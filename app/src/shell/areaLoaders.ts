import { lazy, type LazyExoticComponent } from 'react';
import type { Chunk } from './routes';
import type { AreaComponent } from './screen';

type AreaModule = Promise<{ default: AreaComponent }>;

/** One dynamic import per area (and for home and the item screen): each is its own chunk. */
const loaders: Record<Chunk, () => AreaModule> = {
  home: () => import('./areas/home'),
  item: () => import('./areas/item'),
  root: () => import('./areas/root'),
  classified: () => import('./areas/classified'),
  event: () => import('./areas/event'),
  lab: () => import('./areas/lab'),
  member: () => import('./areas/member'),
  oauth: () => import('./areas/oauth'),
  poll: () => import('./areas/poll'),
  pricelist: () => import('./areas/pricelist'),
  shop: () => import('./areas/shop'),
  shoppingcart: () => import('./areas/shoppingcart'),
  tour: () => import('./areas/tour'),
  user: () => import('./areas/user'),
  pay: () => import('./areas/pay'),
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
