import { type DbOrTx, type Tx } from '../../lib/db.js';
import { formatYuan } from '../../lib/money.js';
import { and, eq, gt, isNull, notInArray, or } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import { voucherTemplates, vouchers } from '../../db/schema/index.js';

type OrderType = components['schemas']['OrderType'];
type VoucherRow = typeof vouchers.$inferSelect;
type TemplateRow = typeof voucherTemplates.$inferSelect;

/** What a voucher takes off an order, or why it cannot be used for it. */
export type VoucherCheck =
  | { ok: true; voucher: VoucherRow; template: TemplateRow; deductionCents: number }
  | { ok: false; key: string; vars?: Record<string, string | number> };

/**
 * Whether voucher `voucherId` of `ownerId` can take money off an order: not used (or
 * reserved by this very order), not expired, its threshold reached by the goods amount,
 * valid at the shop and for the order type. The deduction is the voucher's amount capped
 * at the goods amount.
 */
export async function checkVoucher(
  db: DbOrTx,
  input: {
    voucherId: number;
    ownerId: number;
    goodsCents: number;
    shopId: number | null;
    orderType: OrderType;
    now: Date;
    /** The order the voucher may already be reserved for. */
    orderId?: number;
  },
): Promise<VoucherCheck> {
  const [row] = await db
    .select({ voucher: vouchers, template: voucherTemplates })
    .from(vouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, vouchers.templateId))
    .where(eq(vouchers.id, input.voucherId));
  if (!row || row.voucher.userId !== input.ownerId) return { ok: false, key: 'voucher.notYours' };
  const { voucher, template } = row;
  const reservedHere = input.orderId !== undefined && voucher.orderId === input.orderId;
  if (voucher.orderId !== null && !reservedHere) return { ok: false, key: 'voucher.unusable' };
  if (!reservedHere && voucher.expiresAt.getTime() <= input.now.getTime()) {
    return { ok: false, key: 'voucher.unusable' };
  }
  if (template.thresholdCents > input.goodsCents) {
    return {
      ok: false,
      key: 'voucher.threshold',
      vars: { threshold: formatYuan(template.thresholdCents) },
    };
  }
  if (
    template.shopIds.length > 0 &&
    (input.shopId === null || !template.shopIds.includes(input.shopId))
  ) {
    return { ok: false, key: 'voucher.shop' };
  }
  if (template.orderTypes.length > 0 && !template.orderTypes.includes(input.orderType)) {
    return { ok: false, key: 'voucher.orderType' };
  }
  return {
    ok: true,
    voucher,
    template,
    deductionCents: Math.min(template.amountCents, input.goodsCents),
  };
}

/** Reserves a voucher for an order; false when another order took it meanwhile. */
export async function reserveVoucher(tx: Tx, voucherId: number, orderId: number, now: Date) {
  const rows = await tx
    .update(vouchers)
    .set({ orderId })
    .where(
      and(
        eq(vouchers.id, voucherId),
        or(
          eq(vouchers.orderId, orderId),
          and(isNull(vouchers.orderId), gt(vouchers.expiresAt, now)),
        ),
      ),
    )
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

/** Releases the vouchers reserved for an unpaid order, but those in `keep`. */
export async function releaseVouchers(tx: Tx, orderId: number, keep: number[] = []) {
  await tx
    .update(vouchers)
    .set({ orderId: null })
    .where(
      and(
        eq(vouchers.orderId, orderId),
        isNull(vouchers.usedAt),
        keep.length ? notInArray(vouchers.id, keep) : undefined,
      ),
    );
}

/** Marks the vouchers of a paid order used. */
export async function spendVouchers(tx: Tx, orderId: number, now: Date) {
  await tx
    .update(vouchers)
    .set({ usedAt: now })
    .where(and(eq(vouchers.orderId, orderId), isNull(vouchers.usedAt)));
}
