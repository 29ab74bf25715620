import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit, withTypedText } from '../../internal/test-utils';
import { sanitizeNumeric, TextField } from './TextField';

const Controlled = withTypedText(TextField, 'Mobile');

describe('TextField', () => {
  it('is labelled and reports typed text', async () => {
    const onChange = vi.fn();
    renderKit(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Mobile'), 'abc');
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });

  it('keeps only digits in integer mode and shows a numeric keyboard', async () => {
    renderKit(<Controlled numeric="integer" />);
    const input = screen.getByLabelText('Mobile');
    await userEvent.type(input, '13a8-00');
    expect(input).toHaveValue('13800');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('links the error to the input and marks it invalid', () => {
    renderKit(<TextField label="Mobile" value="1" onChange={() => {}} error="mobile invalid" />);
    const input = screen.getByLabelText('Mobile');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('mobile invalid');
  });

  it('marks required fields', () => {
    renderKit(<TextField label="Name" value="" onChange={() => {}} required />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
  });
});

describe('sanitizeNumeric', () => {
  it.each([
    ['12a3', 'integer', '123'],
    ['1.2.3', 'integer', '123'],
    ['36.5.1', 'decimal', '36.51'],
    ['-4,5', 'decimal', '45'],
  ] as const)('%s in %s mode gives %s', (input, mode, expected) => {
    expect(sanitizeNumeric(input, mode)).toBe(expected);
  });
});
