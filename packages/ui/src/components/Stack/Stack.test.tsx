import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its pieces in order inside one element', () => {
    render(
      <Stack aria-label="Steps">
        <span>one</span>
        <span>two</span>
      </Stack>,
    );
    const stack = screen.getByLabelText('Steps');
    expect([...stack.children].map((child) => child.textContent)).toEqual(['one', 'two']);
  });

  it('is a list as `ul`, and a form with its handlers as `form`', () => {
    const { rerender } = render(
      <Stack as="ul" aria-label="Orders">
        <li>1001</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Orders' })).toBeInTheDocument();
    rerender(
      <Stack as="form" aria-label="Profile" noValidate onSubmit={(event) => event.preventDefault()}>
        <button type="submit">Save</button>
      </Stack>,
    );
    expect(screen.getByRole('form', { name: 'Profile' })).toHaveAttribute('novalidate');
  });
});
