import { lazy, type LazyExoticComponent } from 'react';
import { preloadChunkFiles } from './chunkFiles';
import { retryableImport } from '../lib/retryableImport';
import type { Screen } from './screen';

/**
 * The code chunks of the screens: one per area of the route table, plus the screens
 * visitors most often land on from outside (`home`, a shared `item`), split from their
 * area so that they load only their own code. Each is fetched again when tried after a
 * failure.
 */
export const chunks = {
  home: retryableImport(() => import('./areas/home')),
  item: retryableImport(() => import('./areas/item')),
  root: retryableImport(() => import('./areas/root')),
  classified: retryableImport(() => import('./areas/classified')),
  classifiedForm: retryableImport(() => import('./areas/classifiedForm')),
  event: retryableImport(() => import('./areas/event')),
  eventForm: retryableImport(() => import('./areas/eventForm')),
  lab: retryableImport(() => import('./areas/lab')),
  member: retryableImport(() => import('./areas/member')),
  oauth: retryableImport(() => import('./areas/oauth')),
  poll: retryableImport(() => import('./areas/poll')),
  pricelist: retryableImport(() => import('./areas/pricelist')),
  registration: retryableImport(() => import('./areas/registration')),
  shop: retryableImport(() => import('./areas/shop')),
  shoppingcart: retryableImport(() => import('./areas/shoppingcart')),
  tour: retryableImport(() => import('./areas/tour')),
  tourMap: retryableImport(() => import('./areas/tourMap')),
  tourAr: retryableImport(() => import('./areas/tourAr')),
  panorama: retryableImport(() => import('./areas/panorama')),
  user: retryableImport(() => import('./areas/user')),
  pay: retryableImport(() => import('./areas/pay')),
  admin: retryableImport(() => import('./areas/admin')),
};

export type Chunk = keyof typeof chunks;
/** The module a chunk loads. */
export type ChunkModule<C extends Chunk> = Awaited<ReturnType<(typeof chunks)[C]>>;

/** A chunk of screens could not be loaded (offline, or a deployment replaced it). */
export class ChunkLoadError extends Error {
  readonly chunk: Chunk;

  constructor(chunk: Chunk, cause: unknown) {
    super(`Loading the ${chunk} screens failed`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

const components = new Map<string, LazyExoticComponent<Screen>>();

/** The lazy component of a screen; the same one until `forgetChunk` drops a failed load. */
export function screenComponent(chunk: Chunk, screen: string): LazyExoticComponent<Screen> {
  const key = `${chunk}/${screen}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      preloadChunkFiles(chunk);
      const module = (await chunks[chunk]().catch((error: unknown) => {
        throw new ChunkLoadError(chunk, error);
      })) as unknown as Record<string, Screen | undefined>;
      const found = module[screen];
      if (!found) throw new Error(`The ${chunk} chunk has no screen ${screen}`);
      return { default: found };
    });
    components.set(key, component);
  }
  return component;
}

/** Drops the lazy components of a chunk, so the next render imports it again. */
export function forgetChunk(chunk: Chunk) {
  for (const key of [...components.keys()]) {
    if (key.startsWith(`${chunk}/`)) components.delete(key);
  }
}
