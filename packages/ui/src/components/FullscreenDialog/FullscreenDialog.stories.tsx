import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FullscreenDialog, type FullscreenDialogProps } from './FullscreenDialog';

function WithOpener(props: FullscreenDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Register return</Button>
      <FullscreenDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      >
        {props.children ?? <TextField label="Name" value={name} onChange={setName} required />}
      </FullscreenDialog>
    </>
  );
}

const meta = {
  title: 'Primitives/FullscreenDialog',
  component: FullscreenDialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Register return',
    children: undefined,
    footer: <Button fullWidth>Save</Button>,
  },
  // Modals cover the page: docs show each story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof FullscreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

export const FocusTrapEscapeAndRestore: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Register return' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Register return' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const BackArrowWithHeaderAction: Story = {
  args: {
    open: true,
    closeIcon: 'back',
    title: 'Edit profile',
    footer: undefined,
    headerAction: (
      <Button size="small" variant="ghost">
        Save
      </Button>
    ),
  },
};

export const Mongolian: Story = {
  args: {
    open: true,
    lang: 'mn',
    title: 'Буцаж ирэх бүртгэл',
    children: <TextField label="Нэр" value="Болд" onChange={() => {}} />,
    footer: <Button fullWidth>Хадгалах</Button>,
  },
};
