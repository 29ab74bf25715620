import { describe, expect, it } from 'vitest';
import {
  durationMessage,
  focusOn,
  formatDistance,
  parseTourId,
  picturesOf,
  plainText,
  splitMinutes,
} from './format';
import { mapPath, readMapFocus } from '../../common/mapFocus';

describe('tour ids in the path', () => {
  it('are positive whole numbers in digits', () => {
    expect(parseTourId('1')).toBe(1);
    expect(parseTourId('2147483647')).toBe(2147483647);
  });

  it('are not anything else', () => {
    for (const param of [undefined, '', '0', '-1', '1.5', '01', '1e3', 'abc', ' 1', '2147483648'])
      expect(parseTourId(param), String(param)).toBeUndefined();
  });
});

describe('distances', () => {
  it('are metres under a kilometre and kilometres with one decimal above', () => {
    expect(formatDistance(850, 'en')).toBe('850 m');
    expect(formatDistance(999.4, 'en')).toBe('999 m');
    expect(formatDistance(1000, 'en')).toBe('1 km');
    expect(formatDistance(3240, 'en')).toBe('3.2 km');
    expect(formatDistance(3240, 'zh-Hans')).toBe('3.2公里');
    expect(formatDistance(3240, 'mn')).toBe('3.2 км');
  });
});

describe('durations', () => {
  it('split into hours and minutes', () => {
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitMinutes(245)).toEqual({ hours: 4, minutes: 5 });
    expect(splitMinutes(59.6)).toEqual({ hours: 1, minutes: 0 });
  });

  it('read as minutes, hours, or both', () => {
    expect(durationMessage(45)).toEqual({
      key: 'tour.duration.minutes',
      values: { hours: 0, minutes: 45 },
    });
    expect(durationMessage(120).key).toBe('tour.duration.hours');
    expect(durationMessage(245).key).toBe('tour.duration.hoursMinutes');
  });
});

describe('positions', () => {
  it('open the map on the item, or at its default view without a position', () => {
    const focus = focusOn({ latitude: 39.8129, longitude: 108.6291 }, 17, 4);
    expect(focus).toEqual({ latitude: 39.8129, longitude: 108.6291, zoom: 17, attraction: 4 });
    expect(readMapFocus(mapPath(focus).split('?')[1] ?? '')).toEqual(focus);
    expect(mapPath(focusOn(undefined, 15))).toBe('/tour/map');
  });
});

describe('pictures and text', () => {
  it('list each picture once, banner first', () => {
    expect(picturesOf('/a.svg', ['/a.svg', '/b.svg', ''])).toEqual(['/a.svg', '/b.svg']);
  });

  it('take the text out of a description that is HTML', () => {
    expect(plainText('  Plain text ')).toBe('Plain text');
    expect(plainText('<p>Horse <b>riding</b></p>\n<p>30&nbsp;min</p>')).toBe('Horse riding 30 min');
    expect(plainText('<img src=x onerror="globalThis.ran=1">Lake')).toBe('Lake');
    expect((globalThis as { ran?: number }).ran).toBeUndefined();
  });
});
