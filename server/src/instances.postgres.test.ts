// Two server processes on one PostgreSQL database behave as one: sessions, the catalogue
// cache, rate limits and passcode cool-downs, chat messages and uploads, each proved with
// real calls to both. Each instance has a data directory of its own, as on two machines.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@citylife/api-client';
import { createCanvas } from '@napi-rs/canvas';
import { issueToken } from './auth/tokens.js';
import { items, users } from './db/schema/index.js';
import type { ChatMessage, ChatUser } from './modules/chat/chat.service.js';
import { unusedMobile } from './test/accounts.js';
import { chatLogin, nextEvent, useChatClients } from './test/chatClient.js';
import { expectFailure } from './test/assertions.js';
import {
  processClient,
  useServerProcesses,
  type ServerData,
  type ServerProcess,
} from './test/processes.js';

const processes = useServerProcesses();
let data: ServerData;
let a: ServerProcess;
let b: ServerProcess;

/** How long a change made through one instance may take to show on the other. */
const PROPAGATION_MS = 2000;

beforeAll(async () => {
  data = await processes.data();
  // Development mode: the passcode outbox and the challenge solutions of the sign-in tests.
  const env = { CITYLIFE_MODE: 'development' };
  [a, b] = await Promise.all([processes.start(data, env), processes.start(data, env)]);
}, 90_000);

/** Reads until `done` holds or `PROPAGATION_MS` passed; answers the last reading. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = performance.now() + PROPAGATION_MS;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A new challenge issued by `server` for a call about `account`, with its solution (read in
 * development mode): the captcha fields of one call.
 */
async function answeredCaptcha(server: ServerProcess, account: string) {
  const sessionId = `instances-${randomUUID()}`;
  const issued = await fetch(`${server.url}/captcha/refresh/${sessionId}/?account=${account}`);
  expect(issued.status).toBe(200);
  const { answer } = await processClient(server.url).call((c) =>
    c.GET('/dev/captcha/{trackId}', { params: { path: { trackId: sessionId } } }),
  );
  return { sessionId, captchainput: answer };
}

async function sendPasscode(server: ServerProcess, mobile: string) {
  const captcha = await answeredCaptcha(server, mobile);
  return processClient(server.url).call((c) =>
    c.POST('/user/sendMobileLoginCode/', { body: { mobile, ...captcha } }),
  );
}

const userInfo = (client: ApiClient) => client.call((c) => c.GET('/user/getUserInfo/'));
/** The HTTP status of a call: 200 when it succeeds. */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => {
      if (error instanceof ApiError) return error.status;
      throw error;
    },
  );

describe('two instances on one database', () => {
  it('share sessions: signed in on A works on B, signed out on A ends on B', async () => {
    const mobile = unusedMobile('1398');
    await sendPasscode(a, mobile);
    const [message] = await processClient(a.url).call((c) =>
      c.GET('/dev/outbox/', { params: { query: { to: mobile, kind: 'passcode', limit: 1 } } }),
    );
    const captcha = await answeredCaptcha(a, mobile);
    const signedIn = await processClient(a.url).call((c) =>
      c.POST('/user/mobileAuth/', { body: { mobile, passcode: message!.code, ...captcha } }),
    );
    const onA = processClient(a.url, signedIn.token, signedIn.user.id);
    const onB = processClient(b.url, signedIn.token, signedIn.user.id);
    // B has the caller in its cache after this call.
    expect(await userInfo(onB)).toEqual(signedIn.user);

    await onA.call((c) => c.POST('/user/logout/'));
    expect(await statusOf(userInfo(onA))).toBe(401);
    expect(
      await eventually(
        () => statusOf(userInfo(onB)),
        (status) => status === 401,
      ),
    ).toBe(401);
  });

  it('share the catalogue: an edit in the database shows on both once they cached the item', async () => {
    const database = await data.open();
    try {
      const [item] = await database.db
        .select({ id: items.id, name: items.name, priceCents: items.priceCents })
        .from(items)
        .where(eq(items.onSale, true))
        .limit(1);
      // In the catalogue's own language: the edit below changes the original name.
      const read = (server: ServerProcess) =>
        processClient(server.url, undefined, undefined, 'zh-Hans').call((c) =>
          c.GET('/item/getById/{id}', { params: { path: { id: item!.id } } }),
        );
      // Both instances cache the item.
      for (const server of [a, b]) {
        expect(await read(server)).toMatchObject({
          name: item!.name,
          price: item!.priceCents / 100,
        });
      }
      const renamed = `${item!.name} (renamed ${randomUUID().slice(0, 8)})`;
      const priceCents = item!.priceCents + 123;
      await database.db
        .update(items)
        .set({ name: renamed, priceCents })
        .where(eq(items.id, item!.id));
      for (const server of [a, b]) {
        const seen = await eventually(
          () => read(server),
          (answer) => answer.name === renamed,
        );
        expect(seen, server.url).toMatchObject({ name: renamed, price: priceCents / 100 });
      }
    } finally {
      await database.close();
    }
  });

  it('share passcode cool-downs: a passcode sent through A is not sent again through B within 60 s', async () => {
    const mobile = unusedMobile('1398');
    expect(await sendPasscode(a, mobile)).toEqual({ resendAfter: 60, expiresIn: 300 });
    await expectFailure(sendPasscode(b, mobile), 429, /wait/);
    await expectFailure(sendPasscode(a, mobile), 429, /wait/);
  });

  it('share failure locks: wrong passwords counted on A and on B lock the account for the address on both', async () => {
    const account = unusedMobile('1398');
    const other = unusedMobile('1398');
    const wrong = createHash('sha256').update('not the password').digest('hex');
    const signIn = async (server: ServerProcess, email: string) => {
      const captcha = await answeredCaptcha(server, email);
      return processClient(server.url).call((c) =>
        c.POST('/user/auth2/', { body: { email, password: wrong, ...captcha } }),
      );
    };
    // Five failures from one address lock the account for it: three on A and two on B,
    // fewer than that on each.
    for (const server of [a, a, a, b, b]) {
      await expectFailure(signIn(server, account), 422, 'Wrong account or password');
    }
    await expectFailure(signIn(a, account), 429);
    await expectFailure(signIn(b, account), 429);
    // The lock is the account's (for this address): another account is only refused its
    // wrong password.
    await expectFailure(signIn(b, other), 422, 'Wrong account or password');
  });

  describe('chat', () => {
    const open = useChatClients();
    const next = nextEvent;
    const login = chatLogin;

    /** Members signed in (tokens at the processes' time) for the chat, in the order named. */
    async function chatMembers(...nicknames: string[]) {
      const database = await data.open();
      try {
        const made: { id: number; token: string }[] = [];
        for (const nickname of nicknames) {
          const [row] = await database.db
            .insert(users)
            .values({ mobile: unusedMobile('1398'), roles: [], nickname, createdAt: new Date() })
            .returning({ id: users.id });
          made.push({ id: row!.id, ...(await issueToken(database.db, row!.id, new Date())) });
        }
        return made;
      } finally {
        await database.close();
      }
    }

    it('delivers messages between members on A and on B and counts them all online', async () => {
      const [aliceUser, bobUser] = await chatMembers('Alice', 'Bob');
      const alice = await open(a.url, { token: aliceUser!.token, locale: 'en' });
      const bob = await open(b.url, { token: bobUser!.token, locale: 'en' });
      const suffix = randomUUID().slice(0, 8);
      const aliceIn = await login(alice);
      expect(aliceIn).toEqual({ id: aliceUser!.id, name: 'Alice' });
      const bobSeen = next<ChatUser[]>(alice, 'online_users', (list) =>
        list.some((user) => user.id === bobUser!.id),
      );
      const bobIn = await login(bob);
      expect(await bobSeen).toEqual(expect.arrayContaining([aliceIn, bobIn]));

      const text = `Hello from A ${suffix}`;
      const received = next<ChatMessage>(bob, 'new_msg', (message) => message.text === text);
      alice.emit('send', { to: 'all', text });
      expect(await received).toMatchObject({ text, from: aliceIn, to: 'all' });

      const reply = `Only to Alice ${suffix}`;
      const privately = next<ChatMessage>(alice, 'new_msg', (message) => message.text === reply);
      bob.emit('send', { to: String(aliceIn.id), text: reply });
      expect(await privately).toMatchObject({ text: reply, from: bobIn, to: String(aliceIn.id) });
    });
  });

  it('share uploads: an image uploaded through A is served by B', async () => {
    const database = await data.open();
    let user: { id: number; token: string };
    try {
      const [row] = await database.db
        .insert(users)
        .values({
          mobile: unusedMobile('1398'),
          roles: [],
          nickname: 'Uploader',
          createdAt: new Date(),
        })
        .returning({ id: users.id });
      user = { id: row!.id, ...(await issueToken(database.db, row!.id, new Date())) };
    } finally {
      await database.close();
    }
    const canvas = createCanvas(8, 8);
    const context = canvas.getContext('2d');
    context.fillStyle = '#2980b9';
    context.fillRect(0, 0, 8, 8);
    const png = canvas.toBuffer('image/png');

    const config = await processClient(a.url, user.token, user.id).call((c) =>
      c.GET('/api/upconfig/{config}', { params: { path: { config: 'avatar' } } }),
    );
    const form = new FormData();
    form.set('policy', config.policy);
    form.set('signature', config.signature);
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${a.url}/${config.bucket}/`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { data: answer } = (await uploaded.json()) as { data: { url: string } };

    // Served under the upload host's address (`cdn`), here B's.
    const served = await fetch(`${b.url}${new URL(config.cdn).pathname}${answer.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });
});
