// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ORIGIN,
  placeAt,
  setupRenderer,
  shownDrawables,
  startWithObjectAhead,
} from '../../test/setup-renderer';
import { GEOLOCATION_WATCH } from './sensors';

/** A geolocation API whose watch fails at once with the error `code`. */
function failGeolocation(code: number) {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (_success: unknown, error: PositionErrorCallback) => {
        error({ code, PERMISSION_DENIED: 1, TIMEOUT: 3 } as GeolocationPositionError);
        return 1;
      },
      clearWatch: () => undefined,
    },
  });
}

/** Starts a renderer on a failing geolocation API, collecting what AR.context.onError gets. */
async function startWithFailingGeolocation(code: number) {
  failGeolocation(code);
  const test = setupRenderer({ useGeolocation: true });
  const errors: string[] = [];
  test.AR.context.onError = (message) => errors.push(message);
  await test.renderer.start();
  return { test, errors };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('renderer drawing', () => {
  it('draws labels, images and circles of objects in view, back to front', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const label = new AR.Label('Café', 1, { style: { textColor: '#FF0000' } });
    const image = new AR.ImageDrawable(new AR.ImageResource('pin.png'), 2, {
      zOrder: 1,
      verticalAnchor: AR.CONST.VERTICAL_ANCHOR.BOTTOM,
    });
    const near = placeAt(test, 50, 0, { drawables: { cam: [label, image] } });
    const far = placeAt(test, 500, 0, { drawables: { cam: new AR.Circle(1) } });
    await renderer.start();
    const nearElements = shownDrawables(container, near.objectId);
    expect(nearElements.map((element) => element.dataset.arType)).toEqual([
      'Label',
      'ImageDrawable',
    ]);
    expect(nearElements[0]?.textContent).toBe('Café');
    expect(nearElements[0]?.style.color).toBe('rgb(255, 0, 0)');
    expect(nearElements[1]?.getAttribute('src')).toBe('pin.png');
    expect(nearElements[1]?.style.transform).toContain('translate(-50%, -100%)');
    const farCircle = shownDrawables(container, far.objectId)[0]!;
    expect(farCircle.className).toBe('ar-circle');
    const z = (element: HTMLElement) => Number(element.style.zIndex);
    expect(z(farCircle)).toBeLessThan(z(nearElements[0]!));
    expect(z(nearElements[0]!)).toBeLessThan(z(nearElements[1]!));
    renderer.stop();
  });

  it('updates labels and removes drawables that leave the view, firing field-of-vision triggers', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const events: string[] = [];
    const label = new AR.Label('Ahead', 1);
    const ahead = placeAt(test, 100, 0, {
      drawables: { cam: label },
      onEnterFieldOfVision: () => events.push('enter'),
      onExitFieldOfVision: () => events.push('exit'),
    });
    await renderer.start();
    expect(events).toEqual(['enter']);
    label.text = 'Still ahead';
    renderer.renderFrame();
    expect(shownDrawables(container, ahead.objectId)[0]?.textContent).toBe('Still ahead');
    renderer.heading = 180;
    renderer.renderFrame();
    expect(shownDrawables(container, ahead.objectId)).toHaveLength(0);
    expect(events).toEqual(['enter', 'exit']);
    expect(ahead.isVisible()).toBe(false);
  });

  it('shows indicator drawables at the screen edge while their object is out of view', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const arrow = new AR.ImageDrawable(new AR.ImageResource('arrow.png'), 1);
    const behindRight = placeAt(test, -100, 100, { drawables: { indicator: arrow } });
    await renderer.start();
    const indicator = () => shownDrawables(container, behindRight.objectId)[0];
    expect(indicator()?.getAttribute('src')).toBe('arrow.png');
    expect(indicator()?.style.transform).toMatch(/^translate\((\d+\.?\d*)px, 320px\)/);
    const x = Number(/translate\(([\d.]+)px/.exec(indicator()!.style.transform)?.[1]);
    expect(x).toBeGreaterThan(300);
    renderer.heading = 135;
    renderer.renderFrame();
    expect(indicator()).toBeUndefined();
    renderer.heading = 300;
    renderer.renderFrame();
    const left = Number(/translate\(([\d.]+)px/.exec(indicator()!.style.transform)?.[1]);
    expect(left).toBeLessThan(60);
  });

  it('loads <model-viewer> only once a Model is shown', async () => {
    let loads = 0;
    const test = setupRenderer({ loadModelViewer: async () => void loads++ });
    const { AR, renderer, container } = test;
    placeAt(test, 100, 0, { drawables: { cam: new AR.Label('no model', 1) } });
    await renderer.start();
    expect([loads, renderer.modelViewerRequested]).toEqual([0, false]);
    placeAt(test, 120, 0, { drawables: { cam: new AR.Model('duck.glb') } });
    renderer.renderFrame();
    expect(loads).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    const viewer = container.querySelector('model-viewer');
    expect(viewer?.getAttribute('src')).toBe('duck.glb');
    placeAt(test, 140, 0, { drawables: { cam: new AR.Model('fox.glb') } });
    renderer.renderFrame();
    expect(loads).toBe(1);
  });
});

describe('renderer clicks', () => {
  const click = (element: Element, type = 'click') =>
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 10, clientY: 10 }));

  it('gives the drawable the click first, then its object, with the object as argument', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const calls: string[] = [];
    const label = new AR.Label('tap', 1, {
      onClick: (owner: unknown) => {
        calls.push(`label:${(owner as { objectId: number }).objectId}`);
        return false;
      },
    });
    const target = placeAt(test, 100, 0, {
      drawables: { cam: label },
      onClick: () => calls.push('object'),
    });
    await renderer.start();
    click(shownDrawables(container, target.objectId)[0]!);
    expect(calls).toEqual([`label:${target.objectId}`, 'object']);
    label.onClick = () => true;
    click(shownDrawables(container, target.objectId)[0]!);
    expect(calls).toHaveLength(2);
  });

  it('follows AR.context.clickBehavior and sends other clicks to onScreenClick', async () => {
    const test = setupRenderer();
    const { AR, renderer } = test;
    const calls: string[] = [];
    AR.context.onScreenClick = () => calls.push('screen');
    const { element } = await startWithObjectAhead(test, {
      drawables: { cam: new AR.Label('tap', 1) },
      onClick: () => calls.push('object'),
    });
    AR.context.clickBehavior = AR.CONST.CLICK_BEHAVIOR.TOUCH_DOWN;
    click(element, 'click');
    expect(calls).toEqual([]);
    click(element, 'pointerdown');
    expect(calls).toEqual(['object']);
    AR.context.clickBehavior = AR.CONST.CLICK_BEHAVIOR.TOUCH_UP;
    click(element, 'pointerup');
    expect(calls).toEqual(['object', 'object']);
    AR.context.clickBehavior = AR.CONST.CLICK_BEHAVIOR.CLICK;
    click(renderer.root.querySelector('.ar-scene')!, 'click');
    expect(calls).toEqual(['object', 'object', 'screen']);
  });
});

describe('renderer fallbacks and sensors', () => {
  it('reports a refused camera through AR.hardware.camera.onError and shows the backdrop', async () => {
    const test = setupRenderer({ useCamera: true });
    const errors: string[] = [];
    test.AR.hardware.camera.onError = (message) => errors.push(message);
    Object.defineProperty(window.navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(new Error('Permission denied')),
      },
    });
    await test.renderer.start();
    expect(test.renderer.status.camera).toBe('unavailable');
    expect(errors).toEqual(['Camera not available: Permission denied']);
    expect(test.renderer.root.querySelector<HTMLElement>('.ar-camera')?.style.display).toBe('none');
  });

  it('stops a camera stream that arrives after the renderer was stopped', async () => {
    const test = setupRenderer({ useCamera: true });
    let open: (stream: MediaStream) => void = () => undefined;
    Object.defineProperty(window.navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => new Promise<MediaStream>((resolve) => (open = resolve)),
      },
    });
    const stopped: string[] = [];
    const track = { stop: () => stopped.push('video') };
    const starting = test.renderer.start();
    test.renderer.stop();
    open({ getTracks: () => [track] } as unknown as MediaStream);
    await starting;
    expect(stopped).toEqual(['video']);
    expect(test.renderer.status.camera).toBe('off');
  });

  it('watches the position with a 3 s timeout and 1 s maximum age and moves the simulator', async () => {
    let watchOptions: PositionOptions | undefined;
    let report: PositionCallback = () => undefined;
    Object.defineProperty(window.navigator, 'geolocation', {
      configurable: true,
      value: {
        watchPosition: (success: PositionCallback, _error: unknown, options: PositionOptions) => {
          report = success;
          watchOptions = options;
          return 1;
        },
        clearWatch: () => undefined,
      },
    });
    const test = setupRenderer({ useGeolocation: true });
    await test.renderer.start();
    expect(watchOptions).toEqual(GEOLOCATION_WATCH);
    expect(watchOptions).toMatchObject({ timeout: 3000, maximumAge: 1000 });
    report({
      coords: { latitude: 10, longitude: 20, altitude: null, accuracy: 5 },
    } as GeolocationPosition);
    expect(test.simulator.location).toEqual({ latitude: 10, longitude: 20, altitude: 0 });
    expect(test.renderer.status.location).toBe('device');
  });

  it('keeps the simulator position and reports a refused location through AR.context.onError', async () => {
    const { test, errors } = await startWithFailingGeolocation(1);
    expect(errors).toEqual(['Failed to get the current device position.']);
    expect(test.renderer.status.location).toBe('simulator');
    expect(test.simulator.location).toEqual(ORIGIN);
  });

  it('reports "Not able to fetch location." when no position arrives within 10 s', async () => {
    const { test, errors } = await startWithFailingGeolocation(3);
    test.clock.tick(9999);
    expect(errors).toEqual([]);
    test.clock.tick(1);
    expect(errors).toEqual(['Not able to fetch location.']);
  });

  it('turns the heading by dragging when there is no compass', async () => {
    const { renderer } = setupRenderer();
    await renderer.start();
    expect(renderer.status.heading).toBe('drag');
    const root = renderer.root;
    root.dispatchEvent(
      new MouseEvent('pointerdown', { clientX: 200, clientY: 300, bubbles: true }),
    );
    root.dispatchEvent(
      new MouseEvent('pointermove', { clientX: 110, clientY: 300, bubbles: true }),
    );
    expect(renderer.heading).toBeCloseTo(15, 6);
    root.dispatchEvent(new MouseEvent('pointerup', { clientX: 110, clientY: 300, bubbles: true }));
  });

  it('takes heading and pitch from device orientation, with the compass correction', async () => {
    Object.defineProperty(window, 'DeviceOrientationEvent', { configurable: true, value: Event });
    const test = setupRenderer({ useDeviceOrientation: true, orientationSmoothing: 1 });
    test.AR.hardware.sensors.compass.correctionAngle = 10;
    await test.renderer.start();
    const event = Object.assign(new Event('deviceorientationabsolute'), {
      alpha: 270,
      beta: 100,
      gamma: 0,
    });
    window.dispatchEvent(event);
    expect(test.renderer.status.heading).toBe('device');
    expect(test.renderer.heading).toBeCloseTo(100, 6);
    expect(test.renderer.pitch).toBeCloseTo(10, 6);
  });
});

/** Where a radar point sits vertically (it is moved by a transform). */
const pointY = (point: HTMLElement) =>
  Number(/translate\([^,]+,\s*([-\d.e]+)px\)/.exec(point.style.transform)?.[1]);

describe('radar', () => {
  it('draws radar drawables and the north indicator into the container and reports clicks', async () => {
    const test = setupRenderer();
    const { AR, renderer } = test;
    const radar = document.getElementById('radar') as HTMLElement;
    let clicks = 0;
    AR.radar.container = radar;
    AR.radar.northIndicator = { image: new AR.ImageResource('north.png') };
    AR.radar.onClick = () => clicks++;
    AR.radar.enabled = true;
    placeAt(test, 100, 0, {
      drawables: { radar: new AR.Circle(1, { style: { fillColor: '#00FF00' } }) },
    });
    placeAt(test, -100, 0, { drawables: { radar: new AR.Circle(1) } });
    placeAt(test, 50, 0, { drawables: { cam: new AR.Label('no radar', 1) } });
    await renderer.start();
    const points = [...radar.querySelectorAll<HTMLElement>('.ar-radar-point')];
    expect(points).toHaveLength(2);
    const [front, back] = points.map(pointY);
    expect(front!).toBeLessThan(back!);
    expect(radar.querySelector('.ar-radar-north')?.getAttribute('src')).toBe('north.png');
    radar.querySelector('.ar-radar')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicks).toBe(1);
    AR.radar.enabled = false;
    renderer.renderFrame();
    expect(radar.querySelector('.ar-radar')).toBeNull();
  });

  it('keeps its points from frame to frame, turning them with the view and dropping gone ones', async () => {
    const test = setupRenderer();
    const { AR, renderer } = test;
    const radar = document.getElementById('radar') as HTMLElement;
    AR.radar.container = radar;
    AR.radar.enabled = true;
    placeAt(test, 100, 0, { drawables: { radar: new AR.Circle(1) } });
    const east = placeAt(test, 0, 100, { drawables: { radar: new AR.Circle(1) } });
    await renderer.start();
    const before = [...radar.querySelectorAll<HTMLElement>('.ar-radar-point')];
    const [northY, eastY] = before.map(pointY);
    // North-up: the northern point above the eastern one, both on the layer that turns.
    expect(northY!).toBeLessThan(eastY!);
    const layer = radar.querySelector<HTMLElement>('.ar-radar-layer')!;
    expect(layer.style.transform).toBe('rotate(0deg)');
    renderer.heading = 90;
    renderer.renderFrame();
    const after = [...radar.querySelectorAll<HTMLElement>('.ar-radar-point')];
    expect(after).toEqual(before);
    expect(after[0]).toBe(before[0]);
    expect(layer.style.transform).toBe('rotate(-90deg)');
    expect(after.map(pointY)).toEqual([northY, eastY]);
    east.destroy();
    renderer.renderFrame();
    expect(radar.querySelectorAll('.ar-radar-point')).toHaveLength(1);
    expect(radar.querySelector('.ar-radar-point')).toBe(before[0]);
  });
});

describe('drawable views', () => {
  it('hide a disabled drawable and show it again once enabled', async () => {
    const test = setupRenderer();
    const { AR, renderer } = test;
    const pin = new AR.Circle(1);
    const { element } = await startWithObjectAhead(test, { drawables: { cam: [pin] } });
    expect(element.style.display).toBe('');
    pin.enabled = false;
    renderer.renderFrame();
    expect(element.style.display).toBe('none');
    pin.enabled = true;
    renderer.renderFrame();
    expect(element.style.display).toBe('');
    expect(element.style.transform).toContain('translate(');
  });

  it('keep the element of an object out of view hidden, dropping it once gone or long unseen', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const all = (id: number) => container.querySelectorAll(`[data-object-id="${id}"]`);
    const ahead = placeAt(test, 100, 0, { drawables: { cam: new AR.Label('Ahead', 1) } });
    const other = placeAt(test, 120, 0, { drawables: { cam: new AR.Label('Other', 1) } });
    await renderer.start();
    const [element] = shownDrawables(container, ahead.objectId);
    renderer.heading = 180;
    renderer.renderFrame();
    expect(element!.style.display).toBe('none');
    expect(element!.isConnected).toBe(true);
    renderer.heading = 0;
    renderer.renderFrame();
    expect(shownDrawables(container, ahead.objectId)).toEqual([element]);
    other.destroy();
    renderer.renderFrame();
    expect(all(other.objectId)).toHaveLength(0);
    renderer.heading = 180;
    for (let frame = 0; frame < 300; frame++) renderer.renderFrame();
    expect(all(ahead.objectId)).toHaveLength(1);
    renderer.renderFrame();
    expect(all(ahead.objectId)).toHaveLength(0);
  });

  it('write a label text only when it changed', async () => {
    const test = setupRenderer();
    const { AR, renderer } = test;
    const label = new AR.Label('Old Gate', 1);
    const { element } = await startWithObjectAhead(test, { drawables: { cam: [label] } });
    const text = element.firstChild;
    renderer.renderFrame();
    expect(element.firstChild).toBe(text);
    label.text = 'Bell Tower';
    renderer.renderFrame();
    expect(element.textContent).toBe('Bell Tower');
  });
});
