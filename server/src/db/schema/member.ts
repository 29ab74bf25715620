// Tables of the member module: levels and privileges, member accounts, their balance and
// points logs, pay codes and top-up amounts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  expiresAt,
  ownedBy,
  refersTo,
  seq,
  serialId,
  textOrEmpty,
  timestamptz,
  translations,
} from './columns.js';
import { userId, userIdKey } from './users.js';

/** A memo as a message of the member module's catalogue (`member.memos.<key>`) and its values. */
export interface MemoMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** The server's memo of a log entry; null for a memo a person typed (then `memo` holds it). */
const memoMessage = () => jsonb('memo_message').$type<MemoMessage>();

export const memberLevels = pgTable('member_levels', {
  id: serialId(),
  name: text('name').notNull(),
  translations: translations(),
  /** Points earned in all from which a member reaches the level. */
  minPoints: integer('min_points').notNull().default(0),
});

export const privileges = pgTable('privileges', {
  id: serialId(),
  name: text('name').notNull(),
  description: text('description'),
  translations: translations(),
  seq: seq(),
});

export const levelPrivileges = pgTable(
  'level_privileges',
  {
    levelId: ownedBy('level_id', () => memberLevels.id),
    privilegeId: ownedBy('privilege_id', () => privileges.id),
  },
  (table) => [primaryKey({ columns: [table.levelId, table.privilegeId] })],
);

/** The member account of a user: card, level, stored-value balance and points. */
export const members = pgTable(
  'members',
  {
    userId: userIdKey(),
    cardNo: text('card_no').notNull().unique(),
    levelId: refersTo('level_id', () => memberLevels.id),
    balanceCents: integer('balance_cents').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    /** Points earned in all (the level follows it; spending points keeps the level). */
    pointsEarned: integer('points_earned').notNull().default(0),
    wechatCode: text('wechat_code').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    // A balance never goes negative, whatever the code above it does.
    check('members_balance_nonnegative', sql`${table.balanceCents} >= 0`),
    check('members_credit_nonnegative', sql`${table.credit} >= 0`),
  ],
);

export const accountLogs = pgTable(
  'account_logs',
  {
    id: serialId(),
    userId: userId(),
    amountCents: integer('amount_cents').notNull(),
    memo: textOrEmpty('memo'),
    /** The memo the server writes, as a message key and its values, written in the reader's language. */
    memoMessage: memoMessage(),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (table) => [index('account_logs_user_idx').on(table.userId, table.id.desc())],
);

export const creditLogs = pgTable(
  'credit_logs',
  {
    id: serialId(),
    userId: userId(),
    amount: integer('amount').notNull(),
    memo: textOrEmpty('memo'),
    /** The memo the server writes, as a message key and its values, written in the reader's language. */
    memoMessage: memoMessage(),
    vendor: textOrEmpty('vendor'),
    createdAt: createdAt(),
  },
  (table) => [index('credit_logs_user_idx').on(table.userId, table.id.desc())],
);

/** Pay codes; `state` is valid, used or replaced (expiry is read from `expiresAt`). */
export const paycodes = pgTable(
  'paycodes',
  {
    id: serialId(),
    code: text('code').notNull().unique(),
    userId: userId(),
    state: text('state').notNull().default('valid'),
    expiresAt: expiresAt(),
    amountCents: integer('amount_cents'),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('paycodes_user_idx').on(table.userId, table.state)],
);

export const topupSlots = pgTable('topup_slots', {
  id: serialId(),
  amountCents: integer('amount_cents').notNull().unique(),
  /** Money added on top of the amount when the top-up is paid. */
  bonusCents: integer('bonus_cents').notNull().default(0),
  label: text('label').notNull(),
  translations: translations(),
  seq: seq(),
  selected: boolean('selected').notNull().default(false),
});
