import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaDate,
  chinaInstant,
  chinaIso,
  formatChinaDate,
  formatChinaDateTime,
  formatDay,
  formatShortDay,
  mongolianChinaTime,
} from './chinaTime';

describe('China time', () => {
  it('reads a date and time as China time, whatever the device zone', () => {
    const instant = chinaInstant('2026-03-14', '09:30');
    expect(instant.toISOString()).toBe('2026-03-14T01:30:00.000Z');
    expect(chinaIso(instant)).toBe('2026-03-14T09:30:00+08:00');
  });

  it('knows the China date around midnight', () => {
    expect(chinaDate(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(chinaDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(chinaIso(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01T00:00:00+08:00');
  });

  it('shows an instant in China time in the interface language', () => {
    expect(formatChinaDateTime('2026-12-15T06:00:00Z', 'en')).toMatch(/14:00|2:00/);
    expect(formatChinaDateTime('2026-12-15T06:00:00Z', 'zh-Hans')).toContain('2026');
  });

  it('writes Mongolian dates in Mongolian', () => {
    expect(formatChinaDateTime('2026-03-01T02:30:00Z', 'mn')).toBe('2026 оны 3-р сарын 1 10:30');
    expect(formatDay('2026-03-01', 'mn')).toBe('2026 оны 3-р сарын 1');
    // The date in China: 23:30 in Shanghai on the last day of the year.
    expect(formatChinaDate('2026-12-31T15:30:00Z', 'mn')).toBe('2026 оны 12-р сарын 31');
  });

  it('writes Mongolian dates as the Unicode data does where the browser lacks it', () => {
    // Node has the Mongolian data Chromium leaves out: both write the same.
    for (const iso of ['2026-03-01T02:30:00Z', '2026-12-31T16:05:00Z', '2027-11-09T23:59:00Z']) {
      const instant = new Date(iso);
      const mongolian = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('mn', { ...options, timeZone: 'Asia/Shanghai' }).format(instant);
      expect(mongolianChinaTime(instant, true)).toBe(
        mongolian({ dateStyle: 'medium', timeStyle: 'short' }),
      );
      expect(mongolianChinaTime(instant, false)).toBe(mongolian({ dateStyle: 'medium' }));
    }
  });

  it('writes a short day with its weekday, in Mongolian as the Unicode data does', () => {
    const short = { weekday: 'short', month: 'short', day: 'numeric' } as const;
    // A week from Monday 30 November 2026, and a leap day.
    for (const day of [
      ...Array.from({ length: 7 }, (_, i) => addDays('2026-11-30', i)),
      '2028-02-29',
    ]) {
      const noon = new Date(`${day}T12:00:00+08:00`);
      expect(formatShortDay(day, 'mn')).toBe(
        new Intl.DateTimeFormat('mn', { ...short, timeZone: 'Asia/Shanghai' }).format(noon),
      );
      expect(formatShortDay(day, 'en')).toBe(
        new Intl.DateTimeFormat('en', { ...short, timeZone: 'Asia/Shanghai' }).format(noon),
      );
    }
    expect(formatShortDay('2026-11-30', 'mn')).toBe('11-р сарын 30. Да');
  });

  it('adds days across month ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 365)).toBe('2027-12-31');
  });
});
