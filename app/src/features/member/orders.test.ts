import { describe, expect, it } from 'vitest';
import { orderTypeValues } from '@citylife/api-client';
import { orderListPath, orderTypeOf } from './orders';

describe('the order list route', () => {
  it('defaults to the shopping cart orders', () => {
    expect(orderTypeOf(undefined)).toBe('ShoppingCartOrder');
    expect(orderTypeOf('')).toBe('ShoppingCartOrder');
  });

  it('takes each order type of the contract and nothing else', () => {
    for (const type of orderTypeValues) expect(orderTypeOf(type)).toBe(type);
    expect(orderTypeOf('shoppingcartorder')).toBeUndefined();
    expect(orderTypeOf('RefundOrder')).toBeUndefined();
  });

  it('has one path per type', () => {
    expect(orderListPath('TopupOrder')).toBe('/member/order/list/TopupOrder');
  });
});
