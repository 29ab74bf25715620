import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../../db/database.js';
import { addresses, profiles, users } from '../../db/schema/index.js';
import type { Tx } from '../../lib/db.js';
import { DEMO_MEMBER_ADDRESS } from '../../lib/seeding.js';

/** The hash the app sends for a typed password: lowercase hex SHA-256 of its UTF-8 bytes. */
export const clientPasswordHash = (password: string) =>
  createHash('sha256').update(password, 'utf8').digest('hex');

/** The demo member (documented in server/docs/accounts.md; other seeds find it by mobile). */
export const DEMO_MEMBER = { mobile: '13800138000', nickname: '演示会员', password: 'citylife123' };
/** The demo administrator. */
export const DEMO_ADMIN = { mobile: '13900139000', nickname: '管理员', password: 'admin123' };

export const demoAddresses = [
  { ...DEMO_MEMBER_ADDRESS, isDefault: true },
  {
    contact: '李四',
    phone: '0477-8581234',
    province: '内蒙古自治区',
    city: '鄂尔多斯市',
    district: '东胜区',
    detail: '鄂尔多斯西街 28 号',
    zip: '',
    isDefault: false,
  },
];

/** The demo member's profile; its name is the member's nickname, as saving one makes it. */
export const demoProfile = {
  name: DEMO_MEMBER.nickname,
  sex: 'male',
  province: '内蒙古自治区',
  city: '鄂尔多斯市',
  district: '康巴什区',
  birthDate: '1990-05-20',
  occupation: '教师',
};

/**
 * Creates a user with a password when no user has the mobile number; `withData` adds the
 * user's first rows in the same transaction. An existing user is left as it is, so changes
 * made after the first start (a new password, removed addresses) survive restarts.
 */
async function seedUser(
  db: Db,
  now: Date,
  user: { mobile: string; nickname: string; password: string; roles?: string[] },
  withData?: (tx: Tx, userId: number) => Promise<void>,
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, user.mobile));
  if (existing) return;
  const passwordHash = await hashPassword(clientPasswordHash(user.password));
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        mobile: user.mobile,
        nickname: user.nickname,
        roles: user.roles ?? [],
        passwordHash,
        createdAt: now,
      })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (created && withData) await withData(tx, created.id);
  });
}

/**
 * The accounts seed: the demo member (with the first rows of the user module: two
 * addresses and a profile) and the admin.
 */
export async function seedAccounts(db: Db, now: Date): Promise<void> {
  await seedUser(db, now, DEMO_MEMBER, async (tx, userId) => {
    const base = Date.UTC(2026, 0, 1);
    await tx.insert(addresses).values(
      demoAddresses.map((address, index) => ({
        ...address,
        userId,
        // The default was saved last: it lists first either way.
        createdAt: new Date(base + (demoAddresses.length - index) * 1000),
        updatedAt: new Date(base + (demoAddresses.length - index) * 1000),
      })),
    );
    await tx.insert(profiles).values({ userId, ...demoProfile, updatedAt: now });
  });
  await seedUser(db, now, { ...DEMO_ADMIN, roles: ['admin'] });
}
