import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CallerCache } from '../../auth/callerCache.js';
import { revokeAllTokens, hashToken, issueToken } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { accessTokens, users, wechatAccounts } from '../../db/schema/index.js';
import type { SuccessData } from '../../http/operations.js';
import type { DbOrTx } from '../../lib/db.js';
import { MOBILE_PATTERN } from '../../lib/text.js';
import type { WechatIdentity } from './wechat.js';

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
  const byMobile = MOBILE_PATTERN.test(account);
  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(
      byMobile ? eq(users.mobile, account) : sql`lower(${users.email}) = ${account.toLowerCase()}`,
    )
    .limit(1);
  return user;
}

/** Whether a user already has this mobile number. */
export async function mobileTaken(db: Db, mobile: string): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, mobile))
    .limit(1);
  return taken.length > 0;
}

/** A new user with a mobile number and password; undefined when the number was taken meanwhile. */
export async function createWithPassword(
  db: Db,
  input: { mobile: string; nickname: string; passwordHash: string },
  now: Date,
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values({ ...input, createdAt: now })
    .onConflictDoNothing({ target: users.mobile })
    .returning(userColumns);
  return user;
}

/**
 * The user linked to a WeChat account, created (with WeChat's nickname and avatar) and
 * linked on its first sign-in.
 */
export async function findOrCreateByWechat(
  db: Db,
  identity: WechatIdentity,
  now: Date,
): Promise<UserRow> {
  const linked = async () =>
    (
      await db
        .select(userColumns)
        .from(wechatAccounts)
        .innerJoin(users, eq(users.id, wechatAccounts.userId))
        .where(eq(wechatAccounts.openid, identity.openid))
        .limit(1)
    )[0];
  const existing = await linked();
  if (existing) return existing;
  const nickname = identity.nickname?.trim().slice(0, 32) || '微信用户';
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ nickname, avatar: identity.avatar?.slice(0, 500) ?? '', createdAt: now })
      .returning({ id: users.id });
    const link = await tx
      .insert(wechatAccounts)
      .values({
        openid: identity.openid,
        unionid: identity.unionid,
        userId: created!.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ openid: wechatAccounts.openid });
    // Linked meanwhile by a simultaneous sign-in: drop the spare user.
    if (link.length === 0) await tx.delete(users).where(eq(users.id, created!.id));
  });
  return (await linked())!;
}

/** The stored password hash of a user (null without a password, undefined without a user). */
export async function passwordHashOf(db: Db, userId: number) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.passwordHash;
}

/** Replaces a user's password and revokes every access token of the user. */
export async function setPassword(
  db: DbOrTx,
  callers: CallerCache,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await revokeAllTokens(db as Db, callers, userId, now);
}
