import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Binary data (`bytea`), read as a Uint8Array from both drivers (node-postgres gives a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded files when they are kept in the database (UPLOAD_STORE=database), so that every
 * server instance on the database serves them. A key is written once and never replaced.
 */
export const uploadObjects = pgTable('upload_objects', {
  /** `<bucket>/<save path>`, as served under /uploads/. */
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The file's size in bytes. */
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
