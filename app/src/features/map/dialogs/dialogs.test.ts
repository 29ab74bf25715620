import { describe, expect, it } from 'vitest';
import { EMPTY_ADD_POINT, addPointFieldOf, checkAddPoint, newAttractionOf } from './addPointForm';
import { distanceText, walkingMinutes } from './directions';

describe('distanceText and walkingMinutes', () => {
  it('tells metres below a kilometre and kilometres to a tenth above', () => {
    expect(distanceText(0)).toEqual({ key: 'mapDialogs.route.metres', values: { count: 0 } });
    expect(distanceText(245.4)).toEqual({ key: 'mapDialogs.route.metres', values: { count: 245 } });
    expect(distanceText(999.4)).toEqual({ key: 'mapDialogs.route.metres', values: { count: 999 } });
    expect(distanceText(999.6)).toEqual({
      key: 'mapDialogs.route.kilometres',
      values: { value: '1.0' },
    });
    expect(distanceText(2345)).toEqual({
      key: 'mapDialogs.route.kilometres',
      values: { value: '2.3' },
    });
  });

  it('rounds to whole minutes, at least one for any walk', () => {
    expect(walkingMinutes(0)).toBe(0);
    expect(walkingMinutes(5)).toBe(1);
    expect(walkingMinutes(196)).toBe(3);
    expect(walkingMinutes(210)).toBe(4);
  });
});

describe('the add-point form', () => {
  const here = { latitude: 39.812556, longitude: 108.628734 };

  it('needs a position and a name of 1 to 30 characters', () => {
    expect(checkAddPoint(EMPTY_ADD_POINT, undefined)).toEqual({
      latlng: 'noPosition',
      name: 'required',
    });
    expect(checkAddPoint({ ...EMPTY_ADD_POINT, name: '   ' }, here)).toEqual({ name: 'required' });
    expect(checkAddPoint({ ...EMPTY_ADD_POINT, name: '冷'.repeat(30) }, here)).toEqual({});
    expect(checkAddPoint({ ...EMPTY_ADD_POINT, name: '冷'.repeat(31) }, here)).toEqual({
      name: 'tooLong',
    });
    // An emoji is one character, as the contract counts.
    expect(checkAddPoint({ ...EMPTY_ADD_POINT, name: '🐎'.repeat(30) }, here)).toEqual({});
  });

  it('allows nine pictures at most', () => {
    const pics = Array.from({ length: 10 }, (_, i) => `/uploads/attraction/${i}.jpg`);
    expect(checkAddPoint({ ...EMPTY_ADD_POINT, name: 'x', pics }, here)).toEqual({
      pics: 'tooMany',
    });
    expect(checkAddPoint({ ...EMPTY_ADD_POINT, name: 'x', pics: pics.slice(0, 9) }, here)).toEqual(
      {},
    );
  });

  it('sends the trimmed name, the type, the pictures and the position as latlng', () => {
    expect(
      newAttractionOf({ name: ' 新开冷饮店 ', type: 'store', pics: ['/a.jpg'] }, here),
    ).toEqual({
      latlng: '39.812556,108.628734',
      name: '新开冷饮店',
      type: 'store',
      pics: ['/a.jpg'],
    });
  });

  it("places the server's field messages under their fields", () => {
    expect(addPointFieldOf('latlng')).toBe('latlng');
    expect(addPointFieldOf('name')).toBe('name');
    expect(addPointFieldOf('pics.2')).toBe('pics');
    expect(addPointFieldOf('other')).toBeUndefined();
  });
});
