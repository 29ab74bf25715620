import { pageOf } from '../../lib/paging.js';
import { type DbOrTx } from '../../lib/db.js';
import { isoShanghai } from '../../lib/shanghaiTime.js';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components, operations } from '@citylife/api-client/schema';
import type { ServiceDeps } from '../../context.js';
import { items, orderItems, orders, reviews, shops, users } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';

type Review = components['schemas']['Review'];
type TargetType = components['schemas']['ReviewTargetType'];
type ReviewInput = operations['createReview']['requestBody']['content']['application/json'];
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

/** Order statuses after payment that were not undone: the buyer holds the goods or will. */
const BOUGHT_STATUSES = ['paid', 'shipped', 'completed'];

/** Whether a user bought a target: any shop counts; an item needs one of their bought orders. */
async function bought(db: DbOrTx, userId: number, type: TargetType, id: number) {
  if (type !== 'item') return true;
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, BOUGHT_STATUSES),
        eq(orderItems.itemId, id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const ofTarget = (type: TargetType, id: number) =>
  and(eq(reviews.targetType, type), eq(reviews.targetId, id));

export class ReviewService {
  constructor(private readonly deps: ServiceDeps<'db' | 'now'>) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Publishes the user's review of a target; 422 when the target is an item they did not
   * buy, 409 when they already reviewed it.
   */
  async create(userId: number, input: ReviewInput): Promise<Review> {
    const { targetType, targetId, rating, content, pics } = input;
    await assertTarget(this.db, targetType, targetId);
    if (!(await bought(this.db, userId, targetType, targetId))) {
      throw fail.unprocessable('review.notBought');
    }
    const [row] = await this.db
      .insert(reviews)
      .values({
        userId,
        targetType,
        targetId,
        rating,
        content: content ?? '',
        pics: pics ?? [],
        createdAt: this.deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail.conflict('review.already');
    const [review] = await views(this.db, [row]);
    return review!;
  }

  /** Whether the user bought a target, and their review of it when they wrote one. */
  async standing(userId: number, type: TargetType, id: number) {
    await assertTarget(this.db, type, id);
    const [own] = await this.db
      .select()
      .from(reviews)
      .where(and(ofTarget(type, id), eq(reviews.userId, userId)));
    const isBought = await bought(this.db, userId, type, id);
    if (!own) return { bought: isBought };
    const [review] = await views(this.db, [own]);
    return { bought: isBought, review: review! };
  }

  /** One page of a target's reviews, newest first, with their number. */
  async ofTarget(type: TargetType, id: number, page: Parameters<typeof pageOf>[0]) {
    await assertTarget(this.db, type, id);
    const { limit, offset } = pageOf(page, 10);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(reviews)
        .where(ofTarget(type, id))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(reviews).where(ofTarget(type, id)),
    ]);
    return { objects: await views(this.db, rows), total: total?.n ?? 0 };
  }

  /** How many reviews a target has, their average and how many gave each rating. */
  async summary(type: TargetType, id: number) {
    await assertTarget(this.db, type, id);
    const rows = await this.db
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(ofTarget(type, id))
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
  }
}
