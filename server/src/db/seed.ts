import type { Db } from './database.js';
import { modules } from '../modules/index.js';

/**
 * Runs every module's seed. Each inserts only what is missing, so data changed after the
 * first start survives every restart.
 */
export async function seed(db: Db): Promise<void> {
  for (const module of modules) await module.seed?.(db);
}
