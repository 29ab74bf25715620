import type { components } from '@citylife/api-client';
import { api } from '../../api/client';
import type { CheckoutRequest } from './checkout';

export type Address = components['schemas']['Address'];
export type CheckoutTotals = components['schemas']['CheckoutTotals'];

export function fetchDelivery() {
  return api.call((client) => client.GET('/shoppingcart/getDeliveryTypes/'));
}

export function fetchAddresses() {
  return api.call((client) => client.GET('/user/getAddresses'));
}

export function fetchExpressFee(addressId: number) {
  return api.call(
    (client) =>
      client.GET('/shoppingcart/getDeliveryFee/{x}', { params: { path: { x: addressId } } }),
    { loading: false },
  );
}

/** The caller's usable vouchers (one page is plenty: a member holds a handful). */
export function fetchUsableVouchers() {
  return api.call((client) =>
    client.GET('/voucher/getVoucherList/{status}/{pageno}/{pagesize}', {
      params: { path: { status: 'usable', pageno: 1, pagesize: 100 } },
    }),
  );
}

/** Prices a checkout; its failures are shown on the form, not in a snackbar. */
export function validateCheckout(body: CheckoutRequest) {
  return api.call((client) => client.POST('/shoppingcart/checkoutValidate/', { body }), {
    alert: false,
    loading: false,
  });
}

export function confirmCheckout(body: CheckoutRequest) {
  return api.call((client) => client.POST('/shoppingcart/checkoutConfirm/', { body }), {
    alert: false,
  });
}
