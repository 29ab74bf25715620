import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServiceDeps } from '../../context.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { passcodes } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import type { FailureLock } from '../../http/limits.js';
import type { MessageSender } from './outbox.js';

/** A passcode is valid 5 minutes. */
export const PASSCODE_LIFETIME_MS = 5 * 60 * 1000;
/** No new passcode to the same number within 60 seconds (the client's frozen button). */
export const PASSCODE_RESEND_MS = 60 * 1000;
/** The fifth wrong entry discards the passcode. */
export const PASSCODE_MAX_WRONG = 5;

export const passcodeText = (code: string) =>
  `【城市生活】您的验证码是 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`;

/** Sign-in and registration passcodes, one per mobile number, kept in the database. */
export class PasscodeService {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly secret: string;
  private readonly sender: MessageSender;
  /** Failed entries per number and client address. */
  private readonly attempts: FailureLock;

  constructor(
    deps: ServiceDeps<
      'db' | 'now',
      { secret: string; sender: MessageSender; attempts: FailureLock }
    >,
  ) {
    this.db = deps.db;
    this.now = deps.now;
    this.secret = deps.secret;
    this.sender = deps.sender;
    this.attempts = deps.attempts;
  }

  private hash(mobile: string, code: string): string {
    return createHmac('sha256', this.secret).update(`passcode:${mobile}:${code}`).digest('hex');
  }

  /** Sends a new passcode to `mobile`, replacing the previous one; 429 within 60 s of the last. */
  async send(mobile: string): Promise<{ resendAfter: number; expiresIn: number }> {
    if (!this.sender.available) throw fail.unprocessable('auth.noMessageGateway');
    const now = this.now();
    const [previous] = await this.db
      .select({ sentAt: passcodes.sentAt })
      .from(passcodes)
      .where(eq(passcodes.mobile, mobile))
      .limit(1);
    if (previous) {
      const wait = previous.sentAt.getTime() + PASSCODE_RESEND_MS - now.getTime();
      if (wait > 0) {
        throw fail.tooManyRequests('auth.passcodeResendWait', { seconds: Math.ceil(wait / 1000) });
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      codeHash: this.hash(mobile, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + PASSCODE_LIFETIME_MS),
      failedAttempts: 0,
    };
    // Two simultaneous sends: only the one that finds no recent passcode writes.
    const written = await this.db
      .insert(passcodes)
      .values({ mobile, ...row })
      .onConflictDoUpdate({
        target: passcodes.mobile,
        set: row,
        setWhere: sql`${passcodes.sentAt} <= ${new Date(now.getTime() - PASSCODE_RESEND_MS)}`,
      })
      .returning({ mobile: passcodes.mobile });
    if (written.length === 0) {
      throw fail.tooManyRequests('auth.passcodeResendWait', {
        seconds: Math.ceil(PASSCODE_RESEND_MS / 1000),
      });
    }
    await this.sender.send({ to: mobile, kind: 'passcode', text: passcodeText(code), code });
    return { resendAfter: PASSCODE_RESEND_MS / 1000, expiresIn: PASSCODE_LIFETIME_MS / 1000 };
  }

  /**
   * Checks the passcode of `mobile`; answers 422 `{ passcode }` when none is usable or it is
   * wrong (the fifth wrong entry discards it) and 429 after too many failures. The caller
   * consumes it with `consume` once the sign-in or registration succeeds. Entries for one
   * number are checked one at a time (its row is locked), so entries arriving together
   * never get more than the 5 tries of a passcode; each holds a place of the (number,
   * address) pair while it is checked.
   */
  async verify(mobile: string, code: string, from: string): Promise<void> {
    const key = `${mobile}|${from}`;
    const place = await this.attempts.take(key);
    const now = this.now();
    const right = await this.check(mobile, code, now).catch(async (error: unknown) => {
      await place.release();
      throw error;
    });
    if (right) {
      await place.release();
      await this.attempts.succeed(key);
      return;
    }
    await place.fail();
    throw fail.fields({ passcode: { key: 'auth.passcodeInvalid' } });
  }

  /** Whether `code` is the usable passcode of `mobile`; a wrong one counts against it. */
  private check(mobile: string, code: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(passcodes)
        .where(eq(passcodes.mobile, mobile))
        .for('update');
      if (!row?.codeHash || row.expiresAt <= now) return false;
      const entered = Buffer.from(this.hash(mobile, code));
      if (timingSafeEqual(Buffer.from(row.codeHash), entered)) return true;
      const wrong = row.failedAttempts + 1;
      await tx
        .update(passcodes)
        .set({
          failedAttempts: wrong,
          codeHash: wrong >= PASSCODE_MAX_WRONG ? null : row.codeHash,
        })
        .where(eq(passcodes.mobile, mobile));
      return false;
    });
  }

  /** Uses up the passcode of `mobile` (single use); false when it was used meanwhile. */
  async consume(mobile: string, code: string): Promise<boolean> {
    const used = await this.db
      .update(passcodes)
      .set({ codeHash: null })
      .where(and(eq(passcodes.mobile, mobile), eq(passcodes.codeHash, this.hash(mobile, code))))
      .returning({ mobile: passcodes.mobile });
    return used.length > 0;
  }
}
