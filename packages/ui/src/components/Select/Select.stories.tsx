import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { withValueState } from '../../storybook-helpers/controlled';
import { fieldErrorStory } from '../../storybook-helpers/field';
import { withComponentDocs } from '../../storybook-helpers/docs';

const occupations = [
  { value: 'student', label: 'Student' },
  { value: 'catering', label: 'Catering' },
  { value: 'medical', label: 'Medical' },
  { value: 'other', label: 'Other' },
];

const Controlled = withValueState(Select);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Occupation', options: occupations, value: '', onChange: fn() },
  parameters: withComponentDocs({
    summary:
      "A labelled native select that opens the phone's own picker, themed, with the kit's label, hint and error. It offers an empty placeholder choice unless `allowEmpty` is off.",
    whenToUse: [
      'One value out of many: a city, a category, a sort order, a theme.',
      "Form fields where the phone's own picker is the quickest way to choose.",
    ],
    whenNotToUse: [
      'Two to five options that should be seen at once: use RadioGroup.',
      'Province, city and district together: use AreaPicker.',
      'Dates: use DatePicker.',
    ],
  }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Occupation');
    await expect(select).toHaveDisplayValue('Please select');
    await userEvent.selectOptions(select, 'medical');
    await expect(args.onChange).toHaveBeenCalledWith('medical');
    await expect(select).toHaveDisplayValue('Medical');
  },
};

export const Chosen: Story = { args: { value: 'catering' } };

export const WithError: Story = fieldErrorStory(
  { required: true, error: 'Occupation required' },
  /Occupation/,
  'Occupation required',
);

export const Mongolian: Story = {
  args: {
    label: 'Ажил мэргэжил',
    lang: 'mn',
    value: 'medical',
    options: [
      { value: 'student', label: 'Оюутан' },
      { value: 'medical', label: 'Эмнэлгийн ажилтан' },
    ],
  },
};
