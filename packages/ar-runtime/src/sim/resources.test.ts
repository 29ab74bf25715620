import { describe, expect, it } from 'vitest';
import { STATE } from '../core/constants';
import { setupAR } from '../../test/setup-ar';

describe('simulated resource loading', () => {
  it('loads images at once and fires onLoaded', () => {
    const { AR, clock } = setupAR();
    let loaded = 0;
    const image = new AR.ImageResource('a.png', { onLoaded: () => loaded++ });
    expect(image.state).toBe(STATE.LOADING);
    clock.tick(0);
    expect([loaded, image.isLoaded(), image.state]).toEqual([1, true, STATE.LOADED]);
  });

  it('loads models and HTML drawables after a random delay of up to 5 s', () => {
    const { AR, clock } = setupAR({ random: () => 0.999 });
    const events: string[] = [];
    const model = new AR.Model('duck.glb', {
      onLoaded: () => events.push('model loaded'),
      onInitialized: () => events.push('model initialized'),
    });
    const html = new AR.HtmlDrawable({ html: '<p>hi</p>' }, 1, {
      onLoaded: () => events.push('html loaded'),
    });
    clock.tick(4994);
    expect(events).toEqual([]);
    expect(model.state).toBe(STATE.LOADING);
    clock.tick(1);
    expect(events).toEqual(['model loaded', 'model initialized', 'html loaded']);
    expect([model.isLoaded(), model.initialized, html.isLoaded()]).toEqual([true, true, true]);
  });

  it('waits with auto-load off until everything is loaded at once', () => {
    const { AR, clock, simulator } = setupAR({ autoLoadResources: false, random: () => 0 });
    const image = new AR.ImageResource('a.png');
    const model = new AR.Model('m.glb');
    clock.tick(10_000);
    expect([image.state, model.state]).toEqual([STATE.INITIALIZED, STATE.INITIALIZED]);
    expect(simulator.loader.pendingCount()).toBe(2);
    simulator.loadAllResources();
    clock.tick(0);
    expect([image.isLoaded(), model.isLoaded()]).toEqual([true, true]);
  });

  it('loads what is waiting when auto-load is switched on', () => {
    const { AR, clock, simulator } = setupAR({ autoLoadResources: false });
    const image = new AR.ImageResource('a.png');
    simulator.setAutoLoadResources(true);
    clock.tick(0);
    expect(image.isLoaded()).toBe(true);
    expect(simulator.loader.autoLoad).toBe(true);
  });

  it('is guarded against a double start', () => {
    const { AR, clock, simulator } = setupAR({ autoLoadResources: false, random: () => 0.5 });
    let loaded = 0;
    const model = new AR.Model('m.glb', { onLoaded: () => loaded++ });
    simulator.loader.load(model.objectId);
    clock.tick(1000);
    simulator.loader.load(model.objectId);
    simulator.loadAllResources();
    clock.tick(10_000);
    expect(loaded).toBe(1);
  });

  it('can simulate a load error', () => {
    const { AR, simulator, clock } = setupAR({ random: () => 0.5 });
    const errors: string[] = [];
    let loaded = 0;
    const model = new AR.Model('m.glb', {
      onError: (message: string) => errors.push(message),
      onLoaded: () => loaded++,
    });
    simulator.failResource(model.objectId, 'File not found');
    clock.tick(10_000);
    expect(errors).toEqual(['File not found']);
    expect([model.state, loaded]).toEqual([STATE.ERROR, 0]);
  });
});

describe('simulated field of vision', () => {
  it('fires enter and exit only when visibility changes', () => {
    const { AR, simulator } = setupAR();
    const events: string[] = [];
    const geoObject = new AR.GeoObject(new AR.GeoLocation(0, 0), {
      onEnterFieldOfVision: () => events.push('enter'),
      onExitFieldOfVision: () => events.push('exit'),
    });
    simulator.setVisibility(geoObject.objectId, true);
    simulator.setVisibility(geoObject.objectId, true);
    expect(geoObject.isVisible()).toBe(true);
    simulator.setVisibility(geoObject.objectId, false);
    simulator.setVisibility(geoObject.objectId, false);
    expect(events).toEqual(['enter', 'exit']);
    expect(geoObject.isVisible()).toBe(false);
  });
});
