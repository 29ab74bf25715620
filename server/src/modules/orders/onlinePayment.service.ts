import { textToCents, toYuan } from '../../lib/money.js';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { sandboxPayments } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { ensureMember } from '../member/member.service.js';
import { paymentLineView } from './orderViews.js';
import type { Order, OrderStatus, OrderType, Payment } from './orders.service.js';
import { OrderWork } from './orderWork.js';
import {
  returningChannels,
  type ApplePayMerchantSession,
  type PaymentChannel,
  type PayType,
} from './payments/provider.js';
import {
  findSandboxPayment,
  SandboxGateway,
  sandboxView,
  type ApplePayPaymentToken,
  type SandboxNotification,
} from './payments/sandbox.js';
import { pageLocale, sandboxPage } from './payments/sandboxPage.js';
import { notPending, payFromBalance } from './settlement.js';

/** Whether `url` (absolute or a path) is on `origin`. */
export function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** Public origin of the server for URLs handed to gateways and browsers. */
export function publicOrigin(ctx: AppContext, request: { protocol: string; host: string }): string {
  return ctx.config.publicUrl.replace(/\/$/, '') || `${request.protocol}://${request.host}`;
}

/** How a payment with the gateway is started. */
export interface OnlinePayment {
  paytype: PayType;
  channel: PaymentChannel;
  /** Public origin of this server (see `publicOrigin`). */
  origin: string;
  /** The amount the cashier shows (`b`), when the call carries one. */
  amountText?: string;
  returnUrl?: string;
  /** Apple Pay: the sheet's `validationURL`. */
  validationUrl?: string;
}

/** Paying an order: from the balance, or through the gateway (the sandbox in development). */
export class OrderPayments extends OrderWork {
  /** `/order/getPayment/{order_sn}`: what is left to pay, how, and the caller's balance. */
  async getPayment(caller: Caller, sn: string): Promise<Payment> {
    const order = await this.orders.findBySn(this.db, sn);
    this.orders.assertOwner(order, caller, true);
    const member = await ensureMember(this.db, caller.id, this.orders.now());
    return {
      order_sn: order.orderSn,
      type: order.type as OrderType,
      status: order.status as OrderStatus,
      totalamount: toYuan(order.totalCents),
      payamount: toYuan(order.payCents),
      payments: order.payments.map(paymentLineView),
      supportedPayment: this.orders.supportedPayment(order.type),
      balance: toYuan(member.balanceCents),
    };
  }

  /** `POST /pay/accountPay/{a}/{b}`: pays the whole `payamount` from the caller's balance. */
  async payByAccount(caller: Caller, sn: string, amountText: string): Promise<Order> {
    const now = this.orders.now();
    let type = '';
    const view = await this.db.transaction(async (tx) => {
      // The row lock serialises every payment of this order.
      const order = await this.orders.findBySn(tx, sn, true);
      type = order.type;
      this.orders.assertOwner(order, caller, false);
      if (order.status !== 'pending') throw notPending(order);
      if (!this.orders.supportedPayment(order.type).includes('account')) {
        throw fail.unprocessable('orders.paytypeUnsupported', { paytype: 'account' });
      }
      if (textToCents(amountText) !== order.payCents) throw fail.conflict('orders.amountChanged');
      // The order is locked and pending: only the balance can refuse.
      if (!(await payFromBalance(tx, order, now))) {
        throw fail.unprocessable('member.insufficientBalance');
      }
      return this.orders.view(tx, { ...order, status: 'paid', paytype: 'account', paidAt: now });
    });
    this.orders.countPaid(type);
    return view;
  }

  /** A WeChat Pay payment inside WeChat (`jsapi`): the package the WeChat client pays with. */
  async wechatPackage(caller: Caller, sn: string, input: Omit<OnlinePayment, 'channel'>) {
    const started = await this.startOnlinePayment(caller, sn, { ...input, channel: 'jsapi' });
    if (started.kind !== 'package') throw new Error('The gateway answered a URL for a package');
    return started.package;
  }

  /** A payment the payer opens at a URL (WeChat H5 or QR code, Alipay, UnionPay): the URL and its expiry. */
  async paymentUrl(caller: Caller, sn: string, input: OnlinePayment) {
    const started = await this.startOnlinePayment(caller, sn, input);
    if (started.kind !== 'url') throw new Error('The gateway answered no URL for a URL call');
    return { url: started.url, expiresAt: started.expiresAt.toISOString() };
  }

  /** Apple Pay's merchant validation: starts the payment and answers the merchant session. */
  async applePaySession(
    caller: Caller,
    sn: string,
    input: { origin: string; amountText: string; validationUrl: string },
  ): Promise<ApplePayMerchantSession> {
    const started = await this.startOnlinePayment(caller, sn, {
      ...input,
      paytype: 'applepay',
      channel: 'applepay',
    });
    if (started.kind !== 'merchantSession') throw new Error('The gateway answered no session');
    return started.session;
  }

  /**
   * `POST /pay/applePay/pay`: the gateway takes the payment token of the session last
   * started for the order and the amount shown, then notifies the server as for any
   * gateway payment (which pays the order once, under its row lock).
   */
  async payWithApplePay(
    caller: Caller,
    sn: string,
    amountText: string,
    token: ApplePayPaymentToken,
  ): Promise<Order> {
    const order = await this.orders.findBySn(this.db, sn);
    this.orders.assertOwner(order, caller, false);
    if (order.status !== 'pending') throw notPending(order);
    if (!this.orders.supportedPayment(order.type).includes('applepay')) {
      throw fail.unprocessable('orders.paytypeUnsupported', { paytype: 'applepay' });
    }
    if (textToCents(amountText) !== order.payCents) throw fail.conflict('orders.amountChanged');
    const gateway = this.sandbox();
    const payment = await findSandboxPayment(this.db, sn);
    if (!payment || payment.paytype !== 'applepay') {
      throw fail.notFound('orders.applePayNotStarted');
    }
    const said = gateway.readToken(token);
    if (
      !said ||
      said.merchantSessionIdentifier !== gateway.sessionIdentifier(payment) ||
      said.amountCents !== payment.amountCents
    ) {
      throw fail.forbidden('orders.applePayTokenInvalid');
    }
    await this.acceptSandboxNotification(gateway.notification(payment, this.orders.now()));
    return this.orders.getOrder(caller, sn);
  }

  /** Starts a payment with the gateway for the order's `payamount`. */
  async startOnlinePayment(caller: Caller, sn: string, input: OnlinePayment) {
    const now = this.orders.now();
    return this.db.transaction(async (tx) => {
      const order = await this.orders.findBySn(tx, sn, true);
      this.orders.assertOwner(order, caller, false);
      if (order.status !== 'pending') throw notPending(order);
      if (input.amountText !== undefined && textToCents(input.amountText) !== order.payCents) {
        throw fail.conflict('orders.amountChanged');
      }
      if (!this.orders.supportedPayment(order.type).includes(input.paytype)) {
        throw fail.unprocessable('orders.paytypeUnsupported', { paytype: input.paytype });
      }
      if (order.payCents === 0) throw fail.unprocessable('orders.nothingToPay');
      let returnUrl: string | undefined;
      if (returningChannels.includes(input.channel)) {
        returnUrl = input.returnUrl ?? `${input.origin}/pay/cashier/${order.orderSn}`;
        if (!sameOrigin(returnUrl, input.origin)) {
          throw fail.unprocessable('orders.returnUrlInvalid');
        }
      }
      return this.orders.provider.start(tx, {
        orderId: order.id,
        orderSn: order.orderSn,
        paytype: input.paytype,
        amountCents: order.payCents,
        channel: input.channel,
        origin: input.origin,
        ...(returnUrl ? { returnUrl } : {}),
        ...(input.validationUrl ? { validationUrl: input.validationUrl } : {}),
        now,
      });
    });
  }

  /** The sandbox gateway (404 when the server has none: not in development mode). */
  private sandbox(): SandboxGateway {
    const gateway = (this.orders.provider as { gateway?: SandboxGateway }).gateway;
    if (this.orders.provider.name !== 'sandbox' || !gateway)
      throw fail.notFound('orders.sandboxNotFound');
    return gateway;
  }

  /** The sandbox gateway's view of the payment of an order, for the order's owner. */
  async sandboxPayment(caller: Caller, sn: string) {
    this.sandbox();
    const row = await findSandboxPayment(this.db, sn);
    if (!row) throw fail.notFound('orders.sandboxNotFound');
    this.orders.assertOwner(await this.orders.findBySn(this.db, sn), caller, false);
    return sandboxView(row);
  }

  /**
   * The payer, signed in as the order's owner, confirms the sandbox payment; the gateway
   * then sends its signed notification, which is accepted as any notification is.
   */
  async confirmSandboxPayment(caller: Caller, sn: string) {
    const gateway = this.sandbox();
    const payment = await findSandboxPayment(this.db, sn);
    if (!payment) throw fail.notFound('orders.sandboxNotFound');
    this.orders.assertOwner(await this.orders.findBySn(this.db, sn), caller, false);
    if (payment.status === 'paid') return sandboxView(payment);
    // Apple Pay has no page: the payer authorises on the sheet, which makes its token.
    if (payment.paytype === 'applepay') throw fail.conflict('orders.applePayNoPage');
    return this.acceptSandboxNotification(gateway.notification(payment, this.orders.now()));
  }

  /**
   * Apple's part in a sandbox Apple Pay payment: the payer, signed in as the order's owner,
   * authorises `amount` on the sheet of a merchant session the sandbox answered, and gets
   * the token the device would make.
   */
  async sandboxApplePayToken(caller: Caller, session: ApplePayMerchantSession, amount: number) {
    const gateway = this.sandbox();
    const sn = SandboxGateway.sessionOrder(session);
    if (!sn) throw fail.forbidden('orders.applePaySessionInvalid');
    const payment = await findSandboxPayment(this.db, sn);
    if (!payment || payment.paytype !== 'applepay') {
      throw fail.notFound('orders.applePayNotStarted');
    }
    this.orders.assertOwner(await this.orders.findBySn(this.db, sn), caller, false);
    if (!gateway.sessionHolds(session, payment, this.orders.now())) {
      throw fail.forbidden('orders.applePaySessionInvalid');
    }
    if (Math.round(amount * 100) !== payment.amountCents) {
      throw fail.conflict('orders.applePayAmountMismatch');
    }
    return gateway.paymentToken(session, payment.amountCents);
  }

  /**
   * A payment notification of the sandbox gateway: only a verified signature, for the
   * amount and pay type of the started payment, marks the order paid (idempotent).
   */
  async acceptSandboxNotification(notification: SandboxNotification) {
    const gateway = this.sandbox();
    if (!gateway.verify(notification)) throw fail.forbidden('orders.notificationUnsigned');
    const sn = notification.order_sn;
    const now = this.orders.now();
    let paidType: string | undefined;
    const view = await this.db.transaction(async (tx) => {
      if (!(await findSandboxPayment(tx, sn))) throw fail.notFound('orders.sandboxNotFound');
      // The order row first, as when a payment starts: the same lock order everywhere.
      const order = await this.orders.findBySn(tx, sn, true);
      const payment = (await findSandboxPayment(tx, sn, true))!;
      if (
        Math.round(notification.amount * 100) !== payment.amountCents ||
        notification.paytype !== payment.paytype
      ) {
        throw fail.conflict('orders.notificationMismatch');
      }
      if (payment.status === 'paid') return sandboxView(payment);
      if (order.status === 'cancelled') throw fail.conflict('orders.cancelled');
      if (order.status !== 'pending') throw fail.conflict('orders.paidOtherwise');
      // The cashier changed the deductions after starting: this payment is stale.
      if (payment.amountCents !== order.payCents) throw fail.conflict('orders.amountChanged');
      const [paid] = await tx
        .update(sandboxPayments)
        .set({ status: 'paid', paidAt: now })
        .where(eq(sandboxPayments.orderId, order.id))
        .returning();
      await this.orders.markPaid(tx, order, { paytype: payment.paytype as PayType, now });
      paidType = order.type;
      return sandboxView(paid!);
    });
    if (paidType) this.orders.countPaid(paidType);
    return view;
  }

  /**
   * The sandbox gateway's payment page of an order, for a browser opening the URL a
   * gateway call answered (the page reads the payment through `getSandboxPayment` with the
   * member's session); it returns to `requested` when that is on this server, else to the
   * order's cashier page.
   */
  sandboxPageOf(sn: string, origin: string, requested: string | undefined, language?: string) {
    const back = requested && sameOrigin(requested, origin) ? requested : `/pay/cashier/${sn}`;
    return sandboxPage(sn, pageLocale(language), back);
  }
}
