import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ClockedDbService } from '../../context.js';
import type { components } from '@citylife/api-client/schema';
import { eventEnrolments, events, users } from '../../db/schema/index.js';
import { HttpError, fail, type Message } from '../../http/errors.js';
import { keptTranslations, localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/translate.js';
import { isUniqueViolation, type DbOrTx } from '../../lib/db.js';
import { pageOf } from '../../lib/paging.js';

export type EventState = 'open' | 'closed' | 'full' | 'ended';
export type EventInput = components['schemas']['EventInput'];
export interface EventPage {
  pageno?: number | undefined;
  pagesize?: number | undefined;
}
export interface EventFilter extends EventPage {
  tag?: string | undefined;
  state?: EventState | undefined;
}
export interface ReviewDecision {
  id: number;
  decision: 'publish' | 'reject';
  reason?: string | undefined;
}
/** Who calls: a member or an admin (by role). */
export interface EventCaller {
  id: number;
  roles: readonly string[];
}
export interface EnrolmentInput {
  eventId: number;
  name: string;
  mobile: string;
  quantity: number;
}
type EventRow = typeof events.$inferSelect;

const isAdmin = (caller: EventCaller | undefined) => caller?.roles.includes('admin') ?? false;

/** Everyone sees a published event; a pending or rejected one only its author and admins. */
const mayRead = (event: EventRow, caller: EventCaller | undefined) =>
  event.review === 'published' ||
  (caller !== undefined && (caller.id === event.authorId || isAdmin(caller)));

/**
 * The state of an event at `now`: ended once it is over; otherwise closed when an admin
 * closed enrolment or it has started; otherwise full without vacancy; otherwise open.
 */
export function eventState(event: EventRow, now: Date): EventState {
  if (event.endTime <= now) return 'ended';
  if (event.closed || event.startTime <= now) return 'closed';
  if (event.taken >= event.maxEnrol) return 'full';
  return 'open';
}

/** The same rule in SQL, for filtering lists by state. */
const stateSql = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<EventState>`case
    when ${events.endTime} <= ${at} then 'ended'
    when ${events.closed} or ${events.startTime} <= ${at} then 'closed'
    when ${events.taken} >= ${events.maxEnrol} then 'full'
    else 'open' end`;
};

/** The texts of an event that translations may give. */
const EVENT_TEXTS = ['title', 'description'] as const;

function toEvent(original: EventRow, now: Date, locale: Locale) {
  const event = { ...original, ...localized(original, locale, EVENT_TEXTS) };
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    maxEnrol: event.maxEnrol,
    vacancy: Math.max(0, event.maxEnrol - event.taken),
    tags: event.tags,
    state: eventState(event, now),
    pictures: event.pictures,
    review: event.review,
    ...(event.review === 'rejected' && event.rejectReason
      ? { rejectReason: event.rejectReason }
      : {}),
  };
}

/** `138****8000`: a mobile number with digits 4 to 7 masked. */
const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** The name shown for an author: the nickname, else the masked mobile, else `用户{id}`. */
function authorName(author: { id: number; nickname: string; mobile: string | null }) {
  return (
    author.nickname.trim().slice(0, 32) ||
    (author.mobile ? maskMobile(author.mobile) : `用户${author.id}`)
  );
}

/** Of `eventIds`, those the user `userId` has enrolled in (none for a visitor). */
async function enrolledIn(db: DbOrTx, userId: number | undefined, eventIds: number[]) {
  if (userId === undefined || eventIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ eventId: eventEnrolments.eventId })
    .from(eventEnrolments)
    .where(and(eq(eventEnrolments.userId, userId), inArray(eventEnrolments.eventId, eventIds)));
  return new Set(rows.map((row) => row.eventId));
}

/** Events as answered to `caller`: a signed-in caller learns which of them they enrolled in. */
async function eventsFor(
  db: DbOrTx,
  caller: { id: number } | undefined,
  rows: EventRow[],
  now: Date,
  locale: Locale,
) {
  const enrolled = await enrolledIn(
    db,
    caller?.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toEvent(row, now, locale),
    ...(caller ? { enrolled: enrolled.has(row.id) } : {}),
  }));
}

async function findEvent(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(events).where(eq(events.id, id));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw fail.notFound('event.notFound');
  return event;
}

/**
 * Community events: lists, enrolment within the vacancy, members adding events that wait
 * for an admin's review, the admins' review and edits.
 */
export class EventService extends ClockedDbService {
  /** An event its caller may see (published, or their own, or any for an admin). */
  async event(id: number, caller: EventCaller | undefined, locale: Locale) {
    const event = await findEvent(this.db, id);
    if (!mayRead(event, caller)) throw fail.notFound('event.notFound');
    const [answered] = await eventsFor(this.db, caller, [event], this.now(), locale);
    return answered!;
  }

  /** Published events by tag and state, latest start first. */
  async search(
    filter: EventFilter | undefined,
    caller: { id: number } | undefined,
    locale: Locale,
  ) {
    const page = pageOf(filter, 10);
    const time = this.now();
    const rows = await this.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.review, 'published'),
          filter?.tag ? sql`${filter.tag} = any(${events.tags})` : undefined,
          filter?.state ? sql`${stateSql(time)} = ${filter.state}` : undefined,
        ),
      )
      .orderBy(desc(events.startTime), desc(events.id))
      .limit(page.limit)
      .offset(page.offset);
    return eventsFor(this.db, caller, rows, time, locale);
  }

  /** Enrols a member once in an open event, taking `quantity` places of the vacancy. */
  async enrol(userId: number, body: EnrolmentInput) {
    const time = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        const event = await findEvent(tx, body.eventId, true);
        if (event.review !== 'published') throw fail.notFound('event.notFound');
        const state = eventState(event, time);
        if (state !== 'open') throw fail.conflict(`event.state.${state}`);
        const [mine] = await tx
          .select({ id: eventEnrolments.id })
          .from(eventEnrolments)
          .where(and(eq(eventEnrolments.eventId, event.id), eq(eventEnrolments.userId, userId)));
        if (mine) throw fail.conflict('event.alreadyEnrolled');
        const vacancy = event.maxEnrol - event.taken;
        if (body.quantity > vacancy) {
          throw fail.fields({ quantity: { key: 'event.overVacancy', vars: { vacancy } } });
        }
        const [enrolment] = await tx
          .insert(eventEnrolments)
          .values({
            eventId: event.id,
            userId,
            name: body.name.trim() || body.name,
            mobile: body.mobile,
            quantity: body.quantity,
            createdAt: time,
          })
          .returning();
        const [updated] = await tx
          .update(events)
          .set({ taken: sql`${events.taken} + ${body.quantity}` })
          .where(eq(events.id, event.id))
          .returning({ taken: events.taken, maxEnrol: events.maxEnrol });
        return {
          id: enrolment!.id,
          eventId: event.id,
          name: enrolment!.name,
          mobile: enrolment!.mobile,
          quantity: enrolment!.quantity,
          createdTime: enrolment!.createdAt.toISOString(),
          vacancy: Math.max(0, updated!.maxEnrol - updated!.taken),
        };
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isUniqueViolation(error)) throw fail.conflict('event.alreadyEnrolled');
      throw error;
    }
  }

  /**
   * Adds an event (no id): any member may, a member's waits for review (`pending`), an
   * admin's is published at once; a member's may not start in the past. With an id,
   * rewrites an event (admins only), never below the places already taken.
   */
  async save(caller: EventCaller, body: EventInput, locale: Locale) {
    const admin = isAdmin(caller);
    if (body.id !== undefined && !admin) throw fail.forbidden();
    const time = this.now();
    const title = body.title.trim();
    const startTime = new Date(body.startTime);
    const endTime = new Date(body.endTime);
    const pictures = body.pictures ?? [];
    const errors: Record<string, Message> = {};
    if (title === '') errors.title = { key: 'event.titleRequired' };
    if (!(endTime > startTime)) errors.endTime = { key: 'event.endBeforeStart' };
    if (new Set(pictures).size !== pictures.length) {
      errors.pictures = { key: 'event.picturesRepeated' };
    }
    const values = {
      title,
      description: body.description,
      startTime,
      endTime,
      maxEnrol: body.maxEnrol,
      tags: body.tags.map((tag) => tag.trim()).filter(Boolean),
      pictures,
      closed: body.closed ?? false,
      // Translations absent from the body stay as they are.
      ...(body.translations
        ? { translations: keptTranslations(body.translations, EVENT_TEXTS) }
        : {}),
      updatedAt: time,
    };
    if (body.id === undefined) {
      if (!admin && startTime <= time) errors.startTime = { key: 'event.startInPast' };
      if (Object.keys(errors).length) throw fail.fields(errors);
      const [created] = await this.db
        .insert(events)
        .values({
          ...values,
          review: admin ? 'published' : 'pending',
          authorId: caller.id,
          createdAt: time,
        })
        .returning();
      return toEvent(created!, time, locale);
    }
    return this.db.transaction(async (tx) => {
      const event = await findEvent(tx, body.id!, true);
      if (body.maxEnrol < event.taken) {
        errors.maxEnrol = { key: 'event.belowTaken', vars: { taken: event.taken } };
      }
      if (Object.keys(errors).length) throw fail.fields(errors);
      const [updated] = await tx
        .update(events)
        .set(values)
        .where(eq(events.id, event.id))
        .returning();
      return toEvent(updated!, time, locale);
    });
  }

  /** The events a member added, newest first, in any review state. */
  async mine(userId: number, paging: EventPage | undefined, locale: Locale) {
    const page = pageOf(paging, 10);
    const rows = await this.db
      .select()
      .from(events)
      .where(eq(events.authorId, userId))
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(page.limit)
      .offset(page.offset);
    const time = this.now();
    return rows.map((row) => toEvent(row, time, locale));
  }

  /** The events waiting for review, oldest first, each with its author. */
  async forReview(paging: EventPage | undefined, locale: Locale) {
    const page = pageOf(paging, 10);
    const rows = await this.db
      .select({
        event: events,
        author: { id: users.id, nickname: users.nickname, mobile: users.mobile },
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.authorId))
      .where(eq(events.review, 'pending'))
      .orderBy(asc(events.createdAt), asc(events.id))
      .limit(page.limit)
      .offset(page.offset);
    const time = this.now();
    return rows.map(({ event, author }) => ({
      ...toEvent(event, time, locale),
      author: { id: author.id, nickname: authorName(author) },
    }));
  }

  /** An admin publishes or rejects (with a reason) an event waiting for review. */
  async review(body: ReviewDecision, locale: Locale) {
    return this.db.transaction(async (tx) => {
      const event = await findEvent(tx, body.id, true);
      if (event.review !== 'pending') throw fail.conflict('event.notPending');
      const reason = body.reason?.trim();
      const [updated] = await tx
        .update(events)
        .set(
          body.decision === 'publish'
            ? { review: 'published', rejectReason: null, updatedAt: this.now() }
            : { review: 'rejected', rejectReason: reason || null, updatedAt: this.now() },
        )
        .where(eq(events.id, event.id))
        .returning();
      return toEvent(updated!, this.now(), locale);
    });
  }
}
