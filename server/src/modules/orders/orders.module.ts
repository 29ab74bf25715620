import { fail } from '../../http/errors.js';
import type { ServerModule } from '../registry.js';
import { publicOrigin } from './onlinePayment.service.js';
import { seedOrders } from './orders.seed.js';
import { wantsPage } from './payments/sandboxPage.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const ordersModule: ServerModule = {
  name: 'orders',
  handlers: ({ orders, orderPayments: payments, orderDeductions: deductions }, ctx) => {
    const originOf = (request: { raw: { protocol: string; host: string } }) =>
      publicOrigin(ctx, request.raw);
    return {
      getOrdersByType: (request) =>
        orders.listByType(request.caller.id, request.params.type, request.query),
      getOrder: (request) => orders.getOrder(request.caller, request.params.sn),
      getPayment: (request) => payments.getPayment(request.caller, request.params.order_sn),
      cancelOrder: (request) => orders.cancelOrder(request.caller, request.params.sn),
      // Operations of other tags whose work is creating an order.
      diyCheckout: (request) =>
        orders.createDiyOrder(
          request.caller.id,
          request.body.shopId,
          request.body.amount,
          request.body.memo,
        ),
      createTopupOrder: (request) =>
        orders.createTopupOrder(request.caller.id, request.body.amount),
      placeOrder: (request) =>
        deductions.placeOrder(request.caller, request.params.sn, request.body),
      settleOrder: (request) => deductions.settleOrder(request.body),
      payByAccount: (request) =>
        payments.payByAccount(request.caller, request.params.a, request.params.b),
      getWechatPayPackage: (request) =>
        payments.wechatPackage(request.caller, request.body.order_sn, {
          paytype: request.body.paytype ?? 'wxpay',
          origin: originOf(request),
        }),
      getWechatMwebUrl: (request) =>
        payments.paymentUrl(request.caller, request.params.a, {
          paytype: 'wxpay',
          channel: 'mweb',
          origin: originOf(request),
          amountText: request.params.b,
        }),
      getWechatCodeUrl: (request) =>
        payments.paymentUrl(request.caller, request.params.a, {
          paytype: 'wxpay',
          channel: 'native',
          origin: originOf(request),
          amountText: request.params.b,
        }),
      getAlipayPackage: (request) =>
        payments.paymentUrl(request.caller, request.body.order_sn, {
          paytype: 'alipay',
          channel: 'wap',
          origin: originOf(request),
          ...(request.body.returnUrl ? { returnUrl: request.body.returnUrl } : {}),
        }),
      getUnionPayPackage: (request) =>
        payments.paymentUrl(request.caller, request.body.order_sn, {
          paytype: 'unionpay',
          channel: 'front',
          origin: originOf(request),
          amountText: request.body.amount,
          ...(request.body.returnUrl ? { returnUrl: request.body.returnUrl } : {}),
        }),
      startApplePaySession: (request) =>
        payments.applePaySession(request.caller, request.body.order_sn, {
          origin: originOf(request),
          amountText: request.body.amount,
          validationUrl: request.body.validationURL,
        }),
      payWithApplePay: (request) =>
        payments.payWithApplePay(
          request.caller,
          request.body.order_sn,
          request.body.amount,
          request.body.token,
        ),
      makeSandboxApplePayToken: (request) =>
        payments.sandboxApplePayToken(
          request.caller,
          request.body.merchantSession,
          request.body.amount,
        ),
      async getSandboxPayment(request) {
        const { params, raw, reply, caller } = request;
        // A browser opening the URL a gateway call answered gets the sandbox's page.
        if (wantsPage(raw.headers.accept)) {
          const page = payments.sandboxPageOf(
            params.order_sn,
            originOf(request),
            (raw.query as Record<string, string | undefined>).return,
            raw.headers['accept-language'],
          );
          await reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(page);
          return undefined as never;
        }
        // Signing in is optional for the page only: the payment as data is its payer's.
        if (!caller) throw fail.unauthorized();
        return payments.sandboxPayment(caller, params.order_sn);
      },
      confirmSandboxPayment: (request) =>
        payments.confirmSandboxPayment(request.caller, request.params.order_sn),
      notifySandboxPayment: (request) => payments.acceptSandboxNotification(request.body),
    };
  },
  seed: seedOrders,
  messages: { 'zh-Hans': zhHans, en, mn },
};
