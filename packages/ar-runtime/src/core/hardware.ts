import { ARObject, defineCallbacks } from './ar-object';
import { CAMERA_FOCUS_MODE, CAMERA_POSITION, DEFAULTS, SMART_AVAILABILITY } from './constants';
import { OutOfRangeException } from './errors';
import {
  immutable,
  requireBoolean,
  requireNumber,
  requireNumberIn,
  requireObject,
  requireOneOf,
} from './validate';

type CameraPosition = (typeof CAMERA_POSITION)[keyof typeof CAMERA_POSITION];
type FocusMode = (typeof CAMERA_FOCUS_MODE)[keyof typeof CAMERA_FOCUS_MODE];
export type SmartAvailability = (typeof SMART_AVAILABILITY)[keyof typeof SMART_AVAILABILITY];

export interface Point {
  x: number;
  y: number;
}

const requirePoint = (name: string, value: unknown): Point => {
  const parts = requireObject(name, value);
  return {
    x: requireNumberIn(`${name}.x`, parts.x, { min: 0, max: 1 }),
    y: requireNumberIn(`${name}.y`, parts.y, { min: 0, max: 1 }),
  };
};

/** `AR.hardware.camera`. */
export class Camera extends ARObject {
  static override interfaceName = 'cameraInterface';
  static override typeName = 'Camera';
  #enabled = true;
  #flashlight = false;
  #position: CameraPosition = CAMERA_POSITION.BACK;
  #zoom: number = DEFAULTS.cameraZoom;
  #maxZoomLevel: number = DEFAULTS.simulatedMaxZoom;
  #focusMode: FocusMode = CAMERA_FOCUS_MODE.CONTINUOUS;
  #manualFocusDistance = 1;
  #focusPointOfInterest: Point = { x: 0.5, y: 0.5 };
  #exposurePointOfInterest: Point = { x: 0.5, y: 0.5 };
  declare onError: ((message: string) => unknown) | null;

  constructor() {
    super();
    this.announce();
  }

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    this.#enabled = requireBoolean('camera.enabled', value);
    this.changed('enabled', value);
  }

  get flashlight(): boolean {
    return this.#flashlight;
  }
  set flashlight(value: boolean) {
    this.#flashlight = requireBoolean('camera.flashlight', value);
    this.changed('flashlight', value);
  }

  get position(): CameraPosition {
    return this.#position;
  }
  set position(value: CameraPosition) {
    this.#position = requireOneOf('camera.position', value, Object.values(CAMERA_POSITION));
    this.changed('position', value);
  }

  get zoom(): number {
    return this.#zoom;
  }
  set zoom(value: number) {
    this.#zoom = requireNumberIn('camera.zoom', value, { min: 1, max: this.#maxZoomLevel });
    this.changed('zoom', value);
  }

  get maxZoomLevel(): number {
    return this.#maxZoomLevel;
  }
  set maxZoomLevel(_value: number) {
    immutable('AR.hardware.camera', 'maxZoomLevel');
  }

  get focusMode(): FocusMode {
    return this.#focusMode;
  }
  set focusMode(value: FocusMode) {
    this.#focusMode = requireOneOf('camera.focusMode', value, Object.values(CAMERA_FOCUS_MODE));
    this.changed('focusMode', value);
  }

  /** Metres, greater than 0 and at most 100. */
  get manualFocusDistance(): number {
    return this.#manualFocusDistance;
  }
  set manualFocusDistance(value: number) {
    const distance = requireNumber('camera.manualFocusDistance', value);
    if (distance <= 0 || distance > DEFAULTS.manualFocusDistanceMax) {
      throw new OutOfRangeException(
        `'camera.manualFocusDistance' must be in (0, ${DEFAULTS.manualFocusDistanceMax}], got ${distance}.`,
      );
    }
    this.#manualFocusDistance = distance;
    this.changed('manualFocusDistance', distance);
  }

  get focusPointOfInterest(): Point {
    return { ...this.#focusPointOfInterest };
  }
  set focusPointOfInterest(value: Point) {
    this.#focusPointOfInterest = requirePoint('camera.focusPointOfInterest', value);
    this.changed('focusPointOfInterest', this.#focusPointOfInterest);
  }

  get exposurePointOfInterest(): Point {
    return { ...this.#exposurePointOfInterest };
  }
  set exposurePointOfInterest(value: Point) {
    this.#exposurePointOfInterest = requirePoint('camera.exposurePointOfInterest', value);
    this.changed('exposurePointOfInterest', this.#exposurePointOfInterest);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      enabled: this.#enabled,
      flashlight: this.#flashlight,
      position: this.#position,
      zoom: this.#zoom,
      maxZoomLevel: this.#maxZoomLevel,
      focusMode: this.#focusMode,
      manualFocusDistance: this.#manualFocusDistance,
      focusPointOfInterest: this.#focusPointOfInterest,
      exposurePointOfInterest: this.#exposurePointOfInterest,
    };
  }
}
defineCallbacks(Camera, ['onError']);

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
  #enabled = true;
  readonly compass = new Compass((path, value) => this.changed(path, value));
  declare onError: ((message: string) => unknown) | null;

  constructor() {
    super();
    this.announce();
  }

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(value: boolean) {
    this.#enabled = requireBoolean('sensors.enabled', value);
    this.changed('enabled', value);
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      enabled: this.#enabled,
      compass: { correctionAngle: this.compass.correctionAngle },
    };
  }
}
defineCallbacks(Sensors, ['onError']);

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
