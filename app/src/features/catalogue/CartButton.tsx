import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { IconButton } from '@citylife/ui';
import { cart, cartCount, ensureCartLoaded } from '../../stores/cart';
import { session } from '../../stores/session';
import './messages';
import { paths } from '../../lib/paths';

export const CART_PATH = paths.shoppingcart.cart;

/** The cart icon with the number of units in the cart; opens the cart (login first). */
export function CartButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cartState = useSnapshot(cart);
  const sessionState = useSnapshot(session);
  const count = cartCount(cartState, sessionState);

  useEffect(() => {
    if (sessionState.loggedIn) ensureCartLoaded();
  }, [sessionState.loggedIn]);

  return (
    <IconButton
      icon="cart"
      variant="soft"
      tone="brand"
      badge={count}
      label={count > 0 ? t('catalogue.cartButtonCount', { count }) : t('catalogue.cartButton')}
      data-testid="cart-button"
      onClick={() => navigate(CART_PATH)}
    />
  );
}
