import { ARObject, defineCallbacks, type ObjectOptions } from '../ar-object';
import { DEFAULTS, INSTANT_TRACKER_STATE, INSTANT_TRACKING_PLANE_ORIENTATION } from '../constants';
import { IllegalStateException } from '../errors';
import { defineProperties, describeProperties } from '../properties';
import { SceneObject } from '../scene-object';
import { requireBoolean, requireInstance, requireNumberIn, requireOneOf } from '../validate';
import { efficiencyModeProperty, type EfficiencyMode } from './image-tracker';
import { Tracker, type TrackerError } from './tracker';

export type InstantTrackerState =
  (typeof INSTANT_TRACKER_STATE)[keyof typeof INSTANT_TRACKER_STATE];

export const SENSORS_REQUIRED_MESSAGE =
  'AR.InstantTracker requires sensors: set AR.hardware.sensors.enabled = true before creating it.';

/** Tracker error codes (300, 301) raised through onError. */
const INSTANT_TRACKER_ERRORS = Object.freeze({
  PLANE_ORIENTATION_WITH_SMART: {
    code: 300,
    message: 'trackingPlaneOrientation cannot be set while platform assisted tracking is used.',
  },
  SMART_MUST_BE_DISABLED: {
    code: 301,
    message: 'SMART must be disabled to set deviceHeight.',
  },
});

/** Tracks the ground (or a wall) without a target, starting from a device height. */
export class InstantTracker extends Tracker {
  static override interfaceName = 'instantTrackerInterface';
  static override typeName = 'InstantTracker';
  #state: InstantTrackerState = INSTANT_TRACKER_STATE.INITIALIZING;
  #deviceHeight: number = DEFAULTS.instantTrackerDeviceHeight;
  #trackingPlaneOrientation: number = INSTANT_TRACKING_PLANE_ORIENTATION.HORIZONTAL;
  #canStartTracking = true;
  declare onChangedState: ((state: InstantTrackerState) => unknown) | null;
  declare onChangeStateError: ((error: { code: number; message: string }) => unknown) | null;

  constructor(options?: ObjectOptions<InstantTracker>) {
    super();
    if (this.runtime.hardware && !this.runtime.hardware.sensors.enabled) {
      throw new IllegalStateException(SENSORS_REQUIRED_MESSAGE);
    }
    this.applyTrackerOptions(options, InstantTracker, [
      'smartEnabled',
      'deviceHeight',
      'trackingPlaneOrientation',
      'trackerEfficiencyMode',
    ]);
    this.announce();
  }

  /** Use ARKit/ARCore when the device supports them. */
  declare smartEnabled: boolean;
  declare trackerEfficiencyMode: EfficiencyMode;
  declare canStartTracking: boolean;
  static {
    defineProperties(this, {
      smartEnabled: { initial: true, validate: requireBoolean },
      trackerEfficiencyMode: efficiencyModeProperty,
      canStartTracking: { readOnly: (tracker) => tracker.#canStartTracking, described: false },
    });
  }

  get state(): InstantTrackerState {
    return this.#state;
  }
  /** Asks the host to switch state; onChangedState reports the result. */
  set state(value: InstantTrackerState) {
    const state = requireOneOf('state', value, [
      INSTANT_TRACKER_STATE.INITIALIZING,
      INSTANT_TRACKER_STATE.TRACKING,
    ]);
    this.call('changeState', { state });
  }

  /** Metres from the ground to the device; only while INITIALIZING. */
  get deviceHeight(): number {
    return this.#deviceHeight;
  }
  set deviceHeight(value: number) {
    const height = requireNumberIn('deviceHeight', value, { min: 0, minExclusive: true });
    if (this.#mayConfigure('deviceHeight', INSTANT_TRACKER_ERRORS.SMART_MUST_BE_DISABLED)) {
      this.#deviceHeight = height;
      this.changed('deviceHeight', height);
    }
  }

  /** Degrees from horizontal (0) to vertical (90); only while INITIALIZING. */
  get trackingPlaneOrientation(): number {
    return this.#trackingPlaneOrientation;
  }
  set trackingPlaneOrientation(value: number) {
    const orientation = requireNumberIn('trackingPlaneOrientation', value, {
      min: INSTANT_TRACKING_PLANE_ORIENTATION.HORIZONTAL,
      max: INSTANT_TRACKING_PLANE_ORIENTATION.VERTICAL,
    });
    const error = INSTANT_TRACKER_ERRORS.PLANE_ORIENTATION_WITH_SMART;
    if (this.#mayConfigure('trackingPlaneOrientation', error)) {
      this.#trackingPlaneOrientation = orientation;
      this.changed('trackingPlaneOrientation', orientation);
    }
  }

  /**
   * Device height and plane orientation may be set only while INITIALIZING (an exception
   * otherwise) and not while platform-assisted tracking is used (`error` goes to onError).
   */
  #mayConfigure(property: string, error: TrackerError): boolean {
    if (this.#state !== INSTANT_TRACKER_STATE.INITIALIZING) {
      throw new IllegalStateException(
        `'${property}' can only be set while the InstantTracker is INITIALIZING.`,
      );
    }
    const platformAssisted =
      this.smartEnabled && (this.runtime.hardware?.smart.platformAssistedTrackingActive ?? false);
    if (platformAssisted) this.reportError(error);
    return !platformAssisted;
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      state: this.#state,
      deviceHeight: this.#deviceHeight,
      trackingPlaneOrientation: this.#trackingPlaneOrientation,
      ...describeProperties(this, InstantTracker),
    };
  }

  override receiveUpdate(values: Readonly<Record<string, unknown>>): void {
    if (typeof values.canStartTracking === 'boolean') {
      this.#canStartTracking = values.canStartTracking;
    }
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onChangedState') this.#state = args[0] as InstantTrackerState;
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(InstantTracker, ['onChangedState', 'onChangeStateError']);

/** Drawables placed on the plane an InstantTracker finds. */
export class InstantTrackable extends SceneObject {
  static override interfaceName = 'instantTrackableInterface';
  static override typeName = 'InstantTrackable';
  readonly tracker: InstantTracker;
  declare onTrackingStarted: (() => unknown) | null;
  declare onTrackingStopped: (() => unknown) | null;
  declare onTrackingPlaneClick: ((x: number, y: number) => unknown) | null;
  declare onTrackingPlaneDragBegan: ((x: number, y: number) => unknown) | null;
  declare onTrackingPlaneDragChanged: ((x: number, y: number) => unknown) | null;
  declare onTrackingPlaneDragEnded: ((x: number, y: number) => unknown) | null;

  constructor(tracker: InstantTracker, options?: ObjectOptions<InstantTrackable>) {
    super(options, ['cam']);
    this.tracker = requireInstance('tracker', tracker, [InstantTracker], 'an AR.InstantTracker');
    this.applyOptions(options, ARObject.callbackKeys(InstantTrackable));
    this.announce();
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), tracker: this.tracker };
  }
}
defineCallbacks(InstantTrackable, [
  'onTrackingStarted',
  'onTrackingStopped',
  'onTrackingPlaneClick',
  'onTrackingPlaneDragBegan',
  'onTrackingPlaneDragChanged',
  'onTrackingPlaneDragEnded',
]);
