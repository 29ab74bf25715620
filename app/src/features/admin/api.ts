import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

// Every call here is an admin call: the server answers 403 to anyone else. None of them
// alerts; the admin page shows each failure where it happened.

export type Order = components['schemas']['Order'];
export type PaymentLineInput = components['schemas']['PaymentLineInput'];
export type CashierPaymentType = components['schemas']['CashierPaymentType'];
export type PaycodeCharge = components['schemas']['PaycodeCharge'];
export type PricelistForReview = components['schemas']['PricelistForReview'];
export type EventForReview = components['schemas']['EventForReview'];

/** The price lists with items waiting for review, with how many, newest day first. */
export function fetchPricelistsForReview() {
  return api.call((client) => client.GET('/pricelist/pending/'), { alert: false });
}

/** The events members added that wait for review, oldest first (the first 100). */
export function fetchEventsForReview() {
  return api.call(
    (client) => client.GET('/event/review/', { params: { query: { pagesize: 100 } } }),
    { alert: false },
  );
}

/** Publishes an event waiting for review, or rejects it with a reason for its author. */
export function reviewEvent(id: number, decision: 'publish' | 'reject', reason?: string) {
  return api.call(
    (client) =>
      client.POST('/event/review', {
        body: { id, decision, ...(reason ? { reason } : {}) },
      }),
    { alert: false },
  );
}

/** Any member's order, by number (admins may read every order). */
export function fetchOrder(sn: string) {
  return api.call((client) => client.GET('/order/getOrder/{sn}', { params: { path: { sn } } }), {
    alert: false,
  });
}

/** Settles a pending order at the counter with lines adding up to its total. */
export function settleOrder(orderSn: string, payment: PaymentLineInput[]) {
  return api.call(
    (client) => client.POST('/order/settleOrder', { body: { order_sn: orderSn, payment } }),
    { alert: false },
  );
}

/** Charges a member's pay code: the amount leaves the member's account balance. */
export function chargePaycode(code: string, amount: number, memo: string) {
  return api.call(
    (client) =>
      client.POST('/member/usePaycode/{code}', {
        params: { path: { code } },
        body: { amount, ...(memo ? { memo } : {}) },
      }),
    { alert: false },
  );
}
