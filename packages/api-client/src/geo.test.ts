import { describe, expect, it } from 'vitest';
import {
  decodeDirectionPolyline,
  encodeDirectionPolyline,
  placeLocationParams,
  truncateCoordinate,
} from './geo';

describe('decodeDirectionPolyline', () => {
  it('reads the first pair as absolute and later values as millionth deltas two back', () => {
    expect(decodeDirectionPolyline([39.812556, 108.628734, 1000, -2500, 44, 6])).toEqual([
      [39.812556, 108.628734],
      [39.813556, 108.626234],
      [39.8136, 108.62624],
    ]);
  });

  it('decodes an empty polyline to no points', () => {
    expect(decodeDirectionPolyline([])).toEqual([]);
  });

  it('rejects an odd number of values', () => {
    expect(() => decodeDirectionPolyline([39.8, 108.6, 5])).toThrow(RangeError);
  });

  it('inverts the encoder over a walk across the scenic area', () => {
    const walk: [number, number][] = [
      [39.805866, 108.603358],
      [39.8101, 108.6122],
      [39.812556, 108.628734],
      [39.826836, 108.650262],
    ];
    const encoded = encodeDirectionPolyline(walk);
    expect(encoded.slice(2).every(Number.isInteger)).toBe(true);
    expect(decodeDirectionPolyline(encoded)).toEqual(walk);
  });
});

describe('truncateCoordinate', () => {
  it('cuts the text of a coordinate to 10 characters', () => {
    expect(truncateCoordinate(39.81255612345)).toBe('39.8125561');
    expect(truncateCoordinate(108.62873412345)).toBe('108.628734');
    expect(truncateCoordinate(-33.5)).toBe('-33.5');
  });

  it('rejects what is not a number', () => {
    expect(() => truncateCoordinate(Number.NaN)).toThrow(RangeError);
  });

  it('builds the lat,lng parameters of getPlaceByLocation', () => {
    expect(placeLocationParams(39.81255612345, 108.62873412345)).toEqual({
      lat: '39.8125561',
      lng: '108.628734',
    });
  });
});
