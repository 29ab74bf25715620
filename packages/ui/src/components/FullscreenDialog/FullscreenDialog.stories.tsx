import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import {
  expectEscapeClosesAndRestoresFocus,
  modalParameters,
  openDialog,
  openStory,
  withOpener,
} from '../../storybook-helpers/modal';
import { FullscreenDialog } from './FullscreenDialog';

function NameField() {
  const [name, setName] = useState('');
  return <TextField label="Name" value={name} onChange={setName} required />;
}

const WithOpener = withOpener(FullscreenDialog, (open) => (
  <Button onClick={open}>Register return</Button>
));

const meta = {
  title: 'Primitives/FullscreenDialog',
  component: FullscreenDialog,
  render: (args) => <WithOpener {...args}>{args.children ?? <NameField />}</WithOpener>,
  args: {
    open: false,
    onClose: fn(),
    title: 'Register return',
    children: undefined,
    footer: <Button fullWidth>Save</Button>,
  },
  parameters: modalParameters,
} satisfies Meta<typeof FullscreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = openStory();

export const FocusTrapEscapeAndRestore: Story = {
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await openDialog(
      canvasElement,
      'Register return',
      'Register return',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectEscapeClosesAndRestoresFocus(opener, args.onClose);
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
