import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, SnackbarProvider, snackbarTones, useSnackbar } from './Snackbar';
import { modalParameters } from '../../storybook-helpers/modal';
import { selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/Snackbar',
  component: Snackbar,
  args: { message: 'Oops..something got wrong, please try again' },
  argTypes: { tone: selectControl(snackbarTones) },
  parameters: withComponentDocs(
    {
      summary:
        'A short message at the top of the screen, in the warning colour by default (as for server messages), with an optional action and close button. Show it through `useSnackbar().show()` under a `SnackbarProvider`, which queues messages and shows each for 5 s.',
      whenToUse: [
        'The outcome of an action: "Added to cart" or "Saved" (`positive`), the server\'s message after a call failed (`caution`).',
        'An undo for the action just taken, as its `action`.',
      ],
      whenNotToUse: [
        'A question that needs an answer: use Dialog.',
        "A mistake in a field: use the field's `error`.",
        'A lasting state such as being offline: use OfflineBanner.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Oops..something got wrong',
    );
  },
};

export const WithActionAndDismiss: Story = {
  args: {
    tone: 'neutral',
    message: 'Item removed from your favourites',
    action: { label: 'Undo', onClick: fn() },
    onDismiss: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    tone: 'critical',
    message:
      'Request is not authorized: https://example.invalid/member/getAccountLog/?pageno=3&pagesize=10',
  },
};

export const Mongolian: Story = {
  args: { message: 'Сүлжээнд холбогдох боломжгүй байна. Дахин оролдоно уу', lang: 'mn' },
};

function QueueDemo() {
  const snackbar = useSnackbar();
  return (
    <div style={{ padding: 16, paddingTop: 80 }}>
      <Button
        onClick={() => {
          snackbar.show('added to cart', { tone: 'positive' });
          snackbar.show('Network not reachable, please try again');
        }}
      >
        Show two messages
      </Button>
    </div>
  );
}

export const Queue: Story = {
  render: () => (
    <SnackbarProvider duration={200}>
      <QueueDemo />
    </SnackbarProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show two messages' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('added to cart');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Network not reachable'),
    );
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
