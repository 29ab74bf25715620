import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import {
  AddToCartDialog,
  initialSelection,
  isValueAvailable,
  matchingStock,
  missingAttribute,
  type AddToCartDialogProps,
  type StockEntry,
} from './AddToCartDialog';

const attributes = [
  { name: 'weight', values: ['500g'] },
  { name: 'colour', values: ['red', 'green'] },
];
const stocks: StockEntry[] = [
  { id: 11, qty: 4, price: 5, weight: '500g', colour: 'red' },
  { id: 12, qty: 0, price: 6, weight: '500g', colour: 'green' },
];
const item = { id: 9, name: 'Peppers', price: 4.5 };

/** Renders the open dialog for the peppers; `props` replace its defaults. */
function renderDialog(props: Partial<AddToCartDialogProps> = {}) {
  return renderKit(
    <AddToCartDialog
      open
      onClose={() => {}}
      item={item}
      attributes={attributes}
      stocks={stocks}
      onConfirm={() => {}}
      {...props}
    />,
  );
}

describe('SKU rules', () => {
  it('pre-selects attributes with a single value', () => {
    expect(initialSelection(attributes)).toEqual({ weight: '500g' });
    expect(initialSelection([{ name: 'empty', values: [] }])).toEqual({});
  });

  it('names the first attribute still missing', () => {
    expect(missingAttribute(attributes, { weight: '500g' })?.name).toBe('colour');
    expect(missingAttribute(attributes, { weight: '500g', colour: 'red' })).toBeUndefined();
  });

  it('finds the stock entry only once every attribute is chosen', () => {
    expect(matchingStock(stocks, attributes, { weight: '500g' })).toBeUndefined();
    expect(matchingStock(stocks, attributes, { weight: '500g', colour: 'red' })?.id).toBe(11);
    expect(matchingStock(stocks, attributes, { weight: '1kg', colour: 'red' })).toBeUndefined();
  });

  it('matches numbers in stock fields by their text', () => {
    const numeric: StockEntry[] = [{ id: 1, qty: 2, price: 3, size: 42 }];
    expect(matchingStock(numeric, [{ name: 'size', values: ['42'] }], { size: '42' })?.id).toBe(1);
  });

  it('treats a value as unavailable when no stock with quantity fits', () => {
    expect(isValueAvailable(stocks, attributes, { weight: '500g' }, 'colour', 'green')).toBe(false);
    expect(isValueAvailable(stocks, attributes, { weight: '500g' }, 'colour', 'red')).toBe(true);
    expect(isValueAvailable([], attributes, {}, 'colour', 'green')).toBe(true);
  });
});

describe('AddToCartDialog', () => {
  it('is titled "please choose" and pre-selects single values', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'please choose' });
    expect(within(dialog).getByRole('button', { name: '500g' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'green' })).toBeDisabled();
  });

  it('refuses to confirm until every attribute is chosen', async () => {
    const onConfirm = vi.fn();
    renderDialog({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please select colour');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the matching stock and confirms the cart line with its id and price', async () => {
    const onConfirm = vi.fn();
    renderDialog({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: 'red' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('In stock: 4');
    expect(screen.getByRole('dialog')).toHaveTextContent('¥5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onConfirm).toHaveBeenCalledWith({
      itemid: 9,
      qty: 1,
      sku: { weight: '500g', colour: 'red' },
      stockId: 11,
      price: 5,
    });
  });

  it('caps the quantity at the matching stock', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'red' }));
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 6; i += 1) await userEvent.click(plus);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(plus).toBeDisabled();
  });

  it('deselects a value when pressed again', async () => {
    const onConfirm = vi.fn();
    renderDialog({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: 'red' }));
    await userEvent.click(screen.getByRole('button', { name: 'red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please select colour');
  });

  it('shows a spinner while the SKUs load', () => {
    renderDialog({ loading: true, attributes: [], stocks: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
