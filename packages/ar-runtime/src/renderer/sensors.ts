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
  /** Degrees clockwise from north of the direction the back camera looks. */
  heading: number;
  /** Degrees above the horizon of that direction. */
  pitch: number;
  /** Degrees the screen's top is turned clockwise from straight up, seen by the user. */
  roll: number;
}

export interface OrientationEventLike {
  alpha: number | null;
  beta: number | null;
  gamma?: number | null;
  absolute?: boolean;
  webkitCompassHeading?: number;
}

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;

/** An angle in degrees in [0, 360). */
export const normalizeDegrees = (angle: number): number => ((angle % 360) + 360) % 360;

/**
 * The heading as whole degrees from 0 to 359, as the view's heading badge shows it (and
 * anything shown beside the view must show it): 359.6 is 0, not 360.
 */
export const headingDegrees = (heading: number): number =>
  Math.round(normalizeDegrees(heading)) % 360;

/** The signed difference `to - from` in degrees, in (-180, 180]. */
export function angleDifference(from: number, to: number): number {
  const difference = normalizeDegrees(to - from);
  return difference > 180 ? difference - 360 : difference;
}

/**
 * Heading, pitch and roll of the back camera from a device orientation (alpha about the
 * vertical, beta about the device's x axis, gamma about its y axis, applied Z-X'-Y''). The
 * rotation matrix takes device axes to east/north/up; the camera looks along the device's
 * -z axis, so its direction is minus the matrix's third column. `screenAngle` (the screen's
 * orientation angle) says which device axis is the screen's top; when the camera looks
 * nearly straight up or down, the heading is where that top points instead.
 */
export function cameraOrientation(
  alpha: number,
  beta: number,
  gamma: number,
  screenAngle = 0,
): Orientation {
  const cA = Math.cos(alpha * RADIANS);
  const sA = Math.sin(alpha * RADIANS);
  const cB = Math.cos(beta * RADIANS);
  const sB = Math.sin(beta * RADIANS);
  const cG = Math.cos(gamma * RADIANS);
  const sG = Math.sin(gamma * RADIANS);
  // Columns of the rotation matrix: device x, y and z axes in east/north/up.
  const xAxis = [cA * cG - sA * sB * sG, cG * sA + cA * sB * sG, -cB * sG];
  const yAxis = [-cB * sA, cA * cB, sB];
  const zAxis = [cG * sA * sB + cA * sG, sA * sG - cA * cG * sB, cB * cG];
  const forward = [-zAxis[0]!, -zAxis[1]!, -zAxis[2]!];
  // The screen's top in device axes: +y in portrait, +x at 90° (turned counter-clockwise).
  const sS = Math.sin(screenAngle * RADIANS);
  const cS = Math.cos(screenAngle * RADIANS);
  const top = [0, 1, 2].map((i) => sS * xAxis[i]! + cS * yAxis[i]!);
  const horizontal = Math.hypot(forward[0]!, forward[1]!);
  const heading =
    horizontal > 0.1
      ? Math.atan2(forward[0]!, forward[1]!) * DEGREES
      : Math.atan2(top[0]! * -Math.sign(forward[2]!), top[1]! * -Math.sign(forward[2]!)) * DEGREES;
  const pitch = Math.asin(Math.max(-1, Math.min(1, forward[2]!))) * DEGREES;
  // Roll: the screen's top against the vertical seen along the camera direction.
  const right = [forward[1]!, -forward[0]!, 0];
  const rightLength = Math.hypot(right[0]!, right[1]!) || 1;
  const topRight = (top[0]! * right[0]! + top[1]! * right[1]!) / rightLength;
  const up = [
    -forward[2]! * forward[0]!,
    -forward[2]! * forward[1]!,
    1 - forward[2]! * forward[2]!,
  ];
  const upLength = Math.hypot(up[0]!, up[1]!, up[2]!) || 1;
  const topUp = (top[0]! * up[0]! + top[1]! * up[1]! + top[2]! * up[2]!) / upLength;
  const roll = Math.atan2(topRight, topUp) * DEGREES;
  return { heading: normalizeDegrees(heading), pitch, roll };
}

/**
 * Heading (from north) and pitch of the back camera for one orientation event; iOS's
 * `webkitCompassHeading` (where the screen's top points, from magnetic north) gives the
 * heading, turned by the screen angle. Undefined when the event carries no orientation.
 */
export function orientationFromEvent(
  event: OrientationEventLike,
  screenAngle = 0,
): Orientation | undefined {
  if (event.alpha == null && event.webkitCompassHeading === undefined) return undefined;
  const orientation = cameraOrientation(
    event.alpha ?? 0,
    event.beta ?? 90,
    event.gamma ?? 0,
    screenAngle,
  );
  if (event.webkitCompassHeading !== undefined) {
    orientation.heading = normalizeDegrees(event.webkitCompassHeading + screenAngle);
  }
  return orientation;
}

/** Where a heading comes from: an absolute sensor, iOS's compass, or relative turning. */
export type HeadingSource = 'absolute' | 'compass' | 'relative';

export interface OrientationReading extends Orientation {
  source: HeadingSource;
}

export interface OrientationWatch {
  readonly source: HeadingSource | undefined;
  /** Turns north by `degrees` (the user correcting a relative heading by dragging). */
  adjustNorth(degrees: number): void;
  stop(): void;
}

export interface OrientationWatchOptions {
  /** The heading shown before the first reading: a relative sensor starts from it. */
  initialHeading?: () => number;
  /**
   * Share of the gap to each new heading taken per event (circular low-pass filter):
   * 1 follows every reading, smaller values smooth out compass jitter.
   */
  smoothing?: number;
}

/** Low-pass share used by default: calm against jitter, still following a turn in ~10 events. */
const ORIENTATION_SMOOTHING = 0.35;

/** The screen's orientation angle (0 portrait, 90 turned counter-clockwise, ...). */
function screenAngle(target: Window): number {
  const angle = target.screen?.orientation?.angle;
  if (typeof angle === 'number') return angle;
  const legacy = (target as { orientation?: unknown }).orientation;
  return typeof legacy === 'number' ? normalizeDegrees(legacy) : 0;
}

/**
 * Listens to device orientation. An absolute reading (`deviceorientationabsolute`, or
 * `deviceorientation` with `absolute` true) gives the heading from north; once one arrived,
 * relative readings are ignored. iOS's `webkitCompassHeading` anchors north while alpha
 * turns the view. A relative reading only turns: its north offset is fixed at the first
 * reading so the heading continues from the one shown, and the user may turn it
 * (`adjustNorth`). The heading is smoothed along the circle. Returns undefined when the
 * browser has no orientation events.
 */
export function watchDeviceOrientation(
  target: Window | undefined,
  onOrientation: (orientation: OrientationReading) => void,
  options: OrientationWatchOptions = {},
): OrientationWatch | undefined {
  if (!target || !('DeviceOrientationEvent' in target)) return undefined;
  const smoothing = Math.max(0.01, Math.min(1, options.smoothing ?? ORIENTATION_SMOOTHING));
  let source: HeadingSource | undefined;
  /** Degrees added to a relative heading to point it at north. */
  let northOffset: number | undefined;
  let heading: number | undefined;
  let pitch: number | undefined;
  let roll = 0;

  const receive = (event: OrientationEventLike, fromAbsoluteEvent: boolean) => {
    const absolute = fromAbsoluteEvent || event.absolute === true;
    const compass =
      typeof event.webkitCompassHeading === 'number' && event.webkitCompassHeading >= 0;
    const kind: HeadingSource = absolute ? 'absolute' : compass ? 'compass' : 'relative';
    // An absolute sensor, once heard from, is the only source of headings.
    if (source === 'absolute' && kind !== 'absolute') return;
    const angle = screenAngle(target);
    // Read field by field: a browser event's fields are getters, which spreading drops.
    const reading = orientationFromEvent(
      {
        alpha: event.alpha,
        beta: event.beta,
        gamma: event.gamma ?? null,
        ...(compass && !absolute ? { webkitCompassHeading: event.webkitCompassHeading } : {}),
      },
      angle,
    );
    if (!reading) return;
    let next = reading.heading;
    if (kind === 'relative') {
      if (source !== 'relative' || northOffset === undefined) {
        northOffset = angleDifference(next, heading ?? options.initialHeading?.() ?? 0);
      }
      next = normalizeDegrees(next + northOffset);
    }
    source = kind;
    heading =
      heading === undefined
        ? next
        : normalizeDegrees(heading + smoothing * angleDifference(heading, next));
    pitch = pitch === undefined ? reading.pitch : pitch + smoothing * (reading.pitch - pitch);
    roll = reading.roll;
    onOrientation({ heading, pitch, roll, source: kind });
  };
  const onAbsolute = (event: Event) => receive(event as unknown as OrientationEventLike, true);
  const onRelative = (event: Event) => receive(event as unknown as OrientationEventLike, false);
  target.addEventListener('deviceorientationabsolute', onAbsolute);
  target.addEventListener('deviceorientation', onRelative);
  return {
    get source() {
      return source;
    },
    adjustNorth(degrees) {
      if (source !== 'relative' || northOffset === undefined || heading === undefined) return;
      northOffset = normalizeDegrees(northOffset + degrees);
      heading = normalizeDegrees(heading + degrees);
      onOrientation({ heading, pitch: pitch ?? 0, roll, source });
    },
    stop() {
      target.removeEventListener('deviceorientationabsolute', onAbsolute);
      target.removeEventListener('deviceorientation', onRelative);
    },
  };
}

type PermissionEventClass = { requestPermission?: unknown };

/** The browser's DeviceOrientationEvent when it asks for access through `requestPermission`. */
function askingOrientationEvent(target: Window | undefined): PermissionEventClass | undefined {
  const event = (target as { DeviceOrientationEvent?: PermissionEventClass } | undefined)
    ?.DeviceOrientationEvent;
  return typeof event?.requestPermission === 'function' ? event : undefined;
}

/**
 * Whether the browser sends orientation events only once access is granted through
 * `DeviceOrientationEvent.requestPermission`, called in a user gesture (iOS Safari 13 and
 * later, Chromium 156 and later). Detected by the method, never by the browser's name.
 */
export function orientationPermissionNeeded(target: Window | undefined): boolean {
  return askingOrientationEvent(target) !== undefined;
}

/**
 * Asks for motion sensor access where the browser wants a user gesture for it (see
 * orientationPermissionNeeded); call it from one. Resolves whether access is granted; true
 * where no permission is asked for.
 */
export async function requestOrientationPermission(target: Window | undefined): Promise<boolean> {
  const event = askingOrientationEvent(target);
  if (!event) return true;
  try {
    return (await (event.requestPermission as () => Promise<string>).call(event)) === 'granted';
  } catch {
    return false;
  }
}

/** Opens the back camera; rejects when there is none or access is refused. */
export async function openCamera(
  mediaDevices: MediaDevices | undefined,
  facingMode: 'user' | 'environment',
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) throw new Error('No camera API in this browser.');
  return mediaDevices.getUserMedia({ video: { facingMode }, audio: false });
}
