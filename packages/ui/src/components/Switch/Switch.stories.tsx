import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch';
import { withCheckedState } from '../../storybook-helpers/controlled';
import { expectClickChecks } from '../../storybook-helpers/field';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withCheckedState(Switch);

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Heat layer', checked: false, onChange: fn() },
  parameters: withComponentDocs({
    summary:
      'An on/off setting that takes effect at once (`role="switch"`), label first and track last, with an optional description.',
    whenToUse: [
      "Settings applied the moment they are flipped, without a Save button: background music, debugging, a filter dialog's options.",
    ],
    whenNotToUse: [
      'Options submitted with a form, and agreeing to terms: use Checkbox.',
      'Filters above a list: use ToggleChip.',
    ],
  }),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    await expectClickChecks(canvasElement, 'switch', 'Heat layer', args.onChange);
  },
};

export const On: Story = {
  args: { checked: true, label: 'Boundary', description: 'Keep the map inside the scenic area' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Mongolian: Story = {
  args: {
    label: 'Дулааны давхарга',
    description: 'Газрын зураг дээр харуулах',
    lang: 'mn',
    checked: true,
  },
};
