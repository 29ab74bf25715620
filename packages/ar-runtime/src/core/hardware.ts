import { ARObject, defineCallbacks } from './ar-object';
import { CAMERA_FOCUS_MODE, CAMERA_POSITION, DEFAULTS, SMART_AVAILABILITY } from './constants';
import { defineProperties, describeProperties } from './properties';
import {
  numberIn,
  oneOf,
  requireBoolean,
  requireNumber,
  requireNumberIn,
  requireObject,
} from './validate';

type CameraPosition = (typeof CAMERA_POSITION)[keyof typeof CAMERA_POSITION];
type FocusMode = (typeof CAMERA_FOCUS_MODE)[keyof typeof CAMERA_FOCUS_MODE];
export type SmartAvailability = (typeof SMART_AVAILABILITY)[keyof typeof SMART_AVAILABILITY];

export interface Point {
  x: number;
  y: number;
}

/** A point on the screen in fractions of its size, `{ x: 0.5, y: 0.5 }` by default. */
const pointProperty = {
  initial: { x: 0.5, y: 0.5 },
  validate: (name: string, value: unknown): Point => {
    const parts = requireObject(name, value);
    return {
      x: requireNumberIn(`${name}.x`, parts.x, { min: 0, max: 1 }),
      y: requireNumberIn(`${name}.y`, parts.y, { min: 0, max: 1 }),
    };
  },
  read: (point: Point): Point => ({ ...point }),
};

/** `AR.hardware.camera`. */
export class Camera extends ARObject {
  static override interfaceName = 'cameraInterface';
  static override typeName = 'Camera';
  declare onError: ((message: string) => unknown) | null;

  constructor() {
    super();
    this.announce();
  }

  declare enabled: boolean;
  declare flashlight: boolean;
  declare position: CameraPosition;
  declare zoom: number;
  declare maxZoomLevel: number;
  declare focusMode: FocusMode;
  /** Metres, greater than 0 and at most 100. */
  declare manualFocusDistance: number;
  declare focusPointOfInterest: Point;
  declare exposurePointOfInterest: Point;

  override describe(): Record<string, unknown> {
    return { ...super.describe(), ...describeProperties(this, Camera) };
  }
}
defineCallbacks(Camera, ['onError']);
defineProperties(
  Camera,
  {
    enabled: { initial: true, validate: requireBoolean },
    flashlight: { initial: false, validate: requireBoolean },
    position: { initial: CAMERA_POSITION.BACK, validate: oneOf(CAMERA_POSITION) },
    zoom: {
      initial: DEFAULTS.cameraZoom,
      validate: (name, value, camera) =>
        requireNumberIn(name, value, { min: 1, max: camera.maxZoomLevel }),
    },
    maxZoomLevel: { readOnly: () => DEFAULTS.simulatedMaxZoom, owner: 'AR.hardware.camera' },
    focusMode: { initial: CAMERA_FOCUS_MODE.CONTINUOUS, validate: oneOf(CAMERA_FOCUS_MODE) },
    manualFocusDistance: {
      initial: 1,
      validate: numberIn({ min: 0, minExclusive: true, max: DEFAULTS.manualFocusDistanceMax }),
    },
    focusPointOfInterest: pointProperty,
    exposurePointOfInterest: pointProperty,
  },
  { labelPrefix: 'camera.' },
);

/** The compass of `AR.hardware.sensors`, with a correction added to every heading. */
export class Compass {
  #correctionAngle = 0;
  readonly #notify: (path: string, value: number) => void;

  constructor(notify: (path: string, value: number) => void) {
    this.#notify = notify;
  }

  /** Degrees added to the measured heading. */
  get correctionAngle(): number {
    return this.#correctionAngle;
  }
  set correctionAngle(value: number) {
    this.#correctionAngle = requireNumber('compass.correctionAngle', value);
    this.#notify('compass.correctionAngle', value);
  }
}

/** `AR.hardware.sensors`: compass and motion sensors. */
export class Sensors extends ARObject {
  static override interfaceName = 'sensorsInterface';
  static override typeName = 'Sensors';
  readonly compass = new Compass((path, value) => this.changed(path, value));
  declare onError: ((message: string) => unknown) | null;

  constructor() {
    super();
    this.announce();
  }

  declare enabled: boolean;

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...describeProperties(this, Sensors),
      compass: { correctionAngle: this.compass.correctionAngle },
    };
  }
}
defineCallbacks(Sensors, ['onError']);
defineProperties(
  Sensors,
  { enabled: { initial: true, validate: requireBoolean } },
  { labelPrefix: 'sensors.' },
);

/** `AR.hardware.smart`: platform-assisted tracking (ARKit/ARCore) availability. */
export class Smart extends ARObject {
  static override interfaceName = 'smartInterface';
  static override typeName = 'Smart';
  #availability: SmartAvailability = SMART_AVAILABILITY.INDETERMINATE_QUERY_FAILED;
  declare onPlatformAssistedTrackingAvailabilityChanged:
    ((availability: SmartAvailability) => unknown) | null;

  constructor() {
    super();
    this.announce();
  }

  get availability(): SmartAvailability {
    return this.#availability;
  }

  /** The values `availability` and the availability trigger take, where the SDK places them. */
  get SmartAvailability(): typeof SMART_AVAILABILITY {
    return SMART_AVAILABILITY;
  }

  /** Platform-assisted tracking is in use when available and the tracker enables SMART. */
  get platformAssistedTrackingActive(): boolean {
    return this.#availability === SMART_AVAILABILITY.SUPPORTED;
  }

  /** Asks the host; the answer arrives through onPlatformAssistedTrackingAvailabilityChanged. */
  isPlatformAssistedTrackingSupported(): void {
    this.call('isPlatformAssistedTrackingSupported');
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onPlatformAssistedTrackingAvailabilityChanged') {
      this.#availability = args[0] as SmartAvailability;
    }
    return super.receiveTrigger(trigger, args);
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), availability: this.#availability };
  }
}
defineCallbacks(Smart, ['onPlatformAssistedTrackingAvailabilityChanged']);

export interface Hardware {
  readonly camera: Camera;
  readonly sensors: Sensors;
  readonly smart: Smart;
}
