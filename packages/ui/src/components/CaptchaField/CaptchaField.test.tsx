import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { CaptchaField } from './CaptchaField';

describe('CaptchaField', () => {
  it('is a named group with nothing to read or type, saying in words where the check stands', () => {
    const { container, rerender } = renderKit(
      <CaptchaField status="verifying" onRetry={() => {}} />,
    );
    expect(screen.getByRole('group', { name: 'Verification' })).toBeInTheDocument();
    expect(container.querySelector('img, input')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Checking that you are a person…');
    rerender(<CaptchaField status="verified" onRetry={() => {}} />);
    // The same live region announces the change.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Verified');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry once the check failed', async () => {
    const onRetry = vi.fn();
    renderKit(<CaptchaField status="failed" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('describes itself with the server message', () => {
    renderKit(
      <CaptchaField status="verified" onRetry={() => {}} error="Verification invalid or expired" />,
    );
    const group = screen.getByRole('group', { name: 'Verification' });
    expect(group).toHaveAccessibleDescription('Verification invalid or expired');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks the visitor language', () => {
    renderKit(<CaptchaField status="verifying" onRetry={() => {}} lang="mn" />, { locale: 'mn' });
    expect(screen.getByRole('group', { name: 'Баталгаажуулалт' })).toHaveAttribute('lang', 'mn');
    expect(screen.getByRole('status')).toHaveTextContent('Таныг хүн эсэхийг шалгаж байна…');
  });
});
