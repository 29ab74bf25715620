import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RadioGroup } from '../Radio/Radio';
import { BottomSheet, type BottomSheetProps } from './BottomSheet';

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

function WithOpener(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <BottomSheet
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
  // Modals cover the page: docs show each story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

export const FocusTrapEscapeAndRestore: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Map filters' });
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
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
