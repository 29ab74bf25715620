import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventEnrolments, events } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, useTestUser, type TestUser } from '../../test/harness.js';

const server = useTestServer({ at: SEEDED_AT });
const member = useTestUser(server);
const admin = useTestUser(server, { roles: ['admin'] });

const HOUR = 3600_000;
const getEvent = (id: number) =>
  server.client.call((c) => c.GET('/event/getById/{id}', { params: { path: { id } } }));
const enrol = (user: TestUser, body: Record<string, unknown>) =>
  user.client.call((c) => c.POST('/event/enroll/', { body: body as never }));
const save = (user: TestUser, body: Record<string, unknown>) =>
  user.client.call((c) => c.POST('/event/update', { body: body as never }));
const inHours = (hours: number) =>
  new Date(server.clock.now().getTime() + hours * HOUR).toISOString();
const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: '草原徒步',
  description: '沿锡尼河徒步10公里。',
  startTime: inHours(48),
  endTime: inHours(54),
  maxEnrol: 5,
  tags: ['户外'],
  ...overrides,
});

describe('seeded events', () => {
  it('has one event in each state, computed from the data', async () => {
    const states = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => getEvent(id)));
    expect(states.map((event) => event.state)).toEqual([
      'open',
      'open',
      'full',
      'closed',
      'closed',
      'ended',
    ]);
    expect(states[0]).toMatchObject({ title: '周末亲子采摘', maxEnrol: 40, vacancy: 12 });
    expect(states[2]!.vacancy).toBe(0);
  });

  it('keeps the places taken equal to the enrolments', async () => {
    const rows = await server.database.db.select().from(events);
    const enrolments = await server.database.db.select().from(eventEnrolments);
    for (const event of rows.filter((row) => row.id <= 6)) {
      const taken = enrolments
        .filter((enrolment) => enrolment.eventId === event.id)
        .reduce((sum, enrolment) => sum + enrolment.quantity, 0);
      expect(taken, `event ${event.id}`).toBe(event.taken);
    }
  });

  it('answers 404 for an unknown event', async () => {
    expect(await statusOf(getEvent(9999))).toBe(404);
  });
});

describe('GET /event/search/', () => {
  it('lists the latest start first and filters by tag and by state', async () => {
    const all = await server.client.call((c) =>
      c.GET('/event/search/', { params: { query: { pagesize: 100 } } }),
    );
    const starts = all.map((event) => event.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const family = await server.client.call((c) =>
      c.GET('/event/search/', { params: { query: { tag: '亲子', pagesize: 100 } } }),
    );
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((event) => event.tags.includes('亲子'))).toBe(true);
    for (const state of ['open', 'closed', 'full', 'ended'] as const) {
      const page = await server.client.call((c) =>
        c.GET('/event/search/', { params: { query: { state, pagesize: 100 } } }),
      );
      expect(page.length, state).toBeGreaterThan(0);
      expect(page.every((event) => event.state === state)).toBe(true);
    }
  });

  it('pages with pageno and pagesize', async () => {
    const first = await server.client.call((c) =>
      c.GET('/event/search/', { params: { query: { pagesize: 2 } } }),
    );
    const second = await server.client.call((c) =>
      c.GET('/event/search/', { params: { query: { pagesize: 2, pageno: 2 } } }),
    );
    expect(first).toHaveLength(2);
    expect(second[0]!.id).not.toBe(first[0]!.id);
  });
});

describe('POST /event/enroll/', () => {
  it('enrols once, lowering the vacancy, until the event is full', async () => {
    const event = await save(admin, newEvent({ maxEnrol: 5 }));
    const enrolment = await enrol(member, {
      eventId: event.id,
      name: '张三',
      mobile: '13800138000',
      quantity: 2,
    });
    expect(enrolment).toMatchObject({ eventId: event.id, quantity: 2, vacancy: 3 });
    expect((await getEvent(event.id)).vacancy).toBe(3);

    const again = await failureOf(
      enrol(member, { eventId: event.id, name: '张三', mobile: '13800138000', quantity: 1 }),
    );
    expect(again.status).toBe(409);
    expect(again.payload.message).toBe('You have already enrolled in this event');

    const second = await server.createUser();
    const tooMany = await failureOf(
      enrol(second, { eventId: event.id, name: '李四', mobile: '13900139001', quantity: 4 }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.fieldErrors).toEqual({ quantity: 'Only 3 places are left' });
    await enrol(second, { eventId: event.id, name: '李四', mobile: '13900139001', quantity: 3 });
    expect((await getEvent(event.id)).state).toBe('full');

    const third = await server.createUser();
    const full = await failureOf(
      enrol(third, { eventId: event.id, name: '王五', mobile: '13700137000', quantity: 1 }),
    );
    expect(full.status).toBe(409);
    expect(full.payload.message).toBe('The event is full');
  });

  it('never takes more places than offered when many enrol at once', async () => {
    const event = await save(admin, newEvent({ maxEnrol: 3 }));
    const people = await Promise.all(Array.from({ length: 6 }, () => server.createUser()));
    const results = await Promise.allSettled(
      people.map((person) =>
        enrol(person, { eventId: event.id, name: '游客', mobile: '13800138000', quantity: 1 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const [row] = await server.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.taken).toBe(3);
  });

  it('refuses closed and ended events with 409', async () => {
    for (const [id, message] of [
      [4, 'Enrolment is closed'],
      [5, 'Enrolment is closed'],
      [6, 'The event has ended'],
    ] as const) {
      const error = await failureOf(
        enrol(member, { eventId: id, name: '张三', mobile: '13800138000', quantity: 1 }),
      );
      expect(error.status).toBe(409);
      expect(error.payload.message).toBe(message);
    }
  });

  it('closes enrolment when the event starts and ends it after its end time', async () => {
    const event = await save(admin, newEvent({ startTime: inHours(1), endTime: inHours(3) }));
    expect((await getEvent(event.id)).state).toBe('open');
    server.clock.advance(2 * HOUR);
    expect((await getEvent(event.id)).state).toBe('closed');
    server.clock.advance(2 * HOUR);
    expect((await getEvent(event.id)).state).toBe('ended');
  });

  it('answers 401 signed out, 404 for an unknown event and 400 for a bad body', async () => {
    const body = { eventId: 1, name: '张三', mobile: '13800138000', quantity: 1 };
    expect(await statusOf(server.client.call((c) => c.POST('/event/enroll/', { body })))).toBe(401);
    expect(await statusOf(enrol(member, { ...body, eventId: 9999 }))).toBe(404);
    expect(await statusOf(enrol(member, { ...body, quantity: 11 }))).toBe(400);
    expect(await statusOf(enrol(member, { ...body, mobile: '123' }))).toBe(400);
  });
});

describe('POST /event/update', () => {
  it('lets an admin create, update and close an event', async () => {
    const created = await save(admin, newEvent({ tags: ['户外', '  亲子 '] }));
    expect(created).toMatchObject({
      title: '草原徒步',
      vacancy: 5,
      state: 'open',
      tags: ['户外', '亲子'],
    });
    const updated = await save(admin, {
      ...newEvent({ maxEnrol: 8 }),
      id: created.id,
      closed: true,
    });
    expect(updated).toMatchObject({ id: created.id, maxEnrol: 8, vacancy: 8, state: 'closed' });
  });

  it('answers 403 to a member and 401 when signed out', async () => {
    expect(await statusOf(save(member, newEvent()))).toBe(403);
    const signedOut = await failureOf(
      server.client.call((c) => c.POST('/event/update', { body: newEvent() as never })),
    );
    expect(signedOut.status).toBe(401);
  });

  it('answers per-field messages for an end before the start and a limit below the places taken', async () => {
    const bad = await failureOf(
      save(admin, newEvent({ startTime: inHours(5), endTime: inHours(4) })),
    );
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors).toEqual({ endTime: 'The end time must be after the start time' });
    const event = await save(admin, newEvent({ maxEnrol: 5 }));
    await enrol(member, { eventId: event.id, name: '张三', mobile: '13800138000', quantity: 3 });
    const below = await failureOf(save(admin, { ...newEvent({ maxEnrol: 2 }), id: event.id }));
    expect(below.fieldErrors).toEqual({
      maxEnrol: '3 places are already taken; the limit cannot be lower',
    });
    expect(await statusOf(save(admin, { ...newEvent(), id: 99999 }))).toBe(404);
  });
});
