import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, issueToken } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { accessTokens, users } from '../../db/schema/index.js';
import type { SuccessData } from '../../http/operations.js';

export type UserInfo = SuccessData<'getUserInfo'>;
export type SignInResult = SuccessData<'signInWithPasscode'>;

/** `138****8000`: a mobile number with digits 4 to 7 masked (the passcode sign-up nickname). */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'avatar' | 'nickname' | 'roles' | 'mobile'>;

/** The user info (id, avatar, nickname, roles) of a user row. */
export function toUserInfo(user: UserRow): UserInfo {
  const nickname =
    user.nickname.trim().slice(0, 32) || (user.mobile ? maskMobile(user.mobile) : `用户${user.id}`);
  return { id: user.id, avatar: user.avatar.slice(0, 500), nickname, roles: user.roles };
}

const userColumns = {
  id: users.id,
  avatar: users.avatar,
  nickname: users.nickname,
  roles: users.roles,
  mobile: users.mobile,
};

export async function findUserInfo(db: Db, userId: number): Promise<UserInfo | undefined> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return user && toUserInfo(user);
}

/** Issues a new 7-day token for the user and answers the sign-in result. */
export async function signIn(db: Db, user: UserRow, now: Date): Promise<SignInResult> {
  const { token, expiresAt } = await issueToken(db, user.id, now);
  return { token, expiresAt: expiresAt.toISOString(), user: toUserInfo(user) };
}

/** A token's user and expiry when it is known, unexpired and not revoked. */
export async function validToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ ...userColumns, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row && { user: toUserInfo(row), expiresAt: row.expiresAt.toISOString() };
}

/** The user of a mobile number, created on the first passcode sign-in. */
export async function findOrCreateByMobile(db: Db, mobile: string, now: Date): Promise<UserRow> {
  await db
    .insert(users)
    .values({ mobile, nickname: maskMobile(mobile), createdAt: now })
    .onConflictDoNothing({ target: users.mobile });
  const [user] = await db.select(userColumns).from(users).where(eq(users.mobile, mobile)).limit(1);
  return user!;
}

/** The user whose mobile number or (case-insensitive) email address is `account`. */
export async function findByAccount(db: Db, account: string) {
  const byMobile = /^1[3-9]\d{9}$/.test(account);
  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(
      byMobile ? eq(users.mobile, account) : sql`lower(${users.email}) = ${account.toLowerCase()}`,
    )
    .limit(1);
  return user;
}
