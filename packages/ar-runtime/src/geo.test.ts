import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS, distanceBetween } from './geo';

describe('distanceBetween', () => {
  it('is zero for the same point', () => {
    const p = { latitude: 39.812556, longitude: 108.628734 };
    expect(distanceBetween(p, p)).toBe(0);
  });

  it('measures one degree of latitude as 1/360 of the circumference', () => {
    const d = distanceBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(d).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_METERS) / 360, 3);
  });

  it('agrees with the flat-earth approximation over the scenic area (within 0.1%)', () => {
    const sw = { latitude: 39.805866, longitude: 108.603358 };
    const ne = { latitude: 39.826836, longitude: 108.650262 };
    const metersPerDegree = (2 * Math.PI * EARTH_RADIUS_METERS) / 360;
    const north = (ne.latitude - sw.latitude) * metersPerDegree;
    const east =
      (ne.longitude - sw.longitude) *
      metersPerDegree *
      Math.cos((((sw.latitude + ne.latitude) / 2) * Math.PI) / 180);
    const flat = Math.hypot(north, east);
    expect(Math.abs(distanceBetween(sw, ne) - flat) / flat).toBeLessThan(0.001);
  });
});
