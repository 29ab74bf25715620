import type { SimulatedLocation } from '../sim/location-simulation';

/**
 * How the drop-in script runs an experience. Each option comes from a query parameter of
 * the page (`ar-` prefix) or a `data-` attribute of the script tag; the query parameter
 * wins, so a developer can override the page's choice from the address bar.
 */
export interface StandaloneOptions {
  /** Whose position is the first location: the browser's (when allowed) or the simulator's. */
  location: 'browser' | 'simulator';
  /** The simulator's position (also the fallback when the browser gives none). */
  position: SimulatedLocation;
  /** How long to wait for the browser's first position before the simulator's is used. */
  locationTimeoutMs: number;
  /** The simulated position drifts every second, as a walking user's would. */
  constantLocationUpdates: boolean;
  /** The camera feed behind the drawables (when allowed); off shows the neutral backdrop. */
  camera: boolean;
  /** Device orientation turns the view (when the device has it); else dragging does. */
  orientation: boolean;
  /** The first heading, degrees clockwise from north. */
  heading: number;
  /** The developer overlay (Logger, Profiler, ADE) and debug logging. */
  developerOverlay: boolean;
  /** Seeds the simulator's random timings, for reproducible runs. */
  seed: number | undefined;
}

/** The scenic area the product is about. */
export const DEFAULT_POSITION: SimulatedLocation = Object.freeze({
  latitude: 39.812556,
  longitude: 108.628734,
  altitude: 100,
});

const DEFAULT_LOCATION_TIMEOUT_MS = 5000;

/** Option names: query parameter and data attribute (camelCase as in `dataset`). */
const NAMES = {
  location: ['ar-location', 'location'],
  position: ['ar-position', 'position'],
  locationTimeoutMs: ['ar-location-timeout', 'locationTimeout'],
  constantLocationUpdates: ['ar-location-updates', 'locationUpdates'],
  camera: ['ar-camera', 'camera'],
  orientation: ['ar-orientation', 'orientation'],
  heading: ['ar-heading', 'heading'],
  developerOverlay: ['ar-dev', 'dev'],
  seed: ['ar-seed', 'seed'],
} as const satisfies Record<keyof StandaloneOptions, readonly [string, string]>;

const OFF = new Set(['0', 'false', 'off', 'no']);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  // A bare attribute (`data-dev`) or parameter (`?ar-dev`) turns the option on.
  return !OFF.has(value.trim().toLowerCase());
}

function number(value: string | undefined, fallback: number, valid: (n: number) => boolean) {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && valid(parsed) ? parsed : fallback;
}

/** "latitude,longitude[,altitude]" within range, else undefined. */
export function parsePosition(value: string | undefined): SimulatedLocation | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [latitude, longitude, altitude = 0] = parts;
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !Number.isFinite(part))) {
    return undefined;
  }
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude, altitude };
}

/**
 * Reads the options from the page's query and the script tag's data attributes. Values
 * that do not parse fall back to the defaults (and are reported through `invalid`).
 */
export function readStandaloneOptions(
  query: URLSearchParams,
  dataset: Readonly<Record<string, string | undefined>>,
): StandaloneOptions & { invalid: string[] } {
  const invalid: string[] = [];
  const read = (key: keyof StandaloneOptions): string | undefined => {
    const [parameter, attribute] = NAMES[key];
    return query.get(parameter) ?? dataset[attribute];
  };
  const location = read('location');
  if (location !== undefined && location !== 'browser' && location !== 'simulator') {
    invalid.push(NAMES.location[0]);
  }
  const positionText = read('position');
  const position = parsePosition(positionText);
  if (positionText !== undefined && !position) invalid.push(NAMES.position[0]);
  const seedText = read('seed');
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !Number.isInteger(seed)) invalid.push(NAMES.seed[0]);
  return {
    location: location === 'simulator' ? 'simulator' : 'browser',
    position: position ?? { ...DEFAULT_POSITION },
    locationTimeoutMs: number(
      read('locationTimeoutMs'),
      DEFAULT_LOCATION_TIMEOUT_MS,
      (n) => n >= 0 && n <= 60_000,
    ),
    constantLocationUpdates: flag(read('constantLocationUpdates'), false),
    camera: flag(read('camera'), true),
    orientation: flag(read('orientation'), true),
    heading: ((number(read('heading'), 0, () => true) % 360) + 360) % 360,
    developerOverlay: flag(read('developerOverlay'), false),
    seed: seed !== undefined && Number.isInteger(seed) ? seed : undefined,
    invalid,
  };
}
