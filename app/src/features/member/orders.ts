import type { components } from '@citylife/api-client';
import { paths } from '../../lib/paths';

export type OrderType = components['schemas']['OrderType'];

/** The order list's tabs, the route's default (`ShoppingCartOrder`) first. */
export const ORDER_TYPES = [
  'ShoppingCartOrder',
  'TopupOrder',
  'DiyOrder',
] as const satisfies readonly OrderType[];

export const DEFAULT_ORDER_TYPE: OrderType = 'ShoppingCartOrder';

/** The type of `/member/order/list/{type}`: the default when absent, undefined when unknown. */
export function orderTypeOf(segment: string | undefined): OrderType | undefined {
  if (segment === undefined || segment === '') return DEFAULT_ORDER_TYPE;
  return (ORDER_TYPES as readonly string[]).includes(segment) ? (segment as OrderType) : undefined;
}

export function orderListPath(type: OrderType): string {
  return paths.member.orderList(type);
}
