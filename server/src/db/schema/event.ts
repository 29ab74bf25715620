// Tables of the event module: events and their enrolments.
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  ownedBy,
  period,
  serialId,
  textArray,
  textOrEmpty,
  updatedAt,
  translations,
} from './columns.js';
import { users } from './users.js';

export const events = pgTable(
  'events',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    translations: translations(),
    ...period(),
    maxEnrol: integer('max_enrol').notNull(),
    /** Places taken by enrolments (kept with each enrolment in one transaction). */
    taken: integer('taken').notNull().default(0),
    tags: textArray('tags'),
    /** Enrolment closed by an admin. */
    closed: boolean('closed').notNull().default(false),
    /** Uploaded picture URLs, 0 to 9. */
    pictures: textArray('pictures'),
    /**
     * Review: 'pending' (a member's event waiting for an admin), 'published' (seen by
     * everyone) or 'rejected' (with `rejectReason`). Only published events are listed.
     */
    review: text('review')
      .$type<'pending' | 'published' | 'rejected'>()
      .notNull()
      .default('published'),
    rejectReason: text('reject_reason'),
    /** The member who added the event; null for seeded events. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_start_idx').on(table.startTime),
    index('events_author_idx').on(table.authorId, table.createdAt),
    index('events_review_idx').on(table.review, table.createdAt),
  ],
);

export const eventEnrolments = pgTable(
  'event_enrolments',
  {
    id: serialId(),
    eventId: ownedBy('event_id', () => events.id),
    /** The member who enrolled; null for enrolments taken offline by the organiser. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('event_enrolments_user_idx').on(table.eventId, table.userId)],
);
