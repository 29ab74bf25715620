import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

export type Shop = components['schemas']['Shop'];

/** Shops per page of the store lists. */
export const SHOP_PAGE_SIZE = 10;

export interface ShopQuery {
  keyword?: string;
  lat?: number;
  lng?: number;
}

export function searchShops(query: ShopQuery, pageno: number, pagesize: number) {
  return api.call((client) =>
    client.GET('/shop/search/', { params: { query: { ...query, pageno, pagesize } } }),
  );
}

export function fetchShop(id: number) {
  return api.call((client) => client.GET('/shop/getById/{id}', { params: { path: { id } } }));
}

export function fetchShopDeliveryFee(id: number) {
  return api.call((client) =>
    client.GET('/shop/getDeliveryFee/{x}', { params: { path: { x: id } } }),
  );
}

export function fetchShopRating(id: number) {
  return api.call((client) =>
    client.GET('/review/summary/{a}/{b}', { params: { path: { a: 'shop', b: id } } }),
  );
}

/** An order for an amount typed at the till, paid at the cashier. */
export function payAtTill(body: { shopId: number; amount: number; memo?: string }) {
  return api.call((client) => client.POST('/shop/diyCheckout', { body }));
}
