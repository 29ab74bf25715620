import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  parameters: withComponentDocs({
    summary:
      'What a list or a page shows when it has nothing to show: an icon, a title (the kit\'s "Nothing here yet" by default), a sentence and optionally a way forward such as a "Go shopping" button.',
    whenToUse: [
      'An empty cart, no orders, no favourites, no search results.',
      'The first page of a PullList that comes back empty (PullList shows one by default).',
    ],
    whenNotToUse: [
      'A load that failed: use ErrorState, which offers a retry.',
      'Content still loading: use Skeleton or Spinner.',
    ],
  }),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing here yet')).toBeVisible();
  },
};

const goShopping = fn();

export const EmptyCart: Story = {
  args: {
    icon: 'cart',
    title: 'Your cart is empty',
    description: 'Fresh vegetables arrive every morning.',
    action: <Button onClick={goShopping}>Go shopping</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go shopping' }));
    await expect(goShopping).toHaveBeenCalledOnce();
  },
};

export const Mongolian: Story = {
  args: {
    icon: 'search',
    title: 'Илэрц олдсонгүй',
    description: 'Өөр түлхүүр үгээр хайна уу.',
    lang: 'mn',
  },
};
