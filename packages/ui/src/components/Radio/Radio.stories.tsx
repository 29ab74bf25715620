import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioOrientations } from './Radio';
import { withValueState } from '../../storybook-helpers/controlled';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withValueState(RadioGroup);

const meta = {
  title: 'Primitives/Radio',
  component: RadioGroup,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Delivery',
    value: 'self',
    onChange: fn(),
    options: [
      { value: 'self', label: 'Self pick' },
      { value: 'express', label: 'Express' },
    ],
  },
  argTypes: { orientation: radioControl(radioOrientations) },
  parameters: withComponentDocs({
    summary:
      'RadioGroup: one choice out of a few, as native radio buttons in a labelled group, one under another or in a row, with an error and `required` for forms.',
    whenToUse: [
      "Two to five options that should all be seen at once: delivery or self-pick, a top-up amount, gender, the app's language and colour mode.",
    ],
    whenNotToUse: [
      'Many options: use Select.',
      'An on/off choice: use Switch or Checkbox.',
      'Filtering a list: use ToggleChip.',
    ],
  }),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Express' }));
    await expect(args.onChange).toHaveBeenCalledWith('express');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Self pick' })).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Gender',
    value: '',
    orientation: 'horizontal',
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
    ],
  },
};

export const WithError: Story = {
  args: { value: '', error: 'Delivery required', required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Delivery' }),
    ).toHaveAccessibleDescription('Delivery required');
  },
};

export const Mongolian: Story = {
  args: {
    label: 'Хүйс',
    lang: 'mn',
    value: 'female',
    orientation: 'horizontal',
    options: [
      { value: 'female', label: 'Эмэгтэй' },
      { value: 'male', label: 'Эрэгтэй' },
    ],
  },
};
