import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { formatPrice, PriceTag } from './PriceTag';

describe('formatPrice', () => {
  it.each([
    [12.5, '¥12.50'],
    [0, '¥0.00'],
    [-3, '-¥3.00'],
    [1234.567, '¥1234.57'],
  ])('%s -> %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});

describe('PriceTag', () => {
  it('shows the yuan symbol, two decimals and the unit', () => {
    const { container } = renderKit(<PriceTag amount={8} unit="斤" />);
    expect(container).toHaveTextContent('¥8.00/ 斤');
  });

  it('strikes the original price and reads it out', () => {
    const { container } = renderKit(<PriceTag amount={9.9} original={15} />);
    expect(container.querySelector('s')).toHaveTextContent('¥15.00');
    expect(screen.getByText('Original price ¥15.00')).toBeInTheDocument();
  });

  it('leaves out an original price equal to the price', () => {
    const { container } = renderKit(<PriceTag amount={9.9} original={9.9} />);
    expect(container.querySelector('s')).toBeNull();
  });
});
