import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './Radio';

const options = [
  { value: 'y', label: 'Yes' },
  { value: 'n', label: 'No' },
  { value: 'u', label: 'Unknown', disabled: true },
];

describe('RadioGroup', () => {
  it('is a group named by its label with one radio per option', () => {
    render(<RadioGroup label="Tested" options={options} value="y" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Tested' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('reports a click on another option', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Tested" options={options} value="y" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith('n');
  });

  it('moves the choice with arrow keys', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Tested" options={options} value="y" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('n');
  });

  it('does not pick a disabled option', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Tested" options={options} value="y" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Unknown' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
