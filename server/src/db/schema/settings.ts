import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site settings (bgmusic, copyright, cstel, beian, csqr, csemail, theme). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
