interface Entry {
  value: Promise<unknown>;
  at: number;
}

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
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5_000,
  ) {}

  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    // Elapsed time, not the date: a monotonic clock.
    const now = performance.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.value as Promise<T>;
    // A query builder is a lazy thenable that runs again each time it is awaited: keep the
    // one promise of its result.
    const value = (async () => await load())();
    this.entries.set(key, { value, at: now });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
