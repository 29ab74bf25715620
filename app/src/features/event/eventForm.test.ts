import { describe, expect, it } from 'vitest';
import { TIMES_OF_DAY, parseMaxEnrol, parseTags, tagsProblem } from './eventForm';

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
