import type { Db } from '../db/database.js';

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction: services that take part in a caller's transaction accept both. */
export type DbOrTx = Db | Tx;

/** Escapes LIKE wildcards so that a keyword matches literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Whether a database error is a unique-constraint violation (PostgreSQL code 23505). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');
