import { describe, expect, it } from 'vitest';
import { distanceBetween, EARTH_RADIUS_METERS, bearingBetween } from '../geo';
import { createFakeClock } from '../sim/fake-clock';
import { setupAR, thrown } from '../../test/setup-ar';
import { installAR } from './namespace';
import { OutOfRangeException, UndefinedException, WrongTypeException } from './errors';

const METERS_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_METERS) / 360;

describe('AR.GeoLocation', () => {
  it('validates latitude in [-90, 90] and longitude in [-180, 180]', () => {
    const { AR } = setupAR();
    const latitude = thrown(() => new AR.GeoLocation(90.5, 0));
    expect(latitude).toBeInstanceOf(OutOfRangeException);
    expect(latitude.message).toBe("'latitude' must be in [-90, 90], got 90.5.");
    const longitude = thrown(() => new AR.GeoLocation(0, -181));
    expect(longitude).toBeInstanceOf(OutOfRangeException);
    expect(longitude.message).toBe("'longitude' must be in [-180, 180], got -181.");
    expect(() => new AR.GeoLocation(-90, 180)).not.toThrow();
    const location = new AR.GeoLocation(0, 0);
    expect(() => (location.latitude = -91)).toThrow(OutOfRangeException);
    expect(location.latitude).toBe(0);
  });

  it('requires numbers and reports missing coordinates as undefined', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.GeoLocation('1' as never, 0))).toBeInstanceOf(WrongTypeException);
    const missing = thrown(() => new AR.GeoLocation(undefined as never, 0));
    expect(missing).toBeInstanceOf(UndefinedException);
    expect(missing.message).toBe("'latitude' must not be undefined.");
    expect(thrown(() => new AR.GeoLocation(0, 0, '5' as never)).message).toBe(
      "'altitude' must be a number, got string.",
    );
  });

  it('uses AR.CONST.UNKNOWN_ALTITUDE for an unknown altitude', () => {
    const { AR } = setupAR();
    const location = new AR.GeoLocation(1, 1);
    expect(location.altitude).toBe(AR.CONST.UNKNOWN_ALTITUDE);
    expect(location.locate().altitude).toBeUndefined();
    location.altitude = 300;
    expect(location.locate().altitude).toBe(300);
  });

  it('measures distances with the haversine formula and known altitudes', () => {
    const { AR } = setupAR();
    const a = new AR.GeoLocation(0, 0);
    const b = new AR.GeoLocation(1, 0);
    expect(a.distanceTo(b)).toBeCloseTo(METERS_PER_DEGREE, 3);
    const high = new AR.GeoLocation(0, 0, 0);
    const low = new AR.GeoLocation(0, 0.001, 400);
    const flat = distanceBetween(high.locate(), low.locate());
    expect(high.distanceTo(low)).toBeCloseTo(Math.hypot(flat, 400), 6);
    expect(thrown(() => a.distanceTo({} as never))).toBeInstanceOf(WrongTypeException);
  });

  it('measures the distance to the user, undefined while unknown', () => {
    const { AR, simulator } = setupAR();
    const place = new AR.GeoLocation(48.2092, 16.3738, 170);
    expect(place.distanceToUser()).toBeCloseTo(0.001 * METERS_PER_DEGREE, 3);
    simulator.setLocation({ latitude: 48.2102, longitude: 16.3738, altitude: 170 });
    expect(place.distanceToUser()).toBeCloseTo(0.001 * METERS_PER_DEGREE, 3);
    expect(place.bearingFromUser()).toBeCloseTo(180, 5);

    const withoutHost = installAR({ clock: createFakeClock() });
    const lonely = new withoutHost.AR.GeoLocation(1, 1);
    expect(lonely.distanceToUser()).toBeUndefined();
    expect(lonely.bearingFromUser()).toBeUndefined();
    withoutHost.runtime.setUserLocation({ latitude: 1, longitude: 1.001 });
    expect(lonely.distanceToUser()).toBeGreaterThan(100);
  });

  it('asks the host for distances and maps negative answers to undefined', () => {
    const answers: unknown[] = [-1, 42];
    const { AR } = installAR({
      clock: createFakeClock(),
      host: { receive: () => undefined, receiveSync: () => answers.shift() },
    });
    const a = new AR.GeoLocation(0, 0);
    const b = new AR.GeoLocation(0, 1);
    expect(a.distanceTo(b)).toBeUndefined();
    expect(a.distanceTo(b)).toBe(42);
  });

  it('sends distance requests with both object ids', () => {
    const { AR, sent } = setupAR();
    const a = new AR.GeoLocation(0, 0);
    const b = new AR.GeoLocation(0, 1);
    expect(a.distanceTo(b)).toBeCloseTo(METERS_PER_DEGREE, 3);
    expect(sent('distanceTo')).toEqual([
      { is: 'AR.i.geoLocationInterface.distanceTo', objectId: a.objectId, location: b.objectId },
    ]);
  });
});

describe('AR.RelativeLocation', () => {
  it('places a point northing/easting metres and altitudeDelta above another location', () => {
    const { AR } = setupAR();
    const base = new AR.GeoLocation(10, 20, 50);
    const relative = new AR.RelativeLocation(base, 1000, 500, 25);
    const point = relative.locate();
    expect(point?.altitude).toBe(75);
    expect(distanceBetween(base.locate(), point!)).toBeCloseTo(Math.hypot(1000, 500), 0);
    expect(bearingBetween(base.locate(), point!)).toBeCloseTo(
      (Math.atan2(500, 1000) * 180) / Math.PI,
      1,
    );
    relative.northing = 0;
    relative.easting = 0;
    relative.altitudeDelta = 0;
    expect(base.distanceTo(relative)).toBeCloseTo(0, 6);
  });

  it('follows the user when its location is null', () => {
    const { AR, simulator } = setupAR();
    const ahead = new AR.RelativeLocation(null, 100, 0, 0);
    expect(ahead.distanceToUser()).toBeCloseTo(100, 6);
    simulator.setLocation({ latitude: 0, longitude: 0, altitude: 0 });
    expect(ahead.locate()?.latitude).toBeCloseTo((100 / METERS_PER_DEGREE) * 1, 9);
    expect(ahead.distanceToUser()).toBeCloseTo(100, 6);
  });

  it('validates its reference and offsets', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.RelativeLocation({} as never, 1, 1)).message).toBe(
      "'location' must be an AR location or null, got object.",
    );
    expect(thrown(() => new AR.RelativeLocation(null, '1' as never, 1))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(thrown(() => new AR.RelativeLocation(null, 1, undefined as never))).toBeInstanceOf(
      UndefinedException,
    );
  });
});
