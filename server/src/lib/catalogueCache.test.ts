import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogueCache.js';

/** A lazy thenable like a query builder: it runs its query each time it is awaited. */
function lazyQuery<T>(value: T) {
  const query = {
    runs: 0,
    then<A = T, B = never>(
      resolve?: ((value: T) => A | PromiseLike<A>) | null,
      reject?: ((reason: unknown) => B | PromiseLike<B>) | null,
    ): PromiseLike<A | B> {
      query.runs += 1;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
  return query;
}

describe('the catalogue cache', () => {
  it('runs a lazy query once however often its entry is read', async () => {
    const cache = new CatalogueCache();
    const query = lazyQuery([{ id: 1 }]);
    for (let i = 0; i < 3; i += 1) {
      expect(await cache.get('skus:1', () => query)).toEqual([{ id: 1 }]);
    }
    expect(query.runs).toBe(1);
  });

  it('loads again after invalidate, and does not keep a failed load', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
  });
});
