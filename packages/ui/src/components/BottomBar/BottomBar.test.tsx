import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomBar } from './BottomBar';

const items = [
  { id: 'home', label: 'Home', icon: 'home' as const },
  { id: 'member', label: 'Member centre', icon: 'user' as const, badge: 3 },
  { id: 'more', label: 'More', icon: 'menu' as const },
];

describe('BottomBar', () => {
  it('is a named navigation with one button per item', () => {
    render(<BottomBar label="Main" items={items} value="home" onSelect={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('marks the current item only', () => {
    render(<BottomBar label="Main" items={items} value="member" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: /Member centre/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen item and shows badges', async () => {
    const onSelect = vi.fn();
    render(<BottomBar label="Main" items={items} value="home" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onSelect).toHaveBeenCalledWith('more');
    expect(screen.getByRole('button', { name: /Member centre/ })).toHaveTextContent('3');
  });
});
