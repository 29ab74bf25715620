import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the kit default title in the app locale', () => {
    renderKit(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows the Chinese default without an English provider', () => {
    renderKit(<EmptyState />, { locale: 'zh-Hans' });
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });

  it('shows a given title, description and action', () => {
    renderKit(
      <EmptyState
        title="No orders"
        description="Nothing bought yet"
        action={<a href="/">Shop</a>}
      />,
    );
    expect(screen.getByText('No orders')).toBeInTheDocument();
    expect(screen.getByText('Nothing bought yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
  });
});
