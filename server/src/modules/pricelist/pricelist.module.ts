import { pageOf } from '../../lib/paging.js';
import { toYuan } from '../../lib/money.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pricelistItems, pricelists, users } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedPricelists } from './seed.js';

registerMessages('pricelist', { 'zh-Hans': zhHans, en, mn });

export type ItemState = 'pending' | 'approved' | 'rejected';

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

const isAdmin = (caller: { roles: string[] } | undefined) =>
  caller?.roles.includes('admin') ?? false;

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(pricelistItems)
    .leftJoin(users, eq(users.id, pricelistItems.reviewedBy));
}

async function findList(db: Db, id: number) {
  const [list] = await db.select().from(pricelists).where(eq(pricelists.id, id));
  if (!list) throw fail.notFound('pricelist.notFound');
  return list;
}

export const pricelistModule: ServerModule = {
  name: 'pricelist',
  handlers: ({ db, now }) => {
    /** Sets the state of every listed item, or of none when one id is unknown. */
    const review = async (ids: number[], state: ItemState, reviewerId: number) => {
      const time = now();
      await db.transaction(async (tx) => {
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
      const rows = await selectItems(db).where(inArray(pricelistItems.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => toItem(byId.get(id)!));
    };

    return {
      async getPricelist({ params, caller }) {
        const list = await findList(db, params.id);
        const rows = await selectItems(db)
          .where(
            and(
              eq(pricelistItems.pricelistId, list.id),
              isAdmin(caller) ? undefined : eq(pricelistItems.state, 'approved'),
            ),
          )
          .orderBy(asc(pricelistItems.name), asc(pricelistItems.id))
          .limit(500);
        return { id: list.id, date: list.date, title: list.title, items: rows.map(toItem) };
      },

      async searchPricelistItems({ query, caller }) {
        const admin = isAdmin(caller);
        if (!admin && query.state !== undefined && query.state !== 'approved')
          throw fail.forbidden();
        const list = await findList(db, query.pricelistId);
        const page = pageOf(query, 10);
        const state = admin ? query.state : 'approved';
        const rows = await selectItems(db)
          .where(
            and(
              eq(pricelistItems.pricelistId, list.id),
              state ? eq(pricelistItems.state, state) : undefined,
              query.tag ? sql`${query.tag} = any(${pricelistItems.tags})` : undefined,
            ),
          )
          .orderBy(asc(pricelistItems.name), asc(pricelistItems.id))
          .limit(page.limit)
          .offset(page.offset);
        return rows.map(toItem);
      },

      async getPricelistTags({ params }) {
        const list = await findList(db, params.id);
        const rows = await db
          .selectDistinct({ tag: sql<string>`unnest(${pricelistItems.tags})` })
          .from(pricelistItems)
          .where(
            and(eq(pricelistItems.pricelistId, list.id), eq(pricelistItems.state, 'approved')),
          );
        return rows
          .map((row) => row.tag)
          .sort()
          .slice(0, 200);
      },

      async approvePricelistItems(request) {
        return review(request.body.items, 'approved', callerOf(request).id);
      },

      async rejectPricelistItems(request) {
        return review(request.body.items, 'rejected', callerOf(request).id);
      },
    };
  },
  seed: seedPricelists,
};
