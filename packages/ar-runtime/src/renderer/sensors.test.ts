import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../sim/fake-clock';
import {
  accuracyLevel,
  angleDifference,
  cameraOrientation,
  type Orientation,
  watchDeviceOrientation,
  LOCATION_ERRORS,
  LOCATION_TIMEOUT_MS,
  orientationFromEvent,
  watchDeviceLocation,
} from './sensors';

describe('device sensors', () => {
  it('turns orientation events into the back camera heading and pitch', () => {
    const close = (orientation: Orientation | undefined, heading: number, pitch: number) => {
      expect(orientation?.heading).toBeCloseTo(heading, 6);
      expect(orientation?.pitch).toBeCloseTo(pitch, 6);
    };
    close(orientationFromEvent({ alpha: 90, beta: 90 }), 270, 0);
    close(orientationFromEvent({ alpha: 0, beta: 120 }), 0, 30);
    close(orientationFromEvent({ alpha: 10, beta: 90, webkitCompassHeading: 42 }), 42, 0);
    expect(orientationFromEvent({ alpha: null, beta: null })).toBeUndefined();
  });

  it('reads heading, pitch and roll from the whole rotation, in portrait and landscape', () => {
    const check = (
      [alpha, beta, gamma, screen]: number[],
      expected: { heading: number; pitch: number; roll: number },
    ) => {
      const orientation = cameraOrientation(alpha!, beta!, gamma!, screen);
      expect(angleDifference(orientation.heading, expected.heading)).toBeCloseTo(0, 6);
      expect(orientation.pitch).toBeCloseTo(expected.pitch, 6);
      expect(orientation.roll).toBeCloseTo(expected.roll, 6);
    };
    // Upright in portrait: north, then turned east (alpha grows counter-clockwise).
    check([0, 90, 0, 0], { heading: 0, pitch: 0, roll: 0 });
    check([270, 90, 0, 0], { heading: 90, pitch: 0, roll: 0 });
    // Upright, gamma turns about the vertical device axis: 20° turns the camera west.
    check([0, 90, 20, 0], { heading: 340, pitch: 0, roll: 0 });
    // Held sideways with the screen kept in portrait: the screen's top is turned left.
    check([90, 0, -90, 0], { heading: 0, pitch: 0, roll: -90 });
    // Upright in landscape (screen turned 90°): the device's top points west, then north.
    check([90, 0, -90, 90], { heading: 0, pitch: 0, roll: 0 });
    check([0, 0, -90, 90], { heading: 90, pitch: 0, roll: 0 });
    check([270, 0, 90, 270], { heading: 0, pitch: 0, roll: 0 });
    // Flat, screen up: the camera looks down; the heading is where the screen's top points.
    check([0, 0, 0, 0], { heading: 0, pitch: -90, roll: 0 });
    check([90, 0, 0, 90], { heading: 0, pitch: -90, roll: 0 });
  });

  it('turns iOS compass headings by the screen angle', () => {
    const orientation = orientationFromEvent(
      { alpha: 5, beta: 0, gamma: -90, webkitCompassHeading: 300 },
      90,
    );
    expect(orientation?.heading).toBeCloseTo(30, 6);
  });

  it('smooths the heading along the circle, through north rather than round the back', () => {
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { DeviceOrientationEvent: Event, screen: {} });
    const headings: number[] = [];
    const watch = watchDeviceOrientation(target, ({ heading }) => headings.push(heading), {
      smoothing: 0.5,
    })!;
    const send = (alpha: number) =>
      target.dispatchEvent(
        Object.assign(new Event('deviceorientationabsolute'), { alpha, beta: 90, gamma: 0 }),
      );
    send(2); // heading 358
    send(358); // heading 2
    expect(headings[0]).toBeCloseTo(358, 6);
    expect(headings[1]).toBeCloseTo(0, 6);
    send(358);
    expect(headings[2]).toBeCloseTo(1, 6);
    expect(watch.source).toBe('absolute');
    watch.stop();
    send(90);
    expect(headings).toHaveLength(3);
  });

  it('maps accuracy in metres to the SDK accuracy levels', () => {
    expect([accuracyLevel(5), accuracyLevel(50), accuracyLevel(500)]).toEqual([3, 2, 1]);
  });

  it('reports a missing geolocation API at once', () => {
    const errors: string[] = [];
    watchDeviceLocation(
      undefined,
      createFakeClock(),
      () => undefined,
      (m) => errors.push(m),
    );
    expect(errors).toEqual([LOCATION_ERRORS.failed]);
  });

  it('reports a location timeout once, after 10 s, and stops watching on request', () => {
    const clock = createFakeClock();
    const errors: string[] = [];
    let cleared = false;
    const watch = watchDeviceLocation(
      {
        watchPosition: () => 7,
        clearWatch: (id: number) => (cleared = id === 7),
        getCurrentPosition: () => undefined,
      },
      clock,
      () => undefined,
      (message) => errors.push(message),
    );
    clock.tick(LOCATION_TIMEOUT_MS * 3);
    expect(errors).toEqual(['Not able to fetch location.']);
    watch.stop();
    expect(cleared).toBe(true);
  });

  it('reads browser events, whose fields are getters, and ignores readings without values', () => {
    // Like a browser's DeviceOrientationEvent: the values live on the prototype.
    class BrowserOrientationEvent extends Event {
      readonly #values: { alpha: number | null; beta: number | null; gamma: number | null };
      constructor(
        type: string,
        values: { alpha: number | null; beta: number | null; gamma: number | null },
      ) {
        super(type);
        this.#values = values;
      }
      get alpha() {
        return this.#values.alpha;
      }
      get beta() {
        return this.#values.beta;
      }
      get gamma() {
        return this.#values.gamma;
      }
      get absolute() {
        return this.type === 'deviceorientationabsolute';
      }
    }
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { DeviceOrientationEvent: BrowserOrientationEvent, screen: {} });
    const headings: number[] = [];
    watchDeviceOrientation(target, ({ heading }) => headings.push(heading), { smoothing: 1 });
    const send = (alpha: number | null, beta: number | null) =>
      target.dispatchEvent(
        new BrowserOrientationEvent('deviceorientationabsolute', { alpha, beta, gamma: 0 }),
      );
    // A browser without the sensor sends one event with no values: no heading comes of it.
    send(null, null);
    expect(headings).toEqual([]);
    send(270, 90);
    send(0, 90);
    expect(headings.map((heading) => Math.round(heading))).toEqual([90, 0]);
  });
});
