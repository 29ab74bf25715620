import type { components } from '@citylife/api-client';
import { api } from '../../api/client';
import { amountText } from './payTypes';

export function fetchPayment(orderSn: string) {
  return api.call((client) =>
    client.GET('/order/getPayment/{order_sn}', { params: { path: { order_sn: orderSn } } }),
  );
}

/** Pays the whole amount shown from the account balance. */
export function payByAccount(orderSn: string, amount: number) {
  return api.call((client) =>
    client.POST('/pay/accountPay/{a}/{b}', {
      params: { path: { a: orderSn, b: amountText(amount) } },
    }),
  );
}

/** Starts an Alipay payment; Alipay sends the payer back to `returnUrl`. */
export function startAlipay(orderSn: string, returnUrl: string) {
  return api.call((client) =>
    client.POST('/pay/aliPayPackage', { body: { order_sn: orderSn, returnUrl } }),
  );
}

/** Starts a WeChat Pay H5 payment (a mobile browser other than WeChat). */
export function startWechatH5(orderSn: string, amount: number) {
  return api.call((client) =>
    client.GET('/pay/getWechatMwebUrl/{a}/{b}', {
      params: { path: { a: orderSn, b: amountText(amount) } },
    }),
  );
}

/** Starts a WeChat Pay QR-code payment (a desktop browser): the link to show as a QR code. */
export function startWechatNative(orderSn: string, amount: number) {
  return api.call((client) =>
    client.GET('/pay/getWechatCodeUrl/{a}/{b}', {
      params: { path: { a: orderSn, b: amountText(amount) } },
    }),
  );
}

/** The signed parameters of a WeChat JSAPI (or mini program) payment. */
export function fetchWechatPayPackage(orderSn: string, paytype: 'wxpay' | 'wxapppay') {
  return api.call((client) =>
    client.POST('/pay/getWechatPackage', { body: { order_sn: orderSn, paytype } }),
  );
}

/** Starts a UnionPay payment; the gateway's page sends the payer back to `returnUrl`. */
export function startUnionPay(orderSn: string, amount: number, returnUrl: string) {
  return api.call((client) =>
    client.POST('/pay/unionPayPackage', {
      body: { order_sn: orderSn, amount: amountText(amount), returnUrl },
    }),
  );
}

/** Apple Pay's merchant validation: the merchant session for the sheet's `validationURL`. */
export function startApplePaySession(orderSn: string, amount: number, validationURL: string) {
  return api.call((client) =>
    client.POST('/pay/applePay/session', {
      body: { order_sn: orderSn, amount: amountText(amount), validationURL },
    }),
  );
}

/** Pays the order with the Apple Pay payment token the sheet gave. */
export function payWithApplePay(
  orderSn: string,
  amount: number,
  token: components['schemas']['ApplePayPaymentToken'],
) {
  return api.call((client) =>
    client.POST('/pay/applePay/pay', {
      body: { order_sn: orderSn, amount: amountText(amount), token },
    }),
  );
}
