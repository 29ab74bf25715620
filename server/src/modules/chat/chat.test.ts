import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../auth/tokens.js';
import { chatInbox, chatLogin, nextEvent, useChatClients } from '../../test/chatClient.js';
import { startTestServer, useTestServer } from '../../test/harness.js';
import { MAX_MESSAGE_LENGTH, type ChatMessage, type ChatUser } from './chat.service.js';

const server = useTestServer();
const open = useChatClients();
const connect = (auth?: Record<string, unknown>, headers?: Record<string, string>) =>
  open(server.baseUrl, auth, headers);
const next = nextEvent;
const login = chatLogin;
const inbox = chatInbox;

/** A new member with a socket in the chat (logged in), and what it was given. */
async function member(nickname: string) {
  const user = await server.createUser({ nickname });
  const socket = await connect({ token: user.token, locale: 'en' });
  const me = await login(socket);
  return { ...user, socket, me };
}

/**
 * Sends a message to everyone from `from` and waits until `to` has it: whatever was sent to
 * `to` before then has arrived too (one instance sends in order).
 */
async function flush(from: Socket, to: Socket) {
  const text = `flush ${Math.random()}`;
  const heard = next<ChatMessage>(to, 'new_msg', (message) => message.text === text);
  from.emit('send', { text });
  await heard;
}

const failureOf = (socket: Socket) =>
  next<{ event: string; message: string }>(socket, 'chat_error');

describe('live chat', () => {
  it('exchanges messages between members and keeps the online count and users', async () => {
    const alice = await member('Alice');
    expect(alice.me).toEqual({ id: alice.id, name: 'Alice' });

    const count = next<number>(alice.socket, 'update_online_count', (n) => n === 2);
    const users = next<ChatUser[]>(alice.socket, 'online_users', (list) => list.length === 2);
    const bob = await member('Bob');
    expect(await count).toBe(2);
    expect(await users).toEqual([
      { id: alice.id, name: 'Alice' },
      { id: bob.id, name: 'Bob' },
    ]);

    const received = next<ChatMessage>(bob.socket, 'new_msg');
    alice.socket.emit('send', { to: 'all', text: '  你好，Bob ' });
    expect(await received).toMatchObject({
      text: '你好，Bob',
      from: { id: alice.id, name: 'Alice' },
      to: 'all',
    });

    // A private message reaches its recipient and comes back to the sender only.
    const carol = await member('Carol');
    const carolInbox = inbox(carol.socket);
    const toBob = next<ChatMessage>(bob.socket, 'new_msg');
    const echo = next<ChatMessage>(alice.socket, 'new_msg');
    alice.socket.emit('send', { to: String(bob.id), text: '悄悄话' });
    expect((await toBob).text).toBe('悄悄话');
    expect((await echo).to).toBe(String(bob.id));
    await flush(alice.socket, carol.socket);
    expect(carolInbox.map((message) => message.text)).not.toContain('悄悄话');

    // Leaving updates everyone.
    const afterLeave = next<number>(alice.socket, 'update_online_count', (n) => n === 2);
    carol.socket.disconnect();
    expect(await afterLeave).toBe(2);
  });

  it('refuses messages over the length limit, empty ones and sending before login', async () => {
    const user = await server.createUser({ nickname: 'Alice' });
    const alice = await connect({ token: user.token, locale: 'en' });
    const early = failureOf(alice);
    alice.emit('send', { text: 'hi' });
    expect(await early).toEqual({ event: 'send', message: 'Log in to the chat first' });

    await login(alice);
    const messages = inbox(alice);
    const tooLong = failureOf(alice);
    alice.emit('send', { text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect((await tooLong).message).toBe(`Messages are at most ${MAX_MESSAGE_LENGTH} characters`);
    const empty = failureOf(alice);
    alice.emit('send', { text: '   ' });
    expect((await empty).message).toBe('The message is empty');
    const notAnObject = failureOf(alice);
    alice.emit('send', 'just text');
    expect((await notAnObject).message).toBe('The message is empty');
    const longest = next<ChatMessage>(alice, 'new_msg');
    alice.emit('send', { text: '好'.repeat(MAX_MESSAGE_LENGTH) });
    expect((await longest).text).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(messages).toHaveLength(1);
  });

  it('refuses a message to someone who is not online, or to what is no member id', async () => {
    const alice = await member('Alice');
    for (const to of ['999999', 'guest-1', '1; drop table users', '-1']) {
      const refused = failureOf(alice.socket);
      alice.socket.emit('send', { to, text: 'hello?' });
      expect(await refused, to).toEqual({ event: 'send', message: 'The recipient is not online' });
    }
  });
});

describe('chat identity', () => {
  it('comes from the session: the id and name a member logs in with are not read', async () => {
    const watcher = await member('Watcher');
    const online = next<ChatUser[]>(watcher.socket, 'online_users', (list) => list.length === 2);
    const mallory = await server.createUser({ nickname: 'Mallory' });
    const socket = await connect({ token: mallory.token, locale: 'en' });
    // The demo member is user 1, 演示会员.
    expect(await login(socket, { id: 1, name: '演示会员' })).toEqual({
      id: mallory.id,
      name: 'Mallory',
    });
    expect(await online).toEqual([watcher.me, { id: mallory.id, name: 'Mallory' }]);
    // Logging in again as someone else changes nothing.
    expect(await login(socket, { id: watcher.id, name: 'Watcher' })).toEqual({
      id: mallory.id,
      name: 'Mallory',
    });

    // A forged sender in the payload is ignored.
    const received = next<ChatMessage>(watcher.socket, 'new_msg');
    socket.emit('send', { text: '我是演示会员', from: { id: 1, name: '演示会员' }, id: 1 });
    expect((await received).from).toEqual({ id: mallory.id, name: 'Mallory' });
  });

  it('refuses anonymous sockets, whatever they then claim', async () => {
    const watcher = await member('Watcher');
    const watcherInbox = inbox(watcher.socket);
    const online: ChatUser[][] = [];
    watcher.socket.on('online_users', (list: ChatUser[]) => online.push(list));
    await expect(connect({ locale: 'en' })).rejects.toThrow('Sign in to use the chat');
    await expect(connect({ token: '', locale: 'mn' })).rejects.toThrow(
      'Чат ашиглахын тулд нэвтэрнэ үү',
    );
    // Without a locale, in Chinese.
    await expect(connect({})).rejects.toThrow('请先登录再使用聊天室');
    await expect(connect({ locale: 'en' }, { origin: 'https://evil.example' })).rejects.toThrow();
    // Nobody joined: the watcher's own message is all it heard, and the demo member (user
    // 1, 演示会员) never appeared.
    await flush(watcher.socket, watcher.socket);
    expect(watcherInbox).toHaveLength(1);
    const everyone = online.flat();
    expect(everyone.filter((user) => user.id === 1 || user.name === '演示会员')).toEqual([]);
  });

  it('refuses a handshake with an invalid token', async () => {
    await expect(connect({ token: 'not-a-token', locale: 'en' })).rejects.toThrow(
      'The sign-in has expired, please sign in again',
    );
    await expect(connect({ token: { id: 1 }, locale: 'en' })).rejects.toThrow(
      'The sign-in has expired, please sign in again',
    );
  });

  it('takes the session cookie when the handshake has no token', async () => {
    const user = await server.createUser({ nickname: '草原骑手' });
    const socket = await connect({ locale: 'en' }, { cookie: `theme=dark; token=${user.token}` });
    expect(await login(socket)).toEqual({ id: user.id, name: '草原骑手' });
    await expect(connect({ locale: 'en' }, { cookie: 'token=not-a-token' })).rejects.toThrow(
      'The sign-in has expired, please sign in again',
    );
  });

  it('keeps no credential in what the other instances are told of a socket', async () => {
    const user = await server.createUser({ nickname: 'Alice' });
    await login(
      await connect({ token: user.token, locale: 'en' }, { cookie: `token=${user.token}` }),
    );
    const sockets = await server.app.chat!.local.fetchSockets();
    const socket = sockets.find((candidate) => candidate.data.identity?.id === user.id);
    expect(socket!.data.identity).toEqual({ id: user.id, name: 'Alice' });
    expect(JSON.stringify(socket!.handshake)).not.toContain(user.token);
    expect(socket!.handshake.auth).toEqual({ locale: 'en' });
    expect(socket!.handshake.headers.cookie).toBeUndefined();
  });

  it('sends a direct message to the member it names only, not to a socket claiming that id', async () => {
    const alice = await member('Alice');
    const victim = await member('Victim');
    const thiefUser = await server.createUser({ nickname: 'Thief' });
    const thief = await connect({ token: thiefUser.token, locale: 'en' });
    expect(await login(thief, { id: victim.id, name: 'Victim' })).toEqual({
      id: thiefUser.id,
      name: 'Thief',
    });
    const thiefInbox = inbox(thief);
    // The victim on a second tab gets it too: every socket of the member.
    const victimTab = await connect({ token: victim.token, locale: 'en' });
    await login(victimTab);
    const toVictim = next<ChatMessage>(victim.socket, 'new_msg');
    const toTab = next<ChatMessage>(victimTab, 'new_msg');
    alice.socket.emit('send', { to: String(victim.id), text: 'only for you' });
    expect((await toVictim).text).toBe('only for you');
    expect((await toTab).text).toBe('only for you');
    await flush(alice.socket, thief);
    expect(thiefInbox.map((message) => message.text)).not.toContain('only for you');
  });
});

describe('chat handshake origin', () => {
  const polling = (baseUrl: string, headers: Record<string, string>) =>
    fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers });

  it('refuses other sites and null, with no CORS answer', async () => {
    const user = await server.createUser();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      await expect(connect({ token: user.token }, { origin }), origin).rejects.toThrow(
        'websocket error',
      );
      const answer = await polling(server.baseUrl, { origin, 'x-request-locale': 'en' });
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(await answer.json()).toMatchObject({
        message: 'The chat cannot be opened from another site',
      });
    }
    // Another site's page that sends no Origin (a subresource) is known by Sec-Fetch-Site.
    const subresource = await polling(server.baseUrl, { 'sec-fetch-site': 'cross-site' });
    expect(subresource.status).toBe(403);
    expect((await subresource.json()).message).toBe('不能从其他网站打开聊天室');
  });

  it('lets its own pages and clients that are no page in', async () => {
    const user = await server.createUser({ nickname: 'Alice' });
    const own = await connect({ token: user.token }, { origin: server.baseUrl });
    expect(await login(own)).toEqual({ id: user.id, name: 'Alice' });
    const noPage = await connect({ token: user.token });
    expect(await login(noPage)).toEqual({ id: user.id, name: 'Alice' });
    const samePoll = await polling(server.baseUrl, { origin: server.baseUrl });
    expect(samePoll.status).toBe(200);
  });

  it('follows the API allow-list, PUBLIC_URL and what a trusted proxy says', async () => {
    const other = await startTestServer({
      config: {
        corsOrigins: ['https://partner.example'],
        publicUrl: 'https://city.example',
        trustProxy: ['127.0.0.1'],
      },
    });
    try {
      const partner = await polling(other.baseUrl, { origin: 'https://partner.example' });
      expect(partner.status).toBe(200);
      expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      const api = await fetch(`${other.baseUrl}/api/health`, {
        headers: { origin: 'https://partner.example' },
      });
      expect(api.headers.get('access-control-allow-origin')).toBe('https://partner.example');

      expect((await polling(other.baseUrl, { origin: 'https://city.example' })).status).toBe(200);
      const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
      const viaProxy = await polling(other.baseUrl, { origin: 'https://shop.example', ...proxied });
      expect(viaProxy.status).toBe(200);
      const evil = await polling(other.baseUrl, { origin: 'https://evil.example', ...proxied });
      expect(evil.status).toBe(403);
    } finally {
      await other.close();
    }
    // Without a trusted proxy, forwarded headers name nothing.
    const untrusted = await polling(server.baseUrl, {
      origin: 'https://shop.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
    });
    expect(untrusted.status).toBe(403);
  });
});

describe('chat after sign-out', () => {
  it("tells and closes the signed-out session's sockets; the member's other sessions stay", async () => {
    const watcher = await member('Watcher');
    const alice = await member('Alice');
    const aliceTab = await connect({ token: alice.token, locale: 'mn' });
    await login(aliceTab);
    const otherDevice = await server.signIn(alice.id);
    const phone = await connect({ token: otherDevice.token, locale: 'en' });
    await login(phone);

    const told = next<{ message: string }>(alice.socket, 'session_ended');
    const toldTab = next<{ message: string }>(aliceTab, 'session_ended');
    const closed = next<string>(alice.socket, 'disconnect');
    await alice.client.call((c) => c.POST('/user/logout/'));
    expect(await told).toEqual({
      message:
        'Your sign-in has ended (signed out or expired), so the chat has closed. Sign in again to chat.',
    });
    expect((await toldTab).message).toBe(
      'Таны нэвтрэлт дууссан (гарсан эсвэл хугацаа нь дууссан) тул чат хаагдлаа. Чатлахын тулд дахин нэвтэрнэ үү.',
    );
    expect(await closed).toBe('io server disconnect');
    expect(alice.socket.connected).toBe(false);

    // The phone's session is another token: it still chats as Alice.
    const heard = next<ChatMessage>(watcher.socket, 'new_msg');
    phone.emit('send', { text: 'still here on the phone' });
    expect((await heard).from).toEqual({ id: alice.id, name: 'Alice' });
    // The signed-out token opens no socket again.
    await expect(connect({ token: alice.token, locale: 'en' })).rejects.toThrow(
      'The sign-in has expired, please sign in again',
    );
  });

  it('closes a socket whose token expired at its next message', async () => {
    const watcher = await member('Watcher');
    const alice = await member('Alice');
    const watcherInbox = inbox(watcher.socket);
    const told = next<{ message: string }>(alice.socket, 'session_ended');
    const closed = next<string>(alice.socket, 'disconnect');
    // The last test of the file: the clock stays there.
    server.clock.advance(TOKEN_LIFETIME_MS + 1000);
    alice.socket.emit('send', { text: 'after the token expired' });
    expect((await told).message).toMatch(/^Your sign-in has ended/);
    expect(await closed).toBe('io server disconnect');
    // A member signed in at the new time: whatever reached the watcher before its message has.
    const late = await member('Late');
    await flush(late.socket, watcher.socket);
    expect(watcherInbox.map((message) => message.text)).not.toContain('after the token expired');
  });
});
