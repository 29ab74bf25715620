import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  parameters: withComponentDocs({
    summary:
      "What a part of a page shows when loading it failed: an icon, a title (the kit's apology by default), details such as the server's message, and a Retry button when `onRetry` is given.",
    whenToUse: [
      'A list, a detail view or a section whose request failed or timed out, with a retry that reloads that part only.',
      'No network on a screen that needs it, with the `wifiOff` icon.',
    ],
    whenNotToUse: [
      'An action that failed (saving, paying): keep the form and show a Snackbar.',
      "A mistake in a field: use the field's `error`.",
      'A load that succeeded with nothing in it: use EmptyState.',
    ],
  }),
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Oops..something got wrong, please try again',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NetworkError: Story = {
  args: { icon: 'wifiOff', title: 'Network not reachable, please try again' },
};

export const LongText: Story = {
  args: {
    description:
      'Request is not authorized: /member/getAccountLog/?pageno=12&pagesize=10&sortby=seq&sortorder=desc',
  },
};

export const Mongolian: Story = {
  args: {
    title: 'Уучлаарай, алдаа гарлаа. Дахин оролдоно уу',
    retryLabel: 'Дахин оролдох',
    lang: 'mn',
  },
};
