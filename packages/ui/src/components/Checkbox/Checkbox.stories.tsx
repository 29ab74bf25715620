import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { withCheckedState } from '../../storybook-helpers/controlled';
import { expectClickChecks } from '../../storybook-helpers/field';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withCheckedState(Checkbox);

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Remember me', checked: false, onChange: fn() },
  parameters: withComponentDocs({
    summary:
      'A native checkbox with a themed box, a label and an optional description; `invalid` marks it for a form error.',
    whenToUse: [
      'Agreeing to terms in a registration form, or choosing cart lines to check out.',
      'Any number of options in a form that take effect when the form is submitted, such as making an address the default.',
    ],
    whenNotToUse: [
      'A setting that takes effect at once: use Switch.',
      'One choice out of a few: use RadioGroup.',
      'Filters above a list: use ToggleChip.',
    ],
  }),
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
