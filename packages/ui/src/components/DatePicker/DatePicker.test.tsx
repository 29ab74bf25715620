import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { DatePicker } from './DatePicker';
import { dayOptions, isValidDate, monthOptions, normalizeParts, yearOptions } from './dates';

describe('date rules', () => {
  it('offers years from the latest down to 1940', () => {
    const years = yearOptions('1940-01-01', '2024-06-15');
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1940);
    expect(years).toHaveLength(85);
  });

  it('limits months and days at the ends of the range', () => {
    expect(monthOptions(2024, '1940-01-01', '2024-06-15')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dayOptions(2024, 6, '1940-01-01', '2024-06-15').at(-1)).toBe(15);
    expect(dayOptions(2024, 2, '1940-01-01', '2024-06-15')).toHaveLength(29);
    expect(dayOptions(2023, 2, '1940-01-01', '2024-06-15')).toHaveLength(28);
  });

  it('fits the day into the month and the date into the range', () => {
    expect(normalizeParts({ year: 2023, month: 2, day: 31 }, '1940-01-01', '2024-06-15')).toEqual({
      year: 2023,
      month: 2,
      day: 28,
    });
    expect(normalizeParts({ year: 2024, month: 12, day: 1 }, '1940-01-01', '2024-06-15')).toEqual({
      year: 2024,
      month: 6,
      day: 15,
    });
    expect(normalizeParts({ year: 1930, month: 5, day: 5 }, '1940-01-01', '2024-06-15')).toEqual({
      year: 1940,
      month: 1,
      day: 1,
    });
  });

  it('recognises real dates only', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('')).toBe(false);
  });
});

describe('DatePicker', () => {
  it('is a read-only field that opens a picker and confirms the date', async () => {
    const onChange = vi.fn();
    renderKit(<DatePicker value="2000-01-31" onChange={onChange} max="2024-06-15" />);
    const field = screen.getByLabelText('Birth date');
    expect(field).toHaveAttribute('readonly');
    await userEvent.click(field);
    const sheet = screen.getByRole('dialog', { name: 'Birth date' });
    await userEvent.selectOptions(within(sheet).getByLabelText('Month'), '4');
    expect(within(sheet).getByLabelText('Day')).toHaveValue('30');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenCalledWith('2000-04-30');
  });

  it('starts at the latest date when empty and keeps the value on cancel', async () => {
    const onChange = vi.fn();
    renderKit(<DatePicker value="" onChange={onChange} max="2024-06-15" />);
    await userEvent.click(screen.getByLabelText('Birth date'));
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never offers a date before 1940-01-01', async () => {
    renderKit(<DatePicker value="1940-01-01" onChange={() => {}} max="2024-06-15" />);
    await userEvent.click(screen.getByLabelText('Birth date'));
    const years = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(Array.from(years.options).at(-1)?.value).toBe('1940');
  });
});
