// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SceneObject } from '../core/scene-object';
import { offsetLatLng } from '../geo';
import type { TestAR } from '../../test/setup-ar';
import {
  ORIGIN,
  placeAt,
  setupRenderer,
  shownDrawables,
  startWithObjectAhead,
} from '../../test/setup-renderer';
import { indicatorPosition } from './indicator-position';
import { trackedInCore } from './trackables';

/** The screen position a drawable element is moved to (its anchor point). */
function positionOf(element: HTMLElement): { x: number; y: number } {
  const match = /^translate\(([-\d.e]+)px, ([-\d.e]+)px\)/.exec(element.style.transform);
  if (!match) throw new Error(`No position in "${element.style.transform}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

/** Gives the renderer's root a size (jsdom lays nothing out). */
function sizeRoot(root: HTMLElement, width: number, height: number) {
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: height });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  Reflect.deleteProperty(window.screen, 'orientation');
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

describe('every drawable type', () => {
  it('steps an animated image through its key frames as the simulator animates it', async () => {
    const test = setupRenderer();
    const { AR, renderer, container, clock } = test;
    const sprite = new AR.AnimatedImageDrawable(new AR.ImageResource('walk.png'), 2, 32, 64);
    const object = placeAt(test, 50, 0, { drawables: { cam: sprite } });
    await renderer.start();
    const [element] = shownDrawables(container, object.objectId);
    expect(element!.className).toBe('ar-animated-image');
    expect(element!.style.backgroundImage).toBe('url("walk.png")');
    const first = element!.style.backgroundPosition;
    sprite.animate([0, 1, 2], 100, -1);
    clock.tick(150);
    renderer.renderFrame();
    expect(sprite.keyFrame).not.toBe(0);
    expect(element!.style.backgroundPosition).not.toBe(first);
    const second = element!.style.backgroundPosition;
    clock.tick(100);
    renderer.renderFrame();
    expect(element!.style.backgroundPosition).not.toBe(second);
    // Frame height in pixels: 2 SDU at 10 m (the minimum scaling distance) on a 360 px view.
    const height = parseFloat(element!.style.height);
    expect(parseFloat(element!.style.width)).toBeCloseTo(height / 2, 6);
  });

  it('shows an HTML drawable in a sandboxed frame, handing the pointer over only with click-through', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const inline = new AR.HtmlDrawable({ html: '<b>Hi</b>' }, 2, {
      viewportWidth: 200,
      viewportHeight: 100,
      backgroundColor: '#FF000080',
    });
    const page = new AR.HtmlDrawable({ uri: 'https://example.com/info.html' }, 1, {
      clickThroughEnabled: true,
    });
    const a = placeAt(test, 50, 0, { drawables: { cam: inline } });
    const b = placeAt(test, 60, 0, { drawables: { cam: page } });
    await renderer.start();
    const [box] = shownDrawables(container, a.objectId);
    const frame = box!.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.srcdoc).toBe('<b>Hi</b>');
    expect(frame.style.pointerEvents).toBe('none');
    expect(parseFloat(box!.style.height)).toBeCloseTo(parseFloat(box!.style.width) / 2, 6);
    expect(box!.style.background).toContain('rgba(255, 0, 0');
    const other = shownDrawables(container, b.objectId)[0]!.querySelector('iframe')!;
    expect(other.getAttribute('src')).toBe('https://example.com/info.html');
    expect(other.style.pointerEvents).toBe('auto');
    inline.clickThroughEnabled = true;
    inline.html = '<i>Changed</i>';
    renderer.renderFrame();
    expect(frame.srcdoc).toBe('<i>Changed</i>');
    expect(frame.style.pointerEvents).toBe('auto');
  });

  it('plays a video drawable while the host reports it playing', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    const test = setupRenderer();
    const { AR, renderer, container, clock } = test;
    const movie = new AR.VideoDrawable('clip.mp4', 2);
    const object = placeAt(test, 50, 0, { drawables: { cam: movie } });
    await renderer.start();
    const [element] = shownDrawables(container, object.objectId);
    expect(element!.tagName).toBe('VIDEO');
    expect(element!.getAttribute('src')).toBe('clip.mp4');
    expect(play).not.toHaveBeenCalled();
    movie.play(-1);
    clock.tick(6000);
    renderer.renderFrame();
    expect(movie.state).toBe(AR.CONST.STATE.PLAYING);
    expect(play).toHaveBeenCalledTimes(1);
    renderer.renderFrame();
    expect(play).toHaveBeenCalledTimes(1);
    movie.pause();
    clock.tick(0);
    renderer.renderFrame();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('sizes a model by its scale and turns it inside the viewer', async () => {
    const test = setupRenderer({ loadModelViewer: async () => undefined });
    const { AR, renderer, container } = test;
    const model = new AR.Model('duck.glb', { scale: { x: 2, y: 3, z: 1 }, rotate: { z: 30 } });
    const object = placeAt(test, 50, 0, { drawables: { cam: model } });
    await renderer.start();
    await Promise.resolve();
    await Promise.resolve();
    renderer.renderFrame();
    const [element] = shownDrawables(container, object.objectId);
    expect(parseFloat(element!.style.height) / parseFloat(element!.style.width)).toBeCloseTo(1.5);
    expect(element!.querySelector('model-viewer')?.getAttribute('orientation')).toBe(
      '30deg 0deg 0deg',
    );
    expect(element!.style.transform).not.toContain('rotate(');
  });

  it('shows a placeholder where a model is in a format it cannot draw, with a warning', async () => {
    const asked: string[] = [];
    const test = setupRenderer({
      loadModelViewer: async () => undefined,
      probeModelFile: async (url) => (asked.push(url), false),
    });
    const { AR, renderer, container, runtime } = test;
    const model = new AR.Model('assets/car.wt3', { scale: { x: 2, y: 2, z: 2 } });
    const object = placeAt(test, 50, 0, { drawables: { cam: model } });
    await renderer.start();
    renderer.renderFrame();
    const [element] = shownDrawables(container, object.objectId);
    await vi.waitFor(() => expect(element!.querySelector('.ar-model-placeholder')).not.toBeNull());
    renderer.renderFrame();
    const placeholder = element!.querySelector<HTMLElement>('.ar-model-placeholder')!;
    expect(placeholder.getAttribute('aria-label')).toBe('car.wt3');
    expect(placeholder.textContent).toBe('car.wt3');
    expect(element!.style.display).toBe('');
    expect(parseFloat(element!.style.width)).toBeGreaterThan(0);
    expect(positionOf(element!).x).toBeCloseTo(renderer.lastFrame!.entries[0]!.x, 3);
    expect(element!.querySelector('model-viewer')).toBeNull();
    expect(renderer.modelViewerRequested).toBe(false);
    const base = document.baseURI;
    expect(asked).toEqual([
      new URL('assets/car.glb', base).href,
      new URL('assets/car.gltf', base).href,
    ]);
    const warnings = runtime.logs.filter((entry) => entry.level === 'warning');
    expect(warnings.map((entry) => entry.message)).toEqual([
      expect.stringContaining('Model assets/car.wt3: the browser renderer cannot draw .wt3 models'),
    ]);
  });

  it('draws the glTF file beside a model it cannot draw, by the same name', async () => {
    const test = setupRenderer({
      loadModelViewer: async () => undefined,
      probeModelFile: async (url) => url.endsWith('/models/car.gltf'),
    });
    const { AR, renderer, container, runtime } = test;
    const model = new AR.Model('models/car.WT3');
    const object = placeAt(test, 50, 0, { drawables: { cam: model } });
    await renderer.start();
    renderer.renderFrame();
    const [element] = shownDrawables(container, object.objectId);
    await vi.waitFor(() => expect(element!.querySelector('model-viewer')).not.toBeNull());
    expect(element!.querySelector('model-viewer')!.getAttribute('src')).toBe(
      new URL('models/car.gltf', document.baseURI).href,
    );
    expect(element!.querySelector('.ar-model-placeholder')).toBeNull();
    expect(runtime.logs.filter((entry) => entry.level === 'warning').at(-1)?.message).toContain(
      'drawing ' + new URL('models/car.gltf', document.baseURI).href,
    );
  });
});

describe('common drawable options', () => {
  it('apply opacity, mirroring, turns, scaling and moves, local and global', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const label = new AR.Label('Sign', 1, {
      opacity: 0.5,
      mirrored: true,
      rotate: { x: 10, y: 20, z: 30, global: { z: 5 } },
      scale: { x: 2, y: 3, global: { x: 2, y: 2, z: 2 } },
      translate: { x: 1, y: 2, global: { y: 1 } },
      horizontalAnchor: AR.CONST.HORIZONTAL_ANCHOR.LEFT,
      verticalAnchor: AR.CONST.VERTICAL_ANCHOR.TOP,
    });
    const object = placeAt(test, 10, 0, { drawables: { cam: label } });
    await renderer.start();
    const [element] = shownDrawables(container, object.objectId);
    const { transform } = element!.style;
    expect(element!.style.opacity).toBe('0.5');
    expect(element!.style.transformOrigin).toBe('0% 0%');
    expect(transform).toMatch(
      /^translate\(180px, 320px\) translate\(-0%, -0%\) perspective\(\d+px\)/,
    );
    // The global transform wraps the drawable's own one; y is up on the screen.
    const ppu = parseFloat(element!.style.fontSize);
    expect(transform).toContain(
      `translate3d(0px, ${-ppu}px, 0px) rotate(5deg) scale3d(2, 2, 2) translate3d(${ppu}px, ${-2 * ppu}px, 0px) rotateX(10deg) rotateY(20deg) rotate(30deg) scale3d(-2, 3, 1)`,
    );
  });

  it('follow property animations frame by frame', async () => {
    const test = setupRenderer();
    const { AR, renderer, container, clock } = test;
    const label = new AR.Label('Fading', 1);
    const object = placeAt(test, 50, 0, { drawables: { cam: label } });
    await renderer.start();
    const [element] = shownDrawables(container, object.objectId);
    new AR.PropertyAnimation(label, 'opacity', 1, 0, 400).start();
    new AR.PropertyAnimation(label, 'rotate.z', 0, 90, 400).start();
    clock.tick(200);
    renderer.renderFrame();
    const opacity = Number(element!.style.opacity);
    expect(opacity).toBeGreaterThan(0);
    expect(opacity).toBeLessThan(1);
    expect(element!.style.transform).toMatch(/rotate\((\d+\.?\d*)deg\)/);
    clock.tick(200);
    renderer.renderFrame();
    expect(element!.style.opacity).toBe('0');
    expect(element!.style.transform).toContain('rotate(90deg)');
  });

  it('turn a drawable that does not face the camera by where it is seen from', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const facing = new AR.ImageDrawable(new AR.ImageResource('a.png'), 1);
    const fixed = new AR.ImageDrawable(new AR.ImageResource('b.png'), 1, {
      rotatesToCamera: false,
    });
    const north = placeAt(test, 100, 0, { drawables: { cam: [facing] } });
    const northEast = placeAt(test, 100, 20, { drawables: { cam: [fixed] } });
    await renderer.start();
    expect(shownDrawables(container, north.objectId)[0]!.style.transform).not.toContain('rotateY');
    const turn = /rotateY\(([-\d.e]+)deg\)/.exec(
      shownDrawables(container, northEast.objectId)[0]!.style.transform,
    );
    expect(Number(turn?.[1])).toBeCloseTo((Math.atan2(20, 100) * 180) / Math.PI, 1);
  });

  it('orders drawables of one object by zOrder, and objects by rendering order then distance', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const back = new AR.Circle(1, { zOrder: -1 });
    const front = new AR.Circle(1, { zOrder: 3 });
    const near = placeAt(test, 20, 0, { drawables: { cam: [front, back] } });
    const far = placeAt(test, 80, 0, { drawables: { cam: new AR.Circle(1) }, renderingOrder: 1 });
    await renderer.start();
    const z = (element: HTMLElement | undefined) => Number(element!.style.zIndex);
    const [frontElement, backElement] = shownDrawables(container, near.objectId);
    expect(z(backElement)).toBeLessThan(z(frontElement));
    expect(z(shownDrawables(container, far.objectId)[0])).toBeGreaterThan(z(frontElement));
  });
});

describe('indicators', () => {
  it('sit on the edge toward the object, above or below too, and stay inside the screen', () => {
    const width = 360;
    const height = 640;
    const margin = 360 * 0.08;
    // Straight above (ahead, 80° up): the top edge, centred.
    const up = indicatorPosition({ east: 0, north: 10, up: 57 }, 0, width, height);
    expect(up.x).toBeCloseTo(180, 6);
    expect(up.y).toBeCloseTo(margin, 6);
    // Ahead, far to the right and a little below: the right edge, below the middle.
    const right = indicatorPosition({ east: 100, north: 10, up: -20 }, 0, width, height);
    expect(right.x).toBeCloseTo(width - margin, 6);
    expect(right.y).toBeGreaterThan(320);
    expect(right.y).toBeLessThan(height - margin);
    // Behind and to the left: the left edge.
    const behind = indicatorPosition({ east: -5, north: -100 }, 0, width, height);
    expect(behind.x).toBeCloseTo(margin, 6);
    expect(behind.y).toBeCloseTo(320, 6);
    // Straight behind and high up: the right edge, at the top.
    const behindHigh = indicatorPosition({ east: 0, north: -10, up: 1000 }, 0, width, height);
    expect(behindHigh.x).toBeCloseTo(width - margin, 6);
    expect(behindHigh.y).toBeCloseTo(margin, 1);
  });

  it('are drawn at that place for objects out of view', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const arrow = new AR.ImageDrawable(new AR.ImageResource('arrow.png'), 1);
    const point = offsetLatLng(ORIGIN, 10, 0);
    const above = new AR.GeoObject(new AR.GeoLocation(point.latitude, point.longitude, 200), {
      drawables: { indicator: arrow, cam: new AR.Circle(1) },
    });
    await renderer.start();
    const indicator = shownDrawables(container, above.objectId).find(
      (e) => e.className === 'ar-image',
    );
    const position = positionOf(indicator!);
    expect(position.x).toBeCloseTo(180, 6);
    expect(position.y).toBeCloseTo(360 * 0.08, 6);
  });
});

/** An image tracker on a target collection, with one trackable whose target is `name`. */
function imageTrackable(test: TestAR, name: string, options: Record<string, unknown> = {}) {
  const { AR } = test;
  const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('targets.wtc'));
  return new AR.ImageTrackable(tracker, name, options);
}

describe('trackables', () => {
  it('draw the drawables of a tracked image centred, 1 SDU 40% of the screen width', async () => {
    let tracked = false;
    const test = setupRenderer({ isTracked: () => tracked });
    const { AR, renderer, container } = test;
    const label = new AR.Label('On the poster', 1);
    const trackable = imageTrackable(test, 'poster', { drawables: { cam: label } });
    await renderer.start();
    expect(shownDrawables(container, trackable.objectId)).toHaveLength(0);
    tracked = true;
    renderer.renderFrame();
    const [element] = shownDrawables(container, trackable.objectId);
    expect(positionOf(element!)).toEqual({ x: 180, y: 320 });
    expect(element!.style.fontSize).toBe(`${360 * 0.4}px`);
    trackable.enabled = false;
    renderer.renderFrame();
    expect(shownDrawables(container, trackable.objectId)).toHaveLength(0);
  });

  it.each([
    ['the simulator', undefined],
    ['the core', trackedInCore],
  ])(
    'by default draw what %s reports recognised: an image, an object, an instant plane (placed or being placed)',
    async (_, isTracked) => {
      const test = setupRenderer(isTracked ? { isTracked } : {});
      const { AR, renderer, container, simulator, clock } = test;
      const image = imageTrackable(test, 'page', { drawables: { cam: new AR.Circle(1) } });
      const objects = new AR.ObjectTracker(new AR.TargetCollectionResource('objects.wto'));
      const object = new AR.ObjectTrackable(objects, 'car', {
        drawables: { cam: new AR.Circle(1) },
      });
      const instantTracker = new AR.InstantTracker();
      const instant = new AR.InstantTrackable(instantTracker, {
        drawables: { cam: new AR.Circle(1) },
      });
      await renderer.start();
      clock.tick(10_000);
      simulator.tracking.recognize('page');
      simulator.tracking.recognize('car');
      renderer.renderFrame();
      expect(shownDrawables(container, image.objectId)).toHaveLength(1);
      expect(shownDrawables(container, object.objectId)).toHaveLength(1);
      // While the tracker places its plane (INITIALIZING) the drawables show where it will be.
      expect(shownDrawables(container, instant.objectId)).toHaveLength(1);
      instantTracker.state = AR.CONST.INSTANT_TRACKER_STATE.TRACKING;
      clock.tick(1000);
      renderer.renderFrame();
      expect(shownDrawables(container, instant.objectId)).toHaveLength(1);
      instantTracker.enabled = false;
      clock.tick(1000);
      renderer.renderFrame();
      expect(shownDrawables(container, instant.objectId)).toHaveLength(0);
      simulator.tracking.lose('page');
      renderer.renderFrame();
      expect(shownDrawables(container, image.objectId)).toHaveLength(0);
    },
  );

  it('raise onTrackingPlaneClick on a tracked instant trackable along with the screen click', async () => {
    const test = setupRenderer({
      isTracked: (trackable: SceneObject) => trackable.typeName === 'InstantTrackable',
    });
    const { AR, renderer } = test;
    const calls: string[] = [];
    AR.context.onScreenClick = () => calls.push('screen');
    new AR.InstantTrackable(new AR.InstantTracker(), {
      onTrackingPlaneClick: (x: number, y: number) => calls.push(`plane ${x} ${y}`),
    });
    await renderer.start();
    renderer.root.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: 180 + 144, clientY: 320 - 72 }),
    );
    expect(calls).toEqual(['plane 1 0.5', 'screen']);
  });
});

describe('snap to screen', () => {
  it('snaps a lost image trackable to the screen centre after the delay, or reports the interruption', async () => {
    let tracked = true;
    const test = setupRenderer({ isTracked: () => tracked });
    const { AR, renderer, container, clock } = test;
    const events: string[] = [];
    const trackable = imageTrackable(test, 'poster', {
      drawables: { cam: new AR.Label('Snapped', 1) },
      snapToScreen: {
        delay: 500,
        onSnappedToScreen: () => events.push('snapped'),
        onDelayedSnapInterruption: () => events.push('interrupted'),
        enabled: true,
      },
    });
    await renderer.start();
    expect(shownDrawables(container, trackable.objectId)).toHaveLength(1);
    tracked = false;
    renderer.renderFrame();
    expect(shownDrawables(container, trackable.objectId)).toHaveLength(0);
    clock.tick(200);
    tracked = true;
    renderer.renderFrame();
    expect(events).toEqual(['interrupted']);
    tracked = false;
    renderer.renderFrame();
    clock.tick(500);
    renderer.renderFrame();
    expect(events).toEqual(['interrupted', 'snapped']);
    const [element] = shownDrawables(container, trackable.objectId);
    expect(positionOf(element!)).toEqual({ x: 180, y: 320 });
    clock.tick(10_000);
    renderer.renderFrame();
    expect(events).toHaveLength(2);
    trackable.enabled = false;
    renderer.renderFrame();
    expect(shownDrawables(container, trackable.objectId)).toHaveLength(0);
  });

  it('draws a snapped object inside its snap container when there is one, against its edges', async () => {
    const test = setupRenderer({ isTracked: () => false });
    const { AR, renderer } = test;
    const panel = document.getElementById('panel')!;
    sizeRoot(panel, 200, 100);
    const positionable = new AR.Positionable('pin', {
      drawables: { cam: new AR.Circle(1) },
    });
    await renderer.start();
    expect(shownDrawables(document, positionable.objectId)).toHaveLength(0);
    positionable.snapToScreen.snapContainer = 'panel';
    positionable.snapToScreen.enabled = true;
    renderer.renderFrame();
    const [element] = shownDrawables(panel, positionable.objectId);
    expect(positionOf(element!)).toEqual({ x: 100, y: 50 });
    positionable.snapToScreen.edges = ['bottom', 'right'];
    renderer.renderFrame();
    expect(element!.style.transform).toMatch(
      /^translate\(200px, 100px\) translate\(-100%, -100%\)/,
    );
    positionable.snapToScreen.enabled = false;
    renderer.renderFrame();
    expect(shownDrawables(document, positionable.objectId)).toHaveLength(0);
    expect(panel.querySelector('.ar-snap-layer')).toBeNull();
  });
});

describe('clicks on drawables at the same place', () => {
  /** Stubs the elements under the pointer (topmost first), as a browser lays them out. */
  const stack = (elements: Element[]) =>
    Object.defineProperty(document, 'elementsFromPoint', {
      configurable: true,
      value: () => elements,
    });

  it('go to the topmost drawable that handles clicks, passing through those that do not', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const calls: string[] = [];
    const below = placeAt(test, 100, 0, {
      drawables: { cam: new AR.Label('below', 1) },
      onClick: () => calls.push('below'),
    });
    const above = placeAt(test, 50, 0, { drawables: { cam: new AR.Label('above', 1) } });
    AR.context.onScreenClick = () => calls.push('screen');
    await renderer.start();
    const top = shownDrawables(container, above.objectId)[0]!;
    const bottom = shownDrawables(container, below.objectId)[0]!;
    stack([top, bottom, renderer.root]);
    top.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(calls).toEqual(['below']);
    stack([top, renderer.root]);
    top.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(calls).toEqual(['below', 'screen']);
  });

  it('never count a drag as a click', async () => {
    const test = setupRenderer();
    const { AR } = test;
    const calls: string[] = [];
    AR.context.onScreenClick = () => calls.push('screen');
    const { element } = await startWithObjectAhead(test, {
      drawables: { cam: new AR.Label('x', 1) },
      onClick: () => calls.push('object'),
    });
    const fire = (type: string, x: number) =>
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: 10 }));
    fire('pointerdown', 10);
    fire('pointermove', 60);
    fire('pointerup', 60);
    fire('click', 60);
    expect(calls).toEqual([]);
    test.clock.tick(0);
    fire('click', 60);
    expect(calls).toEqual(['object']);
  });
});

/** Dispatches an orientation reading often enough for the smoothed heading to settle. */
function orient(
  reading: { alpha: number; beta: number; gamma: number },
  type = 'deviceorientationabsolute',
) {
  for (let i = 0; i < 60; i++) {
    window.dispatchEvent(
      Object.assign(new Event(type), { ...reading, absolute: type !== 'deviceorientation' }),
    );
  }
}

describe('geometry on a phone', () => {
  const withOrientation = () => {
    Object.defineProperty(window, 'DeviceOrientationEvent', { configurable: true, value: Event });
    const test = setupRenderer({ useDeviceOrientation: true });
    const label = new test.AR.Label('North', 1);
    const object = placeAt(test, 100, 0, { drawables: { cam: label } });
    return { ...test, object };
  };

  it('centres an object 100 m due north at heading 0 and loses it at heading 90, in portrait', async () => {
    const test = withOrientation();
    const { renderer, container, object } = test;
    await renderer.start();
    orient({ alpha: 0, beta: 90, gamma: 0 });
    renderer.renderFrame();
    expect(renderer.status.headingSource).toBe('absolute');
    expect(renderer.heading).toBeCloseTo(0, 4);
    const [element] = shownDrawables(container, object.objectId);
    expect(positionOf(element!).x).toBeCloseTo(180, 3);
    expect(positionOf(element!).y).toBeCloseTo(320, 3);
    orient({ alpha: 270, beta: 90, gamma: 0 });
    renderer.renderFrame();
    expect(renderer.heading).toBeCloseTo(90, 4);
    expect(shownDrawables(container, object.objectId)).toHaveLength(0);
  });

  it('does the same in landscape (screen turned 90°)', async () => {
    Object.defineProperty(window.screen, 'orientation', {
      configurable: true,
      value: { angle: 90 },
    });
    const test = withOrientation();
    const { renderer, container, object } = test;
    sizeRoot(renderer.root, 640, 360);
    await renderer.start();
    // Held upright sideways, facing north: the device's top points west.
    orient({ alpha: 90, beta: 0, gamma: -90 });
    renderer.renderFrame();
    expect(renderer.heading).toBeCloseTo(0, 4);
    const [element] = shownDrawables(container, object.objectId);
    expect(positionOf(element!).x).toBeCloseTo(320, 3);
    expect(positionOf(element!).y).toBeCloseTo(180, 3);
    orient({ alpha: 0, beta: 0, gamma: -90 });
    renderer.renderFrame();
    expect(renderer.heading).toBeCloseTo(90, 4);
    expect(shownDrawables(container, object.objectId)).toHaveLength(0);
  });

  it('turns the drawn scene against the roll of a phone held sideways in portrait', async () => {
    const test = withOrientation();
    await test.renderer.start();
    orient({ alpha: 90, beta: 0, gamma: -90 });
    test.renderer.renderFrame();
    expect(test.renderer.heading).toBeCloseTo(0, 4);
    const scene = test.renderer.root.querySelector<HTMLElement>('.ar-scene')!;
    expect(scene.style.transform).toBe('rotate(90.0deg)');
    orient({ alpha: 0, beta: 90, gamma: 0 });
    test.renderer.renderFrame();
    expect(scene.style.transform).toBe('');
  });

  /** A DeviceOrientationEvent that asks through requestPermission, answering `answers` in turn. */
  const askingOrientation = (...answers: string[]) => {
    const asked: string[] = [];
    const permission = Object.assign(function DeviceOrientation() {}, {
      requestPermission: async () => {
        const answer = answers.shift() ?? 'denied';
        asked.push(answer);
        return answer;
      },
    });
    Object.defineProperty(window, 'DeviceOrientationEvent', {
      configurable: true,
      value: permission,
    });
    return asked;
  };

  it('asks for motion sensor access at the first click where the browser wants it', async () => {
    const asked = askingOrientation('granted');
    const test = setupRenderer({ useDeviceOrientation: true });
    await test.renderer.start();
    expect(test.renderer.status.orientationAccess).toBe('ask');
    expect(asked).toEqual([]);
    test.renderer.root.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    test.renderer.root.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(asked).toEqual(['granted']);
    await vi.waitFor(() => expect(test.renderer.status.orientationAccess).toBe('granted'));
    orient({ alpha: 0, beta: 90, gamma: 0 });
    expect(test.renderer.status.heading).toBe('device');
  });

  it('asks through requestOrientationAccess, and again after a refusal', async () => {
    const asked = askingOrientation('denied', 'granted');
    const test = setupRenderer({ useDeviceOrientation: true });
    await test.renderer.start();
    await expect(test.renderer.requestOrientationAccess()).resolves.toBe(false);
    expect(test.renderer.status.orientationAccess).toBe('refused');
    expect(test.runtime.logs.map((entry) => entry.message)).toContain(
      'Motion sensors not allowed: drag to turn the view.',
    );
    await expect(test.renderer.requestOrientationAccess()).resolves.toBe(true);
    expect(test.renderer.status.orientationAccess).toBe('granted');
    // Granted once, it is not asked again.
    await expect(test.renderer.requestOrientationAccess()).resolves.toBe(true);
    expect(asked).toEqual(['denied', 'granted']);
  });

  it('asks nothing where the browser sends orientation at once', async () => {
    Object.defineProperty(window, 'DeviceOrientationEvent', { configurable: true, value: Event });
    const test = setupRenderer({ useDeviceOrientation: true });
    await test.renderer.start();
    expect(test.renderer.status.orientationAccess).toBe('open');
    await expect(test.renderer.requestOrientationAccess()).resolves.toBe(true);
    orient({ alpha: 0, beta: 90, gamma: 0 });
    expect(test.renderer.status.heading).toBe('device');
  });

  it('takes iOS compass headings, turned by the screen angle', async () => {
    Object.defineProperty(window.screen, 'orientation', {
      configurable: true,
      value: { angle: 90 },
    });
    const test = withOrientation();
    await test.renderer.start();
    for (let i = 0; i < 60; i++) {
      window.dispatchEvent(
        Object.assign(new Event('deviceorientation'), {
          alpha: 123,
          beta: 0,
          gamma: -90,
          webkitCompassHeading: 270,
        }),
      );
    }
    expect(test.renderer.status.headingSource).toBe('compass');
    expect(test.renderer.heading).toBeCloseTo(0, 4);
  });

  it('turns with a relative sensor from the heading shown, and lets the user drag north', async () => {
    const test = withOrientation();
    const { renderer, AR } = test;
    AR.hardware.sensors.compass.correctionAngle = 10;
    renderer.heading = 40;
    await renderer.start();
    orient({ alpha: 200, beta: 90, gamma: 0 }, 'deviceorientation');
    expect(renderer.status.headingSource).toBe('relative');
    // No jump: the first relative reading keeps the heading that was shown.
    expect(renderer.heading).toBeCloseTo(40, 4);
    // Turning right by 30° (alpha goes down) turns the view by 30°.
    orient({ alpha: 170, beta: 90, gamma: 0 }, 'deviceorientation');
    expect(renderer.heading).toBeCloseTo(70, 4);
    // Dragging 180 px to the left on a 360 px view turns north by half the field of view.
    const root = renderer.root;
    const drag = (type: string, x: number) =>
      root.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: 300 }));
    drag('pointerdown', 200);
    drag('pointermove', 20);
    drag('pointerup', 20);
    expect(renderer.heading).toBeCloseTo(100, 4);
    orient({ alpha: 170, beta: 90, gamma: 0 }, 'deviceorientation');
    expect(renderer.heading).toBeCloseTo(100, 4);
  });

  it('keeps to an absolute sensor once it has spoken, and applies the compass correction', async () => {
    const test = withOrientation();
    const { renderer, AR } = test;
    await renderer.start();
    orient({ alpha: 0, beta: 90, gamma: 0 });
    orient({ alpha: 90, beta: 90, gamma: 0 }, 'deviceorientation');
    expect(renderer.heading).toBeCloseTo(0, 4);
    AR.hardware.sensors.compass.correctionAngle = -15;
    orient({ alpha: 0, beta: 90, gamma: 0 });
    expect(renderer.heading).toBeCloseTo(345, 4);
  });
});
