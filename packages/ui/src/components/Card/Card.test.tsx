import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Account">Balance</Card>);
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Balance');
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('becomes one button with onClick', async () => {
    const onClick = vi.fn();
    render(<Card onClick={onClick}>Open shop</Card>);
    await userEvent.click(screen.getByRole('button', { name: 'Open shop' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders the header action', () => {
    render(
      <Card title="News" action={<a href="/more">More</a>}>
        Body
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument();
  });
});
