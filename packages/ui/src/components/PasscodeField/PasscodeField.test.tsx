import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { PasscodeField } from './PasscodeField';

describe('PasscodeField', () => {
  it('is a six-digit one-time code with a button that asks for one', async () => {
    const onSendCode = vi.fn();
    const onChange = vi.fn();
    renderKit(<PasscodeField value="" onChange={onChange} onSendCode={onSendCode} required />);
    const field = screen.getByRole('textbox', { name: /Passcode/ });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toBeRequired();
    await userEvent.type(field, '1');
    expect(onChange).toHaveBeenCalledWith('1');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledOnce();
  });

  it('counts down, frozen, until another code may be sent', async () => {
    const onSendCode = vi.fn();
    const { rerender } = renderKit(
      <PasscodeField value="" onChange={() => {}} onSendCode={onSendCode} secondsLeft={42} />,
    );
    const button = screen.getByRole('button', { name: 'Resend in 42 s' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onSendCode).not.toHaveBeenCalled();
    rerender(
      <PasscodeField value="" onChange={() => {}} onSendCode={onSendCode} secondsLeft={0} />,
    );
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the check that sending needs above the passcode, with its message', async () => {
    const onRetry = vi.fn();
    renderKit(
      <PasscodeField
        value=""
        onChange={() => {}}
        onSendCode={() => {}}
        label="SMS code"
        error="Wrong passcode"
        captcha={{ status: 'failed', onRetry, error: 'Verification expired' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Verification' });
    const field = screen.getByRole('textbox', { name: /SMS code/ });
    expect(group.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(group).toHaveAccessibleDescription('Verification expired');
    expect(field).toHaveAccessibleDescription('Wrong passcode');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks the visitor language', () => {
    renderKit(<PasscodeField value="" onChange={() => {}} onSendCode={() => {}} lang="mn" />, {
      locale: 'mn',
    });
    expect(screen.getByRole('button', { name: 'Код илгээх' })).toBeInTheDocument();
  });
});
