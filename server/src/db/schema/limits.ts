import { bigserial, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';

/**
 * Attempts counted by the rate limits and failure locks (sign-in failures, passcode sends,
 * captcha refreshes, ...): one row per attempt, kept while it can still count, and one per
 * attempt in progress (a slot, removed again when the attempt succeeds). In the database so
 * that limits survive a restart and hold across server instances.
 */
export const limitHits = pgTable(
  'limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which limit counts it (`password-account`, `passcode-send-ip`, ...). */
    scope: text('scope').notNull(),
    /** What it is counted against: an account, a mobile number, a client address. */
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
    /** An attempt still in progress (holding its place), not yet a failure. */
    inProgress: boolean('in_progress').notNull().default(false),
  },
  (table) => [index('limit_hits_key_idx').on(table.scope, table.key, table.at)],
);

/** Keys locked by a failure limit until a time. */
export const limitLocks = pgTable(
  'limit_locks',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    until: timestamptz('until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * Secrets the server made for itself on its first start (the signing secret when none is
 * configured). Never served by any call.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
