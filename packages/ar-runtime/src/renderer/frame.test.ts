import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../core/constants';
import type { GeoObject } from '../core/geo-object';
import type { ARLocation } from '../core/locations';
import type { Runtime } from '../core/runtime';
import { offsetLatLng } from '../geo';
import { createSeededRandom } from '../sim/random';
import { setupAR } from '../../test/setup-ar';
import {
  attachPlacementTable,
  computeFrame,
  distanceScale,
  PlacementTable,
  focalLength,
  type Frame,
  type FrameCamera,
  type FrameObject,
  type FramePlacement,
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

describe('attachPlacementTable', () => {
  it('lets a frame read the table its owner keeps, following each committed change', () => {
    const objects: FrameObject[] = [objectAt(1, 100, 0), objectAt(2, 200, 0)];
    const table = PlacementTable.of(objects);
    attachPlacementTable(objects, table);
    let frame = computeFrame(objects, camera, scene);
    expect(frame.ordered.map((entry) => entry.object.id)).toEqual([2, 1]);

    // The owner moves object 1 beyond object 2 and tells the table only.
    const moved = offsetLatLng({ latitude: 0, longitude: 0 }, 300, 0);
    table.write(0, objects[0] as FrameObject, 0, { ...moved, altitude: 0 });
    table.commit();
    frame = computeFrame(objects, camera, scene, frame);
    expect(frame.ordered.map((entry) => entry.object.id)).toEqual([1, 2]);
    expect(frame.ordered[0]?.distance).toBeCloseTo(300, 3);

    // A new object at the end.
    const added = objectAt(3, 50, 0);
    objects.push(added);
    table.resize(3);
    table.write(2, added, 0, added.placements[0]);
    table.commit();
    frame = computeFrame(objects, camera, scene, frame);
    expect(frame.ordered.map((entry) => entry.object.id)).toEqual([1, 2, 3]);
    expect(frame.entries.map((entry) => entry.object.id)).toEqual([1, 2, 3]);

    // Without a commit the frame stays as it was: the table is what the frame reads.
    table.write(1, { ...(objects[1] as FrameObject), enabled: false }, 0, undefined);
    expect(computeFrame(objects, camera, scene, frame).entries).toHaveLength(3);
    table.commit();
    expect(computeFrame(objects, camera, scene, frame).entries).toHaveLength(2);
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

const USER = { latitude: 48.2082, longitude: 16.3738, altitude: 170 };

/** The camera at the user's position, looking along `heading`. */
function cameraAt(runtime: Runtime, heading: number): FrameCamera {
  const user = runtime.userLocation();
  if (!user) throw new Error('no user location');
  return { ...user, heading, pitch: 0, width: 400, height: 800, fieldOfView: 60 };
}

/** Every GeoObject of the runtime read afresh, as a frame input without any caching. */
function freshInputs(runtime: Runtime): FrameObject[] {
  return [...runtime.objectsOfType('GeoObject')].map((object) => {
    const geo = object as GeoObject;
    return {
      id: geo.objectId,
      enabled: geo.enabled,
      renderingOrder: geo.renderingOrder,
      placements: geo.locations
        .map((location) => location.locate())
        .filter((placement): placement is FramePlacement => placement !== undefined),
    };
  });
}

/** What a frame shows, in a form two frames can be compared by. */
const summary = (frame: Frame) => ({
  entries: frame.entries.map((entry) => [
    entry.object.id,
    entry.placement,
    entry.x,
    entry.y,
    entry.distance,
    entry.east,
    entry.north,
    entry.scale,
    entry.inView,
  ]),
  ordered: frame.ordered.map((entry) => `${entry.object.id}:${entry.placement}`),
  culled: frame.culled,
  pixelsPerSdu: frame.pixelsPerSdu,
});

describe('FrameSource with computeFrame (reusing the previous frame)', () => {
  /** A runtime with a user, a frame source and a frame function that keeps the last frame. */
  function scene() {
    const test = setupAR();
    test.runtime.setUserLocation(USER);
    const source = new FrameSource(test.runtime);
    let last: Frame | undefined;
    const frame = (heading = 0) => {
      last = computeFrame(
        source.refresh().objects,
        cameraAt(test.runtime, heading),
        test.AR.context.scene,
        last,
      );
      return last;
    };
    const at = (north: number, east: number, altitude = USER.altitude) => {
      const point = offsetLatLng(USER, north, east);
      return new test.AR.GeoLocation(point.latitude, point.longitude, altitude);
    };
    return { ...test, source, frame, at };
  }
  const ids = (frame: Frame) => frame.ordered.map((entry) => entry.object.id);

  it('shows a moved location in the next frame', () => {
    const { AR, frame, at } = scene();
    const location = at(100, 0);
    const object = new AR.GeoObject(location);
    expect(frame().ordered[0]?.distance).toBeCloseTo(100, 3);
    const moved = offsetLatLng(USER, 300, 0);
    location.latitude = moved.latitude;
    const next = frame();
    expect(next.ordered[0]?.object.id).toBe(object.objectId);
    expect(next.ordered[0]?.distance).toBeCloseTo(300, 3);
    location.altitude = USER.altitude + 400;
    expect(frame().ordered[0]?.distance).toBeCloseTo(500, 3);
  });

  it('follows the user with locations relative to the user, and chains of relative locations', () => {
    const { AR, runtime, frame, at } = scene();
    const followsUser = new AR.GeoObject(new AR.RelativeLocation(null, 50, 0));
    const base = at(200, 0);
    const chained = new AR.GeoObject(
      new AR.RelativeLocation(new AR.RelativeLocation(base, 100, 0), 100, 0),
    );
    const fixed = new AR.GeoObject(at(1000, 0));
    const distances = () =>
      Object.fromEntries(frame().entries.map((entry) => [entry.object.id, entry.distance]));
    expect(distances()[followsUser.objectId]).toBeCloseTo(50, 3);
    expect(distances()[chained.objectId]).toBeCloseTo(400, 3);

    const north = offsetLatLng(USER, 100, 0);
    runtime.setUserLocation({ ...USER, ...north });
    const afterUserMoved = distances();
    expect(afterUserMoved[followsUser.objectId]).toBeCloseTo(50, 3);
    expect(afterUserMoved[fixed.objectId]).toBeCloseTo(900, 3);
    expect(afterUserMoved[chained.objectId]).toBeCloseTo(300, 3);

    base.latitude = offsetLatLng(USER, 600, 0).latitude;
    expect(distances()[chained.objectId]).toBeCloseTo(700, 3);
    const link = chained.locations[0] as InstanceType<typeof AR.RelativeLocation>;
    (link.location as InstanceType<typeof AR.RelativeLocation>).northing = 0;
    expect(distances()[chained.objectId]).toBeCloseTo(600, 3);
    link.location = at(100, 0);
    expect(distances()[chained.objectId]).toBeCloseTo(100, 3);
    // The former chain no longer moves the object.
    base.latitude = offsetLatLng(USER, 5000, 0).latitude;
    expect(distances()[chained.objectId]).toBeCloseTo(100, 3);
  });

  it('measures again when only the altitude of the user changes', () => {
    const { AR, runtime, frame, at } = scene();
    new AR.GeoObject(at(300, 0));
    expect(frame().entries[0]?.distance).toBeCloseTo(300, 3);
    runtime.setUserLocation({ ...USER, altitude: USER.altitude + 400 });
    const next = frame();
    expect(next.entries[0]?.distance).toBeCloseTo(500, 3);
    expect(next.entries[0]?.y).toBeGreaterThan(400);
  });

  it('reorders when the rendering order changes, and leaves out disabled objects', () => {
    const { AR, frame, at } = scene();
    const near = new AR.GeoObject(at(100, 0));
    const far = new AR.GeoObject(at(300, 0));
    expect(ids(frame())).toEqual([far.objectId, near.objectId]);
    far.renderingOrder = 1;
    expect(ids(frame())).toEqual([near.objectId, far.objectId]);
    near.enabled = false;
    const next = frame();
    expect(ids(next)).toEqual([far.objectId]);
    expect(next.entries.map((entry) => entry.object.id)).toEqual([far.objectId]);
    near.enabled = true;
    expect(ids(frame())).toEqual([near.objectId, far.objectId]);
  });

  it('keeps objects at the same place and rendering order in creation order', () => {
    const { AR, runtime, frame, at } = scene();
    const shared = at(100, 0);
    const objects = [at(300, 0), shared, at(200, 0), shared, shared].map(
      (location) => new AR.GeoObject(location),
    );
    const sharing = [1, 3, 4].map((index) => objects[index]?.objectId);
    expect(ids(frame()).slice(2)).toEqual(sharing);
    for (let step = 1; step <= 3; step++) {
      runtime.setUserLocation({ ...USER, ...offsetLatLng(USER, -step * 500, 0) });
      expect(ids(frame()).slice(2)).toEqual(sharing);
    }
  });

  it('adds created objects, drops destroyed ones and follows changed location lists', () => {
    const { AR, source, frame, at } = scene();
    const first = new AR.GeoObject(at(100, 0));
    const second = new AR.GeoObject(at(200, 0));
    expect(ids(frame())).toEqual([second.objectId, first.objectId]);
    const third = new AR.GeoObject([at(300, 0), at(50, 0)]);
    expect(frame().entries.map((entry) => entry.object.id)).toEqual([
      first.objectId,
      second.objectId,
      third.objectId,
      third.objectId,
    ]);
    first.locations = [at(150, 0), at(400, 0)];
    expect(frame().ordered.map((entry) => `${entry.object.id}:${entry.placement}`)).toEqual([
      `${first.objectId}:1`,
      `${third.objectId}:0`,
      `${second.objectId}:0`,
      `${first.objectId}:0`,
      `${third.objectId}:1`,
    ]);
    second.destroy();
    expect(frame().entries.map((entry) => entry.object.id)).toEqual([
      first.objectId,
      first.objectId,
      third.objectId,
      third.objectId,
    ]);
    expect(source.objects.map((input) => input.id)).toEqual([first.objectId, third.objectId]);
  });

  it('culls and scales again when the scene changes', () => {
    const { AR, frame, at } = scene();
    new AR.GeoObject(at(100, 0));
    new AR.GeoObject(at(20000, 0));
    expect(frame().culled).toBe(0);
    AR.context.scene.cullingDistance = 1000;
    const next = frame();
    expect(next.culled).toBe(1);
    expect(next.entries).toHaveLength(1);
    const scale = next.entries[0]?.scale ?? Number.NaN;
    AR.context.scene.globalScale = 2;
    expect(frame().entries[0]?.scale).toBeCloseTo(scale * 2, 10);
  });

  it('passes on a location relative to itself and recovers once the loop is broken', () => {
    const { AR, frame, at } = scene();
    const first = new AR.RelativeLocation(null, 10, 0);
    const second = new AR.RelativeLocation(first, 10, 0);
    const looped = new AR.GeoObject(second);
    const other = new AR.GeoObject(at(100, 0));
    expect(frame().entries).toHaveLength(2);
    first.location = second;
    other.destroy();
    const added = new AR.GeoObject([at(300, 0), at(400, 0)]);
    expect(() => frame()).toThrow(RangeError);
    first.location = null;
    const next = frame();
    expect(next.entries.map((entry) => [entry.object.id, entry.placement])).toEqual([
      [looped.objectId, 0],
      [added.objectId, 0],
      [added.objectId, 1],
    ]);
    expect(next.entries[0]?.distance).toBeCloseTo(20, 3);
  });

  it('stops following the runtime once disposed', () => {
    const { AR, source, frame, at } = scene();
    new AR.GeoObject(at(100, 0));
    expect(frame().entries).toHaveLength(1);
    source.dispose();
    new AR.GeoObject(at(200, 0));
    expect(frame().entries).toHaveLength(1);
  });

  it('gives the same frames as reading every object afresh, through any series of changes', () => {
    const { AR, runtime, frame, at } = scene();
    const random = createSeededRandom(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const offset = () => (random() * 2 - 1) * 2000;
    const objects: GeoObject[] = [];
    const locations: ARLocation[] = [];
    const newLocation = (): ARLocation => {
      const location =
        locations.length > 0 && random() < 0.4
          ? new AR.RelativeLocation(random() < 0.3 ? null : pick(locations), offset(), offset())
          : at(offset(), offset(), random() < 0.2 ? undefined : USER.altitude + offset() / 20);
      locations.push(location);
      return location;
    };
    const newObject = () => {
      const count = 1 + Math.floor(random() * 3);
      const object = new AR.GeoObject(Array.from({ length: count }, newLocation), {
        renderingOrder: Math.floor(random() * 3),
      });
      objects.push(object);
    };
    for (let index = 0; index < 40; index++) newObject();

    const live = () => objects.filter((object) => !object.destroyed);
    const changes: Array<() => void> = [
      () => undefined,
      () => runtime.setUserLocation({ ...USER, ...offsetLatLng(USER, offset(), offset()) }),
      () => {
        const user = cameraAt(runtime, 0);
        runtime.setUserLocation({ ...user, altitude: USER.altitude + offset() / 20 });
      },
      () => {
        const location = pick(locations);
        if (location instanceof AR.GeoLocation) location.latitude += offset() / 1e6;
        else if (location instanceof AR.RelativeLocation) location.easting = offset();
      },
      () => {
        const location = pick(locations);
        if (location instanceof AR.RelativeLocation) {
          const base = pick(locations);
          // A location relative to itself (directly or not) cannot be resolved.
          let link: ARLocation | null = base;
          while (link instanceof AR.RelativeLocation && link !== location) link = link.location;
          if (link !== location) location.location = random() < 0.3 ? null : base;
        }
      },
      () => {
        pick(live()).renderingOrder = Math.floor(random() * 3);
      },
      () => {
        const object = pick(live());
        object.enabled = !object.enabled;
      },
      () => pick(live()).destroy(),
      newObject,
      () => {
        pick(live()).locations = Array.from({ length: 1 + Math.floor(random() * 3) }, newLocation);
      },
      () => {
        AR.context.scene.cullingDistance = 1000 + random() * 3000;
      },
    ];
    let heading = 0;
    for (let step = 0; step < 300; step++) {
      pick(changes)();
      heading = (heading + random() * 40) % 360;
      const cached = frame(heading);
      const fresh = computeFrame(
        freshInputs(runtime),
        cameraAt(runtime, heading),
        AR.context.scene,
      );
      expect(summary(cached), `step ${step}`).toEqual(summary(fresh));
    }
  });
});
