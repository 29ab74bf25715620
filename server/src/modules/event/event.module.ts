import { pageOf } from '../../lib/paging.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { eventEnrolments, events } from '../../db/schema/index.js';
import { callerOf } from '../../http/caller.js';
import { HttpError, fail, type Message } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedEvents } from './seed.js';

registerMessages('event', { 'zh-Hans': zhHans, en, mn });

export type EventState = 'open' | 'closed' | 'full' | 'ended';
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

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

async function findEvent(db: Db, id: number, lock = false) {
  const query = db.select().from(events).where(eq(events.id, id));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw fail.notFound('event.notFound');
  return event;
}

export const eventModule: ServerModule = {
  name: 'event',
  handlers: ({ db, now }) => ({
    async getEvent({ params }) {
      return toEvent(await findEvent(db, params.id), now());
    },

    async searchEvents({ query }) {
      const page = pageOf(query, 10);
      const time = now();
      const rows = await db
        .select()
        .from(events)
        .where(
          and(
            query?.tag ? sql`${query.tag} = any(${events.tags})` : undefined,
            query?.state ? sql`${stateSql(time)} = ${query.state}` : undefined,
          ),
        )
        .orderBy(desc(events.startTime), desc(events.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => toEvent(row, time));
    },

    async enrollEvent(request) {
      const caller = callerOf(request);
      const { body } = request;
      const time = now();
      try {
        return await db.transaction(async (tx) => {
          const event = await findEvent(tx as unknown as Db, body.eventId, true);
          const state = eventState(event, time);
          if (state !== 'open') throw fail.conflict(`event.state.${state}`);
          const [mine] = await tx
            .select({ id: eventEnrolments.id })
            .from(eventEnrolments)
            .where(
              and(eq(eventEnrolments.eventId, event.id), eq(eventEnrolments.userId, caller.id)),
            );
          if (mine) throw fail.conflict('event.alreadyEnrolled');
          const vacancy = event.maxEnrol - event.taken;
          if (body.quantity > vacancy) {
            throw fail.fields({ quantity: { key: 'event.overVacancy', vars: { vacancy } } });
          }
          const [enrolment] = await tx
            .insert(eventEnrolments)
            .values({
              eventId: event.id,
              userId: caller.id,
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
    },

    async updateEvent({ body }) {
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
        updatedAt: now(),
      };
      if (body.id === undefined) {
        if (Object.keys(errors).length) throw fail.fields(errors);
        const [created] = await db
          .insert(events)
          .values({ ...values, createdAt: values.updatedAt })
          .returning();
        return toEvent(created!, now());
      }
      return db.transaction(async (tx) => {
        const event = await findEvent(tx as unknown as Db, body.id!, true);
        if (body.maxEnrol < event.taken) {
          errors.maxEnrol = { key: 'event.belowTaken', vars: { taken: event.taken } };
        }
        if (Object.keys(errors).length) throw fail.fields(errors);
        const [updated] = await tx
          .update(events)
          .set(values)
          .where(eq(events.id, event.id))
          .returning();
        return toEvent(updated!, now());
      });
    },
  }),
  seed: seedEvents,
};
