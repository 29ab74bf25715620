import { sql } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib/types';
import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, serialId, textOrEmpty, timestamptz, updatedAt } from './columns.js';
import { userId, userIdKey } from './users.js';

/**
 * The current proof-of-work challenge of each client track id (10 minutes, single use): the
 * challenge as served, its level of difficulty, and its solution (for the development call).
 */
export const captchas = pgTable(
  'captchas',
  {
    trackId: text('track_id').primaryKey(),
    /** The ALTCHA challenge as served: its parameters and their signature. */
    challenge: jsonb('challenge').$type<Challenge>().notNull(),
    /** The solution, `<counter>:<derived key>`; served only by the development call. */
    answer: text('answer').notNull(),
    /** Each level doubles the expected work of solving it. */
    level: smallint('level').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);

/**
 * The last sign-in passcode sent to each mobile number. `codeHash` is an HMAC of the
 * passcode; it is null once the passcode was used or discarded after 5 wrong entries,
 * while `sentAt` stays for the 60-second resend rule.
 */
export const passcodes = pgTable('passcodes', {
  mobile: text('mobile').primaryKey(),
  codeHash: text('code_hash'),
  sentAt: timestamptz('sent_at').notNull(),
  expiresAt: expiresAt(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
});

/** The last password-reset link of each user (only a SHA-256 of its token is kept). */
export const passwordResets = pgTable('password_resets', {
  userId: userIdKey(),
  tokenHash: text('token_hash'),
  sentAt: timestamptz('sent_at').notNull(),
  expiresAt: expiresAt(),
});

/** WeChat accounts linked to users (the openid of the configured WeChat application). */
export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    openid: text('openid').primaryKey(),
    unionid: text('unionid'),
    userId: userId(),
    createdAt: createdAt(),
  },
  (table) => [index('wechat_accounts_user_idx').on(table.userId)],
);

/** Delivery addresses; each user with addresses has exactly one default. */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    userId: userId(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: textOrEmpty('district'),
    detail: text('detail').notNull(),
    zip: textOrEmpty('zip'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** A user's profile: name, sex, area, birth date, occupation (the avatar is the user's `avatar`). */
export const profiles = pgTable('profiles', {
  userId: userIdKey(),
  name: textOrEmpty('name'),
  /** female or male; null when unset. */
  sex: text('sex'),
  province: textOrEmpty('province'),
  city: textOrEmpty('city'),
  district: textOrEmpty('district'),
  /** YYYY-MM-DD; null when unset. */
  birthDate: text('birth_date'),
  occupation: textOrEmpty('occupation'),
  updatedAt: updatedAt(),
});
