import { describe, expect, it } from 'vitest';
import { latLngText, parseLatLng } from './latLng';

describe('latLngText', () => {
  it('writes six decimals at most, without trailing zeros', () => {
    expect(latLngText({ latitude: 39.812556, longitude: 108.628734 })).toBe('39.812556,108.628734');
    expect(latLngText({ latitude: 39.8125564999, longitude: 108.62 })).toBe('39.812556,108.62');
    expect(latLngText({ latitude: 40, longitude: -108.5 })).toBe('40,-108.5');
    expect(latLngText({ latitude: 10, longitude: 100 })).toBe('10,100');
    // No exponent for tiny values: the contract takes plain decimals only.
    expect(latLngText({ latitude: 0.0000001, longitude: 0 })).toBe('0,0');
  });
});

describe('parseLatLng', () => {
  it("reads an attraction's latlng", () => {
    expect(parseLatLng('39.815102,108.622537')).toEqual({
      latitude: 39.815102,
      longitude: 108.622537,
    });
    expect(parseLatLng('39.8, 108.6')).toEqual({ latitude: 39.8, longitude: 108.6 });
  });

  it.each(['', '39.8', '39.8,', ',108.6', 'a,b', '91,108', '91,10', '39,181', '1,2,3'])(
    'refuses %j',
    (text) => {
      expect(parseLatLng(text)).toBeUndefined();
    },
  );
});
