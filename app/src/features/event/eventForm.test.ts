import { describe, expect, it } from 'vitest';
import {
  TIMES_OF_DAY,
  addDays,
  contractTime,
  localInstant,
  parseMaxEnrol,
  parseTags,
  tagsProblem,
} from './eventForm';

describe('parseTags', () => {
  it('splits on ASCII and Chinese commas, trims, drops empty and repeated tags', () => {
    expect(parseTags(' 户外, 亲子，读书、户外 ,, ')).toEqual(['户外', '亲子', '读书']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('tagsProblem', () => {
  it('refuses more than ten tags and a tag longer than twenty characters', () => {
    expect(tagsProblem(['a', 'b'])).toBeUndefined();
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe('tooMany');
    expect(tagsProblem(['x'.repeat(21)])).toBe('tooLong');
    expect(tagsProblem(['x'.repeat(20)])).toBeUndefined();
  });
});

describe('times', () => {
  it('offers every half hour of the day', () => {
    expect(TIMES_OF_DAY).toHaveLength(48);
    expect(TIMES_OF_DAY[0]).toBe('00:00');
    expect(TIMES_OF_DAY[19]).toBe('09:30');
    expect(TIMES_OF_DAY.at(-1)).toBe('23:30');
  });

  it('reads a date and time on the device clock and writes it with the offset', () => {
    const instant = localInstant('2026-03-14', '09:30');
    expect(instant.getTime()).toBe(new Date(2026, 2, 14, 9, 30).getTime());
    const written = contractTime(instant);
    expect(written).toMatch(/^2026-03-14T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(written).getTime()).toBe(instant.getTime());
  });

  it('adds days across a month end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 365)).toBe('2027-12-31');
  });
});

describe('parseMaxEnrol', () => {
  it('accepts whole numbers from 1 to 100000 only', () => {
    expect(parseMaxEnrol(' 40 ')).toBe(40);
    expect(parseMaxEnrol('100000')).toBe(100000);
    expect(parseMaxEnrol('0')).toBeUndefined();
    expect(parseMaxEnrol('100001')).toBeUndefined();
    expect(parseMaxEnrol('4.5')).toBeUndefined();
    expect(parseMaxEnrol('')).toBeUndefined();
  });
});
