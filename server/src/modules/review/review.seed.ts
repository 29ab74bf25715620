import { findSeedUsers, insertMissing } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { reviews } from '../../db/schema/index.js';

/** A few reviews by the demo member. */
export async function seedReviews(db: Db): Promise<void> {
  const { member } = await findSeedUsers(db);
  if (!member) return;
  const demo = member.id;
  await insertMissing(db, reviews, [
    {
      userId: demo,
      targetType: 'item',
      targetId: 1,
      rating: 5,
      content: '很甜，包装完好，下次还买。',
      createdAt: new Date('2026-02-12T19:20:00+08:00'),
    },
    {
      userId: demo,
      targetType: 'item',
      targetId: 61,
      rating: 4,
      content: '羊肉很嫩，没有膻味，就是有点贵。',
      createdAt: new Date('2026-02-20T12:05:00+08:00'),
    },
    {
      userId: demo,
      targetType: 'shop',
      targetId: 1,
      rating: 5,
      content: '店员很热情，自提很方便。',
      createdAt: new Date('2026-03-02T10:20:00+08:00'),
    },
  ]);
}
