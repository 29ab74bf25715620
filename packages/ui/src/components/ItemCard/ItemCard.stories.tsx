import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { flags, pictures } from '../../fixtures/pictures';
import { ItemCard, type ItemCardItem } from './ItemCard';
import { withComponentDocs } from '../../storybook-helpers/docs';

const tomatoes: ItemCardItem = {
  id: 101,
  name: 'Vine tomatoes',
  description: 'Picked ripe this morning in the greenhouses south of the city, sweet and firm.',
  pic: pictures.tomatoes,
  country: { code: 'CN', name: 'China', flag: flags.CN },
  price: 6.8,
  unit: '500g',
};

const meta = {
  title: 'Product/ItemCard',
  component: ItemCard,
  args: { item: tomatoes, onClick: fn(), onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 170 }}>
        <Story />
      </div>
    ),
  ],
  parameters: withComponentDocs({
    summary:
      'A product tile: the picture, the origin flag, the name, a 30-character excerpt of the description, the price with its unit and an optional cart button. Tapping the card opens the item; the cart button calls `onAddToCart`.',
    whenToUse: [
      'Items in the catalogue, search results, categories, tags, favourites and recommendations, in Tiles of two columns on phones.',
    ],
    whenNotToUse: [
      'Lines of the cart or an order, which need a quantity and a line total: use List rows with PriceTag and QuantityStepper.',
      'Places, events and articles: use Card or ListItem.',
    ],
  }),
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Picked ripe this morning in th…')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Origin: China' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('¥6.80');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Vine tomatoes to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(tomatoes);
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Vine tomatoes' }));
    await expect(args.onClick).toHaveBeenCalledWith(tomatoes);
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <ItemCard {...args} />
      <ItemCard
        {...args}
        item={{
          id: 102,
          name: 'Fresh milk',
          description: 'Whole milk',
          pic: pictures.milk,
          country: { code: 'FR', name: 'France', flag: flags.FR },
          price: 12,
          unit: '1L',
        }}
      />
      <ItemCard
        {...args}
        item={{ id: 103, name: 'Cabbage', pic: pictures.cabbage, price: 2.5, unit: '斤' }}
      />
      <ItemCard
        {...args}
        item={{
          id: 104,
          name: 'Fuji apples',
          description: 'Crisp',
          pic: pictures.apples,
          country: { code: 'JP', name: 'Japan' },
          price: 19.9,
          unit: '1kg',
        }}
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    item: {
      ...tomatoes,
      name: 'Organic heirloom vine tomatoes from the southern greenhouse cooperative, family pack',
      price: 1288,
    },
  },
};

export const Chinese: Story = {
  args: {
    lang: 'zh-Hans',
    item: {
      ...tomatoes,
      name: '新鲜番茄',
      description: '今早采摘于城南温室，酸甜可口，果肉饱满，适合生吃或炒蛋，每份五百克，当日送达。',
      unit: '斤',
    },
  },
};

export const Mongolian: Story = {
  args: {
    lang: 'mn',
    item: {
      ...tomatoes,
      name: 'Шинэ улаан лооль',
      description: 'Өнөө өглөө хотын урд талын хүлэмжээс түүсэн, амттай, шүүслэг.',
      country: { code: 'MN', name: 'Mongolia', flag: flags.MN },
    },
  },
};
