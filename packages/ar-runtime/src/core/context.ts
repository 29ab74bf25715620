import { ARObject, defineCallbacks } from './ar-object';
import type { UserLocation } from './runtime';
import {
  CLICK_BEHAVIOR,
  CLOUD_RECOGNITION_SERVER_REGION,
  DEFAULTS,
  UNKNOWN_ALTITUDE,
  type ClickBehavior,
} from './constants';
import { defineProperties, describeProperties } from './properties';
import {
  numberIn,
  oneOf,
  requireBoolean,
  requireCallback,
  requireObject,
  requireOneOf,
  requireString,
  type Callback,
} from './validate';

type SceneKey = keyof typeof DEFAULTS.scene;

const positiveDistance = (initial: number) => ({
  initial,
  validate: numberIn({ min: 0, minExclusive: true }),
});

/** Distance rules of the scene: culling and distance-based scaling. */
export class Scene {
  readonly #notify: (path: string, value: number) => void;

  constructor(notify: (path: string, value: number) => void) {
    this.#notify = notify;
  }

  /** Objects farther than this many metres are not drawn. */
  declare cullingDistance: number;
  /** Closer than this, objects keep their full size. */
  declare minScalingDistance: number;
  /** Farther than this, objects are drawn at `scalingFactor` of their size. */
  declare maxScalingDistance: number;
  declare scalingFactor: number;
  declare globalScale: number;
  static {
    const { scene } = DEFAULTS;
    defineProperties(
      this,
      {
        cullingDistance: positiveDistance(scene.cullingDistance),
        minScalingDistance: positiveDistance(scene.minScalingDistance),
        maxScalingDistance: positiveDistance(scene.maxScalingDistance),
        scalingFactor: { initial: scene.scalingFactor, validate: numberIn({ min: 0, max: 1 }) },
        globalScale: positiveDistance(scene.globalScale),
      },
      {
        labelPrefix: 'scene.',
        report: (target, name, value) => target.#notify(`scene.${name}`, value as number),
      },
    );
  }

  toJSON(): Record<SceneKey, number> {
    return describeProperties(this, Scene) as Record<SceneKey, number>;
  }
}

export interface RegionOptions {
  url?: string;
  onSuccess?: Callback;
  onError?: Callback;
}

/** `AR.context`: the scene, click behaviour, location updates and host services. */
export class Context extends ARObject {
  static override interfaceName = 'contextInterface';
  static override typeName = 'Context';
  readonly #scene = new Scene((path, value) => this.changed(path, value));
  #regionCallbacks: { onSuccess: Callback | null; onError: Callback | null } = {
    onSuccess: null,
    onError: null,
  };
  declare onLocationChanged:
    ((latitude: number, longitude: number, altitude: number, accuracy: number) => unknown) | null;
  declare onScreenClick: (() => unknown) | null;
  declare onError: ((message: string) => unknown) | null;
  declare on2FingerGestureStarted: (() => unknown) | null;

  constructor() {
    super();
    this.announce();
    this.runtime.events.on('location', (location) => this.#deliverLocation(location));
  }

  /** Which pointer event counts as a click: touchClick, touchUp or touchDown. */
  declare clickBehavior: ClickBehavior;
  declare versionNumber: string;

  #deliverLocation(location: UserLocation): void {
    this.receiveTrigger('onLocationChanged', [
      location.latitude,
      location.longitude,
      location.altitude ?? UNKNOWN_ALTITUDE,
      location.accuracy,
    ]);
  }

  /** A listener assigned after the first fix gets the last known location right away. */
  override callbackAssigned(trigger: string): void {
    if (trigger !== 'onLocationChanged') return;
    const known = this.runtime.userLocation();
    if (!known) return;
    this.runtime.clock.setTimeout(() => {
      if (this.runtime.userLocation() === known) this.#deliverLocation(known);
    }, 0);
  }

  get scene(): Scene {
    return this.#scene;
  }
  set scene(value: Partial<Record<SceneKey, number>>) {
    const parts = requireObject('scene', value);
    for (const key of Object.keys(DEFAULTS.scene) as SceneKey[]) {
      if (parts[key] !== undefined) this.#scene[key] = parts[key] as number;
    }
  }

  /** Destroys every object created through the namespace. */
  destroyAll(): void {
    for (const object of [...this.runtime.objects.values()]) {
      if (object instanceof ARObject && object !== this && !isService(object)) object.destroy();
    }
    this.call('destroyAll');
  }

  openInBrowser(url: string, forceNativeBrowser = false): void {
    this.call('openInBrowser', {
      url: requireString('url', url),
      forceNativeBrowser: requireBoolean('forceNativeBrowser', forceNativeBrowser),
    });
  }

  startVideoPlayer(uri: string): void {
    this.call('startVideoPlayer', { uri: requireString('uri', uri) });
  }

  /** Chooses the cloud recognition server by region (or a custom `url`). */
  setCloudRecognitionServerRegion(region: number, options: RegionOptions = {}): void {
    requireOneOf('region', region, Object.values(CLOUD_RECOGNITION_SERVER_REGION));
    const parts = requireObject('options', options);
    const onSuccess =
      parts.onSuccess === undefined ? null : requireCallback('onSuccess', parts.onSuccess);
    const onError = parts.onError === undefined ? null : requireCallback('onError', parts.onError);
    this.#regionCallbacks = { onSuccess, onError };
    this.call('setCloudRecognitionServerRegion', {
      region,
      url: parts.url === undefined ? undefined : requireString('url', parts.url),
      onSuccessTriggerActive: onSuccess !== null,
      onErrorTriggerActive: onError !== null,
    });
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      scene: this.#scene.toJSON(),
      ...describeProperties(this, Context),
    };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onRegionSuccess' || trigger === 'onRegionError') {
      const callback =
        trigger === 'onRegionSuccess'
          ? this.#regionCallbacks.onSuccess
          : this.#regionCallbacks.onError;
      return callback ? this.runCallback(trigger, callback, args) : undefined;
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(Context, [
  'onLocationChanged',
  'onScreenClick',
  'onError',
  'on2FingerGestureStarted',
]);
defineProperties(Context, {
  clickBehavior: { initial: CLICK_BEHAVIOR.CLICK, validate: oneOf(CLICK_BEHAVIOR) },
  versionNumber: { readOnly: () => DEFAULTS.versionNumber, owner: 'AR.context' },
});

/** Objects that belong to the namespace itself and survive destroyAll. */
const services = new WeakSet<ARObject>();
export const markService = (object: ARObject): void => void services.add(object);
const isService = (object: ARObject): boolean => services.has(object);
