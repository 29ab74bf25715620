import type { Circle } from '../core/drawables/circle';
import type { Drawable } from '../core/drawables/drawable';
import { GeoObject } from '../core/geo-object';
import type { Radar } from '../core/radar';
import type { FrameEntry } from './frame';
import { styledElement } from './view-elements';

/** Draws AR.radar into its container with DOM elements (one per radar drawable). */
export class RadarView {
  readonly #document: Document;
  readonly #radar: Radar;
  #root: HTMLElement | undefined;
  #container: unknown;
  readonly #onClick: () => void;

  constructor(document: Document, radar: Radar, onClick: () => void) {
    this.#document = document;
    this.#radar = radar;
    this.#onClick = onClick;
  }

  get element(): HTMLElement | undefined {
    return this.#root;
  }

  render(entries: readonly FrameEntry[], heading: number): void {
    const radar = this.#radar;
    const container = radar.container as HTMLElement | null;
    if (!radar.enabled || !container || typeof container.appendChild !== 'function') {
      this.#root?.remove();
      this.#root = undefined;
      return;
    }
    const root = this.#ensureRoot(container);
    const width = container.clientWidth || 120;
    const height = container.clientHeight || 120;
    const cx = radar.centerX * width;
    const cy = radar.centerY * height;
    const radiusPx = radar.radius * Math.min(width, height);
    const background = radar.background?.getUri();
    root.style.backgroundImage = background ? `url("${background}")` : '';

    const radarDrawables = (entry: FrameEntry) =>
      entry.object.source instanceof GeoObject ? entry.object.source.drawables.radar : [];
    const withRadar = entries.filter((entry) => radarDrawables(entry).length > 0);
    const maxDistance =
      radar.maxDistance > 0
        ? radar.maxDistance
        : Math.max(1, ...withRadar.map((entry) => entry.distance));
    const sin = Math.sin((heading * Math.PI) / 180);
    const cos = Math.cos((heading * Math.PI) / 180);
    const fragment = this.#document.createDocumentFragment();
    for (const entry of withRadar) {
      if (entry.distance > maxDistance) continue;
      const right = entry.east * cos - entry.north * sin;
      const forward = entry.east * sin + entry.north * cos;
      const x = cx + (right / maxDistance) * radiusPx;
      const y = cy - (forward / maxDistance) * radiusPx;
      for (const drawable of radarDrawables(entry)) {
        if (drawable.enabled) fragment.append(this.#point(drawable, entry.object.id, x, y));
      }
    }
    const north = this.#northIndicator(cx, cy, Math.min(width, height), heading);
    root.replaceChildren(fragment);
    if (north) root.append(north);
  }

  dispose(): void {
    this.#root?.remove();
    this.#root = undefined;
  }

  #ensureRoot(container: HTMLElement): HTMLElement {
    if (this.#root && this.#container === container) return this.#root;
    this.#root?.remove();
    const root = styledElement(this.#document, 'div', 'ar-radar', {
      position: 'absolute',
      inset: '0',
      backgroundSize: '100% 100%',
      pointerEvents: 'auto',
    });
    root.addEventListener('click', this.#onClick);
    if (getComputedStyleSafe(container) === 'static') container.style.position = 'relative';
    container.append(root);
    this.#root = root;
    this.#container = container;
    return root;
  }

  #point(drawable: Drawable, objectId: number, x: number, y: number): HTMLElement {
    const size = drawable.typeName === 'Circle' ? Math.max(2, (drawable as Circle).radius * 4) : 6;
    const fill =
      drawable.typeName === 'Circle' ? (drawable as Circle).style.fillColor : '#FFFFFFFF';
    const element = styledElement(this.#document, 'div', 'ar-radar-point', {
      position: 'absolute',
      left: `${x - size / 2}px`,
      top: `${y - size / 2}px`,
      width: `${size}px`,
      height: `${size}px`,
      borderRadius: '50%',
      background: fill,
      opacity: String(drawable.opacity),
    });
    element.dataset.objectId = String(objectId);
    return element;
  }

  #northIndicator(cx: number, cy: number, side: number, heading: number): HTMLElement | undefined {
    const { image, radius } = this.#radar.northIndicator;
    if (!image) return undefined;
    const distance = radius * side * 0.5;
    const angle = (-heading * Math.PI) / 180;
    const element = styledElement(this.#document, 'img', 'ar-radar-north', {
      position: 'absolute',
      width: '12px',
      left: `${cx + distance * Math.sin(angle) - 6}px`,
      top: `${cy - distance * Math.cos(angle) - 6}px`,
      transform: `rotate(${-heading}deg)`,
    });
    element.src = image.getUri();
    element.alt = 'N';
    return element;
  }
}

function getComputedStyleSafe(element: HTMLElement): string {
  const view = element.ownerDocument.defaultView;
  return view?.getComputedStyle ? view.getComputedStyle(element).position : element.style.position;
}
