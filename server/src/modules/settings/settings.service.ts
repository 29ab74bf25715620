import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { settings } from '../../db/schema/index.js';

/** The values of the settings asked for (each key once; unknown keys are left out). */
export async function settingsOf(db: Db, keys: string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...new Set(keys)]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
