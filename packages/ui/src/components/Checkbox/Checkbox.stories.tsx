import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { withCheckedState } from '../../storybook-helpers/controlled';
import { expectClickChecks } from '../../storybook-helpers/field';

const Controlled = withCheckedState(Checkbox);

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Remember me', checked: false, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    await expectClickChecks(canvasElement, 'checkbox', 'Remember me', args.onChange);
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Auto-load resources',
    description: 'Loads every resource at once and disables the load button',
    checked: true,
  },
};

export const Disabled: Story = { args: { disabled: true, checked: true } };

export const Mongolian: Story = {
  args: { label: 'Намайг сана', description: 'Энэ төхөөрөмж дээр', lang: 'mn' },
};
