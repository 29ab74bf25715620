import type { Clock } from '../core/clock';

/** Geolocation watch options: high accuracy, 3 s timeout, positions up to 1 s old. */
export const GEOLOCATION_WATCH = Object.freeze({
  enableHighAccuracy: true,
  timeout: 3000,
  maximumAge: 1000,
});
/** Without a first position after this long, location is reported as unavailable. */
export const LOCATION_TIMEOUT_MS = 10000;

export const LOCATION_ERRORS = Object.freeze({
  failed: 'Failed to get the current device position.',
  timeout: 'Not able to fetch location.',
});

export interface DevicePosition {
  latitude: number;
  longitude: number;
  altitude: number | undefined;
  /** Metres. */
  accuracy: number;
}

export interface LocationWatch {
  stop(): void;
}

/**
 * Watches the device position. Permission refusal or an unavailable position reports
 * `LOCATION_ERRORS.failed`; no fix within 10 s reports `LOCATION_ERRORS.timeout`. The
 * 3 s timeouts of single readings are expected while waiting and are not reported.
 */
export function watchDeviceLocation(
  geolocation: Geolocation | undefined,
  clock: Clock,
  onPosition: (position: DevicePosition) => void,
  onError: (message: string) => void,
): LocationWatch {
  if (!geolocation) {
    onError(LOCATION_ERRORS.failed);
    return { stop() {} };
  }
  let received = false;
  let failed = false;
  const fail = (message: string) => {
    if (failed) return;
    failed = true;
    onError(message);
  };
  const timeout = clock.setTimeout(() => {
    if (!received) fail(LOCATION_ERRORS.timeout);
  }, LOCATION_TIMEOUT_MS);
  const watchId = geolocation.watchPosition(
    (position) => {
      received = true;
      clock.clearTimeout(timeout);
      const { latitude, longitude, altitude, accuracy } = position.coords;
      onPosition({ latitude, longitude, altitude: altitude ?? undefined, accuracy });
    },
    (error) => {
      if (error.code === error.TIMEOUT) return;
      clock.clearTimeout(timeout);
      fail(LOCATION_ERRORS.failed);
    },
    GEOLOCATION_WATCH,
  );
  return {
    stop() {
      clock.clearTimeout(timeout);
      geolocation.clearWatch(watchId);
    },
  };
}

/** Accuracy in metres mapped to AR.CONST.LOCATION_ACCURACY. */
export function accuracyLevel(meters: number): 1 | 2 | 3 {
  if (meters <= 20) return 3;
  if (meters <= 100) return 2;
  return 1;
}

export interface Orientation {
  heading: number;
  pitch: number;
}

interface OrientationEventLike {
  alpha: number | null;
  beta: number | null;
  absolute?: boolean;
  webkitCompassHeading?: number;
}

/** Heading (from north) and pitch (above the horizon) of a phone held upright. */
export function orientationFromEvent(event: OrientationEventLike): Orientation | undefined {
  if (event.alpha === null && event.webkitCompassHeading === undefined) return undefined;
  const heading =
    event.webkitCompassHeading !== undefined
      ? event.webkitCompassHeading
      : (360 - (event.alpha ?? 0)) % 360;
  const pitch = (event.beta ?? 90) - 90;
  return { heading, pitch };
}

/** Listens to device orientation; returns a stop function, or undefined if unsupported. */
export function watchDeviceOrientation(
  target: Window | undefined,
  onOrientation: (orientation: Orientation) => void,
): (() => void) | undefined {
  if (!target || !('DeviceOrientationEvent' in target)) return undefined;
  const eventName =
    'ondeviceorientationabsolute' in target ? 'deviceorientationabsolute' : 'deviceorientation';
  const listener = (event: Event) => {
    const orientation = orientationFromEvent(event as unknown as OrientationEventLike);
    if (orientation) onOrientation(orientation);
  };
  target.addEventListener(eventName, listener);
  return () => target.removeEventListener(eventName, listener);
}

/** Opens the back camera; rejects when there is none or access is refused. */
export async function openCamera(
  mediaDevices: MediaDevices | undefined,
  facingMode: 'user' | 'environment',
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) throw new Error('No camera API in this browser.');
  return mediaDevices.getUserMedia({ video: { facingMode }, audio: false });
}
