import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  expiresAt,
  ownedBy,
  serialId,
  textArray,
  textOrEmpty,
  timestamptz,
} from './columns.js';

/** A person who can sign in (their user info: avatar, nickname, roles). */
export const users = pgTable('users', {
  id: serialId(),
  /** Mainland-China mobile number; the passcode sign-in key. */
  mobile: text('mobile').unique(),
  email: text('email').unique(),
  nickname: textOrEmpty('nickname'),
  avatar: textOrEmpty('avatar'),
  /** Roles such as `admin`. */
  roles: textArray('roles'),
  /** scrypt of the client-side password hash, as `scrypt$N$r$p$salt$hash`; null without a password. */
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
});

/** The user a row belongs to; the row goes when the user goes. */
export const userId = () => ownedBy('user_id', () => users.id);

/** The user of a table that keeps one row per user; the row goes when the user goes. */
export const userIdKey = () =>
  integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** Access tokens: only a SHA-256 of the random token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userId(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);
