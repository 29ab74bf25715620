import { HORIZONTAL_ANCHOR, VERTICAL_ANCHOR } from '../core/constants';
import { AnimatedImageDrawable } from '../core/drawables/animated-image-drawable';
import { Circle } from '../core/drawables/circle';
import type { Drawable } from '../core/drawables/drawable';
import { Drawable2D } from '../core/drawables/drawable';
import { HtmlDrawable } from '../core/drawables/html-drawable';
import { ImageDrawable } from '../core/drawables/image-drawable';
import { Label } from '../core/drawables/label';
import { Model } from '../core/drawables/model';
import { VideoDrawable } from '../core/drawables/video-drawable';
import type { ModelViewerGate } from './model-view';

export interface DrawableLayout {
  x: number;
  y: number;
  /** Pixels per SDU at this object's distance. */
  pixelsPerSdu: number;
  zIndex: number;
}

export interface DrawableView {
  readonly element: HTMLElement;
  update(layout: DrawableLayout): void;
}

const ANCHOR_X: Record<number, number> = {
  [HORIZONTAL_ANCHOR.LEFT]: 0,
  [HORIZONTAL_ANCHOR.CENTER]: -50,
  [HORIZONTAL_ANCHOR.RIGHT]: -100,
};
const ANCHOR_Y: Record<number, number> = {
  [VERTICAL_ANCHOR.TOP]: 0,
  [VERTICAL_ANCHOR.MIDDLE]: -50,
  [VERTICAL_ANCHOR.BOTTOM]: -100,
};

const fontStyles = (style: string) => ({
  fontWeight: style === 'bold' ? 'bold' : 'normal',
  fontStyle: style === 'italic' ? 'italic' : 'normal',
});

function createContent(
  document: Document,
  drawable: Drawable,
  models: ModelViewerGate,
): { element: HTMLElement; size: (ppu: number) => void } {
  if (drawable instanceof Label) {
    const element = document.createElement('div');
    element.className = 'ar-label';
    Object.assign(element.style, { whiteSpace: 'nowrap', lineHeight: '1.1', padding: '0 0.15em' });
    const write = changedStyleWriter(element);
    return {
      element,
      size(ppu) {
        const { style } = drawable;
        // Text is written only when it changed: a new text node each frame relays it out.
        if (element.textContent !== drawable.text) element.textContent = drawable.text;
        write({
          fontSize: `${drawable.height * ppu}px`,
          color: style.textColor,
          background: style.backgroundColor,
          ...fontStyles(style.fontStyle),
        });
      },
    };
  }
  if (drawable instanceof Circle) {
    const element = document.createElement('div');
    element.className = 'ar-circle';
    return {
      element,
      size(ppu) {
        const diameter = `${drawable.radius * 2 * ppu}px`;
        const { style } = drawable;
        Object.assign(element.style, {
          width: diameter,
          height: diameter,
          borderRadius: '50%',
          boxSizing: 'border-box',
          background: style.fillColor,
          border: `${style.outlineSize}px solid ${style.outlineColor}`,
        });
      },
    };
  }
  if (drawable instanceof ImageDrawable) {
    const element = document.createElement('img');
    element.className = 'ar-image';
    element.alt = '';
    element.draggable = false;
    let source: string | undefined;
    let height: string | undefined;
    return {
      element,
      size(ppu) {
        const uri = drawable.imageResource.getUri();
        if (source !== uri) element.src = source = uri;
        const next = `${drawable.height * ppu}px`;
        if (height !== next) element.style.height = height = next;
      },
    };
  }
  if (drawable instanceof AnimatedImageDrawable) {
    const element = document.createElement('div');
    element.className = 'ar-animated-image';
    let columns = 1;
    const sheet = document.createElement('img');
    sheet.onload = () => {
      columns = Math.max(1, Math.floor(sheet.naturalWidth / drawable.keyFrameWidth));
    };
    sheet.src = drawable.imageResource.getUri();
    return {
      element,
      size(ppu) {
        const height = drawable.height * ppu;
        const factor = height / drawable.keyFrameHeight;
        const column = drawable.keyFrame % columns;
        const row = Math.floor(drawable.keyFrame / columns);
        Object.assign(element.style, {
          width: `${drawable.keyFrameWidth * factor}px`,
          height: `${height}px`,
          backgroundImage: `url("${drawable.imageResource.getUri()}")`,
          backgroundSize: `${columns * drawable.keyFrameWidth * factor}px auto`,
          backgroundPosition: `${-column * drawable.keyFrameWidth * factor}px ${-row * height}px`,
        });
      },
    };
  }
  if (drawable instanceof HtmlDrawable) {
    const element = document.createElement('div');
    element.className = 'ar-html';
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'AR HTML drawable';
    Object.assign(frame.style, { border: '0', transformOrigin: '0 0' });
    element.append(frame);
    return {
      element,
      size(ppu) {
        if (drawable.html !== undefined && frame.srcdoc !== drawable.html) {
          frame.srcdoc = drawable.html;
        }
        if (drawable.uri !== undefined && frame.getAttribute('src') !== drawable.uri) {
          frame.src = drawable.uri;
        }
        const width = drawable.width * ppu;
        const factor = width / drawable.viewportWidth;
        Object.assign(element.style, {
          width: `${width}px`,
          height: `${drawable.viewportHeight * factor}px`,
          background: drawable.backgroundColor,
          overflow: 'hidden',
        });
        Object.assign(frame.style, {
          width: `${drawable.viewportWidth}px`,
          height: `${drawable.viewportHeight}px`,
          transform: `scale(${factor})`,
          pointerEvents: drawable.clickThroughEnabled ? 'auto' : 'none',
        });
      },
    };
  }
  if (drawable instanceof VideoDrawable) {
    const element = document.createElement('video');
    element.className = 'ar-video';
    element.muted = true;
    element.playsInline = true;
    element.src = drawable.uri;
    return {
      element,
      size(ppu) {
        element.style.height = `${drawable.height * ppu}px`;
      },
    };
  }
  if (drawable instanceof Model) {
    const element = document.createElement('div');
    element.className = 'ar-model';
    void models.ready().then((ok) => {
      if (!ok) return;
      const viewer = document.createElement('model-viewer');
      viewer.setAttribute('src', drawable.uri);
      viewer.setAttribute('alt', 'AR model');
      viewer.setAttribute('interaction-prompt', 'none');
      Object.assign(viewer.style, { width: '100%', height: '100%' });
      element.append(viewer);
    });
    return {
      element,
      size(ppu) {
        Object.assign(element.style, {
          width: `${drawable.scale.x * ppu}px`,
          height: `${drawable.scale.y * ppu}px`,
        });
      },
    };
  }
  const element = document.createElement('div');
  element.className = 'ar-hidden-drawable';
  element.style.display = 'none';
  return { element, size() {} };
}

type StyleValues = Partial<Record<'display' | 'opacity' | 'zIndex' | 'transform', string>> &
  Partial<Record<'fontSize' | 'color' | 'background' | 'fontWeight' | 'fontStyle', string>>;

/**
 * Writes style properties of an element, skipping those whose value is the one it wrote
 * last: a frame of many drawables then touches only what moved or changed.
 */
function changedStyleWriter(element: HTMLElement): (values: StyleValues) => void {
  const written: StyleValues = {};
  return (values) => {
    for (const name of Object.keys(values) as (keyof StyleValues)[]) {
      const value = values[name]!;
      if (written[name] === value) continue;
      written[name] = value;
      element.style[name] = value;
    }
  };
}

/** A DOM element showing one drawable of one placed object. */
export function createDrawableView(
  document: Document,
  drawable: Drawable,
  ownerId: number,
  models: ModelViewerGate,
): DrawableView {
  const { element, size } = createContent(document, drawable, models);
  element.dataset.objectId = String(ownerId);
  element.dataset.drawableId = String(drawable.objectId);
  element.dataset.arType = drawable.typeName;
  Object.assign(element.style, { position: 'absolute', left: '0', top: '0' });
  const isFlat = drawable instanceof Drawable2D;
  const write = changedStyleWriter(element);
  return {
    element,
    update({ x, y, pixelsPerSdu, zIndex }) {
      // A disabled drawable is hidden and otherwise left as it is until enabled again.
      if (!drawable.enabled) {
        write({ display: 'none' });
        return;
      }
      size(pixelsPerSdu);
      const anchorX = isFlat ? (ANCHOR_X[drawable.horizontalAnchor] ?? -50) : -50;
      const anchorY = isFlat ? (ANCHOR_Y[drawable.verticalAnchor] ?? -50) : -50;
      const dx = drawable.translate.x * pixelsPerSdu;
      const dy = -drawable.translate.y * pixelsPerSdu;
      const scaleX = (drawable.mirrored ? -1 : 1) * (isFlat ? drawable.scale.x : 1);
      const scaleY = isFlat ? drawable.scale.y : 1;
      write({
        display: '',
        opacity: String(drawable.opacity),
        zIndex: String(zIndex),
        transform:
          `translate(${x + dx}px, ${y + dy}px) translate(${anchorX}%, ${anchorY}%) ` +
          `rotate(${drawable.rotate.z}deg) scale(${scaleX}, ${scaleY})`,
      });
    },
  };
}
