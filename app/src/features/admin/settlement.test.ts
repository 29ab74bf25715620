import { describe, expect, it } from 'vitest';
import { parseAmount, remainderFen } from './settlement';

describe('parseAmount', () => {
  it('reads yuan with up to two decimals as fen', () => {
    expect(parseAmount('49.5', 100000)).toBe(4950);
    expect(parseAmount(' 0.01 ', 100000)).toBe(1);
    expect(parseAmount('12', 100000)).toBe(1200);
    expect(parseAmount('0.29', 100000)).toBe(29);
  });

  it('refuses zero, too much, three decimals and anything but digits', () => {
    for (const text of ['', '0', '0.00', '1.234', '-1', '1e3', 'abc', '1.', '50000.01']) {
      expect(parseAmount(text, 50000), text).toBeUndefined();
    }
    expect(parseAmount('50000', 50000)).toBe(5000000);
  });
});

describe('remainderFen', () => {
  it('is the total less the lines, exact in fen', () => {
    expect(remainderFen(49.5, [])).toBe(4950);
    expect(
      remainderFen(49.5, [
        { type: 'floor', amount: 0.5 },
        { type: 'cash', amount: 49 },
      ]),
    ).toBe(0);
    expect(
      remainderFen(0.3, [
        { type: 'cash', amount: 0.1 },
        { type: 'cash', amount: 0.2 },
      ]),
    ).toBe(0);
    expect(remainderFen(10, [{ type: 'cash', amount: 12 }])).toBe(-200);
  });
});
