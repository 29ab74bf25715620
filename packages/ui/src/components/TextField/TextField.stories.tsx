import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, textFieldTypes } from './TextField';
import { withValueState } from '../../storybook-helpers/controlled';
import { fieldErrorStory } from '../../storybook-helpers/field';
import { selectControl } from '../../storybook-helpers/controls';

const Controlled = withValueState(TextField);

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Nickname', value: '', onChange: fn(), placeholder: 'How we greet you' },
  argTypes: { type: selectControl(textFieldTypes) },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Nickname'), 'Saraa');
    await expect(args.onChange).toHaveBeenLastCalledWith('Saraa');
  },
};

export const WithError: Story = fieldErrorStory(
  { label: 'Mobile number', value: '1380', error: 'mobile invalid', required: true },
  /Mobile number/,
  'mobile invalid',
);

export const Numeric: Story = {
  args: { label: 'Body temperature', numeric: 'decimal', hint: 'Degrees Celsius' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Body temperature');
    await userEvent.type(input, '36a.5.2');
    await expect(input).toHaveValue('36.52');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(args.onChange).toHaveBeenLastCalledWith('36.52');
  },
};

export const WithTrailingAction: Story = {
  args: {
    label: 'Passcode',
    numeric: 'integer',
    icon: 'lock',
    trailing: (
      <Button size="small" variant="soft">
        Send code
      </Button>
    ),
  },
};

export const Mongolian: Story = {
  args: {
    label: 'Хоч нэр',
    value: 'Сараа',
    hint: 'Бусад хэрэглэгчдэд харагдана',
    placeholder: 'Таны нэр',
    lang: 'mn',
  },
};
