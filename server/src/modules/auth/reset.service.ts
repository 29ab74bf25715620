import { randomBytes } from 'node:crypto';
import type { CallerCache } from '../../auth/callerCache.js';
import type { ServiceDeps } from '../../context.js';
import { and, eq, gt } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { passwordResets } from '../../db/schema/index.js';
import { fail, type Message } from '../../http/errors.js';
import type { FailureLock } from '../../http/limits.js';
import type { MessageSender } from './outbox.js';
import { findByAccount, setPassword } from './users.service.js';

/** A reset link is valid 30 minutes. */
export const RESET_LIFETIME_MS = 30 * 60 * 1000;
/** No new link to the same account within 60 seconds. */
export const RESET_RESEND_MS = 60 * 1000;

/** One-time password-reset links, one per user, kept in the database as token hashes. */
export class PasswordResetService {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly sender: MessageSender;
  /** Failed resets per user id (10 within an hour answer 429). */
  private readonly attempts: FailureLock;
  private readonly callerCache: CallerCache;

  constructor(
    deps: ServiceDeps<
      'db' | 'now' | 'callerCache',
      { sender: MessageSender; attempts: FailureLock }
    >,
  ) {
    this.callerCache = deps.callerCache;
    this.db = deps.db;
    this.now = deps.now;
    this.sender = deps.sender;
    this.attempts = deps.attempts;
  }

  /**
   * Sends a reset link to the account of `account` (a mobile number or email address) if
   * there is one and no link was sent to it in the last 60 seconds. `appOrigin` prefixes
   * the app route `/user/resetpassword/{token}/{id}`.
   */
  async request(account: string, appOrigin: string): Promise<void> {
    if (!this.sender.available) throw fail.unprocessable('auth.noMessageGateway');
    const user = await findByAccount(this.db, account);
    if (!user) return;
    const now = this.now();
    const [previous] = await this.db
      .select({ sentAt: passwordResets.sentAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    if (previous && previous.sentAt.getTime() + RESET_RESEND_MS > now.getTime()) return;
    const token = randomBytes(32).toString('base64url');
    const row = {
      tokenHash: hashToken(token),
      sentAt: now,
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    };
    await this.db
      .insert(passwordResets)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({ target: passwordResets.userId, set: row });
    const link = `${appOrigin}/user/resetpassword/${token}/${user.id}`;
    await this.sender.send({
      to: account,
      kind: 'reset',
      text: `【城市生活】请在 30 分钟内打开以下链接重置密码：${link} 如非本人操作，请忽略。`,
      code: token,
    });
  }

  /** Sets a new password with a reset link's user id and token; revokes every access token. */
  async reset(input: {
    id: number;
    token: string;
    newpassword: string;
    passwordconfirm: string;
  }): Promise<void> {
    const key = String(input.id);
    await this.attempts.check(key);
    const now = this.now();
    const [row] = await this.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, input.id),
          eq(passwordResets.tokenHash, hashToken(input.token)),
          gt(passwordResets.expiresAt, now),
        ),
      );
    const errors: Record<string, Message> = {};
    if (!row) {
      await this.attempts.fail(key);
      errors.token = { key: 'auth.resetTokenInvalid' };
    }
    if (input.passwordconfirm !== input.newpassword) {
      errors.passwordconfirm = { key: 'auth.passwordMismatch' };
    }
    if (Object.keys(errors).length) throw fail.fields(errors);

    const passwordHash = await hashPassword(input.newpassword);
    const consumed = await this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ tokenHash: null })
        .where(
          and(
            eq(passwordResets.userId, input.id),
            eq(passwordResets.tokenHash, hashToken(input.token)),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (used.length === 0) return false;
      await setPassword(tx, this.callerCache, input.id, passwordHash, now);
      return true;
    });
    if (!consumed) throw fail.fields({ token: { key: 'auth.resetTokenInvalid' } });
    await this.attempts.succeed(key);
  }
}
