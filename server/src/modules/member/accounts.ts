// The member account of a user: opening it, its balance and its points.
import { type DbOrTx, type Tx } from '../../lib/db.js';
import { asc, eq, sql } from 'drizzle-orm';
import {
  accountLogs,
  creditLogs,
  memberLevels,
  members,
  shops,
  users,
  type MemoMessage,
} from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { translate, type Locale } from '../../i18n/translate.js';
import { grantVoucher, templateByCode } from '../voucher/voucher.service.js';

export type MemberRow = typeof members.$inferSelect;
export type { MemoMessage } from '../../db/schema/index.js';

/**
 * What a log entry says: the server's words as a message (`member.memos.<key>`, written in
 * the reader's language) and, after them, what a person typed (`note`, kept as typed).
 */
export interface LogMemo {
  memo: MemoMessage;
  note?: string;
}

/** The memo columns of a log entry. */
const memoColumns = ({ memo, note }: LogMemo) => ({ memo: note ?? '', memoMessage: memo });

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
 * take a balance below zero, and its log entry, in one statement. 422 'Insufficient
 * balance' otherwise (also when the user has no member account yet: its balance is 0).
 */
export async function debitBalance(
  tx: Tx,
  input: { userId: number; cents: number; orderId?: number; now: Date } & LogMemo,
): Promise<number> {
  const { memo, memoMessage } = memoColumns(input);
  const result = (await tx.execute(sql`
    with debited as (
      update ${members} set balance_cents = balance_cents - ${input.cents}
      where user_id = ${input.userId} and balance_cents >= ${input.cents}
      returning user_id, balance_cents
    ), logged as (
      insert into ${accountLogs} (user_id, amount_cents, memo, memo_message, order_id, created_at)
      select user_id, ${-input.cents}, ${memo}, ${JSON.stringify(memoMessage)}::jsonb,
        ${input.orderId ?? null},
        ${input.now.toISOString()}::timestamptz
      from debited
    )
    select balance_cents from debited`)) as unknown as { rows: { balance_cents: number }[] };
  const row = result.rows[0];
  if (!row) throw fail.unprocessable('member.insufficientBalance');
  return Number(row.balance_cents);
}

/** Adds money to a balance (top-ups, refunds) with its log entry. */
export async function creditBalance(
  tx: Tx,
  input: { userId: number; cents: number; orderId?: number; now: Date } & LogMemo,
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
    ...memoColumns(input),
    orderId: input.orderId ?? null,
    createdAt: input.now,
  });
  return row!.balanceCents;
}

/**
 * Grants points; the level follows the points earned in all. One statement adds them,
 * moves the level and writes the log entry (its vendor is the shop's name when `shopId`
 * is given); the member account is opened first only when there is none yet.
 */
export async function addPoints(
  tx: Tx,
  input: {
    userId: number;
    points: number;
    vendor: string | { shopId: number };
    now: Date;
  } & LogMemo,
): Promise<void> {
  if (input.points <= 0) return;
  const { memo, memoMessage } = memoColumns(input);
  const vendor =
    typeof input.vendor === 'string'
      ? sql`${input.vendor}`
      : sql`coalesce((select name from ${shops} where id = ${input.vendor.shopId}), '')`;
  const grant = async () => {
    const result = (await tx.execute(sql`
      with granted as (
        update ${members} m set
          credit = m.credit + ${input.points},
          points_earned = m.points_earned + ${input.points},
          level_id = coalesce(
            (select l.id from ${memberLevels} l where l.min_points <= m.points_earned + ${input.points}
              order by l.min_points desc limit 1),
            m.level_id)
        where m.user_id = ${input.userId}
        returning m.user_id
      )
      insert into ${creditLogs} (user_id, amount, memo, memo_message, vendor, created_at)
      select user_id, ${input.points}, ${memo}, ${JSON.stringify(memoMessage)}::jsonb, ${vendor},
        ${input.now.toISOString()}::timestamptz
      from granted
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length === 1;
  };
  if (await grant()) return;
  await ensureMember(tx, input.userId, input.now);
  if (!(await grant())) throw new Error(`No member account for user ${input.userId}`);
}

/**
 * A log entry's memo in `locale`: the server's words (when it wrote them) followed by what
 * a person typed; entries written before memos were messages keep their text as it is.
 */
export function memoText(
  row: { memo: string; memoMessage: MemoMessage | null },
  locale: Locale,
): string {
  if (!row.memoMessage) return row.memo;
  const words = translate(locale, `member.memos.${row.memoMessage.key}`, row.memoMessage.params);
  return row.memo ? `${words} ${row.memo}` : words;
}
