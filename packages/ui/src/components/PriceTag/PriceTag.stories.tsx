import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag, priceSizes } from './PriceTag';
import { radioControl } from '../../storybook-helpers/controls';

const meta = {
  title: 'Product/PriceTag',
  component: PriceTag,
  args: { amount: 12.5, unit: '500g' },
  argTypes: { size: radioControl(priceSizes) },
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
