import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { accessTokens, users } from '../db/schema/index.js';
import type { CallerCache } from './callerCache.js';

/** Tokens expire after 7 days, as long as the app's login cookies live. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The signed-in caller of a request. */
export interface Caller {
  id: number;
  roles: string[];
  tokenHash: string;
}

/** Issues a random, opaque token for `userId`; only its hash is stored. */
export async function issueToken(db: Db, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await db
    .insert(accessTokens)
    .values({ tokenHash: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The caller a token belongs to, if it is known, unexpired and not revoked. */
export async function findCaller(
  db: Db,
  cache: CallerCache,
  token: string,
  now: Date,
): Promise<Caller | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash, now);
  if (cached) return { id: cached.id, roles: cached.roles, tokenHash };
  const rows = await db
    .select({ id: users.id, roles: users.roles, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  cache.set(tokenHash, row);
  return { id: row.id, roles: row.roles, tokenHash };
}

/** Revokes one token (logout). */
export async function revokeToken(db: Db, callers: CallerCache, tokenHash: string, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(eq(accessTokens.tokenHash, tokenHash));
  callers.forgetToken(tokenHash);
}

/** Revokes every token of a user (password change). */
export async function revokeAllTokens(db: Db, callers: CallerCache, userId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  callers.forgetUser(userId);
}
