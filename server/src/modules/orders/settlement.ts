// What paying an order does: the status, its vouchers, and the balance or points it gives.
import { type Tx } from '../../lib/db.js';
import { formatYuan } from '../../lib/money.js';
import { and, eq } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { orders } from '../../db/schema/index.js';
import { HttpError, fail } from '../../http/errors.js';
import { addPoints, creditBalance } from '../member/member.service.js';
import { grantVoucher, spendVouchers, templateByCode } from '../voucher/voucher.service.js';
import type { PayType } from './payments/provider.js';

type OrderStatus = components['schemas']['OrderStatus'];
type OrderRow = typeof orders.$inferSelect;

/** The top-up promotion: a voucher for top-ups from this amount, within its template's limits. */
export const TOPUP_TEMPLATE = 'topup';
const TOPUP_GIFT_FROM_CENTS = 10000;

/** Why an order that is not pending cannot be paid or changed (409). */
export function notPending(order: OrderRow): HttpError {
  if (order.status === 'cancelled') return fail.conflict('orders.cancelled');
  if (order.status === 'refunded') return fail.conflict('orders.refunded');
  return fail.conflict('orders.alreadyPaid');
}

/**
 * Marks a pending order paid inside the caller's transaction: the status (a conditional
 * update, so an order is never paid twice), its vouchers used, then what paying gives:
 * a top-up credits the balance once; other orders earn one point per yuan paid in money.
 */
export async function markPaid(
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
  // Vouchers are reserved for an order exactly while its payment lines name them.
  if (paid.payments.some((line) => line.type === 'VOUCHER')) {
    await spendVouchers(tx, order.id, input.now);
  }
  if (order.type === 'TopupOrder') {
    await creditTopup(tx, paid, input.now);
  } else {
    const cash = paid.payments
      .filter((line) => line.type === 'cash')
      .reduce((sum, line) => sum + line.amountCents, 0);
    await addPoints(tx, {
      userId: paid.userId,
      points: Math.floor((paid.payCents + cash) / 100),
      memo: `购物送积分（订单 ${paid.orderSn}）`,
      vendor: paid.shopId ? { shopId: paid.shopId } : '',
      now: input.now,
    });
  }
  return paid;
}

async function creditTopup(tx: Tx, order: OrderRow, now: Date) {
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
