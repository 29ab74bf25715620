// The places of the AR view: what the server sends, cut to marker labels, and the rule that
// they enter the AR world only once the world has loaded and the data is there.

/** Altitude every place is shown at, metres (the server sends none). */
export const PLACE_ALTITUDE = 100;
/** Longest marker title and description, characters. */
export const TITLE_LENGTH = 10;
export const DESCRIPTION_LENGTH = 15;

/** Where the user stands when the device cannot tell: the scenic area's default centre. */
export const SIMULATED_POSITION = Object.freeze({
  latitude: 39.812556,
  longitude: 108.628734,
  altitude: 100,
});

/** Location timings: first fix, then the watch's single-reading timeout and oldest reading. */
export const LOCATION_TIMEOUT_MS = 10_000;
export const WATCH_TIMEOUT_MS = 3_000;
export const WATCH_MAXIMUM_AGE_MS = 1_000;
/** How often the heading and distances shown beside the view are brought up to date. */
export const COMPASS_INTERVAL_MS = 2_000;

/** A place as getPlacesByLocation sends it. */
export interface NearbyPlace {
  id: number;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  distance: number;
}

/** A place as the AR world shows it. */
export interface ArPlace {
  id: number;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  altitude: number;
  /** The marker's labels. */
  label: { title: string; description: string };
}

/**
 * Text cut to at most `length` characters (whole code points); a cut text ends in "…",
 * which counts as one of them.
 */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters
    .slice(0, Math.max(0, length - 1))
    .join('')
    .trimEnd()}…`;
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

/**
 * The text of a description that may carry markup, on one line: block ends and line breaks
 * become spaces, other tags go, the common entities are decoded.
 */
export function plainText(text: string): string {
  return text
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toArPlace(place: NearbyPlace): ArPlace {
  const description = plainText(place.description);
  return {
    id: place.id,
    name: place.name,
    description,
    latitude: place.latitude,
    longitude: place.longitude,
    altitude: PLACE_ALTITUDE,
    label: {
      title: truncate(place.name, TITLE_LENGTH),
      description: truncate(description, DESCRIPTION_LENGTH),
    },
  };
}

export interface PlacesGate<T> {
  /** The AR world has loaded: pending places go in now. */
  worldLoaded(): void;
  /** Places arrived: they go in now if the world has loaded, else once it has. */
  placesArrived(places: readonly T[]): void;
  readonly loaded: boolean;
}

/**
 * Calls `inject` once the world has loaded and places exist, whichever comes first; later
 * places (a new answer) are injected as they arrive.
 */
export function createPlacesGate<T>(inject: (places: readonly T[]) => void): PlacesGate<T> {
  let loaded = false;
  let pending: readonly T[] | undefined;
  const flush = () => {
    if (!loaded || pending === undefined) return;
    const places = pending;
    pending = undefined;
    inject(places);
  };
  return {
    get loaded() {
      return loaded;
    },
    worldLoaded() {
      loaded = true;
      flush();
    },
    placesArrived(places) {
      pending = places;
      flush();
    },
  };
}
