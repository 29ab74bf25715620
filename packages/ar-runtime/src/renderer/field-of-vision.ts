import type { Runtime } from '../core/runtime';
import type { Frame, FrameObject } from './frame';

/**
 * Fires onEnterFieldOfVision and onExitFieldOfVision as GeoObjects come into the camera's
 * view and leave it (an object not in view yet has not entered it).
 */
export class FieldOfVision {
  readonly #runtime: Runtime;
  /** Whether each object was in view at the last frame. */
  readonly #visible = new Map<number, boolean>();

  constructor(runtime: Runtime) {
    this.#runtime = runtime;
  }

  /** Compares a frame with the last one, for the objects it was computed from. */
  update(frame: Frame, objects: readonly FrameObject[]): void {
    const visible = this.#visible;
    const inView = new Set(frame.ordered.map((entry) => entry.object.id));
    const present = new Set<number>();
    for (const { id } of objects) {
      present.add(id);
      const now = inView.has(id);
      if ((visible.get(id) ?? false) === now) continue;
      visible.set(id, now);
      this.#runtime.trigger(id, now ? 'onEnterFieldOfVision' : 'onExitFieldOfVision');
    }
    for (const id of visible.keys()) if (!present.has(id)) visible.delete(id);
  }
}
