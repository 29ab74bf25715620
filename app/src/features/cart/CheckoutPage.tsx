import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, EmptyState } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { PageSkeleton } from '../../common/PageSkeleton';
import { cart, cartPending, ensureCartLoaded, selectedLines } from '../../stores/cart';
import { fetchAddresses, fetchDelivery, fetchUsableVouchers } from './api';
import { CheckoutFormView } from './CheckoutFormView';
import { CART_PATH } from './paths';
import { CartLoadFailed } from './CartLoadFailed';
import './messages';

/**
 * /shoppingcart/checkout (signed in): the selected lines, delivery (pick-up date and time
 * from the server's slots, or an address and its fee), a voucher, a note; priced by the
 * server as the choice changes; placing the order opens the cashier.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const state = useSnapshot(cart);
  const data = useApiData('checkout', () =>
    Promise.all([fetchDelivery(), fetchAddresses(), fetchUsableVouchers()]),
  );

  useEffect(() => {
    ensureCartLoaded();
  }, []);

  const placeholder = <PageSkeleton pictureHeight={120} lines={6} width="wide" />;
  if (cartPending(state)) return placeholder;
  if (state.status === 'failed' && state.lines.length === 0) {
    return <CartLoadFailed />;
  }
  return (
    <DataView data={data} placeholder={placeholder}>
      {([delivery, addresses, vouchers]) =>
        selectedLines(state).length === 0 ? (
          <EmptyState
            icon="cart"
            title={t('cart.checkoutPage.nothingSelected')}
            action={<Button href={CART_PATH}>{t('cart.checkoutPage.backToCart')}</Button>}
          />
        ) : (
          <CheckoutFormView delivery={delivery} addresses={addresses} vouchers={vouchers.objects} />
        )
      }
    </DataView>
  );
}
