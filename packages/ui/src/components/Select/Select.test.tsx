import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { Select, type SelectProps } from './Select';

const options = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
  { value: 'x', label: 'Unknown', disabled: true },
];

/**
 * Renders the select labelled "Gender" with nothing chosen, or as `props` change it; returns
 * the spy its changes are reported to.
 */
function renderSelect(props: Partial<SelectProps> = {}) {
  const onChange = vi.fn();
  renderKit(<Select label="Gender" options={options} value="" onChange={onChange} {...props} />);
  return onChange;
}

describe('Select', () => {
  it('shows the kit placeholder for an empty value', () => {
    renderSelect();
    expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Please select');
  });

  it('reports the chosen value', async () => {
    const onChange = renderSelect();
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'm');
    expect(onChange).toHaveBeenCalledWith('m');
  });

  it('keeps disabled options unselectable', () => {
    renderSelect();
    expect(screen.getByRole('option', { name: 'Unknown' })).toBeDisabled();
  });

  it('describes its error', () => {
    renderSelect({ error: 'Gender required' });
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Gender required');
  });
});

describe('Select without an empty choice', () => {
  it('offers only the given options', () => {
    renderSelect({ label: 'Year', value: 'f', allowEmpty: false });
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
