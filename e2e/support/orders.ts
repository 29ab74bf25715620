/**
 * Orders made through the API for tests that start at the cashier or after it: chips in the
 * member's cart, then a checkout for pick-up.
 */
import type { APIRequestContext } from '@playwright/test';
import { envelope } from './api';

/** 薯片 (potato chips, 8.50 a bag), tomato flavour. */
export const CHIPS = { id: 51, name: '薯片', sku: { 口味: '番茄味' }, price: 8.5 };

type Headers = Record<string, string>;

/** Puts `qty` bags of chips in the member's cart (the line is selected). */
export async function addChips(request: APIRequestContext, headers: Headers, qty = 1) {
  await envelope(
    await request.post(`/shoppingcart/add/${CHIPS.id}/${qty}`, {
      headers,
      data: { sku: CHIPS.sku },
    }),
  );
}

/** Checks the cart out for pick-up at the first slot offered; answers the order number. */
export async function placeOrder(request: APIRequestContext, headers: Headers): Promise<string> {
  const delivery = await envelope<{
    selfAvailableDates: { value: string; times: { clock: string }[] }[];
  }>(await request.get('/shoppingcart/getDeliveryTypes/', { headers }));
  const [day] = delivery.selfAvailableDates;
  const { order_sn: sn } = await envelope<{ order_sn: string }>(
    await request.post('/shoppingcart/checkoutConfirm/', {
      headers,
      data: {
        deliveryType: 'self',
        selfPickDate: day!.value,
        selfPickTime: day!.times[0]!.clock,
        contact: 'Saran',
        mobile: '13700137199',
      },
    }),
  );
  return sn;
}
