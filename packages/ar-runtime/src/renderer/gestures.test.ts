// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SceneObject } from '../core/scene-object';
import {
  placeAt,
  setupRenderer,
  shownDrawables,
  startWithObjectAhead,
} from '../../test/setup-renderer';

/** The view is 360 × 640 px (jsdom lays nothing out); a tracked target's SDU is 144 px. */
const CENTRE = { x: 180, y: 320 };
const TARGET_SDU = 144;

/** Dispatches a pointer event of one finger on an element (it bubbles to the view). */
function finger(id: number, target: Element) {
  const fire = (type: string, x: number, y: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        pointerId: id,
        isPrimary: id === 1,
        pointerType: 'touch',
        clientX: x,
        clientY: y,
      }),
    );
  return {
    down: (x: number, y: number) => fire('pointerdown', x, y),
    move: (x: number, y: number) => fire('pointermove', x, y),
    up: (x: number, y: number) => fire('pointerup', x, y),
    cancel: (x: number, y: number) => fire('pointercancel', x, y),
    click: (x: number, y: number) =>
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y })),
  };
}

/** Trigger options that record each call with its arguments (rounded to 4 places). */
function recorder(calls: string[], names: readonly string[]) {
  const round = (value: unknown) =>
    typeof value === 'number' ? Number(value.toFixed(4)) : String(value);
  return Object.fromEntries(
    names.map((name) => [
      name,
      (...args: unknown[]) => calls.push(`${name}(${args.map(round).join(', ')})`),
    ]),
  );
}

const phases = (gesture: string) => ['Began', 'Changed', 'Ended'].map((p) => `on${gesture}${p}`);

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

describe('one-finger drag on a drawable', () => {
  it('raises onDragBegan/Changed/Ended with the move and the point on its plane, without turning the view or clicking', async () => {
    const test = setupRenderer();
    const { AR, renderer, clock } = test;
    const calls: string[] = [];
    const label = new AR.Label('drag me', 1, recorder(calls, phases('Drag')));
    AR.context.onScreenClick = () => calls.push('screen');
    const { element } = await startWithObjectAhead(test, {
      drawables: { cam: label },
      onClick: () => calls.push('click'),
    });
    const entry = renderer.lastFrame!.ordered[0]!;
    const sdu = renderer.lastFrame!.pixelsPerSdu * entry.scale;
    expect(entry.x).toBeCloseTo(CENTRE.x, 6);
    const on = (x: number, y: number) =>
      `${Number(((x - entry.x) / sdu).toFixed(4))}, ${Number(((entry.y - y) / sdu).toFixed(4))}`;
    const touch = finger(1, element);

    touch.down(180, 320);
    touch.move(182, 320);
    // Within a few pixels a touch is still a tap.
    expect(calls).toEqual([]);
    touch.move(216, 288);
    touch.move(252, 320);
    touch.up(252, 320);
    touch.click(252, 320);
    clock.tick(0);
    expect(calls).toEqual([
      `onDragBegan(0.1, -0.05, ${on(216, 288)})`,
      `onDragChanged(0.2, 0, ${on(252, 320)})`,
      `onDragEnded(0.2, 0, ${on(252, 320)})`,
    ]);
    expect(renderer.heading).toBe(0);
    expect(renderer.pitch).toBe(0);
  });

  it('gives a drawable on a tracked target the point in SDU from the target centre', async () => {
    const test = setupRenderer({ isTracked: () => true });
    const { AR, renderer, container } = test;
    const calls: string[] = [];
    const model = new AR.Circle(0.5, recorder(calls, ['onDragChanged']));
    const trackable = new AR.InstantTrackable(new AR.InstantTracker(), {
      drawables: { cam: model },
      ...recorder(calls, phases('TrackingPlaneDrag')),
    });
    await renderer.start();
    const touch = finger(1, shownDrawables(container, trackable.objectId)[0]!);
    touch.down(CENTRE.x, CENTRE.y);
    touch.move(CENTRE.x + TARGET_SDU, CENTRE.y - TARGET_SDU / 2);
    touch.up(CENTRE.x + TARGET_SDU, CENTRE.y - TARGET_SDU / 2);
    // Began and Ended are not set here; the drawable takes the drag, not the plane.
    expect(calls).toEqual([]);
    touch.down(CENTRE.x, CENTRE.y);
    touch.move(CENTRE.x + 10, CENTRE.y);
    touch.move(CENTRE.x + TARGET_SDU, CENTRE.y - TARGET_SDU / 2);
    touch.up(CENTRE.x + TARGET_SDU, CENTRE.y - TARGET_SDU / 2);
    expect(calls).toEqual(['onDragChanged(0.4, -0.1125, 1, 0.5)']);
  });

  it('goes to the topmost drawable with drag triggers, passing through those without', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const calls: string[] = [];
    const below = placeAt(test, 100, 0, {
      drawables: { cam: new AR.Label('below', 1, recorder(calls, ['onDragBegan'])) },
    });
    const above = placeAt(test, 50, 0, {
      drawables: { cam: new AR.Label('above', 1, { onClick: () => calls.push('click') }) },
    });
    await renderer.start();
    const top = shownDrawables(container, above.objectId)[0]!;
    const stack = [top, shownDrawables(container, below.objectId)[0]!, renderer.root];
    Object.defineProperty(document, 'elementsFromPoint', {
      configurable: true,
      value: () => stack,
    });
    const touch = finger(1, top);
    touch.down(180, 320);
    touch.move(180 + 36, 320);
    touch.up(180 + 36, 320);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^onDragBegan\(0\.1, 0, /);
    expect(renderer.heading).toBe(0);
  });

  it('leaves a tap a click, and the view turning when the drawable has no drag triggers', async () => {
    const test = setupRenderer();
    const { AR, renderer, clock } = test;
    const calls: string[] = [];
    const label = new AR.Label('tap', 1, recorder(calls, phases('Drag')));
    const { element } = await startWithObjectAhead(test, {
      drawables: { cam: label },
      onClick: () => calls.push('click'),
    });
    const touch = finger(1, element);
    touch.down(180, 320);
    touch.move(181, 321);
    touch.up(181, 321);
    touch.click(181, 321);
    expect(calls).toEqual(['click']);
    expect(renderer.heading).toBe(0);

    // Without drag triggers the same drag turns the view: 90 px of 360 is a quarter of 60°.
    // (The core declares no typed gesture properties on drawables; they are set as options.)
    Object.assign(label, { onDragBegan: null, onDragChanged: null, onDragEnded: null });
    clock.tick(0);
    touch.down(200, 320);
    touch.move(110, 320);
    touch.up(110, 320);
    expect(renderer.heading).toBeCloseTo(15, 6);
    expect(calls).toEqual(['click']);
  });

  it('ends the drag when the browser cancels the pointer', async () => {
    const test = setupRenderer();
    const { AR } = test;
    const calls: string[] = [];
    const { element } = await startWithObjectAhead(test, {
      drawables: { cam: new AR.Label('x', 1, recorder(calls, ['onDragBegan', 'onDragEnded'])) },
    });
    const touch = finger(1, element);
    touch.down(180, 320);
    touch.move(180, 384);
    touch.cancel(180, 384);
    expect(calls.map((call) => call.split('(')[0])).toEqual(['onDragBegan', 'onDragEnded']);
    expect(calls[1]).toMatch(/^onDragEnded\(0, 0\.1, /);
  });
});

describe('two-finger gestures', () => {
  it('raise on2FingerGestureStarted once, then Pan, Scale and Rotation on the drawable under the fingers', async () => {
    const test = setupRenderer();
    const { AR, renderer, clock } = test;
    const calls: string[] = [];
    const label = new AR.Label(
      'pinch me',
      1,
      recorder(calls, [...phases('Pan'), ...phases('Scale'), ...phases('Rotation')]),
    );
    AR.context.on2FingerGestureStarted = () => calls.push('2 fingers');
    AR.context.onScreenClick = () => calls.push('screen');
    const { element } = await startWithObjectAhead(test, {
      drawables: { cam: label },
      onClick: () => calls.push('click'),
    });
    const first = finger(1, element);
    const second = finger(2, renderer.root);

    /** The calls of one phase of the three two-finger gestures, in the order they are raised. */
    const gestures = (phase: string, pan: string, scale: number, rotation: number) => [
      `onPan${phase}(${pan})`,
      `onScale${phase}(${scale})`,
      `onRotation${phase}(${rotation})`,
    ];

    first.down(180, 320);
    second.down(280, 320);
    expect(calls.splice(0)).toEqual(['2 fingers']);
    // The second finger swings a quarter turn clockwise around the first.
    second.move(180, 420);
    expect(calls.splice(0)).toEqual(gestures('Began', '-0.1389, 0.0781', 1, 90));
    // The first finger moves 50 px left: the fingers are 111.8 px apart at 63.43°.
    first.move(130, 320);
    expect(calls.splice(0)).toEqual(gestures('Changed', '-0.2083, 0.0781', 1.118, 63.4349));
    second.up(180, 420);
    expect(calls.splice(0)).toEqual(gestures('Ended', '-0.2083, 0.0781', 1.118, 63.4349));
    // The finger left neither turns the view nor starts a drag; lifting it is no click.
    first.move(40, 320);
    first.up(40, 320);
    first.click(40, 320);
    clock.tick(0);
    expect(calls).toEqual([]);
    expect(renderer.heading).toBe(0);
  });

  it('measure a pinch as the ratio of finger distances and a counter-clockwise twist as negative', async () => {
    const test = setupRenderer();
    const { AR, renderer, container } = test;
    const calls: string[] = [];
    const scaled = placeAt(test, 100, 0, {
      drawables: { cam: new AR.Label('scale', 1, recorder(calls, ['onScaleChanged'])) },
    });
    const turned = placeAt(test, 100, 10, {
      drawables: { cam: new AR.Label('turn', 1, recorder(calls, ['onRotationChanged'])) },
    });
    await renderer.start();
    // The first finger on one drawable, the second on the other: each gesture finds its taker.
    const first = finger(1, shownDrawables(container, scaled.objectId)[0]!);
    const second = finger(2, shownDrawables(container, turned.objectId)[0]!);
    first.down(100, 300);
    second.down(200, 300);
    second.move(250, 300);
    second.move(300, 300);
    expect(calls).toEqual(['onScaleChanged(2)', 'onRotationChanged(0)']);
    calls.length = 0;
    second.move(100, 200);
    expect(calls).toEqual(['onScaleChanged(1)', 'onRotationChanged(-90)']);
    second.up(100, 200);
    first.up(100, 300);
  });

  it('end a one-finger drag when the second finger lands, and never turn the view', async () => {
    const test = setupRenderer();
    const { AR, renderer } = test;
    const calls: string[] = [];
    AR.context.on2FingerGestureStarted = () => calls.push('2 fingers');
    const { element } = await startWithObjectAhead(test, {
      drawables: {
        cam: new AR.Label('x', 1, recorder(calls, ['onDragBegan', 'onDragEnded', 'onPanBegan'])),
      },
    });
    const first = finger(1, element);
    const second = finger(2, renderer.root);
    first.down(180, 320);
    first.move(216, 320);
    second.down(300, 320);
    first.move(226, 320);
    second.up(300, 320);
    first.up(226, 320);
    expect(calls.map((call) => call.split('(')[0])).toEqual([
      'onDragBegan',
      'onDragEnded',
      '2 fingers',
      'onPanBegan',
    ]);
    expect(calls[1]).toMatch(/^onDragEnded\(0\.1, 0, /);
    // The pan is counted from where the fingers were as the second landed: 10 px of the first.
    expect(calls[3]).toBe('onPanBegan(0.0139, 0)');

    // Two fingers on the empty view: on2FingerGestureStarted only, and the view stays.
    const empty = [finger(1, renderer.root), finger(2, renderer.root)] as const;
    empty[0].down(100, 100);
    empty[1].down(200, 100);
    empty[0].move(0, 100);
    empty[1].move(300, 100);
    empty[0].up(0, 100);
    empty[1].up(300, 100);
    expect(calls.slice(4)).toEqual(['2 fingers']);
    expect(renderer.heading).toBe(0);
  });
});

describe('tracking plane drag', () => {
  const tracked = (trackable: SceneObject) => trackable.enabled;

  it('raises onTrackingPlaneDragBegan/Changed/Ended(x, y) in SDU from the screen centre on tracked instant and image trackables', async () => {
    const test = setupRenderer({ isTracked: tracked });
    const { AR, renderer, clock } = test;
    const calls: string[] = [];
    new AR.InstantTrackable(new AR.InstantTracker(), {
      ...recorder(calls, phases('TrackingPlaneDrag')),
    });
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('targets.wtc'));
    new AR.ImageTrackable(tracker, 'poster', recorder(calls, ['onTrackingPlaneDragEnded']));
    const lost = new AR.InstantTrackable(new AR.InstantTracker(), {
      enabled: false,
      onTrackingPlaneDragBegan: () => calls.push('lost'),
    });
    AR.context.onScreenClick = () => calls.push('screen');
    await renderer.start();
    expect(lost.enabled).toBe(false);
    const touch = finger(1, renderer.root);
    touch.down(CENTRE.x, CENTRE.y);
    touch.move(CENTRE.x + TARGET_SDU / 2, CENTRE.y);
    touch.move(CENTRE.x + TARGET_SDU, CENTRE.y - TARGET_SDU / 2);
    touch.up(CENTRE.x + TARGET_SDU, CENTRE.y + TARGET_SDU);
    touch.click(CENTRE.x + TARGET_SDU, CENTRE.y + TARGET_SDU);
    clock.tick(0);
    expect(calls).toEqual([
      'onTrackingPlaneDragBegan(0.5, 0)',
      'onTrackingPlaneDragChanged(1, 0.5)',
      'onTrackingPlaneDragEnded(1, -1)',
      'onTrackingPlaneDragEnded(1, -1)',
    ]);
    expect(renderer.heading).toBe(0);
  });

  it('sends a tap (no drag) on the plane to onTrackingPlaneClick of tracked image trackables too', async () => {
    const test = setupRenderer({ isTracked: tracked });
    const { AR, renderer } = test;
    const calls: string[] = [];
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('targets.wtc'));
    new AR.ImageTrackable(tracker, 'poster', {
      ...recorder(calls, ['onTrackingPlaneClick', ...phases('TrackingPlaneDrag')]),
    });
    await renderer.start();
    const touch = finger(1, renderer.root);
    touch.down(CENTRE.x - TARGET_SDU, CENTRE.y);
    touch.move(CENTRE.x - TARGET_SDU + 2, CENTRE.y);
    touch.up(CENTRE.x - TARGET_SDU + 2, CENTRE.y);
    touch.click(CENTRE.x - TARGET_SDU + 2, CENTRE.y);
    expect(calls).toEqual(['onTrackingPlaneClick(-0.9861, 0)']);
  });

  it('leaves the view turning when no tracked trackable takes plane drags', async () => {
    let trackedNow = false;
    const test = setupRenderer({ isTracked: () => trackedNow });
    const { AR, renderer, clock } = test;
    const calls: string[] = [];
    new AR.InstantTrackable(new AR.InstantTracker(), recorder(calls, ['onTrackingPlaneDragBegan']));
    await renderer.start();
    const touch = finger(1, renderer.root);
    touch.down(200, 320);
    touch.move(110, 320);
    touch.up(110, 320);
    expect(calls).toEqual([]);
    expect(renderer.heading).toBeCloseTo(15, 6);
    clock.tick(0);
    trackedNow = true;
    touch.down(200, 320);
    touch.move(110, 320);
    touch.up(110, 320);
    // Where the finger is on the plane: 70 px left of the centre.
    expect(calls).toEqual(['onTrackingPlaneDragBegan(-0.4861, 0)']);
    expect(renderer.heading).toBeCloseTo(15, 6);
  });
});
