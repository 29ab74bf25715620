// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { changeCounter, createDrawableView } from './drawable-views';
import { createModelViewerGate } from './model-view';

const layout = (x: number, y: number) => ({ x, y, pixelsPerSdu: 40, zIndex: 1 });
const models = createModelViewerGate(() => Promise.resolve());

describe('drawable views with a change counter', () => {
  it('moves with the view and follows every change of the drawable, by the script or the host', () => {
    const { AR, runtime } = setupAR();
    const label = new AR.Label('Tower', 1);
    const view = createDrawableView(document, label, 7, models, changeCounter(runtime));
    const { style } = view.element;
    view.update(layout(10, 20));
    expect(style.transform).toBe('translate(10px, 20px) translate(-50%, -50%)');
    expect(style.fontSize).toBe('40px');

    // Only the view moved: the new screen point.
    view.update(layout(12, 20));
    expect(style.transform).toBe('translate(12px, 20px) translate(-50%, -50%)');

    // The script changes the drawable.
    label.scale.x = 2;
    label.text = 'Tower gate';
    view.update(layout(12, 20));
    expect(style.transform).toMatch(
      /^translate\(12px, 20px\) translate\(-50%, -50%\).*scale3d\(2, 1, 1\)$/,
    );
    expect(view.element.textContent).toBe('Tower gate');

    // The host (an animation) changes it.
    runtime.update(label.objectId, { opacity: 0.25, height: 2 });
    view.update(layout(12, 20));
    expect(style.opacity).toBe('0.25');
    expect(style.fontSize).toBe('80px');

    // Nearer: more pixels per SDU, larger.
    view.update({ ...layout(12, 20), pixelsPerSdu: 60 });
    expect(style.fontSize).toBe('120px');

    label.enabled = false;
    view.update(layout(14, 20));
    expect(style.display).toBe('none');
    label.enabled = true;
    view.update(layout(14, 20));
    expect(style.display).toBe('');
    expect(style.transform).toMatch(
      /^translate\(14px, 20px\) translate\(-50%, -50%\).*scale3d\(2, 1, 1\)$/,
    );
  });

  it('counts changes per runtime with one listener, shared by all views', () => {
    const { AR, runtime } = setupAR();
    const counter = changeCounter(runtime);
    expect(changeCounter(runtime)).toBe(counter);
    const circle = new AR.Circle(1);
    const before = counter.of(circle);
    circle.style.fillColor = '#FF0000';
    expect(counter.of(circle)).toBe(before + 1);
  });
});
