import type { ViewSize } from './renderer-types';
import { styledElement } from './view-elements';

/** Where a snapped object's drawables go, with the size to lay them out in. */
export interface SnapTarget {
  layer: HTMLElement;
  width: number;
  height: number;
}

interface SnapLayersOptions {
  document: Document;
  /** The view: snapping into an element inside it snaps into the scene. */
  root: HTMLElement;
  scene: HTMLElement;
  /** Takes the clicks (and pointer ups and downs) on drawables in a layer. */
  onClick: (event: Event) => void;
}

/** Layers holding the drawables snapped into page elements outside the view. */
export class SnapLayers {
  readonly #document: Document;
  readonly #root: HTMLElement;
  readonly #scene: HTMLElement;
  readonly #onClick: (event: Event) => void;
  /** The layer in each element, by that element. */
  readonly #layers = new Map<HTMLElement, HTMLElement>();

  constructor(options: SnapLayersOptions) {
    this.#document = options.document;
    this.#root = options.root;
    this.#scene = options.scene;
    this.#onClick = options.onClick;
  }

  /**
   * The layer for drawables snapped into the element of id `containerId` (made on first
   * use), or the scene when there is no such element outside the view.
   */
  targetOf(containerId: string | null, size: ViewSize): SnapTarget {
    const element = containerId ? this.#document.getElementById(containerId) : null;
    if (!element || this.#root.contains(element)) return { layer: this.#scene, ...size };
    let layer = this.#layers.get(element);
    if (!layer) {
      layer = styledElement(this.#document, 'div', 'ar-snap-layer', {
        position: 'absolute',
        inset: '0',
        overflow: 'hidden',
      });
      for (const type of ['click', 'pointerup', 'pointerdown'] as const) {
        layer.addEventListener(type, this.#onClick);
      }
      if (!element.style.position) element.style.position = 'relative';
      element.append(layer);
      this.#layers.set(element, layer);
    }
    // One read per snapped object and frame (not per drawable).
    return {
      layer,
      width: element.clientWidth || size.width,
      height: element.clientHeight || size.height,
    };
  }

  /** Removes the layers that show nothing. */
  removeEmpty(): void {
    for (const [element, layer] of this.#layers) {
      if ([...layer.children].some((child) => (child as HTMLElement).style.display !== 'none')) {
        continue;
      }
      layer.remove();
      this.#layers.delete(element);
    }
  }

  /** Removes every layer. */
  clear(): void {
    for (const layer of this.#layers.values()) layer.remove();
    this.#layers.clear();
  }
}
