import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app.js';
import { issueToken } from '../../auth/tokens.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { SEEDED_AT, TestClock } from '../../test/clock.js';
import { countRows } from '../../test/commerce.js';
import { chatInbox, chatLogin, nextEvent, useChatClients } from '../../test/chatClient.js';
import { createTestDatabase, openAnotherConnection } from '../../test/harness.js';
import { killServerProcesses, startServerProcess } from '../../test/processes.js';
import { CHAT_SESSION_NAME } from './adapter.js';
import type { ChatMessage, ChatUser } from './chat.service.js';

// Two server instances, each with its own connections to one PostgreSQL database, as two
// processes behind a load balancer: chat users connected to either are in one chat. One
// test adds a third, the server in a process of its own, and kills it.

interface Instance {
  app: FastifyInstance;
  baseUrl: string;
}

const clock = new TestClock(SEEDED_AT);
const databases: Database[] = [];
let a: Instance;
let b: Instance;

async function startInstance(database: Database): Promise<Instance> {
  const app = await buildServer({ database, now: clock.now });
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
const connect = (to: { baseUrl: string }, auth?: Record<string, unknown>) => open(to.baseUrl, auth);
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
  it('delivers messages and presence to users connected to the other instance', async () => {
    const alice = await connect(a);
    const bob = await connect(b);
    const carol = await connect(b);
    await login(alice, 'alice', 'Alice');
    await login(bob, 'bob', 'Bob');

    // Carol's arrival on B reaches Alice on A, and the list holds the users of both.
    const aliceSeesThree = next<ChatUser[]>(alice, 'online_users', (list) => list.length === 3);
    const aliceCount = next<number>(alice, 'update_online_count', (n) => n === 3);
    await login(carol, 'carol', 'Carol');
    expect(ids(await aliceSeesThree)).toEqual(['guest-alice', 'guest-bob', 'guest-carol']);
    expect(await aliceCount).toBe(3);

    // A newcomer on A is told at once who is online on both.
    const dave = await connect(a);
    const first = next<ChatUser[]>(dave, 'online_users');
    expect(ids(await first)).toEqual(['guest-alice', 'guest-bob', 'guest-carol']);

    // A message to everyone from A reaches the users on B.
    const bobGets = next<ChatMessage>(bob, 'new_msg');
    const carolGets = next<ChatMessage>(carol, 'new_msg');
    alice.emit('send', { to: 'all', text: '大家好' });
    for (const message of [await bobGets, await carolGets]) {
      expect(message).toMatchObject({ text: '大家好', from: { id: 'guest-alice' }, to: 'all' });
    }

    // A private message from A reaches its recipient on B (known online there) and comes
    // back to the sender; the other user on B does not get it.
    const carolInbox = inbox(carol);
    const toBob = next<ChatMessage>(bob, 'new_msg');
    const echo = next<ChatMessage>(alice, 'new_msg', (message) => message.to === 'guest-bob');
    alice.emit('send', { to: 'guest-bob', text: '悄悄话' });
    expect(await toBob).toMatchObject({ text: '悄悄话', from: { id: 'guest-alice' } });
    expect((await echo).text).toBe('悄悄话');
    // Bob's answer to everyone reaches Carol after anything sent to her before it.
    const carolHearsBob = next<ChatMessage>(carol, 'new_msg');
    bob.emit('send', { text: '收到' });
    await carolHearsBob;
    expect(carolInbox.map((message) => message.text)).toEqual(['收到']);

    // Someone online on neither instance is not.
    const offline = next<{ event: string; message: string }>(alice, 'chat_error');
    alice.emit('send', { to: 'guest-nobody', text: 'hello?' });
    expect(await offline).toEqual({ event: 'send', message: 'The recipient is not online' });

    // Leaving B updates the users on A.
    const aliceSeesTwo = next<ChatUser[]>(alice, 'online_users', (list) => list.length === 2);
    carol.disconnect();
    expect(ids(await aliceSeesTwo)).toEqual(['guest-alice', 'guest-bob']);
  });

  it('knows a member signed in on one instance when the chat is on the other', async () => {
    const database = databases[0]!;
    const [user] = await database.db
      .insert(users)
      .values({ mobile: '13600000019', nickname: '草原骑手', createdAt: clock.now() })
      .returning({ id: users.id });
    const { token } = await issueToken(database.db, user!.id, clock.now());
    const onB = await connect(b, { token, locale: 'en' });
    expect(await login(onB, 'someone-else', 'Fake')).toEqual({ id: user!.id, name: '草原骑手' });
    const guest = await connect(a);
    await login(guest, 'guest', 'Guest');
    const heard = next<ChatMessage>(guest, 'new_msg');
    onB.emit('send', { text: '你好' });
    expect((await heard).from).toEqual({ id: user!.id, name: '草原骑手' });
  });

  it('carries presence lists too long for one notice (through socket_io_attachments)', async () => {
    const watcher = await connect(a);
    await login(watcher, 'watcher', 'Watcher');
    // Each user takes about 130 bytes of the list: 70 take more than a notice's 8000.
    const many = 70;
    const everyone = next<ChatUser[]>(watcher, 'online_users', (list) => list.length === many + 1);
    for (let i = 0; i < many; i += 1) {
      const id = `${String(i).padStart(2, '0')}-${'x'.repeat(36)}`;
      const socket = await connect(b);
      await login(socket, id, '长长的名字'.repeat(4));
    }
    const list = await everyone;
    expect(list).toHaveLength(many + 1);
    expect(list.filter((user) => user.name === '长长的名字'.repeat(4))).toHaveLength(many);
    expect(await countRows(databases[1]!.db, 'socket_io_attachments')).toBeGreaterThan(0);
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

    const onA = await connect(a);
    const onB = await connect(b);
    await login(onA, 'again-a', 'A');
    await login(onB, 'again-b', 'B');
    const heard = next<ChatMessage>(onB, 'new_msg');
    onA.emit('send', { to: 'guest-again-b', text: '又连上了' });
    expect(await heard).toMatchObject({ text: '又连上了', from: { id: 'guest-again-a' } });
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
    const watcher = await connect(a);
    await login(watcher, 'watcher-c', 'Watcher');
    const zedOnline = next<ChatUser[]>(watcher, 'online_users', (list) =>
      ids(list).includes('guest-zed'),
    );
    await login(await connect({ baseUrl: c.url }), 'zed', 'Zed');
    expect(ids(await zedOnline)).toEqual(['guest-watcher-c', 'guest-zed']);

    // Killed, it says no goodbye: A and B forget it once it missed its greetings for 10 s.
    const zedGone = next<ChatUser[]>(
      watcher,
      'online_users',
      (list) => !ids(list).includes('guest-zed'),
      20_000,
    );
    await c.kill('SIGKILL');
    expect(ids(await zedGone)).toEqual(['guest-watcher-c']);
    await untilBothKnowEachOther(2);
  }, 60_000);
});
