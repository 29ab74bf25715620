import type { ComponentType } from 'react';
import type { RouteParams } from './routes';

/** What an area's entry component receives for the route being shown. */
export interface ScreenProps {
  /** The screen of the area (the `screen` of the route table). */
  screen: string;
  params: RouteParams;
  /** The path being shown, e.g. `/member/order/list/ShoppingCartOrder`. */
  path: string;
}

export type AreaComponent = ComponentType<ScreenProps>;
