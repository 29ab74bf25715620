import type { Db } from '../../db/database.js';
import { type DbOrTx } from '../../lib/db.js';
import { toYuan } from '../../lib/money.js';
import { pageOf } from '../../lib/paging.js';
import { isoShanghai } from '../../lib/shanghaiTime.js';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Caller } from '../../auth/tokens.js';
import type { ServiceDeps } from '../../context.js';
import {
  accountLogs,
  creditLogs,
  levelPrivileges,
  memberLevels,
  privileges,
  topupSlots,
} from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import type { CatalogueCache } from '../../lib/catalogueCache.js';
import { countUsable, usableVouchers } from '../voucher/voucher.service.js';
import { ensureMember, memoText } from './accounts.js';

// The member account, its balance and points (orders and the test helpers use them).
export {
  addPoints,
  cardNoOf,
  creditBalance,
  debitBalance,
  ensureMember,
  WELCOME_TEMPLATE,
  type LogMemo,
  type MemberRow,
  type MemoMessage,
} from './accounts.js';

export type MemberLevel = components['schemas']['MemberLevel'];

/** A page of a user's rows of a log (the account or the points log), latest first, 10 a page. */
async function logPage<T extends typeof accountLogs | typeof creditLogs>(
  db: DbOrTx,
  log: T,
  userId: number,
  page: PageQuery,
): Promise<T['$inferSelect'][]> {
  const { limit, offset } = pageOf(page, 10);
  return db
    .select()
    .from(log as typeof accountLogs)
    .where(eq(log.userId, userId))
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(limit)
    .offset(offset) as Promise<T['$inferSelect'][]>;
}

/** Levels with their privileges in `locale`, lowest first (or only those asked for). */
export async function levelsWithPrivileges(
  db: DbOrTx,
  locale: Locale,
  ids?: number[],
): Promise<MemberLevel[]> {
  const levels = await db
    .select()
    .from(memberLevels)
    .where(ids ? inArray(memberLevels.id, ids) : undefined)
    .orderBy(asc(memberLevels.minPoints), asc(memberLevels.id));
  const grants = await db
    .select({ levelId: levelPrivileges.levelId, privilege: privileges })
    .from(levelPrivileges)
    .innerJoin(privileges, eq(privileges.id, levelPrivileges.privilegeId))
    .orderBy(desc(privileges.seq), asc(privileges.id));
  return levels.map((level) => ({
    id: level.id,
    name: localized(level, locale, ['name']).name,
    privileges: grants
      .filter((grant) => grant.levelId === level.id)
      .map(({ privilege }) => privilegeOf(privilege, locale)),
  }));
}

/** A privilege as a reader in `locale` sees it. */
function privilegeOf(row: typeof privileges.$inferSelect, locale: Locale) {
  const privilege = localized(row, locale, ['name', 'description']);
  return {
    id: privilege.id,
    name: privilege.name,
    ...(privilege.description ? { description: privilege.description } : {}),
  };
}

/** The top-up slot of an amount (its bonus); 422 when no slot offers this amount. */
export async function topupSlotFor(db: Db, cache: CatalogueCache, cents: number) {
  const slots = await cache.get('topupSlots', async () => db.select().from(topupSlots));
  const slot = slots.find((entry) => entry.amountCents === cents);
  if (!slot) throw fail.unprocessable('member.topupAmountInvalid');
  return slot;
}

type PageQuery = Parameters<typeof pageOf>[0];

/** The member centre: card, balance, points, levels and top-up choices. */
export class MemberService {
  constructor(private readonly deps: ServiceDeps<'db' | 'now'>) {}

  private get db() {
    return this.deps.db;
  }

  /** The member account of a user, opened on first use. */
  member(userId: number) {
    return ensureMember(this.db, userId, this.deps.now());
  }

  /** A member the caller may look at: themselves, or anyone for an admin (the cashier). */
  private memberFor(caller: Caller, memberid: number) {
    if (memberid !== caller.id && !caller.roles.includes('admin')) throw fail.forbidden();
    return this.member(memberid);
  }

  async balanceFor(caller: Caller, memberid: number) {
    const member = await this.memberFor(caller, memberid);
    return { memberid: member.userId, cardNo: member.cardNo, balance: toYuan(member.balanceCents) };
  }

  async vouchersFor(caller: Caller, memberid: number) {
    const member = await this.memberFor(caller, memberid);
    return usableVouchers(this.db, member.userId, this.deps.now());
  }

  async summary(userId: number, locale: Locale) {
    const member = await this.member(userId);
    return {
      cardNo: member.cardNo,
      createdTime: isoShanghai(member.createdAt),
      ...(member.wechatCode ? { wechatCode: member.wechatCode } : {}),
      level: await this.levelOf(member.levelId, locale),
      account: { balance: toYuan(member.balanceCents) },
      credit: { balance: member.credit },
      voucherCount: await countUsable(this.db, userId, this.deps.now()),
    };
  }

  async account(userId: number) {
    const member = await this.member(userId);
    return { balance: toYuan(member.balanceCents) };
  }

  async accountLog(userId: number, page: PageQuery, locale: Locale) {
    const rows = await logPage(this.db, accountLogs, userId, page);
    return rows.map((row) => ({
      id: row.id,
      amount: toYuan(row.amountCents),
      memo: memoText(row, locale),
      createdTime: isoShanghai(row.createdAt),
    }));
  }

  async credit(userId: number) {
    const member = await this.member(userId);
    return { balance: member.credit };
  }

  async creditLog(userId: number, page: PageQuery, locale: Locale) {
    const rows = await logPage(this.db, creditLogs, userId, page);
    return rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      memo: memoText(row, locale),
      vendor: row.vendor,
      createdTime: isoShanghai(row.createdAt),
    }));
  }

  /** The top-up choices, labels in `locale`. */
  async topupProfile(locale: Locale) {
    const rows = await this.db
      .select()
      .from(topupSlots)
      .orderBy(asc(topupSlots.seq), asc(topupSlots.id));
    return {
      slots: rows.map((row) => ({
        amount: toYuan(row.amountCents),
        label: localized(row, locale, ['label']).label,
        selected: row.selected,
      })),
    };
  }

  private async levelOf(levelId: number, locale: Locale) {
    const [level] = await levelsWithPrivileges(this.db, locale, [levelId]);
    return level!;
  }

  async level(userId: number, locale: Locale) {
    const member = await this.member(userId);
    return this.levelOf(member.levelId, locale);
  }

  levels(locale: Locale) {
    return levelsWithPrivileges(this.db, locale);
  }

  async privileges(locale: Locale) {
    const rows = await this.db
      .select()
      .from(privileges)
      .orderBy(desc(privileges.seq), asc(privileges.id));
    return rows.map((row) => privilegeOf(row, locale));
  }
}
