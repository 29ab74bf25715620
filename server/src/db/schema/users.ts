import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A person who can sign in (their user info: avatar, nickname, roles). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Mainland-China mobile number; the passcode sign-in key. */
  mobile: text('mobile').unique(),
  email: text('email').unique(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  /** Roles such as `admin`. */
  roles: text('roles').array().notNull().default([]),
  /** scrypt of the client-side password hash, as `scrypt$N$r$p$salt$hash`; null without a password. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Access tokens: only a SHA-256 of the random token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);
