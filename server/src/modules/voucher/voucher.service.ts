import { type DbOrTx, type Tx } from '../../lib/db.js';
import { toYuan } from '../../lib/money.js';
import { addDays, instantOf, isoShanghai, localDate } from '../../lib/shanghaiTime.js';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { members, shops, voucherTemplates, vouchers } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';

export type Voucher = components['schemas']['Voucher'];
export type VoucherStatus = components['schemas']['VoucherStatus'];
type OrderType = components['schemas']['OrderType'];

// Checking, reserving, releasing and spending vouchers for orders (cart and orders use them).
export {
  checkVoucher,
  releaseVouchers,
  reserveVoucher,
  spendVouchers,
  type VoucherCheck,
} from './redemption.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type VoucherRow = typeof vouchers.$inferSelect;
type TemplateRow = typeof voucherTemplates.$inferSelect;

export function statusOf(voucher: VoucherRow, now: Date): VoucherStatus {
  if (voucher.orderId !== null) return 'used';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

/** SQL condition of a status at `now`. */
export function statusCondition(status: VoucherStatus, now: Date) {
  switch (status) {
    case 'used':
      return isNotNull(vouchers.orderId);
    case 'expired':
      return and(isNull(vouchers.orderId), lte(vouchers.expiresAt, now))!;
    case 'usable':
      return and(
        isNull(vouchers.orderId),
        gt(vouchers.expiresAt, now),
        lte(vouchers.applyTime, now),
      )!;
  }
}

async function shopNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The contract's Voucher of rows with their templates. */
export async function voucherViews(
  db: DbOrTx,
  rows: { voucher: VoucherRow; template: TemplateRow }[],
  now: Date,
): Promise<Voucher[]> {
  const names = await shopNames(
    db,
    rows.flatMap((row) => row.template.shopIds),
  );
  return rows.map(({ voucher, template }) => ({
    id: voucher.id,
    name: template.name,
    amount: toYuan(template.amountCents),
    threshold: toYuan(template.thresholdCents),
    perUserQuantity: template.perUserQuantity,
    perCycleQuantity: template.perCycleQuantity,
    effectiveDays: template.effectiveDays,
    applyTime: isoShanghai(voucher.applyTime),
    shops: template.shopIds.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, name }] : [];
    }),
    orders: template.orderTypes as OrderType[],
    status: statusOf(voucher, now),
    expiresAt: isoShanghai(voucher.expiresAt),
  }));
}

/**
 * One page of a user's vouchers: with a status, usable ones soonest expiry first and the
 * others latest expiry first; without, usable ones first in that order, then the rest.
 */
export async function listVouchers(
  db: DbOrTx,
  userId: number,
  now: Date,
  { pageno, pagesize }: { pageno: number; pagesize: number },
  status?: VoucherStatus,
) {
  const page = { limit: pagesize, offset: (pageno - 1) * pagesize };
  const where = and(eq(vouchers.userId, userId), status ? statusCondition(status, now) : undefined);
  const usable = statusCondition('usable', now);
  const order =
    status === 'usable'
      ? [asc(vouchers.expiresAt), asc(vouchers.id)]
      : status
        ? [desc(vouchers.expiresAt), desc(vouchers.id)]
        : [
            desc(sql`(${usable})`),
            asc(sql`case when ${usable} then ${vouchers.expiresAt} end`),
            desc(vouchers.expiresAt),
            desc(vouchers.id),
          ];
  const [rows, [total]] = await Promise.all([
    db
      .select({ voucher: vouchers, template: voucherTemplates })
      .from(vouchers)
      .innerJoin(voucherTemplates, eq(voucherTemplates.id, vouchers.templateId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return { objects: await voucherViews(db, rows, now), total: total?.n ?? 0 };
}

export async function countUsable(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.userId, userId), statusCondition('usable', now)));
  return row?.n ?? 0;
}

export async function voucherById(db: DbOrTx, id: number, userId: number, now: Date) {
  const [row] = await db
    .select({ voucher: vouchers, template: voucherTemplates })
    .from(vouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, vouchers.templateId))
    .where(eq(vouchers.id, id));
  if (!row) throw fail.notFound('voucher.notFound');
  if (row.voucher.userId !== userId) throw fail.forbidden();
  const [view] = await voucherViews(db, [row], now);
  return view!;
}

/**
 * Gives a user a voucher of a template, within the template's limits: `perUserQuantity`
 * in all and `perCycleQuantity` per day (Asia/Shanghai); 0 means unlimited. The member
 * row is locked so that concurrent grants to one user count each other. Throws 422 when
 * a limit is reached.
 */
export async function grantVoucher(tx: Tx, userId: number, templateId: number, now: Date) {
  await tx
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.userId, userId))
    .for('update');
  const [template] = await tx
    .select()
    .from(voucherTemplates)
    .where(eq(voucherTemplates.id, templateId));
  if (!template) throw fail.notFound('voucher.notFound');
  if (template.perUserQuantity > 0) {
    const [held] = await tx
      .select({ n: count() })
      .from(vouchers)
      .where(and(eq(vouchers.userId, userId), eq(vouchers.templateId, templateId)));
    if ((held?.n ?? 0) >= template.perUserQuantity) {
      throw fail.unprocessable('voucher.perUserLimit', { limit: template.perUserQuantity });
    }
  }
  if (template.perCycleQuantity > 0) {
    const today = localDate(now);
    const [grantedToday] = await tx
      .select({ n: count() })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.userId, userId),
          eq(vouchers.templateId, templateId),
          gte(vouchers.applyTime, instantOf(today, '00:00')),
          lt(vouchers.applyTime, instantOf(addDays(today, 1), '00:00')),
        ),
      );
    if ((grantedToday?.n ?? 0) >= template.perCycleQuantity) {
      throw fail.unprocessable('voucher.perCycleLimit', { limit: template.perCycleQuantity });
    }
  }
  const [voucher] = await tx
    .insert(vouchers)
    .values({
      templateId,
      userId,
      applyTime: now,
      expiresAt: new Date(now.getTime() + template.effectiveDays * DAY_MS),
    })
    .returning();
  return voucher!;
}

/** The user's usable vouchers, soonest expiry first (at most 200). */
export async function usableVouchers(db: DbOrTx, userId: number, now: Date): Promise<Voucher[]> {
  const rows = await db
    .select({ voucher: vouchers, template: voucherTemplates })
    .from(vouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, vouchers.templateId))
    .where(and(eq(vouchers.userId, userId), statusCondition('usable', now)))
    .orderBy(asc(vouchers.expiresAt), asc(vouchers.id))
    .limit(200);
  return voucherViews(db, rows, now);
}

/** The template the service grants by itself under `code` (`welcome`, `topup`). */
export async function templateByCode(db: DbOrTx, code: string) {
  const [template] = await db
    .select()
    .from(voucherTemplates)
    .where(eq(voucherTemplates.code, code));
  return template;
}
