import { HORIZONTAL_ANCHOR, STATE, VERTICAL_ANCHOR } from '../core/constants';
import { AnimatedImageDrawable } from '../core/drawables/animated-image-drawable';
import { Circle } from '../core/drawables/circle';
import type { Drawable } from '../core/drawables/drawable';
import type { Runtime } from '../core/runtime';
import { Drawable2D } from '../core/drawables/drawable';
import { HtmlDrawable } from '../core/drawables/html-drawable';
import { ImageDrawable } from '../core/drawables/image-drawable';
import { Label } from '../core/drawables/label';
import { Model } from '../core/drawables/model';
import { VideoDrawable } from '../core/drawables/video-drawable';
import type { ModelSource, ModelViewerGate } from './model-view';

export interface DrawableLayout {
  x: number;
  y: number;
  /** Pixels per SDU at this object's distance. */
  pixelsPerSdu: number;
  zIndex: number;
  /** Focal length of the view in pixels: the perspective of 3D turns and z moves. */
  perspective?: number;
  /**
   * Degrees the view looks past the front of a drawable that does not turn to the camera
   * (0: seen from the front).
   */
  facing?: number;
  /** The anchor point in percent of the box, instead of the drawable's own anchors. */
  anchorX?: number;
  anchorY?: number;
}

export interface DrawableView {
  readonly element: HTMLElement;
  readonly drawableId: number;
  readonly ownerId: number;
  update(layout: DrawableLayout): void;
  /** Hides the element until the next update. */
  hide(): void;
}

/** The anchor point as a share of the element's box, in percent. */
const ANCHOR_X: Record<number, number> = {
  [HORIZONTAL_ANCHOR.LEFT]: 0,
  [HORIZONTAL_ANCHOR.CENTER]: 50,
  [HORIZONTAL_ANCHOR.RIGHT]: 100,
};
const ANCHOR_Y: Record<number, number> = {
  [VERTICAL_ANCHOR.TOP]: 0,
  [VERTICAL_ANCHOR.MIDDLE]: 50,
  [VERTICAL_ANCHOR.BOTTOM]: 100,
};

const fontStyles = (style: string) => ({
  fontWeight: style === 'bold' ? 'bold' : 'normal',
  fontStyle: style === 'italic' ? 'italic' : 'normal',
});

/** What a drawable's element shows, sized for a number of pixels per SDU. */
interface Content {
  element: HTMLElement;
  size(ppu: number): void;
  /** Models turn inside their viewer instead of turning their element. */
  turnsItself?: boolean;
}

function createContent(document: Document, drawable: Drawable, models: ModelViewerGate): Content {
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
    Object.assign(element.style, { borderRadius: '50%', boxSizing: 'border-box' });
    const write = changedStyleWriter(element);
    return {
      element,
      size(ppu) {
        const diameter = `${drawable.radius * 2 * ppu}px`;
        const { style } = drawable;
        write({
          width: diameter,
          height: diameter,
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
    const write = changedStyleWriter(element);
    return {
      element,
      size(ppu) {
        const uri = drawable.imageResource.getUri();
        if (source !== uri) element.src = source = uri;
        write({ height: `${drawable.height * ppu}px` });
      },
    };
  }
  if (drawable instanceof AnimatedImageDrawable) {
    const element = document.createElement('div');
    element.className = 'ar-animated-image';
    element.style.backgroundRepeat = 'no-repeat';
    // Key frames are counted left to right, top to bottom: the sheet's width gives the columns.
    let columns = 1;
    let sheetUri: string | undefined;
    const sheet = document.createElement('img');
    sheet.onload = () => {
      columns = Math.max(1, Math.floor(sheet.naturalWidth / drawable.keyFrameWidth));
    };
    const write = changedStyleWriter(element);
    return {
      element,
      size(ppu) {
        const uri = drawable.imageResource.getUri();
        if (sheetUri !== uri) sheet.src = sheetUri = uri;
        const height = drawable.height * ppu;
        const factor = height / drawable.keyFrameHeight;
        const frameWidth = drawable.keyFrameWidth * factor;
        const column = drawable.keyFrame % columns;
        const row = Math.floor(drawable.keyFrame / columns);
        write({
          width: `${frameWidth}px`,
          height: `${height}px`,
          backgroundImage: `url("${uri}")`,
          backgroundSize: `${columns * frameWidth}px auto`,
          backgroundPosition: `${-column * frameWidth}px ${-row * height}px`,
        });
      },
    };
  }
  if (drawable instanceof HtmlDrawable) {
    const element = document.createElement('div');
    element.className = 'ar-html';
    element.style.overflow = 'hidden';
    const frame = document.createElement('iframe');
    // Scripts run, but the content is kept from the page (no same origin, no top navigation).
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'AR HTML drawable';
    Object.assign(frame.style, { border: '0', transformOrigin: '0 0', display: 'block' });
    element.append(frame);
    const write = changedStyleWriter(element);
    const writeFrame = changedStyleWriter(frame);
    return {
      element,
      size(ppu) {
        if (drawable.html !== undefined && frame.srcdoc !== drawable.html) {
          frame.removeAttribute('src');
          frame.srcdoc = drawable.html;
        }
        if (drawable.uri !== undefined && frame.getAttribute('src') !== drawable.uri) {
          frame.removeAttribute('srcdoc');
          frame.src = drawable.uri;
        }
        const width = drawable.width * ppu;
        const factor = width / drawable.viewportWidth;
        write({
          width: `${width}px`,
          height: `${drawable.viewportHeight * factor}px`,
          background: drawable.backgroundColor,
        });
        // With click-through the page inside gets the pointer; otherwise the drawable does.
        writeFrame({
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
    element.preload = 'auto';
    element.src = drawable.uri;
    const write = changedStyleWriter(element);
    let playing = false;
    return {
      element,
      size(ppu) {
        write({ height: `${drawable.height * ppu}px` });
        // The video plays while the host reports it playing (play, resume) and pauses otherwise.
        const shouldPlay = drawable.state === STATE.PLAYING;
        if (shouldPlay === playing) return;
        playing = shouldPlay;
        if (shouldPlay) void Promise.resolve(element.play?.()).catch(() => undefined);
        else element.pause?.();
      },
    };
  }
  if (drawable instanceof Model) {
    const element = document.createElement('div');
    element.className = 'ar-model';
    let viewer: HTMLElement | undefined;
    let orientation = '';
    const write = changedStyleWriter(element);
    const turn = () => {
      // model-viewer's orientation is roll, pitch and yaw.
      const next = `${drawable.rotate.z}deg ${drawable.rotate.x}deg ${drawable.rotate.y}deg`;
      if (viewer && orientation !== next) viewer.setAttribute('orientation', (orientation = next));
    };
    const show = (source: ModelSource) => {
      if (source.kind === 'placeholder') {
        element.append(modelPlaceholder(document, source.fileName));
        return;
      }
      void models.ready().then((ok) => {
        if (!ok) return;
        viewer = document.createElement('model-viewer');
        viewer.setAttribute('src', source.url);
        viewer.setAttribute('alt', 'AR model');
        viewer.setAttribute('interaction-prompt', 'none');
        viewer.setAttribute('disable-zoom', '');
        Object.assign(viewer.style, { width: '100%', height: '100%', pointerEvents: 'none' });
        turn();
        element.append(viewer);
      });
    };
    const source = models.sourceOf(drawable.uri);
    if (source instanceof Promise) void source.then(show);
    else show(source);
    return {
      element,
      turnsItself: true,
      size(ppu) {
        write({
          width: `${Math.abs(drawable.scale.x) * ppu}px`,
          height: `${Math.abs(drawable.scale.y) * ppu}px`,
        });
        turn();
      },
    };
  }
  const element = document.createElement('div');
  element.className = 'ar-hidden-drawable';
  element.style.display = 'none';
  return { element, size() {} };
}

/**
 * What stands in for a model the renderer cannot draw: a dashed box with a cube outline and
 * the file's name, filling the model's box.
 */
function modelPlaceholder(document: Document, fileName: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'ar-model-placeholder';
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', fileName);
  box.title = fileName;
  Object.assign(box.style, {
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    minWidth: '24px',
    minHeight: '24px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    border: '2px dashed #FFFFFF',
    borderRadius: '6px',
    background: '#3A4A5CB3',
    color: '#FFFFFF',
    font: '11px sans-serif',
    overflow: 'hidden',
    pointerEvents: 'none',
  });
  const svgNs = 'http://www.w3.org/2000/svg';
  const cube = document.createElementNS(svgNs, 'svg');
  cube.setAttribute('viewBox', '0 0 24 24');
  cube.setAttribute('aria-hidden', 'true');
  Object.assign(cube.style, { width: '50%', maxWidth: '48px', height: 'auto' });
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', 'M12 2 21 7v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.5');
  path.setAttribute('stroke-linejoin', 'round');
  cube.append(path);
  const name = document.createElement('span');
  name.textContent = fileName;
  Object.assign(name.style, {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    padding: '0 4px',
  });
  box.append(cube, name);
  return box;
}

type StyleName =
  | 'display'
  | 'opacity'
  | 'zIndex'
  | 'transform'
  | 'transformOrigin'
  | 'fontSize'
  | 'color'
  | 'background'
  | 'fontWeight'
  | 'fontStyle'
  | 'width'
  | 'height'
  | 'border'
  | 'backgroundImage'
  | 'backgroundSize'
  | 'backgroundPosition'
  | 'pointerEvents';
type StyleValues = Partial<Record<StyleName, string>>;

/**
 * Writes style properties of an element, skipping those whose value is the one it wrote
 * last: a frame of many drawables then touches only what moved or changed.
 */
function changedStyleWriter(element: HTMLElement): (values: StyleValues) => void {
  const written: StyleValues = {};
  return (values) => {
    for (const name of Object.keys(values) as StyleName[]) {
      const value = values[name]!;
      if (written[name] === value) continue;
      written[name] = value;
      element.style[name] = value;
    }
  };
}

const turns = (rotate: { x: number; y: number; z: number }) =>
  (rotate.x ? ` rotateX(${rotate.x}deg)` : '') +
  (rotate.y ? ` rotateY(${rotate.y}deg)` : '') +
  (rotate.z ? ` rotate(${rotate.z}deg)` : '');

const moves = (translate: { x: number; y: number; z: number }, ppu: number) =>
  translate.x || translate.y || translate.z
    ? ` translate3d(${translate.x * ppu}px, ${-translate.y * ppu}px, ${translate.z * ppu}px)`
    : '';

const sizes = (scale: { x: number; y: number; z: number }, mirrored = false) =>
  scale.x !== 1 || scale.y !== 1 || scale.z !== 1 || mirrored
    ? ` scale3d(${mirrored ? -scale.x : scale.x}, ${scale.y}, ${scale.z})`
    : '';

/**
 * The CSS transform of a drawable after its move to the screen point, its anchor point
 * (given in percent of its box, also its transform origin) at that point: the global translate,
 * rotate and scale of the drawable wrap its own; translate y is up and z toward the viewer,
 * rotate x and y turn it in depth (seen in perspective), rotate z turns it on the screen,
 * scale x/y/z stretch it (mirrored flips it left to right). A flat drawable that does not
 * turn to the camera is turned about the vertical by `facing`.
 */
function drawableShape(
  drawable: Drawable,
  layout: Omit<DrawableLayout, 'x' | 'y'>,
  options: { flat: boolean; turnsItself: boolean; anchorX: number; anchorY: number },
): string {
  const { pixelsPerSdu: ppu } = layout;
  const global = {
    translate: drawable.translate.global,
    rotate: drawable.rotate.global,
    scale: drawable.scale.global,
  };
  const rotate = options.turnsItself ? { x: 0, y: 0, z: 0 } : drawable.rotate;
  const facing =
    options.flat && !(drawable as Drawable2D).rotatesToCamera ? (layout.facing ?? 0) : 0;
  const scale = options.flat ? drawable.scale : { x: 1, y: 1, z: 1 };
  const parts =
    (global.translate ? moves(global.translate, ppu) : '') +
    (global.rotate ? turns(global.rotate) : '') +
    (global.scale ? sizes(global.scale) : '') +
    (facing ? ` rotateY(${facing}deg)` : '') +
    moves(drawable.translate, ppu) +
    turns(rotate) +
    sizes(scale, drawable.mirrored);
  const depth =
    parts.includes('rotateX') || parts.includes('rotateY') || parts.includes('translate3d');
  const perspective = depth ? ` perspective(${Math.round(layout.perspective ?? 800)}px)` : '';
  const anchor = `translate(-${options.anchorX}%, -${options.anchorY}%)`;
  return `${anchor}${perspective}${parts}`;
}

/** How often each object of a runtime has changed, by the script or by the host. */
export interface ChangeCounter {
  of(object: object): number;
}

const counters = new WeakMap<Runtime, ChangeCounter>();

/** The change counter of a runtime: one listener, shared by every view. */
export function changeCounter(runtime: Runtime): ChangeCounter {
  let counter = counters.get(runtime);
  if (!counter) {
    const counts = new WeakMap<object, number>();
    runtime.events.on('changed', ({ object }) => counts.set(object, (counts.get(object) ?? 0) + 1));
    counter = { of: (object) => counts.get(object) ?? 0 };
    counters.set(runtime, counter);
  }
  return counter;
}

/** Drawables whose look also follows host states (loading, playing, key frames). */
const followsHost = (drawable: Drawable) =>
  drawable instanceof VideoDrawable ||
  drawable instanceof Model ||
  drawable instanceof HtmlDrawable ||
  drawable instanceof AnimatedImageDrawable;

/**
 * A DOM element showing one drawable of one placed object. With a change counter, the
 * drawable's properties are read again only after it changed: a frame that only moves it
 * (the view turning) writes its new screen point and nothing else.
 */
export function createDrawableView(
  document: Document,
  drawable: Drawable,
  ownerId: number,
  models: ModelViewerGate,
  changes?: ChangeCounter,
): DrawableView {
  const { element, size, turnsItself = false } = createContent(document, drawable, models);
  element.dataset.objectId = String(ownerId);
  element.dataset.drawableId = String(drawable.objectId);
  element.dataset.arType = drawable.typeName;
  Object.assign(element.style, { position: 'absolute', left: '0', top: '0' });
  const flat = drawable instanceof Drawable2D;
  const host = followsHost(drawable);
  const write = changedStyleWriter(element);
  let seen = Number.NaN;
  let enabled = true;
  let opacity = '';
  let origin = '';
  let shape = '';
  let shaped: Omit<DrawableLayout, 'x' | 'y' | 'zIndex'> | undefined;
  return {
    element,
    drawableId: drawable.objectId,
    ownerId,
    hide() {
      write({ display: 'none' });
    },
    update(layout) {
      // Without a counter (NaN) every update reads the drawable again.
      const version = changes ? changes.of(drawable) : Number.NaN;
      const changed = version !== seen;
      if (changed) {
        seen = version;
        enabled = drawable.enabled;
        opacity = String(drawable.opacity);
      }
      // A disabled drawable is hidden and otherwise left as it is until enabled again.
      if (!enabled) {
        write({ display: 'none' });
        return;
      }
      const resized = shaped?.pixelsPerSdu !== layout.pixelsPerSdu;
      if (changed || resized || host) size(layout.pixelsPerSdu);
      if (
        changed ||
        resized ||
        shaped?.perspective !== layout.perspective ||
        shaped?.facing !== layout.facing ||
        shaped?.anchorX !== layout.anchorX ||
        shaped?.anchorY !== layout.anchorY
      ) {
        shaped = {
          pixelsPerSdu: layout.pixelsPerSdu,
          perspective: layout.perspective,
          facing: layout.facing,
          anchorX: layout.anchorX,
          anchorY: layout.anchorY,
        };
        // The element's anchor point is put at (x, y) and is the centre of its turns and scaling.
        const anchorX =
          layout.anchorX ??
          (flat ? (ANCHOR_X[(drawable as Drawable2D).horizontalAnchor] ?? 50) : 50);
        const anchorY =
          layout.anchorY ?? (flat ? (ANCHOR_Y[(drawable as Drawable2D).verticalAnchor] ?? 50) : 50);
        origin = `${anchorX}% ${anchorY}%`;
        shape = drawableShape(drawable, layout, { flat, turnsItself, anchorX, anchorY });
      }
      write({
        display: '',
        opacity,
        zIndex: String(layout.zIndex),
        transformOrigin: origin,
        transform: `translate(${layout.x}px, ${layout.y}px) ${shape}`,
      });
    },
  };
}
