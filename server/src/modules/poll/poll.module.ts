import { pageOf } from '../../lib/paging.js';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pollItems, pollVotes, polls } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { HttpError, fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedPolls } from './seed.js';

registerMessages('poll', { 'zh-Hans': zhHans, en, mn });

export type PollState = 'upcoming' | 'open' | 'ended';
type PollRow = typeof polls.$inferSelect;
type ItemRow = typeof pollItems.$inferSelect;

export function pollState(poll: Pick<PollRow, 'startTime' | 'endTime'>, now: Date): PollState {
  if (now < poll.startTime) return 'upcoming';
  if (now < poll.endTime) return 'open';
  return 'ended';
}

// Columns written out with their tables: inside a subquery an unqualified "id" would be
// the entry's.
const itemCount = sql<number>`(select count(*)::int from "poll_items" where "poll_items"."poll_id" = "polls"."id")`;
const voteCount = sql<number>`(select coalesce(sum("poll_items"."votes"), 0)::int from "poll_items" where "poll_items"."poll_id" = "polls"."id")`;
const pollColumns = {
  id: polls.id,
  title: polls.title,
  description: polls.description,
  banner: polls.banner,
  startTime: polls.startTime,
  endTime: polls.endTime,
  itemCount,
  voteCount,
};

function toPoll(row: PollRow & { itemCount: number; voteCount: number }, now: Date) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    banner: row.banner,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    state: pollState(row, now),
    itemCount: Number(row.itemCount),
    voteCount: Number(row.voteCount),
  };
}

function toItem(row: ItemRow) {
  return {
    id: row.id,
    pollId: row.pollId,
    title: row.title,
    description: row.description,
    pics: row.pics,
    votes: row.votes,
    ownerId: row.ownerId,
    createdTime: row.createdAt.toISOString(),
  };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

async function findPoll(db: Db, id: number) {
  const [poll] = await db.select().from(polls).where(eq(polls.id, id));
  if (!poll) throw fail.notFound('poll.notFound');
  return poll;
}

export const pollModule: ServerModule = {
  name: 'poll',
  handlers: ({ db, now }) => ({
    async getPoll({ params, caller }) {
      const [row] = await db.select(pollColumns).from(polls).where(eq(polls.id, params.id));
      if (!row) throw fail.notFound('poll.notFound');
      const poll = toPoll(row, now());
      if (!caller) return poll;
      const [vote] = await db
        .select({ itemId: pollVotes.itemId })
        .from(pollVotes)
        .where(and(eq(pollVotes.pollId, row.id), eq(pollVotes.userId, caller.id)));
      return vote ? { ...poll, votedItemId: vote.itemId } : poll;
    },

    async searchPolls({ query }) {
      const page = pageOf(query, 10);
      const time = now();
      const at = sql`${time.toISOString()}::timestamptz`;
      const state = query?.state;
      const rows = await db
        .select(pollColumns)
        .from(polls)
        .where(
          state === 'upcoming'
            ? sql`${at} < ${polls.startTime}`
            : state === 'open'
              ? sql`${polls.startTime} <= ${at} and ${at} < ${polls.endTime}`
              : state === 'ended'
                ? sql`${polls.endTime} <= ${at}`
                : undefined,
        )
        .orderBy(desc(polls.startTime), desc(polls.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => toPoll(row, time));
    },

    async getPollItem({ params }) {
      const [row] = await db.select().from(pollItems).where(eq(pollItems.id, params.id));
      if (!row) throw fail.notFound('poll.itemNotFound');
      return toItem(row);
    },

    async searchPollItems({ query }) {
      const poll = await findPoll(db, query.pollId);
      const page = pageOf(query, 10);
      const rows = await db
        .select()
        .from(pollItems)
        .where(eq(pollItems.pollId, poll.id))
        .orderBy(desc(pollItems.votes), asc(pollItems.createdAt), asc(pollItems.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(toItem);
    },

    async votePoll(request) {
      const caller = callerOf(request);
      const { pollId, itemId } = request.body;
      const poll = await findPoll(db, pollId);
      const [item] = await db.select().from(pollItems).where(eq(pollItems.id, itemId));
      if (!item) throw fail.notFound('poll.itemNotFound');
      if (item.pollId !== poll.id) throw fail.unprocessable('poll.itemOfAnotherPoll');
      if (pollState(poll, now()) !== 'open') throw fail.conflict('poll.notOpen');
      try {
        return await db.transaction(async (tx) => {
          const recorded = await tx
            .insert(pollVotes)
            .values({ pollId: poll.id, userId: caller.id, itemId: item.id, createdAt: now() })
            .onConflictDoNothing()
            .returning({ itemId: pollVotes.itemId });
          if (recorded.length === 0) throw fail.conflict('poll.alreadyVoted');
          const [updated] = await tx
            .update(pollItems)
            .set({ votes: sql`${pollItems.votes} + 1` })
            .where(eq(pollItems.id, item.id))
            .returning();
          return toItem(updated!);
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (isUniqueViolation(error)) throw fail.conflict('poll.alreadyVoted');
        throw error;
      }
    },

    async getPollStat({ params }) {
      const poll = await findPoll(db, params.id);
      const rows = await db
        .select({ itemId: pollItems.id, title: pollItems.title, votes: pollItems.votes })
        .from(pollItems)
        .where(eq(pollItems.pollId, poll.id))
        .orderBy(desc(pollItems.votes), asc(pollItems.createdAt), asc(pollItems.id))
        .limit(1000);
      const total = rows.reduce((sum, row) => sum + row.votes, 0);
      return {
        pollId: poll.id,
        total,
        items: rows.map((row) => ({
          ...row,
          percent: total === 0 ? 0 : Math.round((row.votes / total) * 1000) / 10,
        })),
      };
    },

    async enrollPollItem(request) {
      const caller = callerOf(request);
      const { body } = request;
      const poll = await findPoll(db, body.pollId);
      if (pollState(poll, now()) !== 'open') throw fail.conflict('poll.notOpen');
      const title = body.title.trim();
      if (title === '') throw fail.fields({ title: { key: 'poll.titleRequired' } });
      const [row] = await db
        .insert(pollItems)
        .values({
          pollId: poll.id,
          ownerId: caller.id,
          title,
          description: body.description.trim(),
          pics: [...new Set(body.pics)],
          votes: 0,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw fail.conflict('poll.alreadyEntered');
      return toItem(row);
    },
  }),
  seed: seedPolls,
};
