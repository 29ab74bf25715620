import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog, loginModes } from './LoginDialog';
import { modalParameters } from '../../storybook-helpers/modal';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onSendCode: fn(),
    onRegister: fn(),
    onForgotPassword: fn(),
  },
  argTypes: { defaultMode: radioControl(loginModes) },
  parameters: withComponentDocs(
    {
      summary:
        "Sign in by mobile passcode or by account and password, with register and forgot-password links, client checks of the mobile number, a send-code button frozen for 60 s after a code is sent and, when the app passes `captcha`, the state of the browser's check (CaptchaField). It reports what was typed; the app calls the server and shows its answer per field.",
      whenToUse: [
        'Whenever an action needs a signed-in member (adding to favourites, checking out, the member centre): open it where the member is, and go on with the action after sign-in.',
      ],
      whenNotToUse: [
        'Registering and resetting a password: those are screens of their own, reached from its links.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Log in' }));

export const MobileMode: Story = {
  play: async ({ args }) => {
    const inDialog = await dialog();
    await userEvent.type(inDialog.getByLabelText(/Mobile number/), '13800138000');
    await userEvent.type(inDialog.getByLabelText(/Passcode/), '123456');
    await userEvent.click(inDialog.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'mobile',
      mobile: '13800138000',
      passcode: '123456',
    });
  },
};

export const FieldErrors: Story = {
  play: async ({ args }) => {
    const inDialog = await dialog();
    await userEvent.click(inDialog.getByRole('button', { name: 'Log in' }));
    await expect(inDialog.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      'Mobile number required',
    );
    await expect(inDialog.getByLabelText(/Passcode/)).toHaveAccessibleDescription(
      'Passcode required',
    );
    await userEvent.type(inDialog.getByLabelText(/Mobile number/), '1234');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send code' }));
    await expect(inDialog.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      'mobile invalid',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// A clock the play function moves by hand, refreshed every 50 ms: a 60 s freeze in a moment.
let fakeNow = 0;

export const SendCodeFreezesWithCountdown: Story = {
  args: { now: () => fakeNow, tickMs: 50 },
  beforeEach: () => {
    fakeNow = 1_000_000;
  },
  play: async ({ args }) => {
    const inDialog = await dialog();
    await userEvent.type(inDialog.getByLabelText(/Mobile number/), '13800138000');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('13800138000');
    const frozen = await inDialog.findByRole('button', { name: 'Resend in 60 s' });
    await expect(frozen).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(frozen);
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    fakeNow += 58_500;
    await inDialog.findByRole('button', { name: 'Resend in 2 s' }, { timeout: 1000 });
    fakeNow += 1_500;
    const ready = await inDialog.findByRole('button', { name: 'Send code' }, { timeout: 1000 });
    await expect(ready).not.toHaveAttribute('aria-disabled');
  },
};

export const PasswordModeWithLinks: Story = {
  args: { defaultMode: 'password' },
  play: async ({ args }) => {
    const inDialog = await dialog();
    await expect(inDialog.getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(inDialog.getByLabelText(/Mobile or email/), 'saraa@example.com');
    await userEvent.type(inDialog.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await userEvent.click(inDialog.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'password',
      account: 'saraa@example.com',
      password: 'secret',
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await userEvent.click(inDialog.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

export const ServerErrorsAndCaptcha: Story = {
  args: {
    captcha: { status: 'verified', onRetry: fn() },
    errors: { passcode: 'The passcode has expired' },
  },
  play: async () => {
    const inDialog = await dialog();
    await waitFor(() =>
      expect(inDialog.getByLabelText(/Passcode/)).toHaveAccessibleDescription(
        'The passcode has expired',
      ),
    );
    await expect(inDialog.getByRole('group', { name: 'Verification' })).toBeVisible();
    await expect(inDialog.getByRole('status')).toHaveTextContent('Verified');
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };

export const Chinese: Story = { args: { lang: 'zh-Hans' }, globals: { locale: 'zh-Hans' } };
