import { findSeedUsers, insertMissing, syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { voucherTemplates, vouchers } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Voucher templates, and the demo member's vouchers (one usable, one expired, one for the till). */
export async function seedVouchers(db: Db, now: Date): Promise<void> {
  await insertMissing(db, voucherTemplates, [
    {
      id: 1,
      name: '满 50 减 5',
      amountCents: 500,
      thresholdCents: 5000,
      perUserQuantity: 1,
      perCycleQuantity: 1,
      effectiveDays: 90,
      orderTypes: ['ShoppingCartOrder'],
    },
    {
      id: 2,
      code: 'welcome',
      name: '新人券',
      amountCents: 1000,
      thresholdCents: 0,
      perUserQuantity: 1,
      perCycleQuantity: 0,
      effectiveDays: 7,
      shopIds: [1],
    },
    {
      id: 3,
      code: 'topup',
      name: '充值礼券 满 100 减 10',
      amountCents: 1000,
      thresholdCents: 10000,
      perUserQuantity: 3,
      perCycleQuantity: 1,
      effectiveDays: 30,
      orderTypes: ['ShoppingCartOrder'],
    },
    {
      id: 4,
      name: '到店满 30 减 3',
      amountCents: 300,
      thresholdCents: 3000,
      perUserQuantity: 0,
      perCycleQuantity: 0,
      effectiveDays: 60,
      shopIds: [1],
      orderTypes: ['DiyOrder'],
    },
  ]);
  await syncSequence(db, 'voucher_templates');

  const { member } = await findSeedUsers(db);
  if (!member) return;
  const demo = member.id;
  // The welcome voucher came with the card, long enough ago to have expired.
  const welcome = new Date(now.getTime() - 60 * DAY_MS);
  await insertMissing(db, vouchers, [
    {
      id: 1,
      templateId: 1,
      userId: demo,
      applyTime: now,
      expiresAt: new Date(now.getTime() + 90 * DAY_MS),
    },
    {
      id: 2,
      templateId: 2,
      userId: demo,
      applyTime: welcome,
      expiresAt: new Date(welcome.getTime() + 7 * DAY_MS),
    },
    {
      id: 3,
      templateId: 4,
      userId: demo,
      applyTime: now,
      expiresAt: new Date(now.getTime() + 60 * DAY_MS),
    },
  ]);
  await syncSequence(db, 'vouchers');
}
