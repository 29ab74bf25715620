import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label with its state', () => {
    render(<Switch label="Boundary" checked onChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Boundary' })).toBeChecked();
  });

  it('reports the opposite state on click and on Space', async () => {
    const onChange = vi.fn();
    render(<Switch label="Boundary" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const onChange = vi.fn();
    render(<Switch label="Boundary" checked={false} disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Switch description', () => {
  it('keeps the name short and describes with the description', () => {
    render(<Switch label="Heat" description="Shows crowds" checked={false} onChange={() => {}} />);
    const toggle = screen.getByRole('switch', { name: 'Heat' });
    expect(toggle).toHaveAccessibleDescription('Shows crowds');
  });
});
