import { describe, expect, it } from 'vitest';
import {
  amountText,
  applePayCapable,
  defaultPayType,
  offeredPayTypes,
  orderToReturnTo,
  shortfall,
  withRedirect,
} from './payTypes';

describe('cashier pay types', () => {
  const all = ['account', 'alipay', 'wxpay', 'wxapppay', 'unionpay', 'applepay'] as const;

  const noApplePay = { applePay: false };
  const applePay = { applePay: true };

  it('offers in each environment only what can be paid there', () => {
    expect(offeredPayTypes(all, 'browser', noApplePay)).toEqual([
      'account',
      'alipay',
      'wxpay',
      'unionpay',
    ]);
    expect(offeredPayTypes(all, 'wechat-browser', noApplePay)).toEqual([
      'account',
      'wxpay',
      'unionpay',
    ]);
    expect(offeredPayTypes(all, 'wechat-miniapp', noApplePay)).toEqual(['account', 'wxapppay']);
    // A top-up order does not take the balance.
    expect(offeredPayTypes(['alipay', 'wxpay'], 'browser', noApplePay)).toEqual([
      'alipay',
      'wxpay',
    ]);
    // A server without a gateway for them lists neither.
    expect(offeredPayTypes(['account', 'wxpay'], 'browser', applePay)).toEqual([
      'account',
      'wxpay',
    ]);
  });

  it('offers Apple Pay where the browser can pay with it, never in the mini program', () => {
    expect(offeredPayTypes(all, 'browser', applePay)).toEqual([
      'account',
      'alipay',
      'wxpay',
      'unionpay',
      'applepay',
    ]);
    expect(offeredPayTypes(all, 'wechat-browser', applePay)).toContain('applepay');
    expect(offeredPayTypes(all, 'wechat-miniapp', applePay)).not.toContain('applepay');
  });

  it('reads the Apple Pay capability from the window given', () => {
    const session = (canPay: boolean | (() => never)) => ({
      canMakePayments: typeof canPay === 'function' ? canPay : () => canPay,
    });
    // No Apple Pay JS: any browser but Safari on an Apple device.
    expect(applePayCapable({ isSecureContext: true })).toBe(false);
    // Apple Pay JS, but no wallet that can pay.
    expect(applePayCapable({ isSecureContext: true, ApplePaySession: session(false) })).toBe(false);
    expect(applePayCapable({ isSecureContext: true, ApplePaySession: session(true) })).toBe(true);
    // Not on HTTPS: Apple Pay is not asked at all (its call would throw).
    let asked = false;
    const counting = {
      canMakePayments: () => {
        asked = true;
        return true;
      },
    };
    expect(applePayCapable({ isSecureContext: false, ApplePaySession: counting })).toBe(false);
    expect(asked).toBe(false);
    const throwing = session(() => {
      throw new Error(
        'InvalidAccessError: Trying to start an Apple Pay session from an insecure document.',
      );
    });
    expect(applePayCapable({ isSecureContext: true, ApplePaySession: throwing })).toBe(false);
  });

  it('starts with the balance when it covers the amount', () => {
    expect(defaultPayType(['account', 'alipay'], 120.5, 59.8)).toBe('account');
    expect(defaultPayType(['account', 'alipay'], 120.5, 120.5)).toBe('account');
    expect(defaultPayType(['account', 'alipay', 'wxpay'], 10, 59.8)).toBe('alipay');
    expect(defaultPayType(['account'], 10, 59.8)).toBe('account');
    expect(defaultPayType([], 10, 59.8)).toBeUndefined();
  });

  it('writes amounts as the pay paths take them', () => {
    expect(amountText(29.9)).toBe('29.9');
    expect(amountText(100)).toBe('100');
    expect(amountText(0.5)).toBe('0.5');
    expect(amountText(0.05)).toBe('0.05');
    expect(amountText(59.8 + 8)).toBe('67.8');
    expect(amountText(0.1 + 0.2)).toBe('0.3');
    expect(amountText(12.34)).toBe('12.34');
    expect(amountText(0)).toBe('0');
  });

  it('adds the way back to a payment URL', () => {
    expect(
      withRedirect('http://x.test/pay/sandbox/1?paytype=wxpay', 'http://a.test/pay/cashier/1'),
    ).toBe(
      'http://x.test/pay/sandbox/1?paytype=wxpay&redirect_url=http%3A%2F%2Fa.test%2Fpay%2Fcashier%2F1',
    );
    expect(withRedirect('https://w.test/mweb', '/b')).toBe('https://w.test/mweb?redirect_url=%2Fb');
  });
});

describe('the way back after a top-up', () => {
  it('takes an order number from the query, and nothing else', () => {
    expect(orderToReturnTo('?then=202603021810000123')).toBe('202603021810000123');
    expect(orderToReturnTo('then=20260301000001&x=1')).toBe('20260301000001');
    expect(orderToReturnTo('')).toBeUndefined();
    expect(orderToReturnTo('?then=//evil.example')).toBeUndefined();
    expect(orderToReturnTo('?then=%2Fmember%2Fcenter')).toBeUndefined();
    expect(orderToReturnTo('?then=123')).toBeUndefined();
  });

  it('counts what the balance misses, to the cent', () => {
    expect(shortfall(10.2, 25.5)).toBe(15.3);
    expect(shortfall(0.1, 0.3)).toBe(0.2);
    expect(shortfall(50, 25.5)).toBe(0);
  });
});
