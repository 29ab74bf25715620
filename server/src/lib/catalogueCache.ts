import { ExpiringMap } from './expiringMap.js';

/**
 * Read-through cache of catalogue answers that do not depend on the caller or on stock
 * quantities (categories, items, listings, menus, searches), and of the shops and top-up
 * amounts, which change as seldom. The database announces every
 * change to those tables, from any instance or by hand (triggers notifying
 * `catalogue_changed`), and each instance then calls `invalidate()`; entries also expire
 * after `ttlMs`, the longest an edit can go unseen if notices are lost. Cached values are
 * shared and must never be mutated.
 */
export class CatalogueCache {
  private readonly entries: ExpiringMap<string, Promise<unknown>>;

  constructor(ttlMs = 60_000, maxEntries = 5_000) {
    this.entries = new ExpiringMap(ttlMs, maxEntries);
  }

  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached as Promise<T>;
    // A query builder is a lazy thenable that runs again each time it is awaited: keep the
    // one promise of its result.
    const value = (async () => await load())();
    this.entries.set(key, value);
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
