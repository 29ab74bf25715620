import { INSTANT_TRACKER_STATE } from '../core/constants';
import type { Runtime } from '../core/runtime';
import type { SceneObject } from '../core/scene-object';
import type { SnapToScreen } from '../core/snap-to-screen';
import { InstantTrackable } from '../core/tracking/instant';
import { TargetTrackable } from '../core/tracking/target-trackable';

/** Trackables whose drawables are drawn in front of the camera while their target is tracked. */
export const TRACKABLE_TYPES = [
  'ImageTrackable',
  'Trackable2DObject',
  'ObjectTrackable',
  'InstantTrackable',
] as const;
/** Objects a native plugin would place: drawn only while snapped to the screen. */
export const SNAP_TYPES = ['Positionable'] as const;

/**
 * Whether a trackable's target is tracked, as the host last reported it: an image or object
 * trackable with a recognised target, an instant trackable whose tracker is tracking; the
 * tracker must be enabled.
 */
export function trackedInCore(trackable: SceneObject): boolean {
  if (trackable instanceof InstantTrackable) {
    return trackable.tracker.enabled && trackable.tracker.state === INSTANT_TRACKER_STATE.TRACKING;
  }
  if (trackable instanceof TargetTrackable) {
    return trackable.tracker.enabled && trackable.recognizedTargets.length > 0;
  }
  return false;
}

/**
 * An instant trackable whose enabled tracker is still placing its plane (INITIALIZING):
 * its drawables show where the plane will be, as on a device, before tracking starts.
 */
export function placingPlane(trackable: SceneObject): boolean {
  return (
    trackable instanceof InstantTrackable &&
    trackable.tracker.enabled &&
    trackable.tracker.state === INSTANT_TRACKER_STATE.INITIALIZING
  );
}

const snapOf = (object: SceneObject): SnapToScreen | undefined =>
  (object as { snapToScreen?: SnapToScreen }).snapToScreen;

interface SnapState {
  /** Since when the object wants to snap (snapping enabled, target not tracked). */
  since: number;
  snapped: boolean;
}

/**
 * Snap-to-screen: an object whose snapToScreen is enabled snaps to the screen while its
 * target is not tracked, once `delay` ms have passed (onSnappedToScreen fires then); if the
 * target comes back or snapping is disabled before, onDelayedSnapInterruption fires. A
 * tracked target unsnaps the object (drawn on the target again).
 */
export class SnapTracker {
  readonly #runtime: Runtime;
  readonly #states = new Map<SceneObject, SnapState>();
  readonly #seen = new Set<SceneObject>();

  constructor(runtime: Runtime) {
    this.#runtime = runtime;
  }

  /** Updates one object at time `now`; true when its drawables are snapped to the screen. */
  update(object: SceneObject, tracked: boolean, now: number): boolean {
    this.#seen.add(object);
    const snap = snapOf(object);
    const wanted = snap !== undefined && snap.enabled && !tracked;
    const state = this.#states.get(object);
    if (!wanted) {
      if (state) {
        this.#states.delete(object);
        if (!state.snapped) this.#call(snap, 'onDelayedSnapInterruption');
      }
      return false;
    }
    if (!state) {
      const next = { since: now, snapped: false };
      this.#states.set(object, next);
      return this.#settle(snap, next, now);
    }
    return this.#settle(snap, state, now);
  }

  /** The id of the element the object snaps into, when it names one. */
  containerOf(object: SceneObject): string | null {
    return snapOf(object)?.snapContainer ?? null;
  }

  /**
   * Where in its area (`width` x `height`) an object snapped to the screen is drawn: the
   * centre, or against the edges its snapToScreen names (the drawables' boxes touching them).
   */
  placement(
    object: SceneObject,
    width: number,
    height: number,
  ): { x: number; y: number; anchorX?: number; anchorY?: number } {
    const edges = snapOf(object)?.edges ?? [];
    const place: { x: number; y: number; anchorX?: number; anchorY?: number } = {
      x: width / 2,
      y: height / 2,
    };
    if (edges.includes('left') && !edges.includes('right'))
      Object.assign(place, { x: 0, anchorX: 0 });
    if (edges.includes('right') && !edges.includes('left')) {
      Object.assign(place, { x: width, anchorX: 100 });
    }
    if (edges.includes('top') && !edges.includes('bottom'))
      Object.assign(place, { y: 0, anchorY: 0 });
    if (edges.includes('bottom') && !edges.includes('top')) {
      Object.assign(place, { y: height, anchorY: 100 });
    }
    return place;
  }

  /** Drops the states of objects not updated since the last call (destroyed ones). */
  forgetOthers(): void {
    for (const object of this.#states.keys()) {
      if (!this.#seen.has(object)) this.#states.delete(object);
    }
    this.#seen.clear();
  }

  #settle(snap: SnapToScreen, state: SnapState, now: number): boolean {
    if (!state.snapped && now - state.since >= snap.delay) {
      state.snapped = true;
      this.#call(snap, 'onSnappedToScreen');
    }
    return state.snapped;
  }

  #call(snap: SnapToScreen | undefined, name: 'onSnappedToScreen' | 'onDelayedSnapInterruption') {
    const callback = snap?.[name];
    if (!callback) return;
    this.#runtime.runCallback(`snapToScreen.${name}`, callback, undefined, []);
  }
}
