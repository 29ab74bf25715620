import { describe, expect, it } from 'vitest';
import { parseTillAmount } from './tillAmount';

describe('till amount', () => {
  it('takes yuan with at most two decimals from 0.01 to 50000', () => {
    expect(parseTillAmount('49.5')).toBe(49.5);
    expect(parseTillAmount(' 12 ')).toBe(12);
    expect(parseTillAmount('0.01')).toBe(0.01);
    expect(parseTillAmount('50000')).toBe(50000);
    expect(parseTillAmount('50000.01')).toBeUndefined();
    expect(parseTillAmount('0')).toBeUndefined();
    expect(parseTillAmount('0.001')).toBeUndefined();
    expect(parseTillAmount('1.')).toBeUndefined();
    expect(parseTillAmount('')).toBeUndefined();
    expect(parseTillAmount('-3')).toBeUndefined();
  });
});
