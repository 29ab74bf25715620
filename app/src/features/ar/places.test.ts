import { describe, expect, it } from 'vitest';
import {
  createPlacesGate,
  DESCRIPTION_LENGTH,
  PLACE_ALTITUDE,
  plainText,
  TITLE_LENGTH,
  toArPlace,
  truncate,
} from './places';

describe('truncate', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(truncate('游客中心', 10)).toBe('游客中心');
    expect(truncate('  Old Gate ', 10)).toBe('Old Gate');
    expect(truncate('0123456789', 10)).toBe('0123456789');
  });

  it('cuts a longer text to the length, the ellipsis counting as one character', () => {
    expect(truncate('Riverside Market', 10)).toBe('Riverside…');
    expect(truncate('Riverside Market', 10)).toHaveLength(10);
    expect(truncate('Bell Tower Square', 11)).toBe('Bell Tower…');
    expect(truncate('景区中心的湖泊，春秋两季有天鹅停留。', 15)).toBe(
      '景区中心的湖泊，春秋两季有天…',
    );
  });

  it('counts characters outside the basic plane once', () => {
    expect(truncate('🐎🐎🐎🐎🐎🐎', 4)).toBe('🐎🐎🐎…');
    expect(Array.from(truncate('🐎🐎🐎🐎🐎🐎', 4))).toHaveLength(4);
  });
});

describe('toArPlace', () => {
  const nearby = {
    id: 5,
    name: '天鹅湖 Swan Lake of the Steppe',
    description: '<p>景区中心的湖泊，<b>春秋两季</b>有天鹅停留。</p>',
    latitude: 39.81,
    longitude: 108.63,
    distance: 420,
  };

  it('places it at the fixed altitude with labels cut to 10 and 15 characters', () => {
    const place = toArPlace(nearby);
    expect(place).toMatchObject({
      id: 5,
      name: nearby.name,
      latitude: 39.81,
      longitude: 108.63,
      altitude: PLACE_ALTITUDE,
    });
    expect(PLACE_ALTITUDE).toBe(100);
    // Cut at the tenth character; the space before the cut goes.
    expect(place.label.title).toBe('天鹅湖 Swan…');
    expect(Array.from(place.label.title).length).toBeLessThanOrEqual(TITLE_LENGTH);
    expect(Array.from(place.label.description)).toHaveLength(DESCRIPTION_LENGTH);
    expect(place.label.description).toBe('景区中心的湖泊，春秋两季有天…');
  });

  it('shows a description without its markup', () => {
    expect(plainText('<p>A&nbsp;lake</p><p>with <i>swans</i> &amp; geese</p>')).toBe(
      'A lake with swans & geese',
    );
    expect(toArPlace(nearby).description).toBe('景区中心的湖泊，春秋两季有天鹅停留。');
  });
});

describe('createPlacesGate', () => {
  it('injects places that arrive before the world has loaded once it loads', () => {
    const injected: number[][] = [];
    const gate = createPlacesGate<number>((places) => injected.push([...places]));
    gate.placesArrived([1, 2]);
    expect(injected).toEqual([]);
    expect(gate.loaded).toBe(false);
    gate.worldLoaded();
    expect(gate.loaded).toBe(true);
    expect(injected).toEqual([[1, 2]]);
  });

  it('injects places that arrive after the world has loaded at once', () => {
    const injected: number[][] = [];
    const gate = createPlacesGate<number>((places) => injected.push([...places]));
    gate.worldLoaded();
    expect(injected).toEqual([]);
    gate.placesArrived([3]);
    expect(injected).toEqual([[3]]);
  });

  it('injects nothing without data, and each answer only once', () => {
    const injected: number[][] = [];
    const gate = createPlacesGate<number>((places) => injected.push([...places]));
    gate.worldLoaded();
    gate.worldLoaded();
    expect(injected).toEqual([]);
    gate.placesArrived([1]);
    gate.worldLoaded();
    gate.placesArrived([1, 4]);
    expect(injected).toEqual([[1], [1, 4]]);
  });

  it('injects only the latest answer when several arrive before the world', () => {
    const injected: number[][] = [];
    const gate = createPlacesGate<number>((places) => injected.push([...places]));
    gate.placesArrived([1]);
    gate.placesArrived([2]);
    gate.worldLoaded();
    expect(injected).toEqual([[2]]);
  });
});
