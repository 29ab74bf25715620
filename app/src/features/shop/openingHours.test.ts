import { describe, expect, it } from 'vitest';
import { isOpenAt, shopClock, weekdayRuns, type OpeningHours } from './openingHours';

const reference: OpeningHours = [
  { weekdays: [1, 2, 3, 4, 5], open: '09:30', close: '20:00' },
  { weekdays: [6, 7], open: '08:30', close: '21:00' },
];

describe('opening hours', () => {
  it('reads the weekday and time in Asia/Shanghai', () => {
    // Sunday 23:30 UTC is Monday 07:30 in Shanghai.
    expect(shopClock(new Date('2026-03-01T23:30:00Z'))).toEqual({ weekday: 1, minutes: 450 });
    // Saturday 10:00 in Shanghai.
    expect(shopClock(new Date('2026-02-28T02:00:00Z'))).toEqual({ weekday: 6, minutes: 600 });
  });

  it('is open from opening time until just before closing time', () => {
    // Monday 2026-03-02.
    expect(isOpenAt(reference, new Date('2026-03-02T01:29:00Z'))).toBe(false);
    expect(isOpenAt(reference, new Date('2026-03-02T01:30:00Z'))).toBe(true);
    expect(isOpenAt(reference, new Date('2026-03-02T11:59:00Z'))).toBe(true);
    expect(isOpenAt(reference, new Date('2026-03-02T12:00:00Z'))).toBe(false);
    // Saturday 08:30 is open, a weekday 08:30 is not.
    expect(isOpenAt(reference, new Date('2026-02-28T00:30:00Z'))).toBe(true);
    expect(isOpenAt(reference, new Date('2026-03-03T00:30:00Z'))).toBe(false);
    expect(isOpenAt([], new Date('2026-03-02T05:00:00Z'))).toBe(false);
  });

  it('groups consecutive weekdays', () => {
    expect(weekdayRuns([1, 2, 3, 4, 5])).toEqual([[1, 5]]);
    expect(weekdayRuns([7, 6])).toEqual([[6, 7]]);
    expect(weekdayRuns([1, 3, 4, 4])).toEqual([
      [1, 1],
      [3, 4],
    ]);
    expect(weekdayRuns([])).toEqual([]);
  });
});
