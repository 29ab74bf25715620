import type { SimulatedLocation } from '../sim/location-simulation';

export const SAVED_LOCATION_PREFIX = 'ar-runtime.location.';
export const STORAGE_WARNING = 'Cannot access local storage. Local storage will be disabled.';
export const STORAGE_ALERT =
  'Your Browser does not support local storage. Values will not be persisted.';

export interface SavedLocation extends SimulatedLocation {
  id: string;
}

export interface LocationStore {
  readonly available: boolean;
  list(): SavedLocation[];
  save(location: SavedLocation): boolean;
}

const isLocation = (value: unknown): value is SimulatedLocation => {
  const v = value as Partial<SimulatedLocation> | null;
  return (
    typeof v?.latitude === 'number' &&
    typeof v.longitude === 'number' &&
    typeof v.altitude === 'number'
  );
};

/**
 * Saved simulator locations in local storage under a key prefix. When the storage cannot
 * be reached the store warns once and keeps nothing.
 */
export function createLocationStore(
  getStorage: () => Storage | undefined | null,
  warn: (message: string) => void,
): LocationStore {
  let storage: Storage | undefined;
  try {
    storage = getStorage() ?? undefined;
    if (storage) storage.getItem(SAVED_LOCATION_PREFIX);
  } catch {
    storage = undefined;
  }
  if (!storage) warn(STORAGE_WARNING);
  return {
    available: storage !== undefined,
    list() {
      if (!storage) return [];
      const saved: SavedLocation[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (!key?.startsWith(SAVED_LOCATION_PREFIX)) continue;
        try {
          const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
          if (isLocation(value)) {
            saved.push({ id: key.slice(SAVED_LOCATION_PREFIX.length), ...value });
          }
        } catch {
          // A foreign or broken entry under our prefix is skipped.
        }
      }
      return saved.sort((a, b) => a.id.localeCompare(b.id));
    },
    save({ id, latitude, longitude, altitude }) {
      if (!storage) return false;
      storage.setItem(
        SAVED_LOCATION_PREFIX + id,
        JSON.stringify({ latitude, longitude, altitude }),
      );
      return true;
    },
  };
}
