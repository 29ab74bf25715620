import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { Menu } from './Menu';

const items = [
  { id: 'share', label: 'Share' },
  { id: 'report', label: 'Report', disabled: true },
  { id: 'delete', label: 'Delete' },
];

describe('Menu', () => {
  it('opens a menu from its trigger and marks it expanded', async () => {
    renderKit(<Menu label="Actions" icon="more" items={items} onSelect={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('reports the picked item and closes', async () => {
    const onSelect = vi.fn();
    renderKit(<Menu label="Actions" items={items} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('ignores disabled items', async () => {
    const onSelect = vi.fn();
    renderKit(<Menu label="Actions" items={items} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on Escape without picking', async () => {
    const onSelect = vi.fn();
    renderKit(<Menu label="Actions" items={items} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onSelect).not.toHaveBeenCalled();
  });
});
