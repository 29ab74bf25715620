import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RadioGroup } from '../Radio/Radio';
import {
  expectEscapeClosesAndRestoresFocus,
  modalParameters,
  openDialog,
  openStory,
  withOpener,
} from '../../storybook-helpers/modal';
import { BottomSheet } from './BottomSheet';

function StyleChoice() {
  const [value, setValue] = useState('style1');
  return (
    <RadioGroup
      label="Map style"
      value={value}
      onChange={setValue}
      options={[
        { value: 'style1', label: 'Standard' },
        { value: 'style2', label: 'Satellite' },
        { value: 'style3', label: 'Terrain' },
      ]}
    />
  );
}

const WithOpener = withOpener(BottomSheet, (open) => <Button onClick={open}>Filters</Button>);

const meta = {
  title: 'Primitives/BottomSheet',
  component: BottomSheet,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Map filters',
    children: <StyleChoice />,
    actions: <Button fullWidth>Apply</Button>,
  },
  parameters: modalParameters,
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = openStory();

export const FocusTrapEscapeAndRestore: Story = {
  play: async ({ args, canvasElement }) => {
    const { opener, dialog: sheet } = await openDialog(canvasElement, 'Filters', 'Map filters');
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectEscapeClosesAndRestoresFocus(opener, args.onClose);
  },
};

export const Mongolian: Story = {
  args: {
    open: true,
    lang: 'mn',
    title: 'Шүүлтүүр',
    children: <p>Газрын зургийн хэв маягийг сонгоно уу.</p>,
    actions: <Button fullWidth>Хэрэглэх</Button>,
  },
};
