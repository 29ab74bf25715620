import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FullscreenShareDialog, type FullscreenShareDialogProps } from './FullscreenShareDialog';

function WithOpener(props: FullscreenShareDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button icon={undefined} onClick={() => setOpen(true)}>
        Share with friends
      </Button>
      <FullscreenShareDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Product/FullscreenShareDialog',
  component: FullscreenShareDialog,
  render: (args) => <WithOpener {...args} />,
  args: { open: true, onClose: fn() },
  // Modals cover the page: docs show each story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
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
    const opener = within(canvasElement).getByRole('button', { name: 'Share with friends' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
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
