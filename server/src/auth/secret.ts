import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { serverSecrets } from '../db/schema/index.js';

/**
 * The server's signing secret when none is configured: made at random on the first start
 * and kept in the database, so restarts and other instances on the same database sign
 * alike, and nobody can read it from the code.
 */
export async function storedSecret(db: Db, now: Date): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: 'signing', value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'signing'));
  return row!.value;
}
