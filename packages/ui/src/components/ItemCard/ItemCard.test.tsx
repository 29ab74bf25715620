import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { excerpt, ItemCard } from './ItemCard';

const item = {
  id: 7,
  name: 'Cabbage',
  description: 'A crisp green cabbage grown in the hills north of the scenic area.',
  pic: '/cabbage.jpg',
  country: { code: 'CN', name: 'China', flag: '/cn.svg' },
  price: 2.5,
  unit: '斤',
};

describe('excerpt', () => {
  it('keeps text up to 30 characters and cuts longer text with an ellipsis', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('x'.repeat(30))).toBe('x'.repeat(30));
    expect(excerpt('x'.repeat(31))).toBe(`${'x'.repeat(30)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(
      excerpt('今早采摘于城南温室酸甜可口果肉饱满适合生吃或炒蛋每份五百克当日送达'),
    ).toHaveLength(31);
  });
});

describe('ItemCard', () => {
  it('shows picture, flag, name, excerpt, price with yuan and unit', () => {
    const { container } = renderKit(<ItemCard item={item} onClick={() => {}} />);
    expect(screen.getByRole('article', { name: 'Cabbage' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Origin: China' })).toHaveAttribute('src', '/cn.svg');
    expect(screen.getByText(`${item.description.slice(0, 30)}…`)).toBeInTheDocument();
    expect(container).toHaveTextContent('¥2.50/ 斤');
    expect(container.querySelector('img[alt=""]')).toHaveAttribute('src', '/cabbage.jpg');
  });

  it('emits a click with the item for the detail view', async () => {
    const onClick = vi.fn();
    renderKit(<ItemCard item={item} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cabbage' }));
    expect(onClick).toHaveBeenCalledWith(item);
  });

  it('adds to cart without opening the item', async () => {
    const onClick = vi.fn();
    const onAddToCart = vi.fn();
    renderKit(<ItemCard item={item} onClick={onClick} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Cabbage to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(item);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the country code when there is no flag picture', () => {
    renderKit(
      <ItemCard item={{ ...item, country: { code: 'JP', name: 'Japan' } }} onClick={() => {}} />,
    );
    expect(screen.getByTitle('Origin: Japan')).toHaveTextContent('JP');
  });
});
