import type { Drawable } from '../core/drawables/drawable';
import type { Runtime } from '../core/runtime';
import {
  changeCounter,
  createDrawableView,
  type ChangeCounter,
  type DrawableLayout,
  type DrawableView,
} from './drawable-views';
import type { ModelViewerGate } from './model-view';
import type { ViewSize } from './renderer-types';
import { trackedOrigin } from './tracked-plane';

/** Frames a view not shown is kept hidden before its element is dropped (about 5 s). */
const KEEP_HIDDEN_FRAMES = 300;

interface DrawableStageOptions {
  document: Document;
  runtime: Runtime;
  models: ModelViewerGate;
  /** The view, whose box the scene fills. */
  root: HTMLElement;
  /** The layer drawables go into unless another is given. */
  scene: HTMLElement;
}

/**
 * The elements showing drawables, one per drawable and placement, kept from frame to frame:
 * a frame shows the views it lays out; the others are hidden and kept, as objects turning
 * in and out of view come back cheaper than new elements, until their object or drawable is
 * destroyed or they have not been shown for a while.
 */
export class DrawableStage {
  readonly #document: Document;
  readonly #runtime: Runtime;
  readonly #models: ModelViewerGate;
  readonly #root: HTMLElement;
  readonly #scene: HTMLElement;
  /** Views read a drawable again only after it changed. */
  readonly #changes: ChangeCounter;
  readonly #views = new Map<string, DrawableView>();
  /** Where each shown drawable element was last laid out, and in which layer. */
  readonly #placed = new WeakMap<HTMLElement, { layout: DrawableLayout; layer: HTMLElement }>();
  /** The frame each view was last shown in. */
  readonly #lastShown = new Map<string, number>();
  #frameCount = 0;

  constructor(options: DrawableStageOptions) {
    this.#document = options.document;
    this.#runtime = options.runtime;
    this.#models = options.models;
    this.#root = options.root;
    this.#scene = options.scene;
    this.#changes = changeCounter(options.runtime);
  }

  /** Starts a frame: the views it shows are kept, those it does not are hidden at its end. */
  beginFrame(): void {
    this.#frameCount++;
  }

  /** Shows a drawable of an object, under a key naming it and its placement, at a layout. */
  show(
    key: string,
    drawable: Drawable,
    ownerId: number,
    layout: DrawableLayout,
    layer: HTMLElement = this.#scene,
  ): void {
    let view = this.#views.get(key);
    if (!view) {
      view = createDrawableView(this.#document, drawable, ownerId, this.#models, this.#changes);
      this.#views.set(key, view);
    }
    if (view.element.parentNode !== layer) layer.append(view.element);
    this.#lastShown.set(key, this.#frameCount);
    this.#placed.set(view.element, { layout, layer });
    view.update(layout);
  }

  /** Ends a frame: hides the views it did not show and drops the stale ones. */
  hideUnshown(): void {
    const runtime = this.#runtime;
    for (const [key, view] of this.#views) {
      const shownIn = this.#lastShown.get(key) ?? 0;
      if (shownIn === this.#frameCount) continue;
      const stale =
        this.#frameCount - shownIn > KEEP_HIDDEN_FRAMES ||
        !runtime.objects.has(view.drawableId) ||
        !runtime.objects.has(view.ownerId);
      if (stale) {
        view.element.remove();
        this.#views.delete(key);
        this.#lastShown.delete(key);
      } else {
        view.hide();
      }
    }
  }

  /**
   * Where a drawable element's object origin is drawn, in client pixels, with its scale (a
   * tracked target's in a view of `size` when the element was never laid out).
   */
  originOf(element: HTMLElement, size: ViewSize): { x: number; y: number; pixelsPerSdu: number } {
    const place = this.#placed.get(element);
    // The scene fills the view (turned against the roll, which is left out here).
    const layer = place && place.layer !== this.#scene ? place.layer : this.#root;
    const bounds = layer.getBoundingClientRect();
    const layout = place?.layout ?? trackedOrigin(size.width, size.height);
    return {
      x: bounds.left + layout.x,
      y: bounds.top + layout.y,
      pixelsPerSdu: layout.pixelsPerSdu,
    };
  }
}
