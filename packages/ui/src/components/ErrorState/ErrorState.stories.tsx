import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
