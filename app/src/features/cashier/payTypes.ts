import type { components } from '@citylife/api-client';
import type { ShareEnvironment } from '@citylife/ui';

export type PayType = components['schemas']['PayType'];
/** Where the page runs: a plain browser, WeChat's browser or the WeChat mini program. */
export type PayEnvironment = ShareEnvironment;

/** What the browser the page runs in can pay with, read once by the cashier. */
export interface PayCapabilities {
  /** Whether Apple Pay can pay here (see `applePayCapable`). */
  applePay: boolean;
}

/** The part of a window Apple Pay JS is read from. */
export interface ApplePayWindow {
  ApplePaySession?: { canMakePayments(): boolean };
  isSecureContext: boolean;
}

/**
 * Whether the page can pay with Apple Pay: the browser has Apple Pay JS (`ApplePaySession`,
 * Safari on Apple devices), the page is a secure context (Apple Pay works on HTTPS pages
 * only, and `canMakePayments` throws on others), and the device can make Apple Pay
 * payments (`canMakePayments`: a wallet that can pay, whichever cards it holds).
 */
export function applePayCapable(win: ApplePayWindow): boolean {
  if (!win.ApplePaySession || !win.isSecureContext) return false;
  try {
    return win.ApplePaySession.canMakePayments();
  } catch {
    return false;
  }
}

/**
 * The pay types the cashier offers: those the order supports that can be paid where the
 * page runs. Alipay's pages do not open inside WeChat; WeChat Pay in a browser goes
 * through WeChat's H5 page, inside WeChat through its JS bridge; the mini program pays
 * with `wxapppay` and opens no gateway's pages. UnionPay's online payment is the gateway's
 * page in the browser, which mobile and desktop browsers and WeChat's browser open, but
 * not the mini program. Apple Pay is offered where the browser says it can pay with it
 * (`capabilities.applePay`), never in the mini program.
 */
export function offeredPayTypes(
  supported: readonly PayType[],
  environment: PayEnvironment,
  capabilities: PayCapabilities,
): PayType[] {
  return supported.filter((type) => {
    switch (type) {
      case 'account':
        return true;
      case 'alipay':
        return environment === 'browser';
      case 'wxpay':
        return environment !== 'wechat-miniapp';
      case 'wxapppay':
        return environment === 'wechat-miniapp';
      case 'unionpay':
        return environment !== 'wechat-miniapp';
      case 'applepay':
        return capabilities.applePay && environment !== 'wechat-miniapp';
    }
  });
}

/**
 * An amount as the pay calls take it in a path: yuan with at most two decimals and no
 * trailing zeros (`29.9`, `100`, `0.05`).
 */
export function amountText(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The pay type chosen at first: the balance when it covers the amount, else the first. */
export function defaultPayType(
  offered: readonly PayType[],
  balance: number,
  payamount: number,
): PayType | undefined {
  if (offered.includes('account') && balance >= payamount) return 'account';
  return offered.find((type) => type !== 'account') ?? offered[0];
}

/** Adds the page to come back to after WeChat's H5 payment page. */
export function withRedirect(url: string, back: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`;
}

/**
 * The order a top-up is for, from the cashier's or the top-up screen's query (`?then=SN` on
 * the top-up's cashier): the cashier goes back to it once the top-up is paid. Only an order
 * number is taken (letters and digits), so the way back stays inside the app.
 */
export function orderToReturnTo(search: string, key = 'then'): string | undefined {
  const sn = new URLSearchParams(search).get(key) ?? '';
  return /^[0-9A-Za-z]{8,32}$/.test(sn) ? sn : undefined;
}

/** How much more the balance needs to pay `payamount` (0 when it covers it). */
export function shortfall(balance: number, payamount: number): number {
  return Math.max(0, Math.round((payamount - balance) * 100) / 100);
}
