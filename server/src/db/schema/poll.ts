// Tables of the poll module: polls, their items and votes.
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  ownedBy,
  period,
  serialId,
  textArray,
  textOrEmpty,
  translations,
} from './columns.js';
import { userId, users } from './users.js';

export const polls = pgTable(
  'polls',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    translations: translations(),
    banner: text('banner').notNull(),
    ...period(),
  },
  (table) => [index('polls_start_idx').on(table.startTime)],
);

export const pollItems = pgTable(
  'poll_items',
  {
    id: serialId(),
    pollId: ownedBy('poll_id', () => polls.id),
    ownerId: ownedBy('owner_id', () => users.id),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    translations: translations(),
    pics: textArray('pics'),
    /** Votes received (paper ballots counted in by the organiser plus one per poll_votes row). */
    votes: integer('votes').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('poll_items_owner_idx').on(table.pollId, table.ownerId),
    index('poll_items_votes_idx').on(table.pollId, table.votes),
  ],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: ownedBy('poll_id', () => polls.id),
    userId: userId(),
    itemId: ownedBy('item_id', () => pollItems.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.userId] })],
);
