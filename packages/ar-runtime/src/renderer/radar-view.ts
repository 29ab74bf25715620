import type { Circle } from '../core/drawables/circle';
import type { Drawable } from '../core/drawables/drawable';
import { GeoObject } from '../core/geo-object';
import type { Radar } from '../core/radar';
import type { FrameEntry } from './frame';
import { styledElement } from './view-elements';

interface Point {
  element: HTMLElement;
  /** The style last written, to write only what changed. */
  transform: string;
  size: string;
  fill: string;
  opacity: string;
}

/**
 * Draws AR.radar into its container with DOM elements (one per radar drawable of each
 * object), kept from frame to frame. The points and the north indicator lie north-up on a
 * layer that turns with the heading: turning the view rotates one element, and a frame
 * moves only points whose object moved, adding or dropping those that came or went.
 */
export class RadarView {
  readonly #document: Document;
  readonly #radar: Radar;
  #root: HTMLElement | undefined;
  /** The turning layer of the points and the north indicator. */
  #layer: HTMLElement | undefined;
  #layerTransform = '';
  #container: unknown;
  readonly #onClick: () => void;
  readonly #points = new Map<string, Point>();
  #north: HTMLImageElement | undefined;
  #size: { width: number; height: number } | undefined;

  constructor(document: Document, radar: Radar, onClick: () => void) {
    this.#document = document;
    this.#radar = radar;
    this.#onClick = onClick;
  }

  get element(): HTMLElement | undefined {
    return this.#root;
  }

  /**
   * Reads the container's size. The renderer calls it before a frame writes anything, as
   * reading it after the frame's writes would make the browser lay the page out twice.
   */
  measure(): void {
    const container = this.#radar.container as HTMLElement | null;
    this.#size =
      container && typeof container.appendChild === 'function'
        ? { width: container.clientWidth, height: container.clientHeight }
        : undefined;
  }

  render(entries: readonly FrameEntry[], heading: number): void {
    const radar = this.#radar;
    const container = radar.container as HTMLElement | null;
    if (!radar.enabled || !container || typeof container.appendChild !== 'function') {
      this.dispose();
      return;
    }
    const root = this.#ensureRoot(container);
    const layer = this.#layer!;
    const size = this.#size ?? { width: container.clientWidth, height: container.clientHeight };
    this.#size = undefined;
    const width = size.width || 120;
    const height = size.height || 120;
    const cx = radar.centerX * width;
    const cy = radar.centerY * height;
    const radiusPx = radar.radius * Math.min(width, height);
    const background = radar.background?.getUri();
    const backgroundImage = background ? `url("${background}")` : '';
    if (root.style.backgroundImage !== backgroundImage)
      root.style.backgroundImage = backgroundImage;

    const radarDrawables = (entry: FrameEntry) =>
      entry.object.source instanceof GeoObject ? entry.object.source.drawables.radar : [];
    const withRadar = entries.filter((entry) => radarDrawables(entry).length > 0);
    const maxDistance =
      radar.maxDistance > 0
        ? radar.maxDistance
        : Math.max(1, ...withRadar.map((entry) => entry.distance));
    const layerTransform = `rotate(${-heading}deg)`;
    const layerOrigin = `${cx}px ${cy}px`;
    if (this.#layerTransform !== layerTransform + layerOrigin) {
      this.#layerTransform = layerTransform + layerOrigin;
      layer.style.transformOrigin = layerOrigin;
      layer.style.transform = layerTransform;
    }
    const shown = new Set<string>();
    for (const entry of withRadar) {
      if (entry.distance > maxDistance) continue;
      const x = cx + (entry.east / maxDistance) * radiusPx;
      const y = cy - (entry.north / maxDistance) * radiusPx;
      for (const drawable of radarDrawables(entry)) {
        if (!drawable.enabled) continue;
        const key = `${entry.object.id}:${entry.placement}:${drawable.objectId}`;
        shown.add(key);
        this.#point(layer, key, drawable, entry.object.id, x, y);
      }
    }
    for (const [key, point] of this.#points) {
      if (shown.has(key)) continue;
      point.element.remove();
      this.#points.delete(key);
    }
    this.#northIndicator(layer, cx, cy, Math.min(width, height));
  }

  dispose(): void {
    this.#root?.remove();
    this.#root = undefined;
    this.#layer = undefined;
    this.#layerTransform = '';
    this.#points.clear();
    this.#north = undefined;
  }

  #ensureRoot(container: HTMLElement): HTMLElement {
    if (this.#root && this.#container === container) return this.#root;
    this.dispose();
    const root = styledElement(this.#document, 'div', 'ar-radar', {
      position: 'absolute',
      inset: '0',
      backgroundSize: '100% 100%',
      pointerEvents: 'auto',
    });
    root.addEventListener('click', this.#onClick);
    if (getComputedStyleSafe(container) === 'static') container.style.position = 'relative';
    const layer = styledElement(this.#document, 'div', 'ar-radar-layer', {
      position: 'absolute',
      inset: '0',
    });
    root.append(layer);
    this.#layer = layer;
    container.append(root);
    this.#root = root;
    this.#container = container;
    return root;
  }

  /** Places (creating it the first time) the point of one radar drawable of an object. */
  #point(
    layer: HTMLElement,
    key: string,
    drawable: Drawable,
    objectId: number,
    x: number,
    y: number,
  ): void {
    const diameter =
      drawable.typeName === 'Circle' ? Math.max(2, (drawable as Circle).radius * 4) : 6;
    const fill =
      drawable.typeName === 'Circle' ? (drawable as Circle).style.fillColor : '#FFFFFFFF';
    let point = this.#points.get(key);
    if (!point) {
      const element = styledElement(this.#document, 'div', 'ar-radar-point', {
        position: 'absolute',
        left: '0',
        top: '0',
        borderRadius: '50%',
      });
      element.dataset.objectId = String(objectId);
      layer.append(element);
      point = { element, transform: '', size: '', fill: '', opacity: '' };
      this.#points.set(key, point);
    }
    const { style } = point.element;
    // Placed by a transform, which needs no new layout of the radar when it moves.
    const transform = `translate(${x - diameter / 2}px, ${y - diameter / 2}px)`;
    const size = `${diameter}px`;
    const opacity = String(drawable.opacity);
    if (point.transform !== transform) style.transform = point.transform = transform;
    if (point.size !== size) style.width = style.height = point.size = size;
    if (point.fill !== fill) style.background = point.fill = fill;
    if (point.opacity !== opacity) style.opacity = point.opacity = opacity;
  }

  /** The north indicator, on the radar's edge where north lies, above the points. */
  #northIndicator(layer: HTMLElement, cx: number, cy: number, side: number): void {
    const { image, radius } = this.#radar.northIndicator;
    if (!image) {
      this.#north?.remove();
      this.#north = undefined;
      return;
    }
    const distance = radius * side * 0.5;
    if (!this.#north) {
      this.#north = styledElement(this.#document, 'img', 'ar-radar-north', {
        position: 'absolute',
        width: '12px',
      });
      this.#north.alt = 'N';
    }
    const north = this.#north;
    const uri = image.getUri();
    if (north.getAttribute('src') !== uri) north.src = uri;
    const left = `${cx - 6}px`;
    const top = `${cy - distance - 6}px`;
    if (north.style.left !== left) north.style.left = left;
    if (north.style.top !== top) north.style.top = top;
    if (north !== layer.lastElementChild) layer.append(north);
  }
}

function getComputedStyleSafe(element: HTMLElement): string {
  const view = element.ownerDocument.defaultView;
  return view?.getComputedStyle ? view.getComputedStyle(element).position : element.style.position;
}
