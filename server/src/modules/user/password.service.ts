import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { CallerCache } from '../../auth/callerCache.js';
import type { ServiceDeps } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail, type Message } from '../../http/errors.js';
import { FailureLock } from '../../http/limits.js';
import { passwordHashOf, setPassword } from '../auth/users.service.js';

export interface PasswordChange {
  oldpassword: string;
  newpassword: string;
  passwordconfirm: string;
}

/** Changes a signed-in user's password (client-side SHA-256 hashes, stored with scrypt). */
export class PasswordChangeService {
  /** Wrong old passwords per user: 5 within 15 minutes lock the call for 15 minutes (429). */
  private readonly attempts: FailureLock;

  private readonly db: Db;
  private readonly now: () => Date;
  private readonly callerCache: CallerCache;

  constructor({ db, now, callerCache }: ServiceDeps<'db' | 'now' | 'callerCache'>) {
    this.db = db;
    this.now = now;
    this.callerCache = callerCache;
    this.attempts = new FailureLock(db, 'password-change', 5, 15 * 60 * 1000, now);
  }

  async change(userId: number, input: PasswordChange): Promise<null> {
    const key = String(userId);
    await this.attempts.check(key);
    const storedHash = await passwordHashOf(this.db, userId);
    const oldMatches = await verifyPassword(input.oldpassword, storedHash ?? null);
    const errors: Record<string, Message> = {};
    if (!oldMatches) {
      await this.attempts.fail(key);
      errors.oldpassword = { key: storedHash ? 'user.oldPasswordWrong' : 'user.noPasswordYet' };
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
    await this.db.transaction((tx) => setPassword(tx, this.callerCache, userId, passwordHash, now));
    return null;
  }
}
