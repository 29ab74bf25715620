import { toCents, toYuan } from '../../lib/money.js';
import { isoShanghai } from '../../lib/shanghaiTime.js';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context.js';
import { paycodes } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { RateLimit } from '../../http/limits.js';
import { debitBalance, ensureMember } from './accounts.js';

/** Pay codes are valid 60 seconds; 30 codes per member within 10 minutes. */
const PAYCODE_LIFETIME_MS = 60_000;
const PAYCODE_LIMIT = 30;
const PAYCODE_WINDOW_MS = 10 * 60_000;

/** A random 18-digit pay code (starting with 28, as wallet pay codes do). */
const newPaycode = () => `28${Array.from({ length: 16 }, () => String(randomInt(10))).join('')}`;

/** Pay codes: a member shows one, the cashier takes the amount from the member's balance. */
export class PaycodeService {
  private readonly limiter: RateLimit;

  constructor(private readonly deps: ServiceDeps<'db' | 'now'>) {
    this.limiter = new RateLimit(deps.db, 'paycode', PAYCODE_LIMIT, PAYCODE_WINDOW_MS, deps.now);
  }

  private get db() {
    return this.deps.db;
  }

  /** A new pay code of the member, replacing the earlier unused ones (429 past the limit). */
  async issue(userId: number) {
    await this.limiter.hit(String(userId));
    const now = this.deps.now();
    await ensureMember(this.db, userId, now);
    const expiresAt = new Date(now.getTime() + PAYCODE_LIFETIME_MS);
    for (let attempt = 0; ; attempt += 1) {
      const code = newPaycode();
      try {
        await this.db.transaction(async (tx) => {
          // A new code replaces the member's earlier unused ones.
          await tx
            .update(paycodes)
            .set({ state: 'replaced' })
            .where(and(eq(paycodes.userId, userId), eq(paycodes.state, 'valid')));
          await tx.insert(paycodes).values({ code, userId, expiresAt, createdAt: now });
        });
        return { code, expiresAt: isoShanghai(expiresAt) };
      } catch (error) {
        // Two members drew the same 18 digits: draw again.
        if (attempt >= 4) throw error;
      }
    }
  }

  /** Whether the member's pay code is still valid, or was used (and for how much). */
  async status(userId: number, code: string) {
    const [row] = await this.db.select().from(paycodes).where(eq(paycodes.code, code));
    if (!row) throw fail.notFound('member.paycodeNotFound');
    if (row.userId !== userId) throw fail.forbidden();
    if (row.state === 'used') {
      return {
        status: 'used' as const,
        amount: toYuan(row.amountCents ?? 0),
        usedTime: isoShanghai(row.usedAt ?? row.createdAt),
      };
    }
    const expired =
      row.state === 'replaced' || row.expiresAt.getTime() <= this.deps.now().getTime();
    return { status: expired ? ('expired' as const) : ('valid' as const) };
  }

  /** The cashier takes `amount` yuan from the balance of the code's member (once per code). */
  async use(code: string, amount: number, memo: string | undefined) {
    const now = this.deps.now();
    const cents = toCents(amount);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(paycodes).where(eq(paycodes.code, code)).for('update');
      if (!row) throw fail.notFound('member.paycodeNotFound');
      if (row.state === 'used') throw fail.conflict('member.paycodeUsed');
      if (row.state === 'replaced' || row.expiresAt.getTime() <= now.getTime()) {
        throw fail.conflict('member.paycodeExpired');
      }
      await ensureMember(tx, row.userId, now);
      const balance = await debitBalance(tx, {
        userId: row.userId,
        cents,
        memo: { key: 'paycode' },
        ...(memo?.trim() ? { note: memo.trim() } : {}),
        now,
      });
      await tx
        .update(paycodes)
        .set({ state: 'used', amountCents: cents, usedAt: now })
        .where(eq(paycodes.id, row.id));
      return {
        memberid: row.userId,
        status: 'used' as const,
        amount: toYuan(cents),
        usedTime: isoShanghai(now),
        balance: toYuan(balance),
      };
    });
  }
}
