import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../core/constants';
import { offsetLatLng } from '../geo';
import { setupAR } from '../test-support';
import {
  computeFrame,
  distanceScale,
  focalLength,
  type FrameCamera,
  type FrameObject,
} from './frame';
import { FrameSource } from './scene-source';

const camera: FrameCamera = {
  latitude: 0,
  longitude: 0,
  altitude: 0,
  heading: 0,
  pitch: 0,
  width: 400,
  height: 800,
  fieldOfView: 60,
};
const scene = { ...DEFAULTS.scene };

const objectAt = (
  id: number,
  north: number,
  east: number,
  up = 0,
  renderingOrder = 0,
): FrameObject => {
  const point = offsetLatLng({ latitude: 0, longitude: 0 }, north, east);
  return { id, enabled: true, renderingOrder, placements: [{ ...point, altitude: up }] };
};

describe('distanceScale', () => {
  it('keeps full size up to the minimum, scalingFactor beyond the maximum, linear between', () => {
    expect(distanceScale(5, scene)).toBe(1);
    expect(distanceScale(10, scene)).toBe(1);
    expect(distanceScale(20000, scene)).toBeCloseTo(0.1);
    expect(distanceScale(90000, scene)).toBeCloseTo(0.1);
    expect(distanceScale(10005, scene)).toBeCloseTo(0.55);
    expect(distanceScale(5, { ...scene, globalScale: 2 })).toBe(2);
  });
});

describe('computeFrame', () => {
  it('puts an object straight ahead at the centre of the screen', () => {
    const frame = computeFrame([objectAt(1, 100, 0)], camera, scene);
    const [entry] = frame.ordered;
    expect(entry?.x).toBeCloseTo(200, 3);
    expect(entry?.y).toBeCloseTo(400, 3);
    expect(entry?.distance).toBeCloseTo(100, 3);
    expect(frame.pixelsPerSdu).toBeCloseTo(focalLength(camera) / 10, 6);
  });

  it('projects by heading: east is ahead when facing 90 degrees, and right when facing north', () => {
    const east = objectAt(1, 0, 100);
    expect(computeFrame([east], { ...camera, heading: 90 }, scene).ordered[0]?.x).toBeCloseTo(
      200,
      3,
    );
    const ahead = objectAt(2, 100, 20);
    const entry = computeFrame([ahead], camera, scene).ordered[0];
    expect(entry?.x).toBeCloseTo(200 + (focalLength(camera) * 20) / 100, 3);
  });

  it('leaves objects behind the camera out of view but keeps them for the radar', () => {
    const frame = computeFrame([objectAt(1, -100, 0)], camera, scene);
    expect(frame.ordered).toHaveLength(0);
    expect(frame.entries[0]).toMatchObject({ inView: false, north: expect.closeTo(-100, 3) });
  });

  it('moves objects up the screen when they are higher or the camera looks down', () => {
    const high = computeFrame([objectAt(1, 100, 0, 20)], camera, scene).ordered[0];
    expect(high!.y).toBeLessThan(400);
    const level = computeFrame([objectAt(1, 100, 0)], { ...camera, pitch: -10 }, scene).ordered[0];
    expect(level!.y).toBeLessThan(400);
  });

  it('ignores altitude when either altitude is unknown', () => {
    const object = objectAt(1, 100, 0, 500);
    const frame = computeFrame([object], { ...camera, altitude: undefined }, scene);
    expect(frame.ordered[0]?.y).toBeCloseTo(400, 3);
  });

  it('culls objects beyond the culling distance and skips disabled ones', () => {
    const near = objectAt(1, 1000, 0);
    const far = objectAt(2, 60000, 0);
    const disabled = { ...objectAt(3, 100, 0), enabled: false };
    const frame = computeFrame([near, far, disabled], camera, scene);
    expect(frame.culled).toBe(1);
    expect(frame.entries.map((entry) => entry.object.id)).toEqual([1]);
    const shorter = computeFrame([near], camera, { ...scene, cullingDistance: 500 });
    expect(shorter.entries).toHaveLength(0);
  });

  it('scales each entry by its distance', () => {
    const frame = computeFrame([objectAt(1, 5, 0), objectAt(2, 10005, 0)], camera, scene);
    const scales = Object.fromEntries(frame.entries.map((entry) => [entry.object.id, entry.scale]));
    expect(scales[1]).toBe(1);
    expect(scales[2]).toBeCloseTo(0.55, 2);
  });

  it('orders back to front: rendering order first, then far before near', () => {
    const frame = computeFrame(
      [objectAt(1, 100, 0), objectAt(2, 300, 0), objectAt(3, 50, 0, 0, 1), objectAt(4, 200, 0)],
      camera,
      scene,
    );
    expect(frame.ordered.map((entry) => entry.object.id)).toEqual([2, 4, 1, 3]);
  });

  it('emits one entry per placement of an object with several locations', () => {
    const a = offsetLatLng({ latitude: 0, longitude: 0 }, 100, 0);
    const b = offsetLatLng({ latitude: 0, longitude: 0 }, 200, 0);
    const object: FrameObject = {
      id: 1,
      enabled: true,
      renderingOrder: 0,
      placements: [
        { ...a, altitude: 0 },
        { ...b, altitude: 0 },
      ],
    };
    const frame = computeFrame([object], camera, scene);
    expect(frame.ordered.map((entry) => entry.placement)).toEqual([1, 0]);
  });

  it('recycles the entries of the previous frame', () => {
    const objects = [objectAt(1, 100, 0)];
    const first = computeFrame(objects, camera, scene);
    const entry = first.entries[0];
    const second = computeFrame(objects, { ...camera, heading: 10 }, scene, first);
    expect(second.entries[0]).toBe(entry);
    expect(second.entries[0]?.x).toBeLessThan(200);
  });
});

describe('FrameSource', () => {
  it('collects every GeoObject with its resolved locations', () => {
    const { AR, runtime } = setupAR();
    const relative = new AR.RelativeLocation(null, 10, 0);
    const geo = new AR.GeoObject([new AR.GeoLocation(1, 2, 3), relative], { renderingOrder: 2 });
    new AR.Label('not a geo object', 1);
    const source = new FrameSource(runtime).refresh();
    expect(source.objects).toHaveLength(1);
    expect(source.objects[0]).toMatchObject({ id: geo.objectId, renderingOrder: 2, source: geo });
    expect(source.objects[0]?.placements[0]).toEqual({ latitude: 1, longitude: 2, altitude: 3 });
    geo.enabled = false;
    expect(source.refresh().objects[0]?.enabled).toBe(false);
    geo.destroy();
    expect(source.refresh().objects).toHaveLength(0);
  });
});
