import { findSeedUsers, insertMissing, syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import {
  accountLogs,
  creditLogs,
  levelPrivileges,
  memberLevels,
  members,
  privileges,
  topupSlots,
} from '../../db/schema/index.js';
import { cardNoOf } from './accounts.js';

const at = (iso: string) => new Date(iso);

/** Levels, privileges, top-up slots, and the demo member's account and points. */
export async function seedMembers(db: Db): Promise<void> {
  await insertMissing(db, privileges, [
    { id: 1, name: '积分兑换', description: '积分可在礼品店兑换商品', seq: 40 },
    { id: 2, name: '生日礼券', description: '生日当月赠送 20 元无门槛券', seq: 30 },
    { id: 3, name: '会员日双倍积分', description: '每月 18 日消费积分翻倍', seq: 20 },
    { id: 4, name: '专属客服', description: '钻石会员专属客服热线', seq: 10 },
  ]);
  await insertMissing(db, memberLevels, [
    { id: 1, name: '普通会员', minPoints: 0 },
    { id: 2, name: '金卡会员', minPoints: 2000 },
    { id: 3, name: '钻石会员', minPoints: 10000 },
  ]);
  await insertMissing(db, levelPrivileges, [
    { levelId: 1, privilegeId: 1 },
    { levelId: 2, privilegeId: 1 },
    { levelId: 2, privilegeId: 2 },
    { levelId: 3, privilegeId: 1 },
    { levelId: 3, privilegeId: 2 },
    { levelId: 3, privilegeId: 3 },
    { levelId: 3, privilegeId: 4 },
  ]);
  await insertMissing(db, topupSlots, [
    { id: 1, amountCents: 5000, bonusCents: 0, label: '充50元', seq: 1, selected: false },
    { id: 2, amountCents: 10000, bonusCents: 500, label: '充100元送5元', seq: 2, selected: true },
    {
      id: 3,
      amountCents: 20000,
      bonusCents: 1500,
      label: '充200元送15元',
      seq: 3,
      selected: false,
    },
    {
      id: 4,
      amountCents: 50000,
      bonusCents: 5000,
      label: '充500元送50元',
      seq: 4,
      selected: false,
    },
  ]);
  for (const table of ['privileges', 'member_levels', 'topup_slots']) await syncSequence(db, table);

  const { member } = await findSeedUsers(db);
  if (!member) return;
  const demo = member.id;
  const [created] = await db
    .insert(members)
    .values({
      userId: demo,
      cardNo: cardNoOf(demo),
      levelId: 1,
      // 50 + 105 (top-up of order 20260301000002) - 34.50 (order 20260301000004)
      balanceCents: 12050,
      credit: 860,
      pointsEarned: 960,
      createdAt: at('2026-01-15T09:30:00+08:00'),
    })
    .onConflictDoNothing()
    .returning({ userId: members.userId });
  // Logs only with the member row: a restart never adds them twice.
  if (!created) return;
  await db.insert(accountLogs).values([
    {
      userId: demo,
      amountCents: 5000,
      memo: '充值 50.00 元',
      createdAt: at('2026-02-10T18:00:00+08:00'),
    },
    {
      userId: demo,
      amountCents: 10500,
      memo: '充值 100.00 元（含赠送 5.00 元）',
      createdAt: at('2026-03-01T10:12:00+08:00'),
    },
    {
      userId: demo,
      amountCents: -3450,
      memo: '订单 20260301000004 余额支付',
      createdAt: at('2026-03-01T10:30:00+08:00'),
    },
  ]);
  await db.insert(creditLogs).values([
    {
      userId: demo,
      amount: 500,
      memo: '开卡赠送积分',
      vendor: '',
      createdAt: at('2026-01-15T09:30:00+08:00'),
    },
    {
      userId: demo,
      amount: 426,
      memo: '会员日活动赠送',
      vendor: '城市生活康巴什店',
      createdAt: at('2026-02-18T15:20:00+08:00'),
    },
    {
      userId: demo,
      amount: -100,
      memo: '积分兑换',
      vendor: '城市生活康巴什店',
      createdAt: at('2026-02-21T11:00:00+08:00'),
    },
    {
      userId: demo,
      amount: 34,
      memo: '购物送积分（订单 20260301000004）',
      vendor: '城市生活康巴什店',
      createdAt: at('2026-03-01T10:30:00+08:00'),
    },
  ]);
}
