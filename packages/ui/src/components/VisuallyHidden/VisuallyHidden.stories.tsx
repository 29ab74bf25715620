import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  parameters: withComponentDocs({
    summary:
      'Content read by screen readers but not shown: a heading or a label that the layout makes plain to the eye.',
    whenToUse: [
      'A label the layout makes plain to the eye: the checkbox on each cart line is read as "Select" and the item\'s name.',
      'A heading for a region whose purpose the picture shows, such as a panorama viewer.',
    ],
    whenNotToUse: [
      'Naming an icon-only control: IconButton and Icon take a `label`.',
      'Hiding content from everyone: do not render it.',
    ],
  }),
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
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Items in the cart' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('region', { name: 'Items in the cart' })).toBeInTheDocument();
  },
};
