import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeAllTokens } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { fail, type Message } from '../../http/errors.js';
import type { FailureLock } from '../../http/limits.js';

export interface PasswordChange {
  oldpassword: string;
  newpassword: string;
  passwordconfirm: string;
}

/** Changes a signed-in user's password (client-side SHA-256 hashes, stored with scrypt). */
export class PasswordChangeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Wrong old passwords per user (5 within 15 minutes answer 429). */
    private readonly attempts: FailureLock,
  ) {}

  async change(userId: number, input: PasswordChange): Promise<void> {
    const key = String(userId);
    await this.attempts.check(key);
    const [user] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const oldMatches = await verifyPassword(input.oldpassword, user?.passwordHash ?? null);
    const errors: Record<string, Message> = {};
    if (!oldMatches) {
      await this.attempts.fail(key);
      errors.oldpassword = {
        key: user?.passwordHash ? 'user.oldPasswordWrong' : 'user.noPasswordYet',
      };
    }
    if (input.newpassword === input.oldpassword) {
      errors.newpassword = { key: 'user.newPasswordSame' };
    }
    if (input.passwordconfirm !== input.newpassword) {
      errors.passwordconfirm = { key: 'user.passwordMismatch' };
    }
    if (Object.keys(errors).length) throw fail.fields(errors);
    await this.attempts.succeed(key);

    const passwordHash = await hashPassword(input.newpassword);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await revokeAllTokens(tx, userId, now);
    });
  }
}
