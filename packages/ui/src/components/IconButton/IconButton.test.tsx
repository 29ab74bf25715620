import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, with a decorative icon', async () => {
    const onClick = vi.fn();
    const { container } = render(<IconButton icon="close" label="Close" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('adds the badge count to its name and caps it at 99+', () => {
    const { rerender } = render(<IconButton icon="cart" label="Cart" badge={3} />);
    expect(screen.getByRole('button', { name: 'Cart (3)' })).toBeInTheDocument();
    rerender(<IconButton icon="cart" label="Cart" badge={150} />);
    expect(screen.getByRole('button', { name: 'Cart (99+)' })).toHaveTextContent(/\)99\+$/);
    rerender(<IconButton icon="cart" label="Cart" badge={0} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveTextContent(/^Cart$/);
  });

  it('does not report clicks while disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Close" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes popup attributes through to the button', () => {
    render(<IconButton icon="more" label="More" aria-haspopup="menu" aria-expanded={false} />);
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');
  });
});
