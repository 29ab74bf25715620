import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Translations } from '../db/schema/columns.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';

/** Moves a serial column's sequence past the ids inserted explicitly. */
export async function syncSequence(db: Db, table: string, column = 'id'): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), ` +
        `greatest((select coalesce(max(${column}), 0) from ${table}), 1))`,
    ),
  );
}

/** Inserts the seed rows a table does not have yet; rows whose key is taken stay as they are. */
export async function insertMissing<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await db.insert(table).values(rows).onConflictDoNothing();
}

/**
 * Gives seed rows their translations where a database seeded before content carried them
 * still has none (rows whose translations someone set stay as they are). `matches` finds a
 * row's stored twin (by default its id).
 */
export async function fillTranslations<R extends { translations?: Translations }>(
  db: Db,
  table: PgTable & { translations: AnyPgColumn },
  rows: R[],
  matches: (row: R) => SQL | undefined,
): Promise<void> {
  for (const row of rows) {
    if (!row.translations || Object.keys(row.translations).length === 0) continue;
    await db
      .update(table)
      .set({ translations: row.translations } as never)
      .where(and(matches(row), sql`${table.translations} = '{}'::jsonb`));
  }
}

/** A seed row's stored twin in `table`, found by id. */
export const byId =
  (table: { id: AnyPgColumn }) =>
  (row: { id: number | string }): SQL =>
    eq(table.id, row.id);

/** Inserts the seed rows a table does not have yet and fills their translations (`fillTranslations`). */
export async function seedTranslated<
  T extends PgTable & { id: AnyPgColumn; translations: AnyPgColumn },
>(
  db: Db,
  table: T,
  rows: (PgInsertValue<T> & { id: number | string; translations?: Translations })[],
): Promise<void> {
  await insertMissing(db, table, rows);
  await fillTranslations(db, table, rows, byId(table));
}

/** Inserts rows in batches (one statement per batch keeps the first start quick). */
export async function insertInBatches<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/**
 * The demo member's default delivery address: the accounts seed saves it (address 1), the
 * orders seed sends the demo member's delivered order to it.
 */
export const DEMO_MEMBER_ADDRESS = {
  contact: '张三',
  phone: '13800138000',
  province: '内蒙古自治区',
  city: '鄂尔多斯市',
  district: '康巴什区',
  detail: '康巴什大街 1 号 3 单元 502',
  zip: '017010',
};

export interface SeedUsers {
  /** The demo member (mobile 13800138000), when the accounts seed created it. */
  member?: { id: number; nickname: string };
  /** The admin (mobile 13900139000), when the accounts seed created it. */
  admin?: { id: number; nickname: string };
}

/** The demo users created by the accounts seed, looked up by mobile. */
export async function findSeedUsers(db: Db): Promise<SeedUsers> {
  const find = async (mobile: string) => {
    const [user] = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(eq(users.mobile, mobile));
    return user;
  };
  const [member, admin] = await Promise.all([find('13800138000'), find('13900139000')]);
  return { ...(member && { member }), ...(admin && { admin }) };
}
