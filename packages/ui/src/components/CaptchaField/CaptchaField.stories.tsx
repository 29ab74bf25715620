import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CaptchaField, captchaStatuses, type CaptchaFieldProps } from './CaptchaField';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/CaptchaField',
  component: CaptchaField,
  args: { status: 'verifying', onRetry: fn() },
  argTypes: { status: radioControl(captchaStatuses) },
  parameters: withComponentDocs({
    summary:
      'The check that a person, not a script, is asking. The app solves a proof-of-work challenge in the background; this field says in words where it stands (verifying, verified, failed with a Retry button), announced politely to screen readers. There is nothing to read or type.',
    whenToUse: [
      'Forms whose call the server guards with a challenge: sending a passcode, signing in, registering, asking for a reset link.',
      'Inside LoginDialog, through its `captcha` prop, rather than on its own.',
    ],
    whenNotToUse: [
      'Confirming an action of a member who is already signed in: it proves nothing more there.',
    ],
  }),
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {};

export const Verified: Story = { args: { status: 'verified' } };

/** A failed check offers a retry; the app then starts it again (here: at once verified). */
function Retrying(props: CaptchaFieldProps) {
  const [status, setStatus] = useState(props.status);
  return (
    <CaptchaField
      {...props}
      status={status}
      onRetry={() => {
        props.onRetry();
        setStatus('verified');
      }}
    />
  );
}

export const FailedThenRetried: Story = {
  args: { status: 'failed' },
  render: (args) => <Retrying {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verification failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
  },
};

export const WithError: Story = {
  args: { status: 'verified', error: 'Verification invalid or expired' },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };

export const Chinese: Story = {
  args: { status: 'verified', lang: 'zh-Hans' },
  globals: { locale: 'zh-Hans' },
};
