import { type DbOrTx, type Tx } from '../../lib/db.js';
import { formatYuan, textToCents, toCents, toYuan } from '../../lib/money.js';
import { isoShanghai, orderStamp } from '../../lib/shanghaiTime.js';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Caller } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import {
  orderItems,
  orders,
  orderSnSequence,
  sandboxPayments,
  shops,
  stocks,
  type PaymentLineRow,
} from '../../db/schema/index.js';
import { HttpError, fail } from '../../http/errors.js';
import { addPoints, creditBalance, debitBalance, ensureMember } from '../member/member.service.js';
import {
  checkVoucher,
  grantVoucher,
  releaseVouchers,
  reserveVoucher,
  templateByCode,
  spendVouchers,
} from '../voucher/voucher.service.js';
import type { PaymentChannel, PaymentProvider, PayType } from './payments/provider.js';
import {
  findSandboxPayment,
  sandboxView,
  type SandboxGateway,
  type SandboxNotification,
} from './payments/sandbox.js';

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type OrderType = Schemas['OrderType'];
export type OrderStatus = Schemas['OrderStatus'];
export type Payment = Schemas['Payment'];
export type PaymentLineInput = Schemas['PaymentLineInput'];
export type OrderRow = typeof orders.$inferSelect;
type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * Order statuses and the moves between them. A new order is `pending`; paying makes it
 * `paid` (a top-up `completed` at once: nothing is left to deliver); an express order is
 * `shipped` by the back office, then `completed` on delivery; a pick-up or counter order is
 * `completed` when handed over; a pending order may be `cancelled` (stock and vouchers
 * return); a paid order may be `refunded` by the back office.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'completed', 'cancelled'],
  paid: ['shipped', 'completed', 'refunded'],
  shipped: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** The top-up promotion: a voucher for top-ups from this amount, within its template's limits. */
export const TOPUP_TEMPLATE = 'topup';
const TOPUP_GIFT_FROM_CENTS = 10000;

const isAdmin = (caller: Caller) => caller.roles.includes('admin');

/** Why an order that is not pending cannot be paid or changed (409). */
function notPending(order: OrderRow): HttpError {
  if (order.status === 'cancelled') return fail.conflict('orders.cancelled');
  if (order.status === 'refunded') return fail.conflict('orders.refunded');
  return fail.conflict('orders.alreadyPaid');
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly now: () => Date,
  ) {}

  /** Pay types an order of this type accepts: the balance (not for top-ups) and the gateway's. */
  supportedPayment(type: string): PayType[] {
    const online = [...this.provider.paytypes];
    return type === 'TopupOrder' ? online : ['account', ...online];
  }

  // ------------------------------------------------------------ creating and reading

  /** A new order number: local date and minute, then six digits of a database sequence. */
  private async nextOrderSn(tx: DbOrTx, now: Date): Promise<string> {
    const result = (await tx.execute(
      sql`select nextval(${orderSnSequence.seqName}) as n`,
    )) as unknown as { rows: { n: string | number }[] };
    const n = Number(result.rows[0]!.n) % 1_000_000;
    return `${orderStamp(now)}${String(n).padStart(6, '0')}`;
  }

  /** Inserts an order and its lines (inside the caller's transaction). */
  async insertOrder(
    tx: Tx,
    values: Omit<NewOrder, 'orderSn' | 'createdAt'>,
    lines: NewOrderItem[],
    now: Date,
  ): Promise<OrderRow> {
    const orderSn = await this.nextOrderSn(tx, now);
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderSn, createdAt: now })
      .returning();
    if (lines.length) {
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    }
    return order!;
  }

  async findBySn(db: DbOrTx, sn: string, lock = false): Promise<OrderRow> {
    const query = db.select().from(orders).where(eq(orders.orderSn, sn));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw fail.notFound('orders.notFound');
    return order;
  }

  /** 403 unless the caller owns the order (or is an admin, where admins may act). */
  private assertOwner(order: OrderRow, caller: Caller, adminMay: boolean): void {
    if (order.userId === caller.id) return;
    if (adminMay && isAdmin(caller)) return;
    throw fail.forbidden();
  }

  async views(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
    const lines = rows.length
      ? await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    return rows.map((row) =>
      this.viewOf(
        row,
        lines.filter((line) => line.orderId === row.id),
      ),
    );
  }

  async view(db: DbOrTx, row: OrderRow): Promise<Order> {
    const [order] = await this.views(db, [row]);
    return order!;
  }

  private viewOf(row: OrderRow, lines: (typeof orderItems.$inferSelect)[]): Order {
    const order: Order = {
      order_sn: row.orderSn,
      totalamount: toYuan(row.totalCents),
      payamount: toYuan(row.payCents),
      items: lines.map((line) => ({
        itemid: line.itemId,
        name: line.name,
        pic: line.pic,
        qty: line.qty,
        price: toYuan(line.priceCents),
        subtotal: toYuan(line.priceCents * line.qty),
        sku: line.sku,
      })),
      supportedPayment: this.supportedPayment(row.type),
      status: row.status as OrderStatus,
      type: row.type as OrderType,
      createdTime: isoShanghai(row.createdAt),
    };
    if (row.paidAt) order.payTime = isoShanghai(row.paidAt);
    if (row.paytype) order.paytype = row.paytype as PayType;
    if (row.payments.length) order.payments = row.payments.map(paymentLineView);
    if (row.memo !== null) order.memo = row.memo;
    if (row.type === 'ShoppingCartOrder' && row.deliveryType) {
      order.deliveryType = row.deliveryType as Order['deliveryType'] & string;
      order.deliveryFee = toYuan(row.deliveryFeeCents);
      if (row.address) order.address = row.address;
      if (row.selfPickDate) order.selfPickDate = row.selfPickDate;
      if (row.selfPickTime) order.selfPickTime = row.selfPickTime;
      if (row.contact) order.contact = row.contact;
      if (row.mobile) order.mobile = row.mobile;
    }
    return order;
  }

  async listByType(caller: Caller, type: OrderType, page: { limit: number; offset: number }) {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, caller.id), eq(orders.type, type)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset);
    return this.views(this.db, rows);
  }

  async getOrder(caller: Caller, sn: string): Promise<Order> {
    const order = await this.findBySn(this.db, sn);
    this.assertOwner(order, caller, true);
    return this.view(this.db, order);
  }

  async getPayment(caller: Caller, sn: string): Promise<Payment> {
    const order = await this.findBySn(this.db, sn);
    this.assertOwner(order, caller, true);
    const member = await ensureMember(this.db, caller.id, this.now());
    return {
      order_sn: order.orderSn,
      type: order.type as OrderType,
      status: order.status as OrderStatus,
      totalamount: toYuan(order.totalCents),
      payamount: toYuan(order.payCents),
      payments: order.payments.map(paymentLineView),
      supportedPayment: this.supportedPayment(order.type),
      balance: toYuan(member.balanceCents),
    };
  }

  // ------------------------------------------------------------ paying

  /**
   * Marks a pending order paid inside the caller's transaction: the status (a conditional
   * update, so an order is never paid twice), its vouchers used, then what paying gives:
   * a top-up credits the balance once; other orders earn one point per yuan paid in money.
   */
  async markPaid(
    tx: Tx,
    order: OrderRow,
    input: { paytype: PayType | null; now: Date },
  ): Promise<OrderRow> {
    const status: OrderStatus = order.type === 'TopupOrder' ? 'completed' : 'paid';
    const [paid] = await tx
      .update(orders)
      .set({
        status,
        paidAt: input.now,
        paytype: input.paytype,
        ...(status === 'completed' ? { completedAt: input.now } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    if (!paid) throw notPending(order);
    await spendVouchers(tx, order.id, input.now);
    if (order.type === 'TopupOrder') {
      await this.creditTopup(tx, paid, input.now);
    } else {
      const cash = paid.payments
        .filter((line) => line.type === 'cash')
        .reduce((sum, line) => sum + line.amountCents, 0);
      const [shop] = paid.shopId
        ? await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, paid.shopId))
        : [];
      await addPoints(tx, {
        userId: paid.userId,
        points: Math.floor((paid.payCents + cash) / 100),
        memo: `购物送积分（订单 ${paid.orderSn}）`,
        vendor: shop?.name ?? '',
        now: input.now,
      });
    }
    return paid;
  }

  private async creditTopup(tx: Tx, order: OrderRow, now: Date) {
    const credit = order.topupCreditCents ?? order.totalCents;
    const bonus = credit - order.totalCents;
    await creditBalance(tx, {
      userId: order.userId,
      cents: credit,
      memo:
        bonus > 0
          ? `充值 ${formatYuan(order.totalCents)} 元（含赠送 ${formatYuan(bonus)} 元）`
          : `充值 ${formatYuan(order.totalCents)} 元`,
      orderId: order.id,
      now,
    });
    if (order.totalCents < TOPUP_GIFT_FROM_CENTS) return;
    const template = await templateByCode(tx, TOPUP_TEMPLATE);
    if (!template) return;
    // Within the promotion's per-user and per-day limits only; past them, no voucher.
    await tx
      .transaction((inner) => grantVoucher(inner, order.userId, template.id, now))
      .catch((error: unknown) => {
        if (!(error instanceof HttpError && error.status === 422)) throw error;
      });
  }

  /** `POST /pay/accountPay/{a}/{b}`: pays the whole `payamount` from the caller's balance. */
  async payByAccount(caller: Caller, sn: string, amountText: string): Promise<Order> {
    const now = this.now();
    await ensureMember(this.db, caller.id, now);
    return this.db.transaction(async (tx) => {
      // The row lock serialises every payment of this order.
      const order = await this.findBySn(tx, sn, true);
      this.assertOwner(order, caller, false);
      if (order.status !== 'pending') throw notPending(order);
      if (!this.supportedPayment(order.type).includes('account')) {
        throw fail.unprocessable('orders.paytypeUnsupported', { paytype: 'account' });
      }
      if (textToCents(amountText) !== order.payCents) throw fail.conflict('orders.amountChanged');
      await debitBalance(tx, {
        userId: caller.id,
        cents: order.payCents,
        memo: `订单 ${order.orderSn} 余额支付`,
        orderId: order.id,
        now,
      });
      return this.view(tx, await this.markPaid(tx, order, { paytype: 'account', now }));
    });
  }

  /** Starts a payment with the gateway (WeChat Pay, Alipay) for the order's `payamount`. */
  async startOnlinePayment(
    caller: Caller,
    sn: string,
    input: {
      paytype: PayType;
      channel: PaymentChannel;
      origin: string;
      /** The amount the cashier shows (`b`), when the call carries one. */
      amountText?: string;
      returnUrl?: string;
    },
  ) {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, sn, true);
      this.assertOwner(order, caller, false);
      if (order.status !== 'pending') throw notPending(order);
      if (input.amountText !== undefined && textToCents(input.amountText) !== order.payCents) {
        throw fail.conflict('orders.amountChanged');
      }
      if (!this.supportedPayment(order.type).includes(input.paytype)) {
        throw fail.unprocessable('orders.paytypeUnsupported', { paytype: input.paytype });
      }
      if (order.payCents === 0) throw fail.unprocessable('orders.nothingToPay');
      let returnUrl: string | undefined;
      if (input.channel === 'wap') {
        returnUrl = input.returnUrl ?? `${input.origin}/pay/cashier/${order.orderSn}`;
        if (!sameOrigin(returnUrl, input.origin)) {
          throw fail.unprocessable('orders.returnUrlInvalid');
        }
      }
      return this.provider.start(tx, {
        orderId: order.id,
        orderSn: order.orderSn,
        paytype: input.paytype,
        amountCents: order.payCents,
        channel: input.channel,
        origin: input.origin,
        ...(returnUrl ? { returnUrl } : {}),
        now,
      });
    });
  }

  /** The sandbox gateway (404 when the server has none: not in development mode). */
  private sandbox(): SandboxGateway {
    const gateway = (this.provider as { gateway?: SandboxGateway }).gateway;
    if (this.provider.name !== 'sandbox' || !gateway) throw fail.notFound('orders.sandboxNotFound');
    return gateway;
  }

  /** The sandbox gateway's view of the payment of an order, for the order's owner. */
  async sandboxPayment(caller: Caller, sn: string) {
    this.sandbox();
    const row = await findSandboxPayment(this.db, sn);
    if (!row) throw fail.notFound('orders.sandboxNotFound');
    this.assertOwner(await this.findBySn(this.db, sn), caller, false);
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
    this.assertOwner(await this.findBySn(this.db, sn), caller, false);
    if (payment.status === 'paid') return sandboxView(payment);
    return this.acceptSandboxNotification(gateway.notification(payment, this.now()));
  }

  /**
   * A payment notification of the sandbox gateway: only a verified signature, for the
   * amount and pay type of the started payment, marks the order paid (idempotent).
   */
  async acceptSandboxNotification(notification: SandboxNotification) {
    const gateway = this.sandbox();
    if (!gateway.verify(notification)) throw fail.forbidden('orders.notificationUnsigned');
    const sn = notification.order_sn;
    const now = this.now();
    return this.db.transaction(async (tx) => {
      if (!(await findSandboxPayment(tx, sn))) throw fail.notFound('orders.sandboxNotFound');
      // The order row first, as when a payment starts: the same lock order everywhere.
      const order = await this.findBySn(tx, sn, true);
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
      await this.markPaid(tx, order, { paytype: payment.paytype as PayType, now });
      return sandboxView(paid!);
    });
  }

  // ------------------------------------------------------------ deductions, counter, cancel

  /**
   * Checks payment lines against an order and returns the vouchers they use. Vouchers
   * must be the owner's, usable for this order, each once, with their exact deduction.
   */
  private async checkLines(
    tx: Tx,
    order: OrderRow,
    lines: PaymentLineInput[],
    now: Date,
  ): Promise<{ rows: PaymentLineRow[]; voucherIds: number[]; sum: number }> {
    const rows: PaymentLineRow[] = [];
    const voucherIds: number[] = [];
    for (const line of lines) {
      const amountCents = toCents(line.amount);
      if (line.type !== 'VOUCHER') {
        if (line.voucherId !== undefined) throw fail.unprocessable('orders.lineHasVoucherId');
        rows.push({ type: line.type, amountCents });
        continue;
      }
      if (line.voucherId === undefined) throw fail.unprocessable('orders.voucherLineNeedsId');
      if (voucherIds.includes(line.voucherId)) throw fail.unprocessable('orders.voucherTwice');
      const check = await checkVoucher(tx, {
        voucherId: line.voucherId,
        ownerId: order.userId,
        goodsCents: order.goodsCents,
        shopId: order.shopId,
        orderType: order.type as OrderType,
        orderId: order.id,
        now,
      });
      if (!check.ok) throw fail.unprocessable(check.key, check.vars);
      if (check.deductionCents !== amountCents) {
        throw fail.unprocessable('orders.voucherAmount', {
          id: line.voucherId,
          amount: formatYuan(check.deductionCents),
        });
      }
      voucherIds.push(line.voucherId);
      rows.push({ type: 'VOUCHER', amountCents, voucherId: line.voucherId });
    }
    return { rows, voucherIds, sum: rows.reduce((total, row) => total + row.amountCents, 0) };
  }

  /** Keeps exactly `voucherIds` reserved for the order. */
  private async reserveOnly(tx: Tx, order: OrderRow, voucherIds: number[], now: Date) {
    await releaseVouchers(tx, order.id, voucherIds);
    for (const id of voucherIds) {
      if (!(await reserveVoucher(tx, id, order.id, now))) {
        throw fail.unprocessable('voucher.unusable');
      }
    }
  }

  /** `POST /order/placeOrder/{sn}`: the pay type and the deductions of a pending order. */
  async placeOrder(
    caller: Caller,
    sn: string,
    body: { paytype: PayType; payment: PaymentLineInput[] },
  ): Promise<Order> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, sn, true);
      this.assertOwner(order, caller, true);
      if (!isAdmin(caller) && body.payment.some((line) => line.type !== 'VOUCHER')) {
        throw new HttpError(403, { key: 'orders.cashierLinesOnly' });
      }
      if (order.status !== 'pending') throw notPending(order);
      if (!this.supportedPayment(order.type).includes(body.paytype)) {
        throw fail.unprocessable('orders.paytypeUnsupported', { paytype: body.paytype });
      }
      const { rows, voucherIds, sum } = await this.checkLines(tx, order, body.payment, now);
      if (sum > order.totalCents) throw fail.unprocessable('orders.linesTooHigh');
      await this.reserveOnly(tx, order, voucherIds, now);
      const [updated] = await tx
        .update(orders)
        .set({ payments: rows, paytype: body.paytype, payCents: order.totalCents - sum })
        .where(eq(orders.id, order.id))
        .returning();
      const result =
        updated!.payCents === 0
          ? await this.markPaid(tx, updated!, { paytype: body.paytype, now })
          : updated!;
      return this.view(tx, result);
    });
  }

  /** `POST /order/settleOrder`: the cashier settles a pending order at the counter. */
  async settleOrder(body: { order_sn: string; payment: PaymentLineInput[] }): Promise<Order> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, body.order_sn, true);
      if (order.status !== 'pending') throw notPending(order);
      const { rows, voucherIds, sum } = await this.checkLines(tx, order, body.payment, now);
      if (sum !== order.totalCents) {
        throw fail.unprocessable('orders.linesMismatch', { amount: formatYuan(order.totalCents) });
      }
      await this.reserveOnly(tx, order, voucherIds, now);
      const [updated] = await tx
        .update(orders)
        .set({ payments: rows, paytype: null, payCents: 0 })
        .where(eq(orders.id, order.id))
        .returning();
      return this.view(tx, await this.markPaid(tx, updated!, { paytype: null, now }));
    });
  }

  /** Cancels a pending order: its stock and vouchers return. */
  async cancelOrder(caller: Caller, sn: string): Promise<Order> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, sn, true);
      this.assertOwner(order, caller, true);
      if (order.status !== 'pending') throw notPending(order);
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning();
      // Stock rows before vouchers, in the order checkouts lock them.
      await this.returnStock(tx, order.id);
      await releaseVouchers(tx, order.id);
      return this.view(tx, cancelled!);
    });
  }

  private async returnStock(tx: Tx, orderId: number) {
    const lines = await tx
      .select({ stockId: orderItems.stockId, qty: orderItems.qty })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.stockId));
    for (const line of lines) {
      if (line.stockId === null) continue;
      await tx
        .update(stocks)
        .set({ qty: sql`${stocks.qty} + ${line.qty}` })
        .where(eq(stocks.id, line.stockId));
    }
  }

  // ------------------------------------------------------------ back office

  /**
   * Moves a paid order on (`shipped`, `completed`) or refunds it, following
   * ORDER_TRANSITIONS. A refund returns what was paid from the balance to the balance
   * (gateway payments are refunded by the gateway) and, before shipping, the stock.
   */
  async advance(sn: string, to: 'shipped' | 'completed' | 'refunded'): Promise<Order> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const order = await this.findBySn(tx, sn, true);
      const from = order.status as OrderStatus;
      if (!ORDER_TRANSITIONS[from].includes(to) || from === 'pending') {
        throw fail.conflict('orders.badTransition', { from, to });
      }
      // Shipping is for express orders; a top-up's credited money is not taken back.
      if (
        (to === 'shipped' && order.deliveryType !== 'express') ||
        (to === 'refunded' && order.type === 'TopupOrder')
      ) {
        throw fail.conflict('orders.badTransition', { from, to });
      }
      const stamp =
        to === 'shipped'
          ? { shippedAt: now }
          : to === 'completed'
            ? { completedAt: now }
            : { refundedAt: now };
      const [moved] = await tx
        .update(orders)
        .set({ status: to, ...stamp })
        .where(and(eq(orders.id, order.id), eq(orders.status, from)))
        .returning();
      if (to === 'refunded') {
        if (order.paytype === 'account' && order.payCents > 0) {
          await creditBalance(tx, {
            userId: order.userId,
            cents: order.payCents,
            memo: `订单 ${order.orderSn} 退款`,
            orderId: order.id,
            now,
          });
        }
        if (from === 'paid') await this.returnStock(tx, order.id);
      }
      return this.view(tx, moved!);
    });
  }
}

/** Whether `url` (absolute or a path) is on `origin`. */
export function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

export function paymentLineView(line: PaymentLineRow): Schemas['PaymentLine'] {
  return {
    type: line.type,
    amount: toYuan(line.amountCents),
    ...(line.voucherId !== undefined ? { voucherId: line.voucherId } : {}),
  };
}
