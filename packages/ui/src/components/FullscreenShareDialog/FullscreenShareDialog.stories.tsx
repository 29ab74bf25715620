import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { modalParameters, openDialog, withOpener } from '../../storybook-helpers/modal';
import { FullscreenShareDialog } from './FullscreenShareDialog';
import { withComponentDocs } from '../../storybook-helpers/docs';

const WithOpener = withOpener(FullscreenShareDialog, (open) => (
  <Button icon={undefined} onClick={open}>
    Share with friends
  </Button>
));

const meta = {
  title: 'Product/FullscreenShareDialog',
  component: FullscreenShareDialog,
  render: (args) => <WithOpener {...args} />,
  args: { open: true, onClose: fn() },
  parameters: withComponentDocs(
    {
      summary:
        "A full-screen guide for pages that cannot share by themselves (WeChat's browser): it points at the top-right menu with a hint. A tap anywhere, Escape or the close button dismisses it.",
      whenToUse: [
        'After a WeChat target is chosen in the ShareSheet while the page runs inside WeChat.',
      ],
      whenNotToUse: [
        'Browsers that can share from the page: share directly from the ShareSheet.',
        'Saving a picture inside WeChat: use LongPressSaveImageDialog.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof FullscreenShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    await expect(dialog).toHaveAccessibleDescription('Tap ··· in the top right corner to share');
  },
};

export const TapAnywhereCloses: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await openDialog(canvasElement, 'Share with friends', 'Share');
    await userEvent.click(within(dialog).getByText(/top right corner/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Share' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Mongolian: Story = { args: { lang: 'mn' }, globals: { locale: 'mn' } };
