import { describe, expect, it } from 'vitest';
import { chosenTopupAmount, defaultTopupAmount, topupFor } from './topup';

const slots = [
  { amount: 50, label: '充50元', selected: false },
  { amount: 100, label: '充100元送5元', selected: true },
  { amount: 200, label: '充200元送15元', selected: false },
];

describe('top-up amount', () => {
  it("starts with the server's default slot", () => {
    expect(defaultTopupAmount(slots)).toBe(100);
    expect(defaultTopupAmount(slots.map((slot) => ({ ...slot, selected: false })))).toBe(undefined);
  });

  it('is the chosen slot when it is one of the offered slots', () => {
    expect(chosenTopupAmount(slots, 200)).toBe(200);
    expect(chosenTopupAmount(slots, 50)).toBe(50);
  });

  it('is required: nothing chosen, or an amount no slot offers, gives no amount', () => {
    expect(chosenTopupAmount(slots, undefined)).toBeUndefined();
    expect(chosenTopupAmount(slots, 75)).toBeUndefined();
    expect(chosenTopupAmount([], 100)).toBeUndefined();
  });
});

describe('a top-up for an order', () => {
  it('takes the order number the cashier passed, and nothing else', () => {
    expect(topupFor('?for=202603021810000123')).toBe('202603021810000123');
    expect(topupFor('')).toBeUndefined();
    expect(topupFor('?for=https%3A%2F%2Fevil.example')).toBeUndefined();
  });
});
