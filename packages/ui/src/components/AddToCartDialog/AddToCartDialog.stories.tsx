import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { pictures } from '../../fixtures/pictures';
import { Button } from '../Button/Button';
import { AddToCartDialog, type StockEntry } from './AddToCartDialog';
import { modalParameters, withOpener } from '../../storybook-helpers/modal';
import { withComponentDocs } from '../../storybook-helpers/docs';

const attributes = [
  { name: 'origin', values: ['Local farm'] },
  { name: 'colour', values: ['red', 'yellow'] },
  { name: 'size', values: ['S', 'M', 'L'] },
];

const stocks: StockEntry[] = [
  { id: 'red-S', qty: 12, price: 6.8, origin: 'Local farm', colour: 'red', size: 'S' },
  { id: 'red-M', qty: 5, price: 8.8, origin: 'Local farm', colour: 'red', size: 'M' },
  { id: 'red-L', qty: 0, price: 10.8, origin: 'Local farm', colour: 'red', size: 'L' },
  { id: 'yellow-S', qty: 3, price: 7.5, origin: 'Local farm', colour: 'yellow', size: 'S' },
];

const WithOpener = withOpener(AddToCartDialog, (open) => (
  <Button onClick={open}>Add to cart</Button>
));

const meta = {
  title: 'Product/AddToCartDialog',
  component: AddToCartDialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    item: { id: 101, name: 'Vine tomatoes', pic: pictures.tomatoes, price: 6.8, unit: '500g' },
    attributes,
    stocks,
  },
  parameters: withComponentDocs(
    {
      summary:
        'The "please choose" dialog of an item: the shopper picks every SKU attribute (attributes with a single value come pre-selected), sees the price and stock of the matching SKU, sets a quantity and adds the line. It emits the cart line; the app loads the SKUs and stocks and posts the line to the cart.',
      whenToUse: [
        'Adding an item that has SKU attributes (weight, size, flavour) to the cart, from its detail page or from the cart button of an ItemCard.',
        'Any place a shopper must settle attribute and quantity together before the item can go into the cart.',
      ],
      whenNotToUse: [
        'Items without attributes: add them at once and confirm with a `positive` Snackbar.',
        'Changing the quantity of a line already in the cart: use a QuantityStepper on the cart row.',
      ],
    },
    modalParameters,
  ),
} satisfies Meta<typeof AddToCartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PleaseChoose: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'please choose' });
    const origin = within(within(dialog).getByRole('group', { name: 'origin' })).getByRole(
      'button',
      { name: 'Local farm' },
    );
    await expect(origin).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SelectionAndStockMatching: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'please choose' });
    const inDialog = within(dialog);
    const confirm = inDialog.getByRole('button', { name: 'Add to cart' });

    await userEvent.click(confirm);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('please select colour');
    await userEvent.click(inDialog.getByRole('button', { name: 'red' }));
    await expect(inDialog.queryByRole('alert')).toBeNull();
    await expect(inDialog.getByRole('button', { name: 'L' })).toBeDisabled();

    await userEvent.click(confirm);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('please select size');
    await userEvent.click(inDialog.getByRole('button', { name: 'M' }));
    await expect(dialog).toHaveTextContent('In stock: 5');
    await expect(dialog).toHaveTextContent('¥8.80');

    await userEvent.click(inDialog.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({
      itemid: 101,
      qty: 2,
      sku: { origin: 'Local farm', colour: 'red', size: 'M' },
      stockId: 'red-M',
      price: 8.8,
    });
  },
};

export const UnavailableValues: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'please choose' });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'yellow' }));
    await expect(inDialog.getByRole('button', { name: 'M' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'L' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'S' })).toBeEnabled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Mongolian: Story = {
  args: {
    lang: 'mn',
    item: { id: 5, name: 'Шинэ улаан лооль', pic: pictures.tomatoes, price: 6.8, unit: '500г' },
    attributes: [
      { name: 'Өнгө', values: ['Улаан', 'Шар'] },
      { name: 'Хэмжээ', values: ['Жижиг'] },
    ],
    stocks: [],
  },
};

export const Chinese: Story = {
  args: {
    lang: 'zh-Hans',
    item: { id: 6, name: '新鲜番茄', pic: pictures.tomatoes, price: 6.8, unit: '斤' },
    attributes: [
      { name: '产地', values: ['本地农场'] },
      { name: '规格', values: ['小份', '大份'] },
    ],
    stocks: [],
  },
  globals: { locale: 'zh-Hans' },
};
