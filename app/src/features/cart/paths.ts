import { paths } from '../../lib/paths';

/** The cart screens' paths. */
export const CART_PATH = paths.shoppingcart.cart;
export const CHECKOUT_PATH = paths.shoppingcart.checkout;
