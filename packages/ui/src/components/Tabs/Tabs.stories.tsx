import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';
import { withComponentDocs } from '../../storybook-helpers/docs';

function Controlled(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    >
      {props.children ?? `Orders: ${props.items.find((item) => item.id === value)?.label}`}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Orders',
    value: 'all',
    onChange: fn(),
    items: [
      { id: 'all', label: 'All' },
      { id: 'unpaid', label: 'Pending payment', count: 2 },
      { id: 'paid', label: 'Paid' },
      { id: 'refund', label: 'Refunds', disabled: true },
    ],
  },
  parameters: withComponentDocs({
    summary:
      'A row of tabs with roving focus (arrows, Home and End move between tabs and select them) and the panel of the selected tab; a tab can show a count.',
    whenToUse: [
      "Views of one kind of content that people switch between: orders by state, a catalogue's subcategories, the admin's queues.",
      'Two to five views, each named in a word or two.',
    ],
    whenNotToUse: [
      'The sections of the app: use BottomBar.',
      'Steps of a form that must be taken in order: one screen per step.',
    ],
  }),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Pending payment/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('unpaid');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orders: Pending payment');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Paid' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};

export const Mongolian: Story = {
  args: {
    label: 'Захиалга',
    lang: 'mn',
    items: [
      { id: 'all', label: 'Бүгд' },
      { id: 'unpaid', label: 'Төлбөр хүлээгдэж буй' },
      { id: 'paid', label: 'Төлсөн' },
    ],
  },
};
