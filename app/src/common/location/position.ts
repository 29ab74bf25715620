// The device's position through the browser's Geolocation API, with the product's
// timeouts and its failure kinds (each shown with its own message).

import type { LatLng } from '../latLng';

export interface DevicePosition extends LatLng {
  /** Metres, when the browser tells it. */
  accuracy?: number;
}

/** Why no position came: access refused, no fix, no answer in time, or no API at all. */
export type LocationFailureKind = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class LocationError extends Error {
  readonly kind: LocationFailureKind;

  constructor(kind: LocationFailureKind, message?: string) {
    super(message ?? `Location ${kind}`);
    this.name = 'LocationError';
    this.kind = kind;
  }
}

/** How long the location provider may take for one position. */
const LOCATION_PROVIDER_TIMEOUT_MS = 15_000;

export interface PositionOptions {
  timeoutMs?: number;
  /** How old a cached position may be, ms. */
  maximumAgeMs?: number;
  geolocation?: Geolocation | undefined;
}

function browserGeolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

function failureOf(error: GeolocationPositionError): LocationError {
  const kind: LocationFailureKind =
    error.code === error.PERMISSION_DENIED
      ? 'denied'
      : error.code === error.TIMEOUT
        ? 'timeout'
        : 'unavailable';
  return new LocationError(kind, error.message);
}

function toPosition({ coords }: GeolocationPosition): DevicePosition {
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : undefined,
  };
}

/**
 * One position of the device; rejects with a LocationError. The wait is bounded here too:
 * the browser's own timeout starts only once access is given, so a prompt nobody answers
 * would otherwise leave the caller waiting for ever.
 */
export function currentPosition({
  timeoutMs = LOCATION_PROVIDER_TIMEOUT_MS,
  maximumAgeMs = 0,
  geolocation = browserGeolocation(),
}: PositionOptions = {}): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    const unanswered = setTimeout(() => reject(new LocationError('timeout')), timeoutMs);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(unanswered);
        resolve(toPosition(position));
      },
      (error) => {
        clearTimeout(unanswered);
        reject(failureOf(error));
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
}

/** Follows the device's position until the returned function is called. */
export function watchPosition(
  onPosition: (position: DevicePosition) => void,
  onError: (error: LocationError) => void,
  {
    timeoutMs = LOCATION_PROVIDER_TIMEOUT_MS,
    maximumAgeMs = 0,
    geolocation = browserGeolocation(),
  }: PositionOptions = {},
): () => void {
  if (!geolocation) {
    onError(new LocationError('unsupported'));
    return () => {};
  }
  const id = geolocation.watchPosition(
    (position) => onPosition(toPosition(position)),
    (error) => onError(failureOf(error)),
    { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: maximumAgeMs },
  );
  return () => geolocation.clearWatch(id);
}

/**
 * The translation key of a failure's message: no position from a working provider is
 * "Failed to get the current device position."; no provider at all (or no answer from the
 * IP lookup) is "Not able to fetch location.". A refusal has its own dialog.
 */
export function locationFailureMessage(error: unknown): string {
  if (
    error instanceof LocationError &&
    (error.kind === 'unavailable' || error.kind === 'timeout')
  ) {
    return 'location.positionFailed';
  }
  return 'location.fetchFailed';
}

export function isLocationDenied(error: unknown): boolean {
  return error instanceof LocationError && error.kind === 'denied';
}
