import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Train" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByText('Train'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reflects the checked prop', () => {
    render(<Checkbox label="Train" checked onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Train' })).toBeChecked();
  });

  it('toggles with the space key', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Bus" checked onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('ignores clicks while disabled and links its description', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox label="Car" description="Own car" disabled checked={false} onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Car' });
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('Own car');
  });
});
