import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Locate me">
        <button>Position</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Locate me');
    expect(screen.getByRole('button', { name: 'Position' })).toHaveAccessibleDescription(
      'Locate me',
    );
  });

  it('hides on Escape', async () => {
    render(
      <Tooltip content="Locate me">
        <button>Position</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover after its delay', async () => {
    vi.useFakeTimers();
    try {
      render(
        <Tooltip content="Hint" delay={300}>
          <button>Target</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(screen.getByRole('button'));
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Hint');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a controlled open prop', () => {
    const { rerender } = render(
      <Tooltip content="Hint" open>
        <button>Target</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    rerender(
      <Tooltip content="Hint" open={false}>
        <button>Target</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
