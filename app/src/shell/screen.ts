import type { ComponentType } from 'react';
import type { RouteParams } from './routeAreas';

/** What a screen receives for the route being shown. */
export interface ScreenProps {
  /** The screen's name in its chunk (also the key of its title, `routes.<area>.<screen>`). */
  screen: string;
  params: RouteParams;
  /** The path being shown, e.g. `/member/order/list/ShoppingCartOrder`. */
  path: string;
}

/** A screen of the route table. */
export type Screen = ComponentType<ScreenProps>;

/** The screens a chunk exports, by name. */
export type ScreenNames<Module> = {
  [Name in keyof Module]: Module[Name] extends Screen ? Name : never;
}[keyof Module] &
  string;
