import { pageOf } from '../../lib/paging.js';
import { type DbOrTx } from '../../lib/db.js';
import { isoShanghai } from '../../lib/shanghaiTime.js';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Db } from '../../db/database.js';
import { items, reviews, shops, users } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import { findDemoMember } from '../member/seed.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('review', { 'zh-Hans': zhHans, en, mn });

type Review = components['schemas']['Review'];
type TargetType = components['schemas']['ReviewTargetType'];
type ReviewRow = typeof reviews.$inferSelect;

/** 404 unless the target exists (an item must be on sale). */
async function assertTarget(db: DbOrTx, type: TargetType, id: number) {
  const [row] =
    type === 'item'
      ? await db
          .select({ id: items.id })
          .from(items)
          .where(and(eq(items.id, id), eq(items.onSale, true)))
      : await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
  if (!row) throw fail.notFound('review.targetNotFound');
}

/** The name shown next to a review: the nickname, else 用户 and the mobile's last digits. */
function authorName(user: { id: number; nickname: string; mobile: string | null }) {
  const nickname = user.nickname.trim();
  if (nickname) return nickname.slice(0, 32);
  return `用户${user.mobile ? user.mobile.slice(-4) : user.id}`;
}

async function views(db: DbOrTx, rows: ReviewRow[]): Promise<Review[]> {
  const authors = rows.length
    ? await db
        .select({
          id: users.id,
          nickname: users.nickname,
          mobile: users.mobile,
          avatar: users.avatar,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]))
    : [];
  const byId = new Map(authors.map((author) => [author.id, author]));
  return rows.map((row) => {
    const author = byId.get(row.userId);
    return {
      id: row.id,
      targetType: row.targetType as TargetType,
      targetId: row.targetId,
      rating: row.rating,
      content: row.content,
      pics: row.pics,
      createdTime: isoShanghai(row.createdAt),
      user: {
        id: row.userId,
        nickname: author ? authorName(author) : `用户${row.userId}`,
        avatar: author?.avatar ?? '',
      },
    };
  });
}

const ofTarget = (type: TargetType, id: number) =>
  and(eq(reviews.targetType, type), eq(reviews.targetId, id));

/** A few reviews by the demo member. */
async function seedReviews(db: Db) {
  const demo = await findDemoMember(db);
  if (demo === undefined) return;
  await db
    .insert(reviews)
    .values([
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
    ])
    .onConflictDoNothing();
}

export const reviewModule: ServerModule = {
  name: 'review',
  handlers: (ctx) => {
    const { db } = ctx;
    return {
      async createReview(request) {
        const userId = callerOf(request).id;
        const { targetType, targetId, rating, content, pics } = request.body;
        await assertTarget(db, targetType, targetId);
        const [row] = await db
          .insert(reviews)
          .values({
            userId,
            targetType,
            targetId,
            rating,
            content: content ?? '',
            pics: pics ?? [],
            createdAt: ctx.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw fail.conflict('review.already');
        const [review] = await views(db, [row]);
        return review!;
      },
      async getReviewsByTarget(request) {
        const { a, b } = request.params;
        await assertTarget(db, a, b);
        const { limit, offset } = pageOf(request.query, 10);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(reviews)
            .where(ofTarget(a, b))
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset(offset),
          db.select({ n: count() }).from(reviews).where(ofTarget(a, b)),
        ]);
        return { objects: await views(db, rows), total: total?.n ?? 0 };
      },
      async getReviewSummary(request) {
        const { a, b } = request.params;
        await assertTarget(db, a, b);
        const rows = await db
          .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
          .from(reviews)
          .where(ofTarget(a, b))
          .groupBy(reviews.rating);
        const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
        let total = 0;
        let stars = 0;
        for (const row of rows) {
          distribution[String(row.rating) as keyof typeof distribution] = row.n;
          total += row.n;
          stars += row.rating * row.n;
        }
        return {
          count: total,
          average: total ? Math.round((stars / total) * 10) / 10 : 0,
          distribution,
        };
      },
    };
  },
  seed: seedReviews,
};
