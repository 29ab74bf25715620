import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventEnrolments, events } from '../../db/schema/index.js';
import { expectSchema, failureOf, statusOf } from '../../test/assertions.js';
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

  it('tells a signed-in member which events they enrolled in, and nobody else', async () => {
    const event = await save(admin, newEvent({ maxEnrol: 5 }));
    const other = await server.createUser();
    const listOf = (user?: TestUser) =>
      (user?.client ?? server.client).call((c) =>
        c.GET('/event/search/', { params: { query: { pagesize: 100 } } }),
      );
    const readBy = (user: TestUser) =>
      user.client.call((c) => c.GET('/event/getById/{id}', { params: { path: { id: event.id } } }));
    const enrolledOf = (list: { id: number; enrolled?: boolean }[]) =>
      list.find((entry) => entry.id === event.id)?.enrolled;

    expect((await readBy(member)).enrolled).toBe(false);
    await enrol(member, { eventId: event.id, name: '张三', mobile: '13800138000', quantity: 1 });
    expect((await readBy(member)).enrolled).toBe(true);
    expect(enrolledOf(await listOf(member))).toBe(true);
    // Another member, and a visitor, who is not told at all.
    expect((await readBy(other)).enrolled).toBe(false);
    expect(enrolledOf(await listOf(other))).toBe(false);
    expect((await getEvent(event.id)).enrolled).toBeUndefined();
    expect(enrolledOf(await listOf())).toBeUndefined();
    // Only the events enrolled in, among the others of the page.
    const listed = await listOf(member);
    expect(listed.filter((entry) => entry.enrolled).map((entry) => entry.id)).toContain(event.id);
    expect(listed.some((entry) => entry.enrolled === false)).toBe(true);
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

  it('answers 403 to a member updating by id and 401 when signed out', async () => {
    expect(await statusOf(save(member, { ...newEvent(), id: 1 }))).toBe(403);
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

describe('members adding events and the admins reviewing them', () => {
  const search = async () =>
    server.client.call((c) => c.GET('/event/search/', { params: { query: { pagesize: 100 } } }));
  const mine = (user: TestUser) =>
    user.client.call((c) => c.GET('/event/mine/', { params: { query: { pagesize: 100 } } }));
  const forReview = (user: TestUser) =>
    user.client.call((c) => c.GET('/event/review/', { params: { query: { pagesize: 100 } } }));
  const review = (user: TestUser, body: Record<string, unknown>) =>
    user.client.call((c) => c.POST('/event/review', { body: body as never }));
  const read = (user: TestUser, id: number) =>
    user.client.call((c) => c.GET('/event/getById/{id}', { params: { path: { id } } }));

  it("keeps a member's event pending, seen only by its author and the admins", async () => {
    const author = await server.createUser({ nickname: '小王' });
    const pictures = ['/uploads/event/1/a.jpg', '/uploads/event/1/b.jpg'];
    const created = await save(author, newEvent({ title: '社区读书会', pictures }));
    expect(created).toMatchObject({ title: '社区读书会', review: 'pending', pictures });
    expect(created).not.toHaveProperty('rejectReason');
    expectSchema('Event', created);

    expect((await search()).map((event) => event.id)).not.toContain(created.id);
    expect(await statusOf(getEvent(created.id))).toBe(404);
    expect(await statusOf(read(member, created.id))).toBe(404);
    expect(
      await statusOf(
        enrol(member, { eventId: created.id, name: '张三', mobile: '13800138000', quantity: 1 }),
      ),
    ).toBe(404);
    expect((await read(author, created.id)).review).toBe('pending');
    expect((await read(admin, created.id)).title).toBe('社区读书会');

    expect((await mine(author)).map((event) => event.id)).toEqual([created.id]);
    expect(await mine(member)).not.toContainEqual(expect.objectContaining({ id: created.id }));
    const queue = await forReview(admin);
    const waiting = queue.find((event) => event.id === created.id);
    expect(waiting).toMatchObject({
      review: 'pending',
      author: { id: author.id, nickname: '小王' },
    });
    expectSchema('EventForReview', waiting);
  });

  it("publishes an admin's event at once", async () => {
    const created = await save(admin, newEvent({ title: '管理员活动' }));
    expect(created.review).toBe('published');
    expect((await search()).map((event) => event.id)).toContain(created.id);
    expect((await forReview(admin)).map((event) => event.id)).not.toContain(created.id);
  });

  it('lists mine newest first and the review queue oldest first', async () => {
    const author = await server.createUser();
    const first = await save(author, newEvent({ title: '第一个' }));
    server.clock.advance(60_000);
    const second = await save(author, newEvent({ title: '第二个' }));
    expect((await mine(author)).map((event) => event.id)).toEqual([second.id, first.id]);
    const queue = (await forReview(admin)).map((event) => event.id);
    expect(queue.indexOf(first.id)).toBeLessThan(queue.indexOf(second.id));
  });

  it('lets an admin publish an event, which then is listed for everyone', async () => {
    const author = await server.createUser();
    const created = await save(author, newEvent({ title: '待发布活动' }));
    const published = await review(admin, { id: created.id, decision: 'publish' });
    expect(published).toMatchObject({ id: created.id, review: 'published' });
    expect((await search()).map((event) => event.id)).toContain(created.id);
    expect((await getEvent(created.id)).review).toBe('published');
    expect((await forReview(admin)).map((event) => event.id)).not.toContain(created.id);

    const twice = await failureOf(review(admin, { id: created.id, decision: 'reject' }));
    expect(twice.status).toBe(409);
    expect(twice.payload.message).toBe('The event has already been reviewed');
  });

  it('lets an admin reject an event with a reason its author reads', async () => {
    const author = await server.createUser();
    const created = await save(author, newEvent({ title: '待拒绝活动' }));
    const rejected = await review(admin, {
      id: created.id,
      decision: 'reject',
      reason: ' 时间与场地未说明 ',
    });
    expect(rejected).toMatchObject({ review: 'rejected', rejectReason: '时间与场地未说明' });
    expectSchema('Event', rejected);
    expect((await mine(author))[0]).toMatchObject({
      id: created.id,
      review: 'rejected',
      rejectReason: '时间与场地未说明',
    });
    expect(await statusOf(getEvent(created.id))).toBe(404);
    expect((await search()).map((event) => event.id)).not.toContain(created.id);
    expect(await statusOf(review(admin, { id: created.id, decision: 'publish' }))).toBe(409);
  });

  it('answers 403 to members on the review calls, 404 for an unknown event', async () => {
    expect(await statusOf(forReview(member))).toBe(403);
    expect(await statusOf(review(member, { id: 1, decision: 'publish' }))).toBe(403);
    expect(await statusOf(review(admin, { id: 99999, decision: 'publish' }))).toBe(404);
    expect(await statusOf(review(admin, { id: 1, decision: 'maybe' }))).toBe(400);
    expect(await statusOf(server.client.call((c) => c.GET('/event/mine/')))).toBe(401);
  });

  it("answers 422 { startTime } when a member's event starts in the past", async () => {
    const past = await failureOf(
      save(member, newEvent({ startTime: inHours(-1), endTime: inHours(2) })),
    );
    expect(past.status).toBe(422);
    expect(past.fieldErrors).toEqual({ startTime: 'The start time has already passed' });
  });
});
