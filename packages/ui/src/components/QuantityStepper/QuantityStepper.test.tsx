import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { clampQuantity, QuantityStepper } from './QuantityStepper';

function Controlled({
  initial,
  max,
  onChange = () => {},
}: {
  initial: number;
  max?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('never goes below 1 with the minus button', async () => {
    const onChange = vi.fn();
    renderKit(<Controlled initial={2} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(onChange.mock.calls).toEqual([[1]]);
    expect(minus).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('clamps a typed 0 back to 1 and a typed excess to the maximum', async () => {
    renderKit(<Controlled initial={3} max={8} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    expect(input).toHaveValue('8');
  });

  it('steps with the arrow keys and stops at the maximum', async () => {
    const onChange = vi.fn();
    renderKit(<Controlled initial={1} max={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange.mock.calls).toEqual([[2]]);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('shows a value below 1 from the outside as 1', () => {
    renderKit(<QuantityStepper value={0} onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveValue('1');
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, 1, Infinity, 1],
    [-5, 1, Infinity, 1],
    [3, 0, Infinity, 3],
    [0, -2, Infinity, 1],
    [7, 1, 5, 5],
    [2.6, 1, 10, 3],
    [Number.NaN, 2, 10, 2],
  ])('clampQuantity(%s, %s, %s) = %s', (value, min, max, expected) => {
    expect(clampQuantity(value, min, max)).toBe(expected);
  });
});
