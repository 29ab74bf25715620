import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/** Site settings (bgmusic, copyright, cstel, beian, csqr, csemail, theme). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
