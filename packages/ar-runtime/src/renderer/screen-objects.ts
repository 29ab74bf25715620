import type { Runtime } from '../core/runtime';
import type { SceneObject } from '../core/scene-object';
import type { Simulator } from '../sim/simulator';
import {
  placingPlane,
  SnapTracker,
  SNAP_TYPES,
  TRACKABLE_TYPES,
  trackedInCore,
} from './trackables';

/**
 * Whether a trackable's target is tracked: the option when given; else what the simulator's
 * camera sees; else what any other host reported through the core.
 */
export function trackingTest(
  isTracked: ((trackable: SceneObject) => boolean) | undefined,
  simulator: Simulator | undefined,
): (trackable: SceneObject) => boolean {
  const simulatorTracking = simulator?.tracking as
    { isTracked?: (trackableId: number) => boolean } | undefined;
  return (
    isTracked ??
    (typeof simulatorTracking?.isTracked === 'function'
      ? (trackable: SceneObject) => simulatorTracking.isTracked!(trackable.objectId)
      : trackedInCore)
  );
}

/**
 * The trackables and positionables drawn on the screen rather than in the world: those whose
 * target is tracked (in front of the camera) and those snapped to the screen.
 */
export class ScreenObjects {
  readonly #runtime: Runtime;
  readonly #isTracked: (trackable: SceneObject) => boolean;
  readonly #snaps: SnapTracker;

  constructor(runtime: Runtime, isTracked: (trackable: SceneObject) => boolean) {
    this.#runtime = runtime;
    this.#isTracked = isTracked;
    this.#snaps = new SnapTracker(runtime);
  }

  /** The objects whose drawables are drawn this frame (snapping those whose time came). */
  select(): { tracked: SceneObject[]; snapped: SceneObject[] } {
    const runtime = this.#runtime;
    const snaps = this.#snaps;
    const tracked: SceneObject[] = [];
    const snapped: SceneObject[] = [];
    const now = runtime.clock.now();
    for (const type of TRACKABLE_TYPES) {
      for (const object of runtime.objectsOfType(type)) {
        const trackable = object as SceneObject;
        const onTarget =
          trackable.enabled && (placingPlane(trackable) || this.#isTracked(trackable));
        const isSnapped = snaps.update(trackable, onTarget, now);
        // A disabled trackable shows nothing, snapped or not.
        if (!trackable.enabled) continue;
        if (isSnapped) snapped.push(trackable);
        else if (onTarget) tracked.push(trackable);
      }
    }
    // A positionable is placed by a native plugin: in the browser it shows only when snapped.
    for (const type of SNAP_TYPES) {
      for (const object of runtime.objectsOfType(type)) {
        const positionable = object as SceneObject;
        if (snaps.update(positionable, false, now) && positionable.enabled) {
          snapped.push(positionable);
        }
      }
    }
    snaps.forgetOthers();
    return { tracked, snapped };
  }

  /** The enabled trackables whose target is tracked: drawn in front of the camera. */
  trackedPlanes(): SceneObject[] {
    const tracked: SceneObject[] = [];
    for (const type of TRACKABLE_TYPES) {
      for (const object of this.#runtime.objectsOfType(type)) {
        const trackable = object as SceneObject;
        if (trackable.enabled && this.#isTracked(trackable)) tracked.push(trackable);
      }
    }
    return tracked;
  }

  /** The id of the page element a snapped object's drawables go into, when it names one. */
  containerOf(object: SceneObject): string | null {
    return this.#snaps.containerOf(object);
  }

  /** Where in an area of `width` x `height` a snapped object is drawn. */
  snapPlacement(object: SceneObject, width: number, height: number) {
    return this.#snaps.placement(object, width, height);
  }
}
