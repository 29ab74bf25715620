import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows text and small counts as given', () => {
    render(
      <>
        <Badge>new</Badge>
        <Badge>{42}</Badge>
      </>,
    );
    expect(screen.getByText('new')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
  });

  it('caps counts above max', () => {
    render(<Badge max={9}>{12}</Badge>);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('is announced by its label instead of the visible text', () => {
    render(<Badge label="12 unread">{12}</Badge>);
    expect(screen.getByRole('img', { name: '12 unread' })).toBeInTheDocument();
  });

  it('draws a dot without content', () => {
    render(
      <Badge dot label="New">
        {5}
      </Badge>,
    );
    expect(screen.getByRole('img', { name: 'New' })).toBeEmptyDOMElement();
  });
});
