import { type Tx } from '../../../lib/db.js';
import type { components } from '@citylife/api-client/schema';

export type PayType = components['schemas']['PayType'];
export type WechatPayPackage = components['schemas']['WechatPayPackage'];
export type ApplePayMerchantSession = components['schemas']['ApplePayMerchantSession'];

/**
 * How a payment is started: `jsapi` WeChat inside WeChat (browser or mini program),
 * `mweb` WeChat H5 in another mobile browser, `native` WeChat QR code on a desktop,
 * `wap` Alipay mobile website, `front` UnionPay front transaction (the gateway's page in
 * the browser), `applepay` Apple Pay JS merchant validation.
 */
export type PaymentChannel = 'jsapi' | 'mweb' | 'native' | 'wap' | 'front' | 'applepay';

/** Channels whose payer leaves for the gateway's page and comes back to a return URL. */
export const returningChannels: readonly PaymentChannel[] = ['wap', 'front'];

export interface StartPaymentInput {
  orderId: number;
  orderSn: string;
  paytype: PayType;
  amountCents: number;
  channel: PaymentChannel;
  /** Public origin of this server, for the URLs the provider answers. */
  origin: string;
  /** Alipay, UnionPay: where the member returns after paying. */
  returnUrl?: string;
  /** Apple Pay: the `validationURL` of the sheet's merchant validation. */
  validationUrl?: string;
  now: Date;
}

export type StartedPayment =
  | { kind: 'package'; package: WechatPayPackage }
  | { kind: 'url'; url: string; expiresAt: Date }
  | { kind: 'merchantSession'; session: ApplePayMerchantSession };

/**
 * A payment gateway (WeChat Pay, Alipay, ...). It starts payments; the gateway later
 * notifies the server, which then marks the order paid (`markOrderPaid`). The account
 * balance is not a provider: it is paid in the server's own database.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Pay types this provider can take; orders offer them in `supportedPayment`. */
  readonly paytypes: readonly PayType[];
  start(tx: Tx, input: StartPaymentInput): Promise<StartedPayment>;
}

/** No gateway configured: only the account balance (and the counter) can pay. */
export const noProvider: PaymentProvider = {
  name: 'none',
  paytypes: [],
  start() {
    throw new Error('No payment provider is configured');
  },
};
