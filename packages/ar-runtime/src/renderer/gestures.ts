import type { ARObject } from '../core/ar-object';
import type { Drawable } from '../core/drawables/drawable';
import type { Runtime } from '../core/runtime';

/** Pixels (|dx| + |dy|) a finger moves before a touch counts as a drag rather than a tap. */
const DRAG_THRESHOLD = 3;

/** The one- and two-finger gestures a drawable can take, each with Began/Changed/Ended. */
export type DrawableGesture = 'Drag' | 'Pan' | 'Rotation' | 'Scale';
const TWO_FINGER_GESTURES = ['Pan', 'Scale', 'Rotation'] as const;
const PHASES = ['Began', 'Changed', 'Ended'] as const;
type Phase = (typeof PHASES)[number];
const PLANE_DRAG = PHASES.map((phase) => `onTrackingPlaneDrag${phase}`);

/** A drawable under a finger, with where its owner's origin is drawn (client pixels). */
export interface GestureHit {
  drawable: Drawable;
  owner: ARObject;
  origin: { x: number; y: number; pixelsPerSdu: number };
}

export interface GestureHost {
  runtime: Runtime;
  /** Object id of AR.context (gets on2FingerGestureStarted). */
  contextId: number;
  /** The drawables under the pointer of an event, topmost first. */
  drawablesAt(event: PointerEvent): GestureHit[];
  /** The trackables drawn in front of the camera now (their plane is the screen's). */
  trackedPlanes(): ARObject[];
  /** A client point on the tracking plane: SDU from the screen centre, x right and y up. */
  planePoint(clientX: number, clientY: number): { x: number; y: number };
  /** The view's size in pixels. */
  size(): { width: number; height: number };
}

interface Pointer {
  id: number;
  downX: number;
  downY: number;
  x: number;
  y: number;
  hits: GestureHit[];
}

/** Whether an object has any of these triggers set. */
const handlesAny = (object: ARObject, triggers: readonly string[]) =>
  triggers.some((name) => Boolean((object as unknown as Record<string, unknown>)[name]));

const triggersOf = (gesture: DrawableGesture) => PHASES.map((phase) => `on${gesture}${phase}`);

/** The topmost hit whose drawable takes a gesture. */
const takerOf = (hits: readonly GestureHit[], gesture: DrawableGesture) =>
  hits.find(({ drawable }) => handlesAny(drawable, triggersOf(gesture)));

/** An angle in degrees brought into (-180, 180]. */
const signedDegrees = (degrees: number) => {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
};

/** A one-finger drag: on a drawable that takes drags, or on the tracking planes. */
interface OneFinger {
  pointer: Pointer;
  taker: GestureHit | undefined;
  planes: ARObject[];
  began: boolean;
}

/** A two-finger gesture: its drawables (one per gesture kind), from where the fingers landed. */
interface TwoFinger {
  first: Pointer;
  second: Pointer;
  takers: Map<(typeof TWO_FINGER_GESTURES)[number], GestureHit>;
  began: boolean;
  start: { x: number; y: number; distance: number; angle: number };
}

/**
 * Touch gestures on the view, raised as the SDK's triggers:
 *
 * - One finger pressed on a drawable that has drag triggers drags it: once the finger moved
 *   past a few pixels `onDragBegan`, then `onDragChanged` at each move and `onDragEnded` when
 *   it lifts, each with (xNormalized, yNormalized, xIntersection, yIntersection): the move
 *   since the finger landed as a share of the view's width and height (x right, y down),
 *   and where the finger is on the drawable's plane in SDU from its object's origin (x right,
 *   y up). The topmost drawable with drag triggers under the finger takes it; drawables
 *   without let it through.
 * - With no such drawable, trackables drawn in front of the camera (instant, image) that
 *   have tracking-plane drag triggers get `onTrackingPlaneDragBegan/Changed/Ended(x, y)`:
 *   where the finger is on the plane, in SDU from the screen centre, y up (as
 *   `onTrackingPlaneClick`).
 * - A second finger ends a one-finger drag (its Ended trigger fires), raises
 *   `AR.context.on2FingerGestureStarted` once, and starts the two-finger gestures, each going
 *   to the topmost drawable taking it under the first finger, else under the second: Pan
 *   (xNormalized, yNormalized: the move of the point between the fingers, as for a drag),
 *   Scale (the finger distance over that when the second finger landed) and Rotation (the
 *   turn of the line between the fingers since then, degrees clockwise on the screen, as
 *   `rotate.z` turns a drawable). Every value is counted from where both fingers were as
 *   the second landed; Began fires when they first move, Ended when either lifts. The touch is then
 *   spent: the finger left does nothing until all are lifted.
 *
 * A movement taken by a gesture does not turn the view, nor do two fingers; a touch that
 * became a gesture is no click.
 */
export class GestureTracker {
  readonly #host: GestureHost;
  readonly #pointers = new Map<number, Pointer>();
  #one: OneFinger | undefined;
  #two: TwoFinger | undefined;
  /** Set once the touch had two fingers: nothing more until every finger is lifted. */
  #spent = false;
  #tookTouch = false;

  constructor(host: GestureHost) {
    this.#host = host;
  }

  /** Whether the present (or just ended) touch became a gesture, so it is no click. */
  get tookTouch(): boolean {
    return this.#tookTouch;
  }

  /** A finger (or button) went down. */
  down(event: PointerEvent): void {
    const id = pointerIdOf(event);
    // A primary pointer, or one already down, starts a new touch (an up may have been lost).
    if (event.isPrimary === true || this.#pointers.has(id) || this.#pointers.size === 0) {
      this.#endAll();
      this.#pointers.clear();
      this.#spent = false;
      this.#tookTouch = false;
    }
    const pointer: Pointer = {
      id,
      downX: event.clientX,
      downY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      hits: this.#host.drawablesAt(event),
    };
    this.#pointers.set(id, pointer);
    if (this.#spent) return;
    if (this.#pointers.size === 1) {
      this.#startOneFinger(pointer);
    } else if (this.#pointers.size === 2) {
      this.#startTwoFinger();
    }
  }

  /** A pointer moved; true when the touch is a gesture's, so the view must not turn. */
  move(event: PointerEvent): boolean {
    const pointer = this.#pointers.get(pointerIdOf(event));
    if (!pointer) return false;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    if (this.#two) {
      this.#moveTwoFinger(this.#two);
      return true;
    }
    if (this.#spent || this.#pointers.size > 1) return true;
    const one = this.#one;
    if (!one || (!one.taker && one.planes.length === 0)) return false;
    if (!one.began) {
      if (
        Math.abs(pointer.x - pointer.downX) + Math.abs(pointer.y - pointer.downY) <=
        DRAG_THRESHOLD
      ) {
        return true;
      }
      one.began = true;
      this.#tookTouch = true;
      this.#raiseOneFinger(one, 'Began');
      return true;
    }
    this.#raiseOneFinger(one, 'Changed');
    return true;
  }

  /** A pointer lifted (or the browser cancelled it). */
  up(event: PointerEvent): void {
    const id = pointerIdOf(event);
    const pointer = this.#pointers.get(id);
    if (!pointer) return;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    this.#endAll();
    this.#pointers.delete(id);
    if (this.#pointers.size === 0) this.#spent = false;
  }

  #startOneFinger(pointer: Pointer): void {
    const taker = takerOf(pointer.hits, 'Drag');
    const planes = taker
      ? []
      : this.#host.trackedPlanes().filter((trackable) => handlesAny(trackable, PLANE_DRAG));
    this.#one = { pointer, taker, planes, began: false };
  }

  #startTwoFinger(): void {
    this.#endOneFinger();
    const [first, second] = [...this.#pointers.values()] as [Pointer, Pointer];
    // Moves are counted from where both fingers are as the second lands.
    first.downX = first.x;
    first.downY = first.y;
    this.#spent = true;
    this.#tookTouch = true;
    this.#host.runtime.trigger(this.#host.contextId, 'on2FingerGestureStarted');
    const takers = new Map<(typeof TWO_FINGER_GESTURES)[number], GestureHit>();
    for (const gesture of TWO_FINGER_GESTURES) {
      const taker = takerOf(first.hits, gesture) ?? takerOf(second.hits, gesture);
      if (taker) takers.set(gesture, taker);
    }
    this.#two = { first, second, takers, began: false, start: spanOf(first, second) };
  }

  #moveTwoFinger(two: TwoFinger): void {
    const moved = (pointer: Pointer) =>
      Math.abs(pointer.x - pointer.downX) + Math.abs(pointer.y - pointer.downY) > DRAG_THRESHOLD;
    if (!two.began) {
      if (!moved(two.first) && !moved(two.second)) return;
      two.began = true;
      this.#raiseTwoFinger(two, 'Began');
      return;
    }
    this.#raiseTwoFinger(two, 'Changed');
  }

  #raiseOneFinger(one: OneFinger, phase: Phase): void {
    const { runtime } = this.#host;
    const { pointer, taker } = one;
    if (taker) {
      const { width, height } = this.#host.size();
      const { origin } = taker;
      runtime.trigger(
        taker.drawable.objectId,
        `onDrag${phase}`,
        (pointer.x - pointer.downX) / width,
        (pointer.y - pointer.downY) / height,
        (pointer.x - origin.x) / origin.pixelsPerSdu,
        (origin.y - pointer.y) / origin.pixelsPerSdu,
      );
      return;
    }
    const { x, y } = this.#host.planePoint(pointer.x, pointer.y);
    for (const trackable of one.planes) {
      runtime.trigger(trackable.objectId, `onTrackingPlaneDrag${phase}`, x, y);
    }
  }

  #raiseTwoFinger(two: TwoFinger, phase: Phase): void {
    const { runtime } = this.#host;
    const { width, height } = this.#host.size();
    const now = spanOf(two.first, two.second);
    const values: Record<(typeof TWO_FINGER_GESTURES)[number], unknown[]> = {
      Pan: [(now.x - two.start.x) / width, (now.y - two.start.y) / height],
      Scale: [two.start.distance > 0 ? now.distance / two.start.distance : 1],
      Rotation: [signedDegrees(now.angle - two.start.angle)],
    };
    for (const [gesture, taker] of two.takers) {
      runtime.trigger(taker.drawable.objectId, `on${gesture}${phase}`, ...values[gesture]);
    }
  }

  /** Ends the gesture in progress: its Ended triggers fire where it had begun. */
  #endAll(): void {
    this.#endOneFinger();
    const two = this.#two;
    this.#two = undefined;
    if (two?.began) this.#raiseTwoFinger(two, 'Ended');
  }

  #endOneFinger(): void {
    const one = this.#one;
    this.#one = undefined;
    if (one?.began) this.#raiseOneFinger(one, 'Ended');
  }
}

/** Where the point between two fingers is, how far apart they are and the line's angle. */
function spanOf(first: Pointer, second: Pointer) {
  return {
    x: (first.x + second.x) / 2,
    y: (first.y + second.y) / 2,
    distance: Math.hypot(second.x - first.x, second.y - first.y),
    // Screen y grows downward, so a positive angle turns clockwise.
    angle: (Math.atan2(second.y - first.y, second.x - first.x) * 180) / Math.PI,
  };
}

/** Events without a pointer id (mouse events) count as one pointer. */
const pointerIdOf = (event: PointerEvent) =>
  typeof event.pointerId === 'number' ? event.pointerId : -1;
