import { type Tx } from '../../../lib/db.js';
import type { components } from '@citylife/api-client/schema';

export type PayType = components['schemas']['PayType'];
export type WechatPayPackage = components['schemas']['WechatPayPackage'];

/**
 * How a payment is started: `jsapi` WeChat inside WeChat (browser or mini program),
 * `mweb` WeChat H5 in another mobile browser, `native` WeChat QR code on a desktop,
 * `wap` Alipay mobile website.
 */
export type PaymentChannel = 'jsapi' | 'mweb' | 'native' | 'wap';

export interface StartPaymentInput {
  orderId: number;
  orderSn: string;
  paytype: PayType;
  amountCents: number;
  channel: PaymentChannel;
  /** Public origin of this server, for the URLs the provider answers. */
  origin: string;
  /** Alipay: where the member returns after paying. */
  returnUrl?: string;
  now: Date;
}

export type StartedPayment =
  { kind: 'package'; package: WechatPayPackage } | { kind: 'url'; url: string; expiresAt: Date };

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
