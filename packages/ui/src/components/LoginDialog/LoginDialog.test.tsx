import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest, renderKit } from '../../internal/test-utils';
import { isMainlandMobile, LoginDialog, type LoginDialogProps } from './LoginDialog';

function setup(props: Partial<LoginDialogProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onSendCode: vi.fn(),
    onRegister: vi.fn(),
    onForgotPassword: vi.fn(),
  };
  renderKit(<LoginDialog open {...handlers} {...props} />);
  return handlers;
}

describe('isMainlandMobile', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
  ])('%s -> %s', (mobile, valid) => {
    expect(isMainlandMobile(mobile)).toBe(valid);
  });
});

describe('LoginDialog', () => {
  // Testing Library drains with a real-looking setTimeout(0): let fake time also flow.
  fakeTimersInEachTest({ shouldAdvanceTime: true });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  /** Types `mobile` into the mobile field and presses Send code; returns the user for more. */
  const sendCodeTo = async (mobile: string) => {
    const u = user();
    await u.type(screen.getByLabelText(/Mobile number/), mobile);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    return u;
  };

  it('requires mobile and passcode, naming the field', async () => {
    const { onSubmit } = setup();
    await user().click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      'Mobile number required',
    );
    expect(screen.getByLabelText(/Passcode/)).toHaveAccessibleDescription('Passcode required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses to send a code to an invalid mobile', async () => {
    const { onSendCode } = setup();
    await sendCodeTo('12345');
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription('mobile invalid');
    expect(onSendCode).not.toHaveBeenCalled();
  });

  it('freezes the send-code button for 60 s with a countdown', async () => {
    const { onSendCode } = setup();
    const u = await sendCodeTo('13800138000');
    expect(onSendCode).toHaveBeenCalledWith('13800138000');
    const frozen = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(frozen).toHaveAttribute('aria-disabled', 'true');
    await u.click(frozen);
    expect(onSendCode).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });

  it('does not freeze when sending fails', async () => {
    const onSendCode = vi.fn().mockRejectedValue(new Error('captcha wrong'));
    setup({ onSendCode });
    await sendCodeTo('13800138000');
    expect(await screen.findByRole('button', { name: 'Send code' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('submits password credentials in password mode', async () => {
    const { onSubmit } = setup();
    const u = user();
    await u.click(screen.getByRole('tab', { name: 'Password' }));
    await u.type(screen.getByLabelText(/Mobile or email/), 'a@b.cn');
    await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'pw');
    await u.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'password', account: 'a@b.cn', password: 'pw' });
  });

  it('offers other ways to sign in under the form, only when given', async () => {
    const other = vi.fn();
    setup({ alternatives: <button onClick={other}>Sign in with WeChat</button> });
    await user().click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign in with WeChat' }),
    );
    expect(other).toHaveBeenCalledOnce();
  });

  it('refuses an account that is meant as an email but is not one', async () => {
    const { onSubmit } = setup();
    const u = user();
    await u.click(screen.getByRole('tab', { name: 'Password' }));
    await u.type(screen.getByLabelText(/Mobile or email/), 'a@b');
    await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'pw');
    await u.keyboard('{Enter}');
    expect(screen.getByLabelText(/Mobile or email/)).toHaveAccessibleDescription('Invalid Email');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows server field errors, and the check with its state and message when configured', async () => {
    const onRetry = vi.fn();
    const { onSubmit } = setup({
      errors: { mobile: 'Account locked', captcha: 'Verification invalid or expired' },
      captcha: { status: 'failed', onRetry },
    });
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription('Account locked');
    const check = screen.getByRole('group', { name: 'Verification' });
    expect(check).toHaveAccessibleDescription('Verification invalid or expired');
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    // Nothing to type: the credentials are submitted while the app waits for the check.
    await u.type(screen.getByLabelText(/Mobile number/), '13800138000');
    await u.type(screen.getByLabelText(/Passcode/), '123456');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'mobile',
      mobile: '13800138000',
      passcode: '123456',
    });
  });

  it('offers register and forgot-password links', async () => {
    const { onRegister, onForgotPassword } = setup();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await u.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onRegister).toHaveBeenCalledOnce();
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });
});
