import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app.js';
import { issueToken } from '../../auth/tokens.js';
import { ADDRESS_LIMITS } from '../../config.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { SEEDED_AT, TestClock } from '../../test/clock.js';
import { countRows } from '../../test/commerce.js';
import {
  chatAnswers,
  chatInbox,
  chatLogin,
  nextEvent,
  useChatClients,
} from '../../test/chatClient.js';
import { createTestDatabase, openAnotherConnection, testConfig } from '../../test/harness.js';
import { killServerProcesses, startServerProcess } from '../../test/processes.js';
import { CHAT_SESSION_NAME } from './adapter.js';
import {
  MESSAGES_PER_ACCOUNT_PER_MINUTE,
  type ChatMessage,
  type ChatUser,
} from './chat.service.js';

// Two server instances, each with its own connections to one PostgreSQL database, as two
// processes behind a load balancer: members connected to either are in one chat. One test
// adds a third, the server in a process of its own, and kills it.

interface Instance {
  app: FastifyInstance;
  baseUrl: string;
}

const clock = new TestClock(SEEDED_AT);
const databases: Database[] = [];
let a: Instance;
let b: Instance;

async function startInstance(database: Database): Promise<Instance> {
  const app = await buildServer({ database, config: testConfig(database), now: clock.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

/** Waits until the chat of A and of B counts `instances` (they greeted each other). */
async function untilBothKnowEachOther(instances = 2) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const counts = await Promise.all([a, b].map((x) => x.app.chat!.of('/').adapter.serverCount()));
    if (counts.every((count) => count === instances)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`A and B never counted ${instances} instances`);
}

beforeAll(async () => {
  const first = await createTestDatabase();
  databases.push(first);
  databases.push(await openAnotherConnection(first));
  a = await startInstance(databases[0]!);
  b = await startInstance(databases[1]!);
  await untilBothKnowEachOther();
});

/**
 * Dropping the copied database ends the sessions still closing after their pool's `end`
 * (which does not wait for the server to see them go): that error is the drop's doing.
 */
function expectDropped(error: Error & { code?: string }) {
  if (error.code !== '57P01') throw error;
}

afterAll(async () => {
  await killServerProcesses();
  await b?.app.close();
  await a?.app.close();
  // The copied database goes with the first connection, after the other one.
  for (const database of [...databases].reverse()) {
    database.pool?.on('error', expectDropped);
    await database.close();
  }
});

const open = useChatClients();
let members = 0;

/**
 * A new member (signed in: a token issued at `issuedAt`, the test clock's time unless given)
 * with `nickname`.
 */
async function newMember(nickname: string, issuedAt?: Date) {
  const database = databases[0]!;
  members += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      mobile: `1360${String(process.pid % 1000).padStart(3, '0')}${String(members).padStart(4, '0')}`,
      nickname,
      createdAt: clock.now(),
    })
    .returning({ id: users.id });
  const { token } = await issueToken(database.db, user!.id, issuedAt ?? clock.now());
  return { id: user!.id, name: nickname, token };
}

/** A socket of `member` (a new member with `member` as nickname when given a name) on an instance. */
async function connect(to: { baseUrl: string }, member: string | { token: string }) {
  const { token } = typeof member === 'string' ? await newMember(member) : member;
  return open(to.baseUrl, { token, locale: 'en' });
}
/** Events from another instance may take a NOTIFY round trip: 10 s. */
const next = <T>(
  socket: Socket,
  event: string,
  accept: (value: T) => boolean = () => true,
  withinMs = 10_000,
) => nextEvent<T>(socket, event, accept, withinMs);
const login = chatLogin;
const inbox = chatInbox;

const ids = (list: ChatUser[]) => list.map((user) => user.id);

describe('live chat on two instances of one database', () => {
  it('delivers messages and presence to members connected to the other instance', async () => {
    // Made one after another: on the stopped clock the list is in the order of their ids.
    const alice = await newMember('Alice');
    const bob = await newMember('Bob');
    const carol = await newMember('Carol');
    const onA = await connect(a, alice);
    const bobOnB = await connect(b, bob);
    const carolOnB = await connect(b, carol);
    await login(onA);
    await login(bobOnB);

    // Carol's arrival on B reaches Alice on A, and the list holds the members of both.
    const aliceSeesThree = next<ChatUser[]>(onA, 'online_users', (list) => list.length === 3);
    const aliceCount = next<number>(onA, 'update_online_count', (n) => n === 3);
    await login(carolOnB);
    expect(ids(await aliceSeesThree)).toEqual([alice.id, bob.id, carol.id]);
    expect(await aliceCount).toBe(3);

    // A newcomer on A is told at once who is online on both.
    const dave = await connect(a, 'Dave');
    const first = next<ChatUser[]>(dave, 'online_users');
    expect(ids(await first)).toEqual([alice.id, bob.id, carol.id]);

    // A message to everyone from A reaches the members on B.
    const bobGets = next<ChatMessage>(bobOnB, 'new_msg');
    const carolGets = next<ChatMessage>(carolOnB, 'new_msg');
    onA.emit('send', { to: 'all', text: '大家好' });
    for (const message of [await bobGets, await carolGets]) {
      expect(message).toMatchObject({ text: '大家好', from: { id: alice.id }, to: 'all' });
    }

    // A private message from A reaches its recipient on B (known online there) and comes
    // back to the sender; the other member on B does not get it.
    const carolInbox = inbox(carolOnB);
    const toBob = next<ChatMessage>(bobOnB, 'new_msg');
    const echo = next<ChatMessage>(onA, 'new_msg', (message) => message.to === String(bob.id));
    onA.emit('send', { to: String(bob.id), text: '悄悄话' });
    expect(await toBob).toMatchObject({ text: '悄悄话', from: { id: alice.id } });
    expect((await echo).text).toBe('悄悄话');
    // Bob's answer to everyone reaches Carol after anything sent to her before it.
    const carolHearsBob = next<ChatMessage>(carolOnB, 'new_msg');
    bobOnB.emit('send', { text: '收到' });
    await carolHearsBob;
    expect(carolInbox.map((message) => message.text)).toEqual(['收到']);

    // Someone online on neither instance is not.
    const offline = next<{ event: string; message: string }>(onA, 'chat_error');
    onA.emit('send', { to: '999999', text: 'hello?' });
    expect(await offline).toEqual({ event: 'send', message: 'The recipient is not online' });

    // Leaving B updates the members on A.
    const aliceSeesTwo = next<ChatUser[]>(onA, 'online_users', (list) => list.length === 2);
    carolOnB.disconnect();
    expect(ids(await aliceSeesTwo)).toEqual([alice.id, bob.id]);
  });

  it('knows a member signed in on one instance when the chat is on the other', async () => {
    const member = await newMember('草原骑手');
    const onB = await connect(b, member);
    expect(await login(onB, { id: 1, name: 'Fake' })).toEqual({ id: member.id, name: '草原骑手' });
    const other = await connect(a, 'Other');
    await login(other);
    const heard = next<ChatMessage>(other, 'new_msg');
    onB.emit('send', { text: '你好' });
    expect((await heard).from).toEqual({ id: member.id, name: '草原骑手' });
  });

  it('carries presence lists too long for one notice (through socket_io_attachments), without tokens', async () => {
    const watcher = await connect(a, 'Watcher');
    await login(watcher);
    // Each member takes about 130 bytes of the list: 70 take more than a notice's 8000.
    const many = 70;
    const longName = '长长的名字'.repeat(8);
    const everyone = next<ChatUser[]>(watcher, 'online_users', (list) => list.length === many + 1);
    const crowd = await Promise.all(Array.from({ length: many }, () => newMember(longName)));
    for (const member of crowd) await login(await connect(b, member));
    const list = await everyone;
    expect(list).toHaveLength(many + 1);
    expect(list.filter((user) => user.name === longName)).toHaveLength(many);
    const db = databases[1]!.db;
    expect(await countRows(db, 'socket_io_attachments')).toBeGreaterThan(0);
    // A newcomer on A makes A ask B for its sockets: B answers with their handshakes (one
    // attachment), which must hold no token.
    const late = await connect(a, 'Late');
    const lateSeesAll = next<ChatUser[]>(
      late,
      'online_users',
      (users) => users.length === many + 2,
    );
    await login(late);
    await lateSeesAll;
    const leaked = (await db.execute(sql`
      select count(*)::int as n from socket_io_attachments
      where ${sql.join(
        crowd.map((member) => sql`position(convert_to(${member.token}, 'UTF8') in payload) > 0`),
        sql` or `,
      )}`)) as unknown as { rows: { n: number }[] };
    expect(leaked.rows[0]!.n).toBe(0);
  });

  it('closes the sockets of a signed-out session on every instance', async () => {
    const member = await newMember('Alice');
    const onA = await connect(a, member);
    const onB = await connect(b, member);
    await login(onA);
    await login(onB);
    const told = [onA, onB].map((socket) => next<{ message: string }>(socket, 'session_ended'));
    const closed = [onA, onB].map((socket) => next<string>(socket, 'disconnect'));
    const answer = await fetch(`${a.baseUrl}/user/logout/`, {
      method: 'POST',
      headers: { token: member.token, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(answer.status).toBe(200);
    for (const notice of await Promise.all(told)) expect(notice.message).toMatch(/^Your sign-in/);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('limits an account and an address across instances', async () => {
    // Windows of their own: no other test's messages count.
    clock.advance(10 * 60_000);
    const member = await newMember('Alice');
    const tabs = await Promise.all([a, b, a, b].map((to) => connect(to, member)));
    for (const tab of tabs) await login(tab);
    const flood = async (sockets: typeof tabs, label: string) => {
      const answers = sockets.map((socket, index) =>
        chatAnswers(socket, (message) => message.text.startsWith(`${label}${index}.`), 10),
      );
      sockets.forEach((socket, index) => {
        for (let k = 0; k < 10; k += 1) socket.emit('send', { text: `${label}${index}.${k}` });
      });
      return (await Promise.all(answers)).flatMap((answer) => answer.delivered);
    };
    expect(await flood(tabs, 'tab')).toHaveLength(MESSAGES_PER_ACCOUNT_PER_MINUTE);

    clock.advance(10 * 60_000);
    const crowd = await Promise.all(
      Array.from({ length: 7 }, (_, index) => connect(index % 2 ? a : b, `会员${index}`)),
    );
    for (const socket of crowd) await login(socket);
    try {
      expect(await flood(crowd, 'crowd')).toHaveLength(ADDRESS_LIMITS.chatMessagesPerMinute);
    } finally {
      // The next tests' messages count in windows of their own.
      clock.advance(10 * 60_000);
    }
  });

  it('survives losing the connection it listens on, and listens again', async () => {
    const db = databases[0]!.db;
    /** The sessions on which the instances listen to each other (one each). */
    const listeners = async () => {
      const result = (await db.execute(sql`
        select pid from pg_stat_activity
        where datname = current_database() and application_name = ${CHAT_SESSION_NAME}`)) as unknown as {
        rows: { pid: number }[];
      };
      return result.rows.map((row) => row.pid);
    };
    const before = await listeners();
    expect(before).toHaveLength(2);
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${CHAT_SESSION_NAME}`);

    // The adapter opens a new session a few seconds later (its own back-off).
    let after: number[] = [];
    for (let attempt = 0; attempt < 200 && after.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = (await listeners()).filter((pid) => !before.includes(pid));
    }
    expect(after).toHaveLength(2);
    await untilBothKnowEachOther();

    const again = await newMember('A');
    const there = await newMember('B');
    const onA = await connect(a, again);
    const onB = await connect(b, there);
    await login(onA);
    await login(onB);
    const heard = next<ChatMessage>(onB, 'new_msg');
    onA.emit('send', { to: String(there.id), text: '又连上了' });
    expect(await heard).toMatchObject({ text: '又连上了', from: { id: again.id } });
  });

  it('drops the users of an instance that ended abruptly from the list', async () => {
    // A third instance, the server as users start it, in a process of its own.
    const url = databases[0]!.pool!.options.connectionString!;
    const c = await startServerProcess({
      kind: 'postgres',
      env: { DATABASE_URL: url },
      open: () => openAnotherConnection(databases[0]!),
      remove: async () => {},
    });
    await untilBothKnowEachOther(3);
    // The process runs on the machine's clock: Zed's token is one that no clock of the run
    // sees expire, whatever the date.
    const watching = await newMember('Watcher');
    const zed = await newMember('Zed', new Date('9000-01-01T00:00:00Z'));
    const watcher = await connect(a, watching);
    await login(watcher);
    const zedOnline = next<ChatUser[]>(watcher, 'online_users', (list) =>
      ids(list).includes(zed.id),
    );
    await login(await connect({ baseUrl: c.url }, zed));
    expect(ids(await zedOnline)).toEqual([watching.id, zed.id]);

    // Killed, it says no goodbye: A and B forget it once it missed its greetings for 10 s.
    const zedGone = next<ChatUser[]>(
      watcher,
      'online_users',
      (list) => !ids(list).includes(zed.id),
      20_000,
    );
    await c.kill('SIGKILL');
    expect(ids(await zedGone)).toEqual([watching.id]);
    await untilBothKnowEachOther(2);
  }, 60_000);
});
