import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the generic message as an alert', () => {
    renderKit(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops..something got wrong, please try again',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry button when given onRetry', async () => {
    const onRetry = vi.fn();
    renderKit(<ErrorState onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Mongolian', () => {
    renderKit(<ErrorState onRetry={() => {}} />, { locale: 'mn' });
    expect(screen.getByRole('button', { name: 'Дахин оролдох' })).toBeInTheDocument();
  });
});
