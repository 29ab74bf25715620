import type { Context } from '../core/context';
import type { Runtime } from '../core/runtime';
import type { SceneObject } from '../core/scene-object';
import { CLICK_EVENT, dispatchDrawableClick, handlesClick } from './clicks';
import { GestureTracker } from './gestures';
import { drawablesAt } from './hit-testing';
import type { RendererStatus, ViewSize } from './renderer-types';
import { normalizeDegrees, type OrientationWatch } from './sensors';
import { planePoint } from './tracked-plane';

/** Degrees the view looks up or down at most when dragged or set. */
export const MAX_PITCH = 60;

interface PointerInputOptions {
  runtime: Runtime;
  /** AR.context: its click behaviour, and the target of screen clicks and gestures. */
  context: Context;
  document: Document;
  /** The view, whose centre is the tracking plane's. */
  root: HTMLElement;
  status: Pick<RendererStatus, 'heading'>;
  /** The view's size in pixels, as the last frame measured it. */
  size(): ViewSize;
  /** The horizontal field of view now (the camera may be zoomed), degrees. */
  fieldOfView(): number;
  /** Where a drawable element's object origin is drawn, in client pixels, with its scale. */
  originOf(element: HTMLElement): { x: number; y: number; pixelsPerSdu: number };
  /** The trackables drawn in front of the camera now. */
  trackedPlanes(): SceneObject[];
  /** The device's orientation, while it is watched. */
  orientation(): OrientationWatch | undefined;
  /** Draws the turned view at once unless the frame loop will. */
  redraw(): void;
}

/**
 * What pointers do on the view: dragging turns the heading when no compass is available (and
 * turns north when the heading comes from a relative sensor); drawables take their gestures;
 * a click goes to a drawable, the tracking planes or the screen. Its handlers are `down`,
 * `move`, `up` and `click`.
 */
export class PointerInput {
  readonly #options: PointerInputOptions;
  readonly #gestures: GestureTracker;
  #drag: { x: number; y: number; moved: boolean } | undefined;

  constructor(options: PointerInputOptions) {
    this.#options = options;
    const { runtime, context, document, root } = options;
    this.#gestures = new GestureTracker({
      runtime,
      contextId: context.objectId,
      drawablesAt: (event) =>
        drawablesAt(document, runtime.objects, event).map(({ drawable, owner, element }) => ({
          drawable,
          owner,
          origin: options.originOf(element),
        })),
      trackedPlanes: options.trackedPlanes,
      planePoint: (clientX, clientY) =>
        planePoint(root.getBoundingClientRect(), options.size(), clientX, clientY),
      size: options.size,
    });
  }

  readonly down = (event: PointerEvent): void => {
    this.#gestures.down(event);
    this.#drag = { x: event.clientX, y: event.clientY, moved: false };
  };

  readonly move = (event: PointerEvent): void => {
    const { runtime, status, root } = this.#options;
    // A drag or two-finger gesture taken by a trigger does not turn the view.
    if (this.#gestures.move(event)) return;
    const drag = this.#drag;
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    if (!drag.moved) return;
    const width = root.clientWidth || 360;
    const fieldOfView = this.#options.fieldOfView();
    const turn = (-dx * fieldOfView) / width;
    const orientation = this.#options.orientation();
    if (status.heading === 'drag') {
      runtime.view.heading = normalizeDegrees(runtime.view.heading + turn);
      runtime.view.pitch = Math.max(
        -MAX_PITCH,
        Math.min(MAX_PITCH, runtime.view.pitch + (dy * fieldOfView) / width),
      );
    } else if (orientation?.source === 'relative') {
      orientation.adjustNorth(turn);
    } else {
      return;
    }
    drag.x = event.clientX;
    drag.y = event.clientY;
    this.#options.redraw();
  };

  /** The click that follows a drag's pointerup must still see the drag, so forget it later. */
  readonly up = (event: PointerEvent): void => {
    this.#gestures.up(event);
    this.#options.runtime.clock.setTimeout(() => (this.#drag = undefined), 0);
  };

  /**
   * A click goes to the topmost drawable under the pointer that handles clicks (its own
   * onClick or its object's); drawables handling nothing let it through; with no taker
   * AR.context.onScreenClick fires. A drag is never a click.
   */
  readonly click = (event: Event): void => {
    const { runtime, context, document } = this.#options;
    if (CLICK_EVENT[context.clickBehavior] !== event.type) return;
    if (this.#drag?.moved || this.#gestures.tookTouch) return;
    const pointer = event as MouseEvent;
    this.#clickTrackingPlanes(pointer);
    const hit = drawablesAt(document, runtime.objects, pointer).find(({ drawable, owner }) =>
      handlesClick(drawable, owner),
    );
    if (hit) dispatchDrawableClick(runtime, hit.drawable, hit.owner, context.objectId);
    else runtime.trigger(context.objectId, 'onScreenClick');
  };

  /** Tracked instant and image trackables get the click on their plane, in SDU from its centre. */
  #clickTrackingPlanes(event: MouseEvent): void {
    const { runtime, root } = this.#options;
    const trackables = this.#options.trackedPlanes();
    if (trackables.length === 0) return;
    const { x, y } = planePoint(
      root.getBoundingClientRect(),
      this.#options.size(),
      event.clientX,
      event.clientY,
    );
    for (const trackable of trackables) {
      runtime.trigger(trackable.objectId, 'onTrackingPlaneClick', x, y);
    }
  }
}
