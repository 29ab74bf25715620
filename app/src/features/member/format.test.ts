import { describe, expect, it } from 'vitest';
import { formatPrice } from '@citylife/ui';
import { groupDigits, signed } from './format';

describe('number formats', () => {
  it('groups long numbers by four', () => {
    expect(groupDigits('284758743855233251')).toBe('2847 5874 3855 2332 51');
    expect(groupDigits('8800000001')).toBe('8800 0000 01');
    expect(groupDigits('1234')).toBe('1234');
  });

  it('signs incoming amounts with a plus', () => {
    expect(signed(105, formatPrice)).toBe('+¥105.00');
    expect(signed(-34.5, formatPrice)).toBe('-¥34.50');
    expect(signed(30)).toBe('+30');
    expect(signed(-100)).toBe('-100');
    expect(signed(0)).toBe('0');
  });
});
