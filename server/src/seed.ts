import type { Db } from './db/database.js';
import { modules } from './modules/index.js';

/**
 * Runs every module's seed. Each inserts only what is missing, so data changed after the
 * first start survives every restart. Seeded times are relative to `now`.
 */
export async function seed(db: Db, now: Date): Promise<void> {
  for (const module of modules) await module.seed?.(db, now);
}
