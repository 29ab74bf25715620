import { orderTypeValues, type components } from '@citylife/api-client';
import { paths } from '../../lib/paths';

export type OrderType = components['schemas']['OrderType'];

/** The order list's tab when the route names none. */
export const DEFAULT_ORDER_TYPE: OrderType = 'ShoppingCartOrder';

/** The type of `/member/order/list/{type}`: the default when absent, undefined when unknown. */
export function orderTypeOf(segment: string | undefined): OrderType | undefined {
  if (segment === undefined || segment === '') return DEFAULT_ORDER_TYPE;
  return (orderTypeValues as readonly string[]).includes(segment)
    ? (segment as OrderType)
    : undefined;
}

export function orderListPath(type: OrderType): string {
  return paths.member.orderList(type);
}
