import { describe, expect, it } from 'vitest';
import { parsePrice } from './price';

describe('parsePrice', () => {
  it('reads blank as negotiable, numbers as yuan, and refuses the rest', () => {
    expect(parsePrice('  ')).toBeUndefined();
    expect(parsePrice('120.5')).toBe(120.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('12a')).toBe('invalid');
    expect(parsePrice('1.234')).toBe('invalid');
  });
});
