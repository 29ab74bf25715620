import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './Radio';

const options = [
  { value: 'y', label: 'Yes' },
  { value: 'n', label: 'No' },
  { value: 'u', label: 'Unknown', disabled: true },
];

/** Renders the group with "Yes" chosen; returns the spy its changes are reported to. */
function renderGroup() {
  const onChange = vi.fn();
  render(<RadioGroup label="Tested" options={options} value="y" onChange={onChange} />);
  return onChange;
}

describe('RadioGroup', () => {
  it('is a group named by its label with one radio per option', () => {
    renderGroup();
    expect(screen.getByRole('group', { name: 'Tested' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('reports a click on another option', async () => {
    const onChange = renderGroup();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith('n');
  });

  it('moves the choice with arrow keys', async () => {
    const onChange = renderGroup();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('n');
  });

  it('does not pick a disabled option', async () => {
    const onChange = renderGroup();
    await userEvent.click(screen.getByRole('radio', { name: 'Unknown' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
