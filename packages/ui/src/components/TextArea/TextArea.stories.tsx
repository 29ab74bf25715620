import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { withValueState } from '../../storybook-helpers/controlled';
import { expectFieldError } from '../../storybook-helpers/field';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withValueState(TextArea);

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Delivery note',
    value: '',
    onChange: fn(),
    placeholder: 'Anything the courier should know',
  },
  argTypes: { rows: { control: { type: 'number', min: 1 } } },
  parameters: withComponentDocs({
    summary:
      'A labelled multi-line input with a hint and an error; `maxLength` refuses longer text and shows a live "count / max" counter.',
    whenToUse: [
      'Text of more than a line: feedback, reviews, descriptions of classified ads, notes for the delivery.',
    ],
    whenNotToUse: ['Single values (a name, a mobile number, a code): use TextField.'],
  }),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByLabelText('Delivery note');
    await expect(textArea).toHaveAttribute('rows', '4');
    await userEvent.type(textArea, 'Leave it at the door{enter}Thanks');
    await expect(args.onChange).toHaveBeenLastCalledWith('Leave it at the door\nThanks');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown to the courier only' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByLabelText('Delivery note');
    await expect(textArea).toHaveAccessibleDescription('Shown to the courier only');
  },
};

export const WithCounter: Story = {
  args: {
    label: 'Review',
    placeholder: 'What did you like?',
    hint: 'Be kind and specific',
    maxLength: 120,
    rows: 3,
  },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByLabelText('Review');
    await expect(canvas.getByText('0 / 120')).toBeVisible();
    await userEvent.type(textArea, 'Fresh noodles');
    await expect(args.onChange).toHaveBeenLastCalledWith('Fresh noodles');
    await expect(canvas.getByText('13 / 120')).toBeVisible();
    await expect(textArea).toHaveAttribute('maxlength', '120');
    await expect(textArea).toHaveAccessibleDescription('Be kind and specific 13 / 120');
  },
};

export const WithError: Story = {
  args: {
    label: 'Complaint',
    value: 'Late',
    error: 'Please describe what happened',
    hint: 'At least 10 characters',
    required: true,
    maxLength: 200,
  },
  play: async ({ canvasElement }) => {
    const textArea = await expectFieldError(
      canvasElement,
      /Complaint/,
      'Please describe what happened At least 10 characters 4 / 200',
    );
    await expect(textArea).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { value: 'Ring the bell twice', disabled: true, hint: 'Orders on the way cannot change' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Delivery note')).toBeDisabled();
  },
};
