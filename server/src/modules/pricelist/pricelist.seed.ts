import { localDate } from '../../lib/shanghaiTime.js';
import { findSeedUsers, syncSequence } from '../../lib/seeding.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pricelistItems, pricelists } from '../../db/schema/index.js';
import { hash01 } from '../../lib/hash.js';

type State = 'pending' | 'approved' | 'rejected';
/** [name, unit, usual price in fen, tags, state of the seeded review]. */
const vegetables: [string, string, number, string[], State][] = [
  ['西红柿', '斤', 350, ['茄果类'], 'approved'],
  ['土豆', '斤', 150, ['根茎类'], 'approved'],
  // An entry error (48 yuan a jin) waiting for an admin to reject it.
  ['菠菜', '斤', 4800, ['叶菜类'], 'pending'],
  ['黄瓜', '斤', 300, ['瓜类'], 'approved'],
  ['大白菜', '斤', 120, ['叶菜类'], 'approved'],
  ['胡萝卜', '斤', 200, ['根茎类'], 'approved'],
  ['茄子', '斤', 400, ['茄果类'], 'approved'],
  ['青椒', '斤', 450, ['茄果类'], 'pending'],
  ['豆角', '斤', 600, ['豆类'], 'approved'],
  ['香菇', '斤', 900, ['菌菇类'], 'approved'],
  ['韭菜', '把', 250, ['叶菜类'], 'rejected'],
  ['冬瓜', '公斤', 280, ['瓜类'], 'pending'],
  ['莲藕', '斤', 550, ['根茎类', '水生类'], 'approved'],
  ['西兰花', '个', 500, ['花菜类'], 'pending'],
];

/**
 * Today's list (China time) when it is missing, prices varying a little from day to day.
 * Approved and rejected items need a reviewer: without the seeded admin every item of the
 * new list waits for review.
 */
export async function seedPricelists(db: Db, now: Date): Promise<void> {
  const today = localDate(now);
  const [existing] = await db
    .select({ id: pricelists.id })
    .from(pricelists)
    .where(eq(pricelists.date, today));
  if (existing) return;
  const [month, day] = today.slice(5).split('-').map(Number);
  const [list] = await db
    .insert(pricelists)
    .values({ date: today, title: `${month}月${day}日蔬菜价格` })
    .onConflictDoNothing()
    .returning({ id: pricelists.id });
  if (!list) return;
  const { admin } = await findSeedUsers(db);
  const dayNumber = Number(today.replace(/-/g, ''));
  const reviewedAt = new Date(`${today}T08:30:00+08:00`);
  await db.insert(pricelistItems).values(
    vegetables.map(([name, unit, price, tags, state], index) => {
      const reviewed = admin && state !== 'pending';
      const variation = index === 2 ? 1 : 0.85 + hash01(dayNumber, index) * 0.3;
      return {
        pricelistId: list.id,
        name,
        unit,
        priceCents: Math.round((price * variation) / 10) * 10,
        tags,
        state: reviewed ? state : 'pending',
        reviewedBy: reviewed ? admin.id : null,
        reviewedAt: reviewed ? reviewedAt : null,
      };
    }),
  );
  await syncSequence(db, 'pricelists');
}
