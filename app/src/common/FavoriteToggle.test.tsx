// The favourite toggle's outcome: only the newest confirmed state is ever announced.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarProvider } from '@citylife/ui';
import { clearSession, signIn } from '../stores/session';
import { FavoriteToggle } from './FavoriteToggle';

const texts = { label: 'Favourite', favorited: 'Added to favourites', unfavorited: 'Removed' };

afterEach(() => clearSession());

describe('the favourite toggle', () => {
  it('says the newest outcome at once, never an older one after it', async () => {
    signIn({
      token: 'Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE',
      expiresAt: '2099-01-01T00:00:00Z',
      user: { id: 1, avatar: '', nickname: 'Demo', roles: [] },
    });
    render(
      <SnackbarProvider>
        <FavoriteToggle
          initial={false}
          save={(favorite) => Promise.resolve({ favorited: favorite })}
          texts={texts}
        />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Favourite' });
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Added to favourites');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Removed');
  });
});
