import { describe, expect, it } from 'vitest';
import {
  advanceSequence,
  createAxisShakeDetector,
  createNodDetector,
  createSpeedShakeDetector,
  createThrottle,
  SECRET_SEQUENCE,
} from './detection';
import { distanceMetres } from './distance';

describe('nod detection', () => {
  const feed = (betas: number[], gap = 1000) => {
    const detector = createNodDetector();
    return betas.map((beta, i) => detector.push(beta, i * gap));
  };

  it('recognises three hits in a row at the 5° threshold around 90°', () => {
    expect(feed([95, 85, 95])).toEqual([false, false, true]);
    expect(feed([100, 70, 120])).toEqual([false, false, true]);
  });

  it('ignores tilts below the threshold', () => {
    expect(feed([94.9, 85.1, 94.9, 90])).toEqual([false, false, false, false]);
  });

  it('starts counting again after a reading below the threshold', () => {
    expect(feed([95, 95, 90, 95, 95, 95])).toEqual([false, false, false, false, false, true]);
  });

  it('skips readings closer than 1 s to the last one taken', () => {
    const detector = createNodDetector();
    expect(detector.push(95, 0)).toBe(false);
    expect(detector.push(95, 999)).toBe(false);
    expect(detector.hits).toBe(1);
    expect(detector.push(95, 1000)).toBe(false);
    expect(detector.push(95, 1999)).toBe(false);
    expect(detector.hits).toBe(2);
    expect(detector.push(95, 2000)).toBe(true);
    expect(detector.hits).toBe(0);
  });
});

describe('speed shake detection (3000 over 100 ms samples)', () => {
  it('is a shake at a speed of exactly 3000 and not below', () => {
    // Δ(x + y + z) = 30 over 100 ms is 30 / 100 × 10000 = 3000.
    const at = createSpeedShakeDetector();
    expect(at.push({ x: 0, y: 0, z: 0 }, 0)).toBe(false);
    expect(at.push({ x: 10, y: 10, z: 10 }, 100)).toBe(true);
    expect(at.lastSpeed).toBe(3000);

    const below = createSpeedShakeDetector();
    below.push({ x: 0, y: 0, z: 0 }, 0);
    expect(below.push({ x: 10, y: 10, z: 9.9 }, 100)).toBe(false);
  });

  it('samples at most every 100 ms', () => {
    const detector = createSpeedShakeDetector();
    detector.push({ x: 0, y: 0, z: 0 }, 0);
    expect(detector.push({ x: 30, y: 30, z: 30 }, 99)).toBe(false);
    // Measured against the reading at 0 ms: 90 over 200 ms is 4500.
    expect(detector.push({ x: 30, y: 30, z: 30 }, 200)).toBe(true);
  });

  it('divides by the time between the samples', () => {
    const detector = createSpeedShakeDetector();
    detector.push({ x: 0, y: 0, z: 0 }, 0);
    // 30 over 200 ms is only 1500.
    expect(detector.push({ x: 10, y: 10, z: 10 }, 200)).toBe(false);
  });
});

describe('axis shake detection (threshold 15, timeout 1000 ms)', () => {
  it('is a shake when two axes change by at least 15, not when less or only one', () => {
    const detector = createAxisShakeDetector();
    expect(detector.push({ x: 0, y: 0, z: 9.8 }, 0)).toBe(false);
    expect(detector.push({ x: 14.9, y: 20, z: 9.8 }, 10)).toBe(false);
    expect(detector.push({ x: 14.9, y: 20, z: 40 }, 20)).toBe(false);
    expect(detector.push({ x: 30, y: 35, z: 40 }, 30)).toBe(true);
  });

  it('reports at most one shake per 1000 ms', () => {
    const detector = createAxisShakeDetector();
    detector.push({ x: 0, y: 0, z: 0 }, 0);
    expect(detector.push({ x: 15, y: 15, z: 0 }, 100)).toBe(true);
    expect(detector.push({ x: 0, y: 0, z: 0 }, 600)).toBe(false);
    expect(detector.push({ x: 15, y: 15, z: 0 }, 1099)).toBe(false);
    expect(detector.push({ x: 0, y: 0, z: 0 }, 1100)).toBe(true);
  });
});

describe('the motion readout throttle', () => {
  it('lets one reading through per 3000 ms', () => {
    const pass = createThrottle(3000);
    expect([0, 1000, 2999, 3000, 5999, 6000].map(pass)).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('the easter egg key sequence', () => {
  const type = (keys: readonly string[]) =>
    keys.reduce((progress, key) => advanceSequence(progress, key), 0);

  it('completes on ↑↑↓↓←→←→BA, case-insensitively', () => {
    expect(type(SECRET_SEQUENCE)).toBe(SECRET_SEQUENCE.length);
    expect(type([...SECRET_SEQUENCE.slice(0, 8), 'B', 'A'])).toBe(SECRET_SEQUENCE.length);
  });

  it('starts over on a wrong key, keeping what can still begin the sequence', () => {
    expect(type(['ArrowUp', 'ArrowUp', 'x'])).toBe(0);
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowUp'])).toBe(2);
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowUp', ...SECRET_SEQUENCE.slice(2)])).toBe(
      SECRET_SEQUENCE.length,
    );
    expect(type(SECRET_SEQUENCE.slice(0, 9))).toBe(9);
    expect(type([...SECRET_SEQUENCE.slice(0, 9), 'c'])).toBe(0);
  });

  it('begins afresh after a completed sequence', () => {
    expect(advanceSequence(SECRET_SEQUENCE.length, 'ArrowUp')).toBe(1);
  });
});

describe('the distance between two points', () => {
  it('is zero for the same point and about 111 km per degree of latitude', () => {
    const centre = { latitude: 39.812556, longitude: 108.628734 };
    expect(distanceMetres(centre, centre)).toBe(0);
    const north = { latitude: 40.812556, longitude: 108.628734 };
    expect(distanceMetres(centre, north)).toBeCloseTo(111_195, -1);
  });
});
