import { pageOf } from '../../lib/paging.js';
import { toCents, toYuan } from '../../lib/money.js';
import { isoShanghai } from '../../lib/shanghaiTime.js';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import {
  accountLogs,
  creditLogs,
  members,
  paycodes,
  privileges,
  topupSlots,
  voucherTemplates,
  vouchers,
} from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail } from '../../http/errors.js';
import { RateLimit } from '../../http/limits.js';
import { registerMessages } from '../../i18n/translate.js';
import { orderServiceOf } from '../orders/orders.module.js';
import type { ServerModule } from '../registry.js';
import { countUsable, statusCondition, voucherViews } from '../voucher/voucher.service.js';
import { debitBalance, ensureMember, levelsWithPrivileges } from './member.service.js';
import { seedMembers } from './seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('member', { 'zh-Hans': zhHans, en, mn });

/** Pay codes are valid 60 seconds; 30 codes per member within 10 minutes. */
const PAYCODE_LIFETIME_MS = 60_000;
const PAYCODE_LIMIT = 30;
const PAYCODE_WINDOW_MS = 10 * 60_000;

/**
 * The WeChat membership card: the card template id and the `api_ticket` of the card API
 * come from the environment in a deployment (the ticket is refreshed from WeChat); the
 * defaults let development servers produce well-formed, signed packages offline.
 */
function wechatCardConfig(ctx: AppContext) {
  return {
    cardId: process.env.WECHAT_CARD_ID ?? 'pCityLifeMemberCard',
    apiTicket:
      process.env.WECHAT_CARD_API_TICKET ??
      createHash('sha256').update(`card-ticket:${ctx.config.secret}`).digest('hex'),
  };
}

/** A random 18-digit pay code (starting with 28, as wallet pay codes do). */
const newPaycode = () => `28${Array.from({ length: 16 }, () => String(randomInt(10))).join('')}`;

export const memberModule: ServerModule = {
  name: 'member',
  handlers: (ctx) => {
    const { db } = ctx;
    const paycodeLimiter = new RateLimit(
      ctx.db,
      'paycode',
      PAYCODE_LIMIT,
      PAYCODE_WINDOW_MS,
      ctx.now,
    );

    /** A member the caller may look at: themselves, or anyone for an admin (the cashier). */
    const memberFor = (caller: Caller, memberid: number) => {
      if (memberid !== caller.id && !caller.roles.includes('admin')) throw fail.forbidden();
      return ensureMember(db, memberid, ctx.now());
    };

    const usableVouchers = async (userId: number) => {
      const now = ctx.now();
      const rows = await db
        .select({ voucher: vouchers, template: voucherTemplates })
        .from(vouchers)
        .innerJoin(voucherTemplates, eq(voucherTemplates.id, vouchers.templateId))
        .where(and(eq(vouchers.userId, userId), statusCondition('usable', now)))
        .orderBy(asc(vouchers.expiresAt), asc(vouchers.id))
        .limit(200);
      return voucherViews(db, rows, now);
    };

    const levelOf = async (levelId: number) => {
      const [level] = await levelsWithPrivileges(db, [levelId]);
      return level!;
    };

    return {
      async queryMemberBalance(request) {
        const member = await memberFor(callerOf(request), request.body.memberid);
        return {
          memberid: member.userId,
          cardNo: member.cardNo,
          balance: toYuan(member.balanceCents),
        };
      },
      async queryMemberVouchers(request) {
        const member = await memberFor(callerOf(request), request.body.memberid);
        return usableVouchers(member.userId);
      },
      async getMemberSummary(request) {
        const caller = callerOf(request);
        const member = await ensureMember(db, caller.id, ctx.now());
        return {
          cardNo: member.cardNo,
          createdTime: isoShanghai(member.createdAt),
          ...(member.wechatCode ? { wechatCode: member.wechatCode } : {}),
          level: await levelOf(member.levelId),
          account: { balance: toYuan(member.balanceCents) },
          credit: { balance: member.credit },
          voucherCount: await countUsable(db, caller.id, ctx.now()),
        };
      },
      async getMemberAccount(request) {
        const member = await ensureMember(db, callerOf(request).id, ctx.now());
        return { balance: toYuan(member.balanceCents) };
      },
      async getMemberAccountLog(request) {
        const { limit, offset } = pageOf(request.query, 10);
        const rows = await db
          .select()
          .from(accountLogs)
          .where(eq(accountLogs.userId, callerOf(request).id))
          .orderBy(desc(accountLogs.createdAt), desc(accountLogs.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          amount: toYuan(row.amountCents),
          memo: row.memo,
          createdTime: isoShanghai(row.createdAt),
        }));
      },
      async getMemberCredit(request) {
        const member = await ensureMember(db, callerOf(request).id, ctx.now());
        return { balance: member.credit };
      },
      async getMemberCreditLog(request) {
        const { limit, offset } = pageOf(request.query, 10);
        const rows = await db
          .select()
          .from(creditLogs)
          .where(eq(creditLogs.userId, callerOf(request).id))
          .orderBy(desc(creditLogs.createdAt), desc(creditLogs.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          memo: row.memo,
          vendor: row.vendor,
          createdTime: isoShanghai(row.createdAt),
        }));
      },
      async getPaycode(request) {
        const caller = callerOf(request);
        await paycodeLimiter.hit(String(caller.id));
        const now = ctx.now();
        await ensureMember(db, caller.id, now);
        const expiresAt = new Date(now.getTime() + PAYCODE_LIFETIME_MS);
        for (let attempt = 0; ; attempt += 1) {
          const code = newPaycode();
          try {
            await db.transaction(async (tx) => {
              // A new code replaces the member's earlier unused ones.
              await tx
                .update(paycodes)
                .set({ state: 'replaced' })
                .where(and(eq(paycodes.userId, caller.id), eq(paycodes.state, 'valid')));
              await tx
                .insert(paycodes)
                .values({ code, userId: caller.id, expiresAt, createdAt: now });
            });
            return { code, expiresAt: isoShanghai(expiresAt) };
          } catch (error) {
            // Two members drew the same 18 digits: draw again.
            if (attempt >= 4) throw error;
          }
        }
      },
      async getPaycodeStatus(request) {
        const [row] = await db
          .select()
          .from(paycodes)
          .where(eq(paycodes.code, request.params.code));
        if (!row) throw fail.notFound('member.paycodeNotFound');
        if (row.userId !== callerOf(request).id) throw fail.forbidden();
        if (row.state === 'used') {
          return {
            status: 'used' as const,
            amount: toYuan(row.amountCents ?? 0),
            usedTime: isoShanghai(row.usedAt ?? row.createdAt),
          };
        }
        const expired = row.state === 'replaced' || row.expiresAt.getTime() <= ctx.now().getTime();
        return { status: expired ? ('expired' as const) : ('valid' as const) };
      },
      async usePaycode(request) {
        const now = ctx.now();
        const cents = toCents(request.body.amount);
        return db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(paycodes)
            .where(eq(paycodes.code, request.params.code))
            .for('update');
          if (!row) throw fail.notFound('member.paycodeNotFound');
          if (row.state === 'used') throw fail.conflict('member.paycodeUsed');
          if (row.state === 'replaced' || row.expiresAt.getTime() <= now.getTime()) {
            throw fail.conflict('member.paycodeExpired');
          }
          await ensureMember(tx, row.userId, now);
          const balance = await debitBalance(tx, {
            userId: row.userId,
            cents,
            memo: request.body.memo?.trim()
              ? `付款码支付 ${request.body.memo.trim()}`
              : '付款码支付',
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
      },
      async getTopupProfile() {
        const rows = await db
          .select()
          .from(topupSlots)
          .orderBy(asc(topupSlots.seq), asc(topupSlots.id));
        return {
          slots: rows.map((row) => ({
            amount: toYuan(row.amountCents),
            label: row.label,
            selected: row.selected,
          })),
        };
      },
      async createTopupOrder(request) {
        const caller = callerOf(request);
        const cents = toCents(request.body.amount);
        const [slot] = await db.select().from(topupSlots).where(eq(topupSlots.amountCents, cents));
        if (!slot) throw fail.unprocessable('member.topupAmountInvalid');
        const now = ctx.now();
        await ensureMember(db, caller.id, now);
        const order = await db.transaction((tx) =>
          orderServiceOf(ctx).insertOrder(
            tx,
            {
              userId: caller.id,
              type: 'TopupOrder',
              goodsCents: cents,
              totalCents: cents,
              payCents: cents,
              topupCreditCents: cents + slot.bonusCents,
            },
            [],
            now,
          ),
        );
        return { order_sn: order.orderSn };
      },
      async getMemberLevel(request) {
        const member = await ensureMember(db, callerOf(request).id, ctx.now());
        return levelOf(member.levelId);
      },
      getAllMemberLevels: () => levelsWithPrivileges(db),
      async getAllPrivileges() {
        const rows = await db
          .select()
          .from(privileges)
          .orderBy(desc(privileges.seq), asc(privileges.id));
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          ...(row.description ? { description: row.description } : {}),
        }));
      },
      async getWechatCardPackage(request) {
        const member = await ensureMember(db, callerOf(request).id, ctx.now());
        if (member.wechatCode) throw fail.conflict('member.cardInWechat');
        const { cardId, apiTicket } = wechatCardConfig(ctx);
        const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
        const nonce = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
        // WeChat's card signature: SHA-1 of the sorted values, concatenated.
        const signature = createHash('sha1')
          .update([apiTicket, timestamp, nonce, cardId, member.cardNo].sort().join(''))
          .digest('hex');
        return {
          cardId,
          cardExt: JSON.stringify({ code: member.cardNo, timestamp, nonce_str: nonce, signature }),
        };
      },
      async updateWechatCode(request) {
        const caller = callerOf(request);
        const code = request.params.code;
        const member = await ensureMember(db, caller.id, ctx.now());
        if (member.wechatCode === code) return { wechatCode: code };
        if (member.wechatCode) throw fail.conflict('member.wechatCodeDifferent');
        const [holder] = await db
          .select({ userId: members.userId })
          .from(members)
          .where(eq(members.wechatCode, code));
        if (holder) throw fail.conflict('member.wechatCodeTaken');
        const updated = await db
          .update(members)
          .set({ wechatCode: code })
          .where(eq(members.userId, caller.id))
          .returning({ wechatCode: members.wechatCode })
          .catch(() => []);
        // Another member stored the same code in the meantime (unique constraint).
        if (updated.length === 0) throw fail.conflict('member.wechatCodeTaken');
        return { wechatCode: code };
      },
    };
  },
  seed: seedMembers,
};
