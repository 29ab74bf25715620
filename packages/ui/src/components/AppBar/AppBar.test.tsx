import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { AppBar } from './AppBar';

describe('AppBar', () => {
  it('shows the title as the page heading in a banner', () => {
    renderKit(<AppBar title="Cart" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('offers a back button when given onBack', async () => {
    const onBack = vi.fn();
    renderKit(<AppBar title="Cart" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('names the back button in the app locale', () => {
    renderKit(<AppBar title="Сагс" onBack={() => {}} />, { locale: 'mn' });
    expect(screen.getByRole('button', { name: 'Буцах' })).toBeInTheDocument();
  });

  it('renders actions', () => {
    renderKit(<AppBar title="Cart" actions={<button>Share</button>} />);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
