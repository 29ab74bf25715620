import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';
import { withValueState } from '../../storybook-helpers/controlled';
import { withComponentDocs } from '../../storybook-helpers/docs';

const Controlled = withValueState(QuantityStepper);

const meta = {
  title: 'Product/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Controlled {...args} />,
  args: { value: 2, onChange: fn() },
  parameters: withComponentDocs({
    summary:
      'Minus, the quantity, plus: the quantity stays a whole number within `[max(1, min), max]`, whether stepped or typed.',
    whenToUse: [
      'How many of an item to buy, in AddToCartDialog and on cart lines, with `max` set to the stock.',
    ],
    whenNotToUse: [
      'Numbers that are not small counts (amounts of money, years): use TextField with `numeric`.',
    ],
  }),
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeverBelowOne: Story = {
  play: async ({ args, canvas }) => {
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(minus);
    await expect(input).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await userEvent.click(minus, { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).not.toHaveBeenCalledWith(0);
  },
};

export const UpToStock: Story = {
  args: { value: 4, max: 5 },
  play: async ({ args, canvas }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(plus).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
  },
};

export const Disabled: Story = { args: { disabled: true } };
