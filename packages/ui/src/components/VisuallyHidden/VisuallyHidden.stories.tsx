import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenHeading: Story = {
  render: () => (
    <section aria-labelledby="cart-lines">
      <VisuallyHidden as="h2" id="cart-lines">
        Items in the cart
      </VisuallyHidden>
      <p>Dried beef × 2</p>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Items in the cart' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('region', { name: 'Items in the cart' })).toBeInTheDocument();
  },
};
