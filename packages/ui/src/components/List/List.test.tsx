import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { List, ListItem } from './List';

describe('List', () => {
  it('is a named list of items', () => {
    render(
      <List aria-label="Menu">
        <ListItem title="One" />
        <ListItem title="Two" description="Second" />
      </List>,
    );
    expect(screen.getByRole('list', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('makes a row a button with onClick and a link with href', async () => {
    const onClick = vi.fn();
    render(
      <List>
        <ListItem title="Profile" onClick={onClick} />
        <ListItem title="About" href="/about" />
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('drops the href of a disabled link row', () => {
    render(
      <List>
        <ListItem title="About" href="/about" disabled />
      </List>,
    );
    expect(screen.getByText('About').closest('a')).not.toHaveAttribute('href');
  });
});
