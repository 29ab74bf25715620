import { describe, expect, it } from 'vitest';
import { polls } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, type TestUser } from '../../test/harness.js';

const server = useTestServer({ at: SEEDED_AT });

const DAY = 24 * 3600_000;
const getPoll = (client: TestUser['client'], id: number) =>
  client.call((c) => c.GET('/poll/getById/{id}', { params: { path: { id } } }));
const vote = (user: TestUser, pollId: number, itemId: number) =>
  user.client.call((c) => c.POST('/poll/vote/', { body: { pollId, itemId } }));
const submit = (user: TestUser, pollId: number, title = '我的作品') =>
  user.client.call((c) =>
    c.POST('/poll/enroll/', {
      body: {
        pollId,
        title,
        description: '家门口的风景',
        pics: ['/uploads/citylife/poll/1/a.jpg'],
      },
    }),
  );
const searchEntries = (pollId: number) =>
  server.client.call((c) => c.GET('/poll/searchItem/', { params: { query: { pollId } } }));
const getEntry = (id: number) =>
  server.client.call((c) => c.GET('/poll/getItemById/{id}', { params: { path: { id } } }));
const stat = (id: number) =>
  server.client.call((c) => c.GET('/poll/stat/{id}', { params: { path: { id } } }));

/** A poll open from now on, with two entries. */
async function openPoll() {
  const [poll] = await server.database.db
    .insert(polls)
    .values({
      title: '测试投票',
      description: '',
      banner: '/static/city/poll/poll-1.svg',
      startTime: new Date(server.clock.now().getTime() - DAY),
      endTime: new Date(server.clock.now().getTime() + DAY),
    })
    .returning();
  const [a, b] = [await server.createUser(), await server.createUser()];
  const first = await submit(a, poll!.id, '甲');
  server.clock.advance(1000);
  const second = await submit(b, poll!.id, '乙');
  return { poll: poll!, first, second };
}

describe('seeded polls', () => {
  it('has an open, an upcoming and an ended poll with their counts', async () => {
    const [open, upcoming, ended] = await Promise.all(
      [1, 2, 3].map((id) => getPoll(server.client, id)),
    );
    expect([open!.state, upcoming!.state, ended!.state]).toEqual(['open', 'upcoming', 'ended']);
    expect(open).toMatchObject({ title: '最美家乡风景摄影评选', itemCount: 2, voteCount: 57 });
    expect(open).not.toHaveProperty('votedItemId');
  });

  it('lists polls latest first and by state', async () => {
    const all = await server.client.call((c) => c.GET('/poll/search/'));
    const starts = all.map((poll) => poll.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const state of ['open', 'upcoming', 'ended'] as const) {
      const page = await server.client.call((c) =>
        c.GET('/poll/search/', { params: { query: { state } } }),
      );
      expect(page.length).toBeGreaterThan(0);
      expect(page.every((poll) => poll.state === state)).toBe(true);
    }
  });

  it('lists entries by votes and reads one entry', async () => {
    const entries = await searchEntries(1);
    expect(entries.map((entry) => [entry.title, entry.votes])).toEqual([
      ['黄河晨雾', 35],
      ['草原落日', 22],
    ]);
    const entry = await getEntry(2);
    expect(entry).toMatchObject({ pollId: 1, title: '草原落日', votes: 22 });
  });

  it('answers 404 for unknown polls and entries', async () => {
    expect(await statusOf(getPoll(server.client, 999))).toBe(404);
    expect(await statusOf(stat(999))).toBe(404);
    expect(await statusOf(searchEntries(999))).toBe(404);
    expect(await statusOf(getEntry(9999))).toBe(404);
  });
});

describe('voting', () => {
  it('counts one vote per user per poll and shows it to the voter', async () => {
    const { poll, first, second } = await openPoll();
    const voter = await server.createUser();
    const voted = await vote(voter, poll.id, second.id);
    expect(voted).toMatchObject({ id: second.id, votes: 1 });
    expect((await getPoll(voter.client, poll.id)).votedItemId).toBe(second.id);
    expect(await getPoll(server.client, poll.id)).not.toHaveProperty('votedItemId');

    const twice = await failureOf(vote(voter, poll.id, first.id));
    expect(twice.status).toBe(409);
    expect(twice.payload.message).toBe('You have already voted in this poll');

    const another = await server.createUser();
    await vote(another, poll.id, second.id);
    const third = await server.createUser();
    await vote(third, poll.id, first.id);
    const results = await stat(poll.id);
    expect(results).toEqual({
      pollId: poll.id,
      total: 3,
      items: [
        { itemId: second.id, title: '乙', votes: 2, percent: 66.7 },
        { itemId: first.id, title: '甲', votes: 1, percent: 33.3 },
      ],
    });
    expect((await getPoll(server.client, poll.id)).voteCount).toBe(3);
  });

  it('never counts two votes of one user sent at once', async () => {
    const { poll, first } = await openPoll();
    const voter = await server.createUser();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => vote(voter, poll.id, first.id)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await stat(poll.id)).total).toBe(1);
  });

  it('answers 0 percent before anyone voted', async () => {
    const { poll } = await openPoll();
    const results = await stat(poll.id);
    expect(results.total).toBe(0);
    expect(results.items.every((item) => item.percent === 0)).toBe(true);
  });

  it('refuses entries of another poll (422), closed polls (409) and unknown entries (404)', async () => {
    const voter = await server.createUser();
    const { poll } = await openPoll();
    expect(await statusOf(vote(voter, poll.id, 1))).toBe(422);
    expect(await statusOf(vote(voter, 3, 3))).toBe(409);
    expect(await statusOf(vote(voter, poll.id, 99999))).toBe(404);
    expect(await statusOf(vote(voter, 9999, 1))).toBe(404);
    const signedOut = await failureOf(
      server.client.call((c) => c.POST('/poll/vote/', { body: { pollId: 1, itemId: 1 } })),
    );
    expect(signedOut.status).toBe(401);
  });
});

describe('submitting entries', () => {
  it('lists a new entry at once with 0 votes, one entry per user', async () => {
    const { poll } = await openPoll();
    const author = await server.createUser();
    const entry = await submit(author, poll.id, '  新作品 ');
    expect(entry).toMatchObject({ pollId: poll.id, title: '新作品', votes: 0, ownerId: author.id });
    const entries = await searchEntries(poll.id);
    expect(entries.map((item) => item.id)).toContain(entry.id);
    const again = await failureOf(submit(author, poll.id));
    expect(again.status).toBe(409);
    expect(again.payload.message).toBe('You have already submitted an entry');
  });

  it('refuses entries to polls that are not open', async () => {
    const author = await server.createUser();
    for (const id of [2, 3]) {
      const error = await failureOf(submit(author, id));
      expect(error.status).toBe(409);
      expect(error.payload.message).toBe('The poll is not open');
    }
  });

  it('opens and closes polls with time', async () => {
    const [poll] = await server.database.db
      .insert(polls)
      .values({
        title: '明天开始',
        description: '',
        banner: '/static/city/poll/poll-2.svg',
        startTime: new Date(server.clock.now().getTime() + DAY),
        endTime: new Date(server.clock.now().getTime() + 2 * DAY),
      })
      .returning();
    expect((await getPoll(server.client, poll!.id)).state).toBe('upcoming');
    server.clock.advance(1.5 * DAY);
    expect((await getPoll(server.client, poll!.id)).state).toBe('open');
    server.clock.advance(DAY);
    expect((await getPoll(server.client, poll!.id)).state).toBe('ended');
  });

  it('rejects an entry without pictures with 400', async () => {
    const author = await server.createUser();
    const error = await failureOf(
      author.client.call((c) =>
        c.POST('/poll/enroll/', { body: { pollId: 1, title: 'x', description: '', pics: [] } }),
      ),
    );
    expect(error.status).toBe(400);
  });
});
