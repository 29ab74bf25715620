import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import { ArrayContentException, OutOfRangeException, WrongTypeException } from './errors';

describe('AR.GeoObject', () => {
  it('takes one location or an array of locations', () => {
    const { AR } = setupAR();
    const a = new AR.GeoLocation(1, 1);
    const b = new AR.GeoLocation(2, 2);
    expect(new AR.GeoObject(a).locations).toEqual([a]);
    expect(new AR.GeoObject([a, b]).locations).toEqual([a, b]);
    const wrong = thrown(() => new AR.GeoObject([a, { latitude: 1 }] as never));
    expect(wrong).toBeInstanceOf(ArrayContentException);
    expect(wrong.message).toBe(
      "'locations' must contain only AR locations; element 1 is [object Object].",
    );
    const empty = thrown(() => new AR.GeoObject([]));
    expect(empty).toBeInstanceOf(ArrayContentException);
    expect(empty.message).toBe("'locations' must contain at least one AR location.");
  });

  it('checks the drawables of each slot', () => {
    const { AR } = setupAR();
    const location = new AR.GeoLocation(1, 1);
    const image = new AR.ImageResource('a.png');
    const model = new AR.Model('a.glb');
    const radarError = thrown(() => new AR.GeoObject(location, { drawables: { radar: [model] } }));
    expect(radarError).toBeInstanceOf(ArrayContentException);
    expect(radarError.message).toBe(
      `'drawables.radar' must contain only 2D drawables (Circle, ImageDrawable, Label); element 0 is [object Object].`,
    );
    const indicator = thrown(
      () => new AR.GeoObject(location, { drawables: { indicator: new AR.Label('x', 1) } }),
    );
    expect(indicator.message).toMatch(/^'drawables.indicator' must contain only AR.ImageDrawable/);
    const ok = new AR.GeoObject(location, {
      drawables: { cam: model, radar: new AR.Circle(1), indicator: new AR.ImageDrawable(image, 1) },
    });
    expect(ok.drawables.cam).toEqual([model]);
  });

  it('adds and removes drawables at positions and tracks their owners', () => {
    const { AR, sent } = setupAR();
    const [a, b, c] = ['a', 'b', 'c'].map((text) => new AR.Label(text, 1));
    const first = new AR.GeoObject(new AR.GeoLocation(0, 0), { drawables: { cam: [a!] } });
    const second = new AR.GeoObject(new AR.GeoLocation(0, 1), { drawables: { cam: [a!] } });
    first.drawables.addCamDrawable([b!, c!]);
    first.drawables.addCamDrawable(c!, 0);
    expect(first.drawables.cam.map((d) => (d as InstanceType<typeof AR.Label>).text)).toEqual([
      'c',
      'a',
      'b',
      'c',
    ]);
    expect(a!.owners).toEqual([first, second]);
    first.drawables.removeCamDrawable(a!);
    expect(a!.owners).toEqual([second]);
    first.drawables.removeCamDrawable(0);
    expect(first.drawables.cam).toEqual([b, c]);
    expect(thrown(() => first.drawables.addCamDrawable(a!, 5))).toBeInstanceOf(OutOfRangeException);
    const setMessages = sent('set').filter((m) => m.objectId === first.objectId);
    expect(setMessages.at(-1)).toEqual({
      is: 'AR.i.geoObjectInterface.set',
      objectId: first.objectId,
      property: 'drawables.cam',
      value: [b!.objectId, c!.objectId],
    });
    second.destroy();
    expect(a!.owners).toEqual([]);
  });

  it('validates enabled and renderingOrder', () => {
    const { AR } = setupAR();
    const geoObject = new AR.GeoObject(new AR.GeoLocation(0, 0), { renderingOrder: 2 });
    expect(geoObject.renderingOrder).toBe(2);
    expect(thrown(() => (geoObject.renderingOrder = 1.5)).message).toBe(
      "'renderingOrder' must be a whole number, got 1.5.",
    );
    expect(thrown(() => Reflect.set(geoObject, 'enabled', 'yes'))).toBeInstanceOf(
      WrongTypeException,
    );
  });

  it('reports the nearest location distance to the user', () => {
    const { AR } = setupAR({ location: { latitude: 0, longitude: 0, altitude: 0 } });
    const geoObject = new AR.GeoObject([new AR.GeoLocation(0, 0.01), new AR.GeoLocation(0, 0.001)]);
    expect(geoObject.distanceToUser()).toBeCloseTo(111.19, 1);
  });
});

describe('AR.ActionRange', () => {
  it('requires a location and a non-negative radius', () => {
    const { AR } = setupAR();
    const location = new AR.GeoLocation(0, 0);
    const negative = thrown(() => new AR.ActionRange(location, -1));
    expect(negative).toBeInstanceOf(OutOfRangeException);
    expect(negative.message).toBe("'radius' must be in [0, Infinity), got -1.");
    expect(thrown(() => new AR.ActionRange({} as never, 5)).message).toBe(
      "'location' must be an AR location, got object.",
    );
    expect(new AR.ActionRange(location, 0).radius).toBe(0);
  });

  it('tells whether a location lies within its radius', () => {
    const { AR } = setupAR();
    const range = new AR.ActionRange(new AR.GeoLocation(0, 0), 120);
    expect(range.isInArea(new AR.GeoLocation(0.001, 0))).toBe(true);
    expect(range.isInArea(new AR.GeoLocation(0.0011, 0))).toBe(false);
  });
});
