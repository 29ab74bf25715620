import { type Tx } from '../../lib/db.js';
import { formatYuan, toCents } from '../../lib/money.js';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/tokens.js';
import { orders, type PaymentLineRow } from '../../db/schema/index.js';
import { HttpError, fail } from '../../http/errors.js';
import { checkVoucher, releaseVouchers, reserveVoucher } from '../voucher/voucher.service.js';
import {
  isAdmin,
  type Order,
  type OrderRow,
  type OrderType,
  type PaymentLineInput,
} from './orders.service.js';
import { OrderWork } from './orderWork.js';
import type { PayType } from './payments/provider.js';
import { notPending } from './settlement.js';

/** The deductions of a pending order (vouchers; at the counter also discount, floor, cash). */
export class OrderDeductions extends OrderWork {
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
    const now = this.orders.now();
    let paid: string | undefined;
    const view = await this.db.transaction(async (tx) => {
      const order = await this.orders.findBySn(tx, sn, true);
      this.orders.assertOwner(order, caller, true);
      if (!isAdmin(caller) && body.payment.some((line) => line.type !== 'VOUCHER')) {
        throw new HttpError(403, { key: 'orders.cashierLinesOnly' });
      }
      if (order.status !== 'pending') throw notPending(order);
      if (!this.orders.supportedPayment(order.type).includes(body.paytype)) {
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
      if (updated!.payCents === 0) paid = order.type;
      const result =
        updated!.payCents === 0
          ? await this.orders.markPaid(tx, updated!, { paytype: body.paytype, now })
          : updated!;
      return this.orders.view(tx, result);
    });
    if (paid) this.orders.countPaid(paid);
    return view;
  }

  /** `POST /order/settleOrder`: the cashier settles a pending order at the counter. */
  async settleOrder(body: { order_sn: string; payment: PaymentLineInput[] }): Promise<Order> {
    const now = this.orders.now();
    let type = '';
    const view = await this.db.transaction(async (tx) => {
      const order = await this.orders.findBySn(tx, body.order_sn, true);
      if (order.status !== 'pending') throw notPending(order);
      type = order.type;
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
      return this.orders.view(tx, await this.orders.markPaid(tx, updated!, { paytype: null, now }));
    });
    this.orders.countPaid(type);
    return view;
  }
}
