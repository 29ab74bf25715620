import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasscodeField, type PasscodeFieldProps } from './PasscodeField';
import { withValueState } from '../../storybook-helpers/controlled';
import { withComponentDocs } from '../../storybook-helpers/docs';

const ControlledPasscodeField = withValueState(PasscodeField);

const meta = {
  title: 'Product/PasscodeField',
  component: PasscodeField,
  render: (args) => <ControlledPasscodeField {...args} />,
  args: { value: '', onChange: fn(), onSendCode: fn() },
  parameters: withComponentDocs({
    summary:
      'A passcode sent by text message: the browser check that sending needs (when the form has one), then the six-digit passcode with its send button. After a send the app passes the seconds left and the button counts them down, frozen.',
    whenToUse: [
      'Forms that prove a mobile number by a passcode: signing in by passcode, registering.',
      'Inside LoginDialog, which uses it for its passcode sign-in.',
    ],
    whenNotToUse: [
      'A form guarded by the check alone, with no passcode (asking for a reset link): CaptchaField.',
    ],
  }),
} satisfies Meta<typeof PasscodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCaptcha: Story = {
  args: { captcha: { status: 'verified', onRetry: fn() } },
};

/** Sending freezes the button for a countdown the app keeps (here: 60 s, not ticking). */
function Sending(props: PasscodeFieldProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  return (
    <ControlledPasscodeField
      {...props}
      secondsLeft={secondsLeft}
      onSendCode={() => {
        props.onSendCode();
        setSecondsLeft(60);
      }}
    />
  );
}

export const SendThenFrozen: Story = {
  render: (args) => <Sending {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Resend in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Passcode/ }), '123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const WithErrors: Story = {
  args: {
    error: 'Wrong passcode',
    captcha: { status: 'failed', onRetry: fn(), error: 'Verification invalid or expired' },
  },
};

export const Mongolian: Story = {
  args: { lang: 'mn', captcha: { status: 'verifying', onRetry: fn() } },
  globals: { locale: 'mn' },
};

export const Chinese: Story = {
  args: { lang: 'zh-Hans', secondsLeft: 30 },
  globals: { locale: 'zh-Hans' },
};
