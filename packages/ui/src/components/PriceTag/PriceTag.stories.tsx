import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag, priceSizes } from './PriceTag';
import { radioControl } from '../../storybook-helpers/controls';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/PriceTag',
  component: PriceTag,
  args: { amount: 12.5, unit: '500g' },
  argTypes: { size: radioControl(priceSizes) },
  parameters: withComponentDocs({
    summary:
      "A price in yuan in the theme's price colour, with two decimals, an optional sales unit (`/ 500g`) and an optional original price struck through. Three sizes.",
    whenToUse: [
      'Every price a shopper pays: cards, item details, cart lines, order totals.',
      'Discounts, with `original` as the price before the discount.',
    ],
    whenNotToUse: [
      'Balances, points and other amounts that are not a price: use Text with `tabularNumbers`.',
    ],
  }),
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥12.50/ 500g');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {priceSizes.map((size) => (
        <PriceTag key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Discounted: Story = {
  args: { amount: 9.9, original: 15, unit: '斤' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Original price ¥15.00');
  },
};

export const LargeAmount: Story = { args: { amount: 128999, unit: undefined, size: 'large' } };
