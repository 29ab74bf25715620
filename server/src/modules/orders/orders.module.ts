import { pageOf } from '../../lib/paging.js';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { callerOf } from '../../http/caller.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { OrderService, sameOrigin } from './orders.service.js';
import { noProvider, type PaymentProvider } from './payments/provider.js';
import { sandboxProvider } from './payments/sandbox.js';
import { pageLocale, sandboxPage } from './payments/sandboxPage.js';
import { seedOrders } from './seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('orders', { 'zh-Hans': zhHans, en, mn });

/**
 * The payment gateway of a server: the sandbox on development and test servers
 * (`devTools`), none otherwise (only the balance and the counter pay until a real
 * gateway adapter is configured).
 */
export function paymentProviderOf(ctx: AppContext): PaymentProvider {
  return ctx.config.devTools ? sandboxProvider(ctx.config.secret) : noProvider;
}

const services = new WeakMap<Db, OrderService>();

/** The order service of a server (one per database; cart, shop and member use it too). */
export function orderServiceOf(ctx: AppContext): OrderService {
  let service = services.get(ctx.db);
  if (!service) {
    service = new OrderService(ctx.db, paymentProviderOf(ctx), ctx.now);
    services.set(ctx.db, service);
  }
  return service;
}

/** Public origin of the server for URLs handed to gateways and browsers. */
export function originOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl.replace(/\/$/, '') || `${request.protocol}://${request.host}`;
}

export const ordersModule: ServerModule = {
  name: 'orders',
  handlers: (ctx) => {
    const service = orderServiceOf(ctx);
    const urlOf = async (started: Awaited<ReturnType<OrderService['startOnlinePayment']>>) => {
      if (started.kind !== 'url') throw new Error('The gateway answered a package for a URL call');
      return { url: started.url, expiresAt: started.expiresAt.toISOString() };
    };
    return {
      getOrdersByType: (request) =>
        service.listByType(callerOf(request), request.params.type, pageOf(request.query, 10)),
      getOrder: (request) => service.getOrder(callerOf(request), request.params.sn),
      getPayment: (request) => service.getPayment(callerOf(request), request.params.order_sn),
      placeOrder: (request) =>
        service.placeOrder(callerOf(request), request.params.sn, request.body),
      settleOrder: (request) => service.settleOrder(request.body),
      cancelOrder: (request) => service.cancelOrder(callerOf(request), request.params.sn),
      payByAccount: (request) =>
        service.payByAccount(callerOf(request), request.params.a, request.params.b),
      async getWechatPayPackage(request) {
        const started = await service.startOnlinePayment(callerOf(request), request.body.order_sn, {
          paytype: request.body.paytype ?? 'wxpay',
          channel: 'jsapi',
          origin: originOf(ctx, request.raw),
        });
        if (started.kind !== 'package') throw new Error('The gateway answered a URL for a package');
        return started.package;
      },
      getWechatMwebUrl: async (request) =>
        urlOf(
          await service.startOnlinePayment(callerOf(request), request.params.a, {
            paytype: 'wxpay',
            channel: 'mweb',
            origin: originOf(ctx, request.raw),
            amountText: request.params.b,
          }),
        ),
      getWechatCodeUrl: async (request) =>
        urlOf(
          await service.startOnlinePayment(callerOf(request), request.params.a, {
            paytype: 'wxpay',
            channel: 'native',
            origin: originOf(ctx, request.raw),
            amountText: request.params.b,
          }),
        ),
      getAlipayPackage: async (request) =>
        urlOf(
          await service.startOnlinePayment(callerOf(request), request.body.order_sn, {
            paytype: 'alipay',
            channel: 'wap',
            origin: originOf(ctx, request.raw),
            ...(request.body.returnUrl ? { returnUrl: request.body.returnUrl } : {}),
          }),
        ),
      async getSandboxPayment(request) {
        const { params, raw, reply } = request;
        const accept = raw.headers.accept ?? '';
        // A browser opening the URL a gateway call answered gets the sandbox's page; the page
        // reads the payment through this call with the member's session.
        if (accept.includes('text/html') && !accept.includes('application/json')) {
          const origin = originOf(ctx, raw);
          const requested = (raw.query as Record<string, string | undefined>).return;
          const back =
            requested && sameOrigin(requested, origin)
              ? requested
              : `/pay/cashier/${params.order_sn}`;
          const locale = pageLocale(raw.headers['accept-language']);
          await reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(sandboxPage(params.order_sn, locale, back));
          return undefined as never;
        }
        return service.sandboxPayment(callerOf(request), params.order_sn);
      },
      confirmSandboxPayment: (request) =>
        service.confirmSandboxPayment(callerOf(request), request.params.order_sn),
      notifySandboxPayment: (request) => service.acceptSandboxNotification(request.body),
    };
  },
  seed: seedOrders,
};
