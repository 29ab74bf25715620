import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@citylife/api-client/schema';
import type { Db } from '../../db/database.js';
import { eventEnrolments, events } from '../../db/schema/index.js';
import { HttpError, fail, type Message } from '../../http/errors.js';
import { isUniqueViolation, type DbOrTx } from '../../lib/db.js';
import { pageOf } from '../../lib/paging.js';

export type EventState = 'open' | 'closed' | 'full' | 'ended';
export type EventInput = components['schemas']['EventInput'];
export interface EventFilter {
  tag?: string | undefined;
  state?: EventState | undefined;
  pageno?: number | undefined;
  pagesize?: number | undefined;
}
export interface EnrolmentInput {
  eventId: number;
  name: string;
  mobile: string;
  quantity: number;
}
type EventRow = typeof events.$inferSelect;

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

function toEvent(event: EventRow, now: Date) {
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
  };
}

async function findEvent(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(events).where(eq(events.id, id));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw fail.notFound('event.notFound');
  return event;
}

/** Community events: lists, enrolment within the vacancy, the back office's edits. */
export class EventService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async event(id: number) {
    return toEvent(await findEvent(this.db, id), this.now());
  }

  /** Events by tag and state, latest start first. */
  async search(filter: EventFilter | undefined) {
    const page = pageOf(filter, 10);
    const time = this.now();
    const rows = await this.db
      .select()
      .from(events)
      .where(
        and(
          filter?.tag ? sql`${filter.tag} = any(${events.tags})` : undefined,
          filter?.state ? sql`${stateSql(time)} = ${filter.state}` : undefined,
        ),
      )
      .orderBy(desc(events.startTime), desc(events.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => toEvent(row, time));
  }

  /** Enrols a member once in an open event, taking `quantity` places of the vacancy. */
  async enrol(userId: number, body: EnrolmentInput) {
    const time = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        const event = await findEvent(tx, body.eventId, true);
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

  /** Creates an event (no id) or rewrites one, never below the places already taken. */
  async save(body: EventInput) {
    const title = body.title.trim();
    const startTime = new Date(body.startTime);
    const endTime = new Date(body.endTime);
    const errors: Record<string, Message> = {};
    if (title === '') errors.title = { key: 'event.titleRequired' };
    if (!(endTime > startTime)) errors.endTime = { key: 'event.endBeforeStart' };
    const values = {
      title,
      description: body.description,
      startTime,
      endTime,
      maxEnrol: body.maxEnrol,
      tags: body.tags.map((tag) => tag.trim()).filter(Boolean),
      closed: body.closed ?? false,
      updatedAt: this.now(),
    };
    if (body.id === undefined) {
      if (Object.keys(errors).length) throw fail.fields(errors);
      const [created] = await this.db
        .insert(events)
        .values({ ...values, createdAt: values.updatedAt })
        .returning();
      return toEvent(created!, this.now());
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
      return toEvent(updated!, this.now());
    });
  }
}
