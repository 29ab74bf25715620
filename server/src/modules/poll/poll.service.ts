import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import { pollItems, pollVotes, polls } from '../../db/schema/index.js';
import { HttpError, fail } from '../../http/errors.js';
import { localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import { isUniqueViolation } from '../../lib/db.js';
import { pageOf } from '../../lib/paging.js';

export type PollState = 'upcoming' | 'open' | 'ended';
/** The texts of polls and their entries that translations may give. */
const POLL_TEXTS = ['title', 'description'] as const;
type PollRow = typeof polls.$inferSelect;
type ItemRow = typeof pollItems.$inferSelect;
type PageInput = Parameters<typeof pageOf>[0];
export interface EntryInput {
  pollId: number;
  title: string;
  description: string;
  pics: string[];
}

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
  translations: polls.translations,
  startTime: polls.startTime,
  endTime: polls.endTime,
  itemCount,
  voteCount,
};

function toPoll(
  original: PollRow & { itemCount: number; voteCount: number },
  now: Date,
  locale: Locale,
) {
  const row = localized(original, locale, POLL_TEXTS);
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

function toItem(original: ItemRow, locale: Locale) {
  const row = localized(original, locale, POLL_TEXTS);
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

/** Polls: entries, one vote per member and poll while it is open, the tally. */
export class PollService extends ClockedDbService {
  /** A poll, with the entry `userId` voted for when signed in. */
  async poll(id: number, userId: number | undefined, locale: Locale) {
    const [row] = await this.db.select(pollColumns).from(polls).where(eq(polls.id, id));
    if (!row) throw fail.notFound('poll.notFound');
    const poll = toPoll(row, this.now(), locale);
    if (userId === undefined) return poll;
    const [vote] = await this.db
      .select({ itemId: pollVotes.itemId })
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, row.id), eq(pollVotes.userId, userId)));
    return vote ? { ...poll, votedItemId: vote.itemId } : poll;
  }

  /** Polls in a state (or all), latest start first. */
  async search(
    filter: (PageInput & { state?: PollState | undefined }) | undefined,
    locale: Locale,
  ) {
    const page = pageOf(filter, 10);
    const time = this.now();
    const at = sql`${time.toISOString()}::timestamptz`;
    const state = filter?.state;
    const rows = await this.db
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
    return rows.map((row) => toPoll(row, time, locale));
  }

  async item(id: number, locale: Locale) {
    const [row] = await this.db.select().from(pollItems).where(eq(pollItems.id, id));
    if (!row) throw fail.notFound('poll.itemNotFound');
    return toItem(row, locale);
  }

  /** A poll's entries, most votes first. */
  async items(pollId: number, pageInput: PageInput, locale: Locale) {
    const poll = await this.findPoll(pollId);
    const page = pageOf(pageInput, 10);
    const rows = await this.db
      .select()
      .from(pollItems)
      .where(eq(pollItems.pollId, poll.id))
      .orderBy(desc(pollItems.votes), asc(pollItems.createdAt), asc(pollItems.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => toItem(row, locale));
  }

  /** A member's one vote in an open poll. */
  async vote(userId: number, pollId: number, itemId: number, locale: Locale) {
    const poll = await this.findPoll(pollId);
    const [item] = await this.db.select().from(pollItems).where(eq(pollItems.id, itemId));
    if (!item) throw fail.notFound('poll.itemNotFound');
    if (item.pollId !== poll.id) throw fail.unprocessable('poll.itemOfAnotherPoll');
    if (pollState(poll, this.now()) !== 'open') throw fail.conflict('poll.notOpen');
    try {
      return await this.db.transaction(async (tx) => {
        const recorded = await tx
          .insert(pollVotes)
          .values({ pollId: poll.id, userId, itemId: item.id, createdAt: this.now() })
          .onConflictDoNothing()
          .returning({ itemId: pollVotes.itemId });
        if (recorded.length === 0) throw fail.conflict('poll.alreadyVoted');
        const [updated] = await tx
          .update(pollItems)
          .set({ votes: sql`${pollItems.votes} + 1` })
          .where(eq(pollItems.id, item.id))
          .returning();
        return toItem(updated!, locale);
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isUniqueViolation(error)) throw fail.conflict('poll.alreadyVoted');
      throw error;
    }
  }

  /** Votes per entry and their share of the total, to one decimal. */
  async stat(pollId: number, locale: Locale) {
    const poll = await this.findPoll(pollId);
    const rows = await this.db
      .select({
        itemId: pollItems.id,
        title: pollItems.title,
        votes: pollItems.votes,
        translations: pollItems.translations,
      })
      .from(pollItems)
      .where(eq(pollItems.pollId, poll.id))
      .orderBy(desc(pollItems.votes), asc(pollItems.createdAt), asc(pollItems.id))
      .limit(1000);
    const total = rows.reduce((sum, row) => sum + row.votes, 0);
    return {
      pollId: poll.id,
      total,
      items: rows.map((row) => ({
        ...localized(row, locale, ['title']),
        percent: total === 0 ? 0 : Math.round((row.votes / total) * 1000) / 10,
      })),
    };
  }

  /** A member's one entry in an open poll. */
  async enter(userId: number, body: EntryInput, locale: Locale) {
    const poll = await this.findPoll(body.pollId);
    if (pollState(poll, this.now()) !== 'open') throw fail.conflict('poll.notOpen');
    const title = body.title.trim();
    if (title === '') throw fail.fields({ title: { key: 'poll.titleRequired' } });
    const [row] = await this.db
      .insert(pollItems)
      .values({
        pollId: poll.id,
        ownerId: userId,
        title,
        description: body.description.trim(),
        pics: [...new Set(body.pics)],
        votes: 0,
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail.conflict('poll.alreadyEntered');
    return toItem(row, locale);
  }

  private async findPoll(id: number) {
    const [poll] = await this.db.select().from(polls).where(eq(polls.id, id));
    if (!poll) throw fail.notFound('poll.notFound');
    return poll;
  }
}
