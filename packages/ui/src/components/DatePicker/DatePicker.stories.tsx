import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { withValueState } from '../../storybook-helpers/controlled';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withValueState(DatePicker);

const meta = {
  title: 'Product/DatePicker',
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  // A fixed "today" keeps stories and screenshots stable.
  args: { value: '', onChange: fn(), max: '2024-06-15' },
  parameters: withComponentDocs({
    summary:
      'A read-only date field that opens year, month and day pickers in a bottom sheet; only dates within `[min, max]` can be chosen (1940-01-01 to today by default, for birth dates). The value is `YYYY-MM-DD`, or empty.',
    whenToUse: [
      'Birth dates on the profile and in registrations.',
      'Any date chosen within known bounds, where typing it would invite mistakes.',
    ],
    whenNotToUse: [
      'A few fixed days or time slots: use Select or RadioGroup.',
      'A date that cannot be changed: show it with Text.',
    ],
  }),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Birth date');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAttribute('placeholder', 'Choose a date');
  },
};

export const PickWithinRange: Story = {
  args: { value: '1990-03-31' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByLabelText('Birth date'));
    const sheet = await screen.findByRole('dialog', { name: 'Birth date' });
    const inSheet = within(sheet);
    const years = inSheet.getByLabelText('Year') as HTMLSelectElement;
    await expect(years.options[0]?.value).toBe('2024');
    await expect(years.options[years.options.length - 1]?.value).toBe('1940');
    await userEvent.selectOptions(inSheet.getByLabelText('Month'), '2');
    await expect(inSheet.getByLabelText('Day')).toHaveValue('28');
    await userEvent.selectOptions(years, '2024');
    await userEvent.selectOptions(inSheet.getByLabelText('Month'), '6');
    await expect(
      Array.from((inSheet.getByLabelText('Day') as HTMLSelectElement).options).at(-1)?.value,
    ).toBe('15');
    await userEvent.click(inSheet.getByRole('button', { name: 'Confirm' }));
    await expect(args.onChange).toHaveBeenCalledWith('2024-06-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByLabelText('Birth date')).toHaveValue('2024-06-15');
  },
};

export const KeyboardOpens: Story = {
  args: { value: '1985-07-01' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Birth date')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Birth date' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { required: true, error: 'Birth date required' } };

export const Mongolian: Story = {
  args: { value: '1992-11-05', lang: 'mn' },
  globals: { locale: 'mn' },
};
