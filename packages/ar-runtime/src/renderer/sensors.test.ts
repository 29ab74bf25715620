import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../sim/fake-clock';
import {
  accuracyLevel,
  LOCATION_ERRORS,
  LOCATION_TIMEOUT_MS,
  orientationFromEvent,
  watchDeviceLocation,
} from './sensors';

describe('device sensors', () => {
  it('turns orientation events into heading and pitch', () => {
    expect(orientationFromEvent({ alpha: 90, beta: 90 })).toEqual({ heading: 270, pitch: 0 });
    expect(orientationFromEvent({ alpha: 0, beta: 120 })).toEqual({ heading: 0, pitch: 30 });
    expect(orientationFromEvent({ alpha: 10, beta: 90, webkitCompassHeading: 42 })).toEqual({
      heading: 42,
      pitch: 0,
    });
    expect(orientationFromEvent({ alpha: null, beta: null })).toBeUndefined();
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
});
