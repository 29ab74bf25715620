import type { components } from '@citylife/api-client';
import { payWithApplePay, startApplePaySession } from './api';

type PaymentToken = components['schemas']['ApplePayPaymentToken'];
type MerchantSession = components['schemas']['ApplePayMerchantSession'];

/** The payment request of the sheet (Apple Pay JS, version 3). */
export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

/** The part of Apple Pay JS's `ApplePaySession` the cashier uses. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: PaymentToken } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: MerchantSession): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  canMakePayments(): boolean;
}

/** How an Apple Pay sheet ended: paid, cancelled by the payer, or refused by the server. */
export type ApplePayOutcome =
  { kind: 'paid' } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

/** The networks the merchant takes: UnionPay cards first, as in China. */
const NETWORKS = ['chinaUnionPay', 'visa', 'masterCard'];

/**
 * Pays an order's `payamount` with Apple Pay: opens the sheet, has the server validate the
 * merchant when the sheet asks, hands the server the payment token once the payer has
 * authorised, and completes the sheet as the server answered. Call it from the tap's
 * handler before any `await` (the sheet opens only in a user gesture).
 */
export function payWithApplePaySheet(
  Session: ApplePaySessionClass,
  order: { orderSn: string; payamount: number; label: string },
): Promise<ApplePayOutcome> {
  return new Promise((resolve) => {
    let ended = false;
    const end = (outcome: ApplePayOutcome) => {
      if (ended) return;
      ended = true;
      resolve(outcome);
    };
    const session = new Session(3, {
      countryCode: 'CN',
      currencyCode: 'CNY',
      supportedNetworks: NETWORKS,
      merchantCapabilities: ['supports3DS'],
      total: { label: order.label, amount: order.payamount.toFixed(2) },
    });
    session.onvalidatemerchant = (event) => {
      startApplePaySession(order.orderSn, order.payamount, event.validationURL).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          end({ kind: 'failed', error });
          session.abort();
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      payWithApplePay(order.orderSn, order.payamount, event.payment.token).then(
        () => {
          session.completePayment(Session.STATUS_SUCCESS);
          end({ kind: 'paid' });
        },
        (error: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          end({ kind: 'failed', error });
        },
      );
    };
    session.oncancel = () => end({ kind: 'cancelled' });
    session.begin();
  });
}
