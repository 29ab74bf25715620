import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { Select } from './Select';

const options = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
  { value: 'x', label: 'Unknown', disabled: true },
];

describe('Select', () => {
  it('shows the kit placeholder for an empty value', () => {
    renderKit(<Select label="Gender" options={options} value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Please select');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    renderKit(<Select label="Gender" options={options} value="" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'm');
    expect(onChange).toHaveBeenCalledWith('m');
  });

  it('keeps disabled options unselectable', () => {
    renderKit(<Select label="Gender" options={options} value="" onChange={() => {}} />);
    expect(screen.getByRole('option', { name: 'Unknown' })).toBeDisabled();
  });

  it('describes its error', () => {
    renderKit(
      <Select
        label="Gender"
        options={options}
        value=""
        onChange={() => {}}
        error="Gender required"
      />,
    );
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Gender required');
  });
});

describe('Select without an empty choice', () => {
  it('offers only the given options', () => {
    renderKit(
      <Select label="Year" options={options} value="f" allowEmpty={false} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
