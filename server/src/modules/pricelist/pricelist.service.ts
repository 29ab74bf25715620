import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import type { Caller } from '../../auth/tokens.js';
import { pricelistItems, pricelists, users } from '../../db/schema/index.js';
import { fail } from '../../http/errors.js';
import { toYuan } from '../../lib/money.js';
import { localDate } from '../../lib/shanghaiTime.js';
import { pageOf } from '../../lib/paging.js';

export type ItemState = 'pending' | 'approved' | 'rejected';
export interface ItemFilter {
  pricelistId: number;
  tag?: string | undefined;
  state?: ItemState | undefined;
  pageno?: number | undefined;
  pagesize?: number | undefined;
}

const itemColumns = {
  id: pricelistItems.id,
  name: pricelistItems.name,
  unit: pricelistItems.unit,
  priceCents: pricelistItems.priceCents,
  tags: pricelistItems.tags,
  state: pricelistItems.state,
  reviewedAt: pricelistItems.reviewedAt,
  reviewerId: users.id,
  reviewerNickname: users.nickname,
  reviewerMobile: users.mobile,
};

type ItemRow = {
  id: number;
  name: string;
  unit: string;
  priceCents: number;
  tags: string[];
  state: string;
  reviewedAt: Date | null;
  reviewerId: number | null;
  reviewerNickname: string | null;
  reviewerMobile: string | null;
};

/** A reviewer's display name: the nickname, else the masked mobile, else the id. */
function reviewerName(row: ItemRow): string {
  if (row.reviewerNickname) return row.reviewerNickname.slice(0, 32);
  if (row.reviewerMobile)
    return `${row.reviewerMobile.slice(0, 3)}****${row.reviewerMobile.slice(-4)}`;
  return `#${row.reviewerId}`;
}

function toItem(row: ItemRow) {
  const reviewed = row.state !== 'pending' && row.reviewerId !== null && row.reviewedAt !== null;
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    price: toYuan(row.priceCents),
    tags: row.tags,
    state: row.state as ItemState,
    ...(reviewed && {
      reviewedBy: { id: row.reviewerId!, nickname: reviewerName(row) },
      reviewedTime: row.reviewedAt!.toISOString(),
    }),
  };
}

/** Admins see every item; everyone else the approved ones only. */
const isAdmin = (caller: Pick<Caller, 'roles'> | undefined) =>
  caller?.roles.includes('admin') ?? false;

/** The daily vegetable price lists and their review by admins. */
export class PricelistService extends ClockedDbService {
  /** A list with its items by name: all of them for an admin, else the approved ones. */
  async list(id: number, caller: Pick<Caller, 'roles'> | undefined) {
    const list = await this.findList(id);
    const rows = await this.selectItems()
      .where(
        and(
          eq(pricelistItems.pricelistId, list.id),
          isAdmin(caller) ? undefined : eq(pricelistItems.state, 'approved'),
        ),
      )
      .orderBy(asc(pricelistItems.name), asc(pricelistItems.id))
      .limit(500);
    const previous = await this.previousPrices(list.date);
    const items = rows.map((row) => {
      const before = previous.get(`${row.name}\u0000${row.unit}`);
      return { ...toItem(row), ...(before !== undefined && { previousPrice: toYuan(before) }) };
    });
    return { id: list.id, date: list.date, title: list.title, items };
  }

  /** The approved prices (in fen) of the newest list before `date`, by name and unit. */
  private async previousPrices(date: string): Promise<Map<string, number>> {
    const [earlier] = await this.db
      .select({ id: pricelists.id })
      .from(pricelists)
      .where(lt(pricelists.date, date))
      .orderBy(desc(pricelists.date))
      .limit(1);
    if (!earlier) return new Map();
    const rows = await this.db
      .select({
        name: pricelistItems.name,
        unit: pricelistItems.unit,
        priceCents: pricelistItems.priceCents,
      })
      .from(pricelistItems)
      .where(and(eq(pricelistItems.pricelistId, earlier.id), eq(pricelistItems.state, 'approved')));
    return new Map(rows.map((row) => [`${row.name}\u0000${row.unit}`, row.priceCents]));
  }

  /** The newest list whose day is not after today (China time), as `list` gives it. */
  async latest(caller: Pick<Caller, 'roles'> | undefined) {
    const [newest] = await this.db
      .select({ id: pricelists.id })
      .from(pricelists)
      .where(lte(pricelists.date, localDate(this.now())))
      .orderBy(desc(pricelists.date))
      .limit(1);
    if (!newest) throw fail.notFound('pricelist.notFound');
    return this.list(newest.id, caller);
  }

  /** A list's items by tag and state (other states than approved for admins only). */
  async search(filter: ItemFilter, caller: Pick<Caller, 'roles'> | undefined) {
    const admin = isAdmin(caller);
    if (!admin && filter.state !== undefined && filter.state !== 'approved') throw fail.forbidden();
    const list = await this.findList(filter.pricelistId);
    const page = pageOf(filter, 10);
    const state = admin ? filter.state : 'approved';
    const rows = await this.selectItems()
      .where(
        and(
          eq(pricelistItems.pricelistId, list.id),
          state ? eq(pricelistItems.state, state) : undefined,
          filter.tag ? sql`${filter.tag} = any(${pricelistItems.tags})` : undefined,
        ),
      )
      .orderBy(asc(pricelistItems.name), asc(pricelistItems.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(toItem);
  }

  /**
   * The approved prices whose name contains `name`, of every list, the days nearest to
   * `date` first (the earlier of two as near), at most 30.
   */
  async priceDays(name: string, date: string) {
    const distance = sql`abs(${pricelists.date} - ${date}::date)`;
    const rows = await this.db
      .select({
        pricelistId: pricelists.id,
        date: pricelists.date,
        name: pricelistItems.name,
        unit: pricelistItems.unit,
        priceCents: pricelistItems.priceCents,
      })
      .from(pricelistItems)
      .innerJoin(pricelists, eq(pricelists.id, pricelistItems.pricelistId))
      .where(
        and(eq(pricelistItems.state, 'approved'), sql`strpos(${pricelistItems.name}, ${name}) > 0`),
      )
      .orderBy(distance, asc(pricelists.date), asc(pricelistItems.name), asc(pricelistItems.id))
      .limit(30);
    return rows.map(({ priceCents, ...row }) => ({ ...row, price: toYuan(priceCents) }));
  }

  /** The tags of a list's approved items, sorted. */
  async tags(id: number) {
    const list = await this.findList(id);
    const rows = await this.db
      .selectDistinct({ tag: sql<string>`unnest(${pricelistItems.tags})` })
      .from(pricelistItems)
      .where(and(eq(pricelistItems.pricelistId, list.id), eq(pricelistItems.state, 'approved')));
    return rows
      .map((row) => row.tag)
      .sort()
      .slice(0, 200);
  }

  /** The lists with pending items and how many, newest day first. */
  async forReview() {
    const rows = await this.db
      .select({
        id: pricelists.id,
        date: pricelists.date,
        title: pricelists.title,
        pending: count(pricelistItems.id),
      })
      .from(pricelists)
      .innerJoin(pricelistItems, eq(pricelistItems.pricelistId, pricelists.id))
      .where(eq(pricelistItems.state, 'pending'))
      .groupBy(pricelists.id)
      .orderBy(desc(pricelists.date), desc(pricelists.id))
      .limit(100);
    return rows;
  }

  /** Sets the state of every listed item, or of none when one id is unknown. */
  async review(ids: number[], state: ItemState, reviewerId: number) {
    const time = this.now();
    await this.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: pricelistItems.id })
        .from(pricelistItems)
        .where(inArray(pricelistItems.id, ids))
        .for('update');
      if (found.length !== ids.length) {
        const known = new Set(found.map((row) => row.id));
        const missing = ids.filter((id) => !known.has(id));
        throw fail.notFound('pricelist.itemNotFound', { ids: missing.join(', ') });
      }
      await tx
        .update(pricelistItems)
        .set({ state, reviewedBy: reviewerId, reviewedAt: time })
        .where(inArray(pricelistItems.id, ids));
    });
    const rows = await this.selectItems().where(inArray(pricelistItems.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => toItem(byId.get(id)!));
  }

  private selectItems() {
    return this.db
      .select(itemColumns)
      .from(pricelistItems)
      .leftJoin(users, eq(users.id, pricelistItems.reviewedBy));
  }

  private async findList(id: number) {
    const [list] = await this.db.select().from(pricelists).where(eq(pricelists.id, id));
    if (!list) throw fail.notFound('pricelist.notFound');
    return list;
  }
}
