// What paying an order does: the status, its vouchers, and the balance or points it gives.
import { type Tx } from '../../lib/db.js';
import { formatYuan } from '../../lib/money.js';
import { and, eq, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import {
  accountLogs,
  creditLogs,
  memberLevels,
  members,
  orders,
  shops,
} from '../../db/schema/index.js';
import { HttpError, fail } from '../../http/errors.js';
import { addPoints, creditBalance, type MemoMessage } from '../member/member.service.js';
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

/** The points an order earns once paid: one per yuan paid in money (balance, gateway, cash). */
export function pointsFor(order: OrderRow): number {
  const cash = order.payments
    .filter((line) => line.type === 'cash')
    .reduce((sum, line) => sum + line.amountCents, 0);
  return Math.floor((order.payCents + cash) / 100);
}

/** The memo of the points an order earns (written in the reader's language). */
export const pointsMemo = (order: OrderRow): MemoMessage => ({
  key: 'orderPoints',
  params: { orderSn: order.orderSn },
});

/** Vouchers are reserved for an order exactly while its payment lines name them. */
const namesVouchers = (order: OrderRow) => order.payments.some((line) => line.type === 'VOUCHER');

/**
 * Pays a pending order (not a top-up), locked by the caller's transaction, from the owner's
 * balance in one statement: the balance goes down by `payCents` only if it covers it, and
 * with it the points and level go up, both logs are written and the order is marked paid.
 * False when the balance does not cover it (nothing changed).
 */
export async function payFromBalance(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  const points = pointsFor(order);
  const at = now.toISOString();
  const paidMemo: MemoMessage = { key: 'orderPaid', params: { orderSn: order.orderSn } };
  const vendor = order.shopId
    ? sql`coalesce((select name from ${shops} where id = ${order.shopId}), '')`
    : sql`''`;
  const result = (await tx.execute(sql`
    with charged as (
      update ${members} m set
        balance_cents = m.balance_cents - ${order.payCents},
        credit = m.credit + ${points},
        points_earned = m.points_earned + ${points},
        level_id = case when ${points} > 0 then coalesce(
          (select l.id from ${memberLevels} l where l.min_points <= m.points_earned + ${points}
            order by l.min_points desc limit 1),
          m.level_id) else m.level_id end
      where m.user_id = ${order.userId} and m.balance_cents >= ${order.payCents}
      returning m.user_id
    ), debit_log as (
      insert into ${accountLogs} (user_id, amount_cents, memo_message, order_id, created_at)
      select user_id, ${-order.payCents}, ${JSON.stringify(paidMemo)}::jsonb, ${order.id},
        ${at}::timestamptz
      from charged
    ), credit_log as (
      insert into ${creditLogs} (user_id, amount, memo_message, vendor, created_at)
      select user_id, ${points}, ${JSON.stringify(pointsMemo(order))}::jsonb, ${vendor},
        ${at}::timestamptz
      from charged where ${points} > 0
    )
    update ${orders} set status = 'paid', paytype = 'account', paid_at = ${at}::timestamptz
    where id = ${order.id} and status = 'pending' and exists (select 1 from charged)
    returning id`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) return false;
  if (namesVouchers(order)) await spendVouchers(tx, order.id, now);
  return true;
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
  if (namesVouchers(paid)) {
    await spendVouchers(tx, order.id, input.now);
  }
  if (order.type === 'TopupOrder') {
    await creditTopup(tx, paid, input.now);
  } else {
    await addPoints(tx, {
      userId: paid.userId,
      points: pointsFor(paid),
      memo: pointsMemo(paid),
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
        ? {
            key: 'topupWithBonus',
            params: { amount: formatYuan(order.totalCents), bonus: formatYuan(bonus) },
          }
        : { key: 'topup', params: { amount: formatYuan(order.totalCents) } },
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
