import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, textFieldTypes } from './TextField';
import { withValueState } from '../../storybook-helpers/controlled';
import { fieldErrorStory } from '../../storybook-helpers/field';
import { selectControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withValueState(TextField);

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Nickname', value: '', onChange: fn(), placeholder: 'How we greet you' },
  argTypes: { type: selectControl(textFieldTypes) },
  parameters: withComponentDocs({
    summary:
      'A labelled single-line input with a hint and an error, as text, password, tel, email or search. `numeric` opens the numeric keyboard and keeps only digits (`integer`) or digits with one point (`decimal`); `trailing` holds something at the end of the field, such as a send-code button.',
    whenToUse: [
      'Single values people type: names, mobile numbers, passcodes, amounts, search terms.',
      'A read-only field that opens a picker, as DatePicker does.',
    ],
    whenNotToUse: [
      'Text of more than a line: use TextArea.',
      'Choosing from known values: use Select, RadioGroup or AreaPicker.',
      'Small counts: use QuantityStepper.',
    ],
  }),
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
