import { findSeedUsers, insertMissing, seedTranslated, syncSequence } from '../../lib/seeding.js';
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
  await seedTranslated(db, privileges, [
    {
      id: 1,
      name: '积分兑换',
      description: '积分可在礼品店兑换商品',
      translations: {
        en: { name: 'Points exchange', description: 'Exchange points for goods at the gift shop' },
        mn: {
          name: 'Оноо солилцох',
          description: 'Оноогоо бэлэгний дэлгүүрт бараагаар сольж болно',
        },
      },
      seq: 40,
    },
    {
      id: 2,
      name: '生日礼券',
      description: '生日当月赠送 20 元无门槛券',
      translations: {
        en: {
          name: 'Birthday voucher',
          description: 'A ¥20 voucher with no minimum spend in your birthday month',
        },
        mn: {
          name: 'Төрсөн өдрийн эрхийн бичиг',
          description: 'Төрсөн сардаа доод дүнгийн шаардлагагүй 20 юанийн эрхийн бичиг авна',
        },
      },
      seq: 30,
    },
    {
      id: 3,
      name: '会员日双倍积分',
      description: '每月 18 日消费积分翻倍',
      translations: {
        en: {
          name: 'Double points on member day',
          description: 'Purchases on the 18th of every month earn double points',
        },
        mn: {
          name: 'Гишүүдийн өдөр давхар оноо',
          description: 'Сар бүрийн 18-нд хийсэн худалдан авалт давхар оноо авчирна',
        },
      },
      seq: 20,
    },
    {
      id: 4,
      name: '专属客服',
      description: '钻石会员专属客服热线',
      translations: {
        en: { name: 'Personal service', description: 'A service line for diamond members only' },
        mn: {
          name: 'Тусгай үйлчилгээ',
          description: 'Зөвхөн алмазан гишүүдэд зориулсан үйлчилгээний утас',
        },
      },
      seq: 10,
    },
  ]);
  await seedTranslated(db, memberLevels, [
    {
      id: 1,
      name: '普通会员',
      translations: { en: { name: 'Standard member' }, mn: { name: 'Энгийн гишүүн' } },
      minPoints: 0,
    },
    {
      id: 2,
      name: '金卡会员',
      translations: { en: { name: 'Gold member' }, mn: { name: 'Алтан гишүүн' } },
      minPoints: 2000,
    },
    {
      id: 3,
      name: '钻石会员',
      translations: { en: { name: 'Diamond member' }, mn: { name: 'Алмазан гишүүн' } },
      minPoints: 10000,
    },
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
  const slot = (id: number, yuan: number, bonus: number, label: string, selected = false) => ({
    id,
    amountCents: yuan * 100,
    bonusCents: bonus * 100,
    label,
    translations: {
      en: { label: bonus ? `Top up ¥${yuan}, get ¥${bonus} free` : `Top up ¥${yuan}` },
      mn: {
        label: bonus ? `${yuan} юань цэнэглээд ${bonus} юань бэлэг` : `${yuan} юань цэнэглэх`,
      },
    },
    seq: id,
    selected,
  });
  await seedTranslated(db, topupSlots, [
    slot(1, 50, 0, '充50元'),
    slot(2, 100, 5, '充100元送5元', true),
    slot(3, 200, 15, '充200元送15元'),
    slot(4, 500, 50, '充500元送50元'),
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
      memoMessage: { key: 'topup', params: { amount: '50.00' } },
      createdAt: at('2026-02-10T18:00:00+08:00'),
    },
    {
      userId: demo,
      amountCents: 10500,
      memoMessage: { key: 'topupWithBonus', params: { amount: '100.00', bonus: '5.00' } },
      createdAt: at('2026-03-01T10:12:00+08:00'),
    },
    {
      userId: demo,
      amountCents: -3450,
      memoMessage: { key: 'orderPaid', params: { orderSn: '20260301000004' } },
      createdAt: at('2026-03-01T10:30:00+08:00'),
    },
  ]);
  await db.insert(creditLogs).values([
    {
      userId: demo,
      amount: 500,
      memoMessage: { key: 'welcomePoints' },
      vendor: '',
      createdAt: at('2026-01-15T09:30:00+08:00'),
    },
    {
      userId: demo,
      amount: 426,
      memoMessage: { key: 'memberDayGift' },
      vendor: '城市生活康巴什店',
      createdAt: at('2026-02-18T15:20:00+08:00'),
    },
    {
      userId: demo,
      amount: -100,
      memoMessage: { key: 'pointsExchange' },
      vendor: '城市生活康巴什店',
      createdAt: at('2026-02-21T11:00:00+08:00'),
    },
    {
      userId: demo,
      amount: 34,
      memoMessage: { key: 'orderPoints', params: { orderSn: '20260301000004' } },
      vendor: '城市生活康巴什店',
      createdAt: at('2026-03-01T10:30:00+08:00'),
    },
  ]);
}
