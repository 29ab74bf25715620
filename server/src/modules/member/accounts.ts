// The member account of a user: opening it, its balance and its points.
import { type DbOrTx, type Tx } from '../../lib/db.js';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { accountLogs, creditLogs, memberLevels, members, users } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { grantVoucher, templateByCode } from '../voucher/voucher.service.js';

export type MemberRow = typeof members.$inferSelect;

/** Card numbers: `88` and the user id on 8 digits (user 1 holds 8800000001). */
export const cardNoOf = (userId: number) => `88${String(userId).padStart(8, '0')}`;

/** The template of the voucher every new member receives once. */
export const WELCOME_TEMPLATE = 'welcome';

/**
 * The member account of a user, created on first use: lowest level, empty balance, and
 * the welcome voucher (once per user: the template allows one). 404 when no such user.
 */
export async function ensureMember(db: DbOrTx, userId: number, now: Date): Promise<MemberRow> {
  const [existing] = await db.select().from(members).where(eq(members.userId, userId));
  if (existing) return existing;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw fail.notFound('member.notFound');
  return db.transaction(async (tx) => {
    const [level] = await tx
      .select({ id: memberLevels.id })
      .from(memberLevels)
      .orderBy(asc(memberLevels.minPoints), asc(memberLevels.id))
      .limit(1);
    if (!level) throw new Error('No member level is defined (the seed did not run)');
    const [created] = await tx
      .insert(members)
      .values({ userId, cardNo: cardNoOf(userId), levelId: level.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [row] = await tx.select().from(members).where(eq(members.userId, userId));
      return row!;
    }
    const welcome = await templateByCode(tx, WELCOME_TEMPLATE);
    if (welcome) {
      await tx
        .transaction((inner) => grantVoucher(inner, userId, welcome.id, now))
        .catch(
          // Already granted (a seeded member): the limit holds, nothing to add.
          () => undefined,
        );
    }
    return created;
  });
}

/**
 * Takes money from a balance: one conditional update, so that concurrent payments never
 * take a balance below zero. 422 'Insufficient balance' otherwise.
 */
export async function debitBalance(
  tx: Tx,
  input: { userId: number; cents: number; memo: string; orderId?: number; now: Date },
): Promise<number> {
  const rows = await tx
    .update(members)
    .set({ balanceCents: sql`${members.balanceCents} - ${input.cents}` })
    .where(and(eq(members.userId, input.userId), gte(members.balanceCents, input.cents)))
    .returning({ balanceCents: members.balanceCents });
  if (rows.length === 0) throw fail.unprocessable('member.insufficientBalance');
  await tx.insert(accountLogs).values({
    userId: input.userId,
    amountCents: -input.cents,
    memo: input.memo,
    orderId: input.orderId ?? null,
    createdAt: input.now,
  });
  return rows[0]!.balanceCents;
}

/** Adds money to a balance (top-ups, refunds) with its log entry. */
export async function creditBalance(
  tx: Tx,
  input: { userId: number; cents: number; memo: string; orderId?: number; now: Date },
): Promise<number> {
  await ensureMember(tx, input.userId, input.now);
  const [row] = await tx
    .update(members)
    .set({ balanceCents: sql`${members.balanceCents} + ${input.cents}` })
    .where(eq(members.userId, input.userId))
    .returning({ balanceCents: members.balanceCents });
  await tx.insert(accountLogs).values({
    userId: input.userId,
    amountCents: input.cents,
    memo: input.memo,
    orderId: input.orderId ?? null,
    createdAt: input.now,
  });
  return row!.balanceCents;
}

/** Grants points; the level follows the points earned in all. */
export async function addPoints(
  tx: Tx,
  input: { userId: number; points: number; memo: string; vendor: string; now: Date },
): Promise<void> {
  if (input.points <= 0) return;
  await ensureMember(tx, input.userId, input.now);
  const [row] = await tx
    .update(members)
    .set({
      credit: sql`${members.credit} + ${input.points}`,
      pointsEarned: sql`${members.pointsEarned} + ${input.points}`,
    })
    .where(eq(members.userId, input.userId))
    .returning({ pointsEarned: members.pointsEarned, levelId: members.levelId });
  await tx.insert(creditLogs).values({
    userId: input.userId,
    amount: input.points,
    memo: input.memo,
    vendor: input.vendor,
    createdAt: input.now,
  });
  const [level] = await tx
    .select({ id: memberLevels.id })
    .from(memberLevels)
    .where(lte(memberLevels.minPoints, row!.pointsEarned))
    .orderBy(desc(memberLevels.minPoints))
    .limit(1);
  if (level && level.id !== row!.levelId) {
    await tx.update(members).set({ levelId: level.id }).where(eq(members.userId, input.userId));
  }
}
