import { describe, expect, it } from 'vitest';
import { chatInbox, chatLogin, nextEvent, useChatClients } from '../../test/chatClient.js';
import { useTestServer } from '../../test/harness.js';
import { MAX_MESSAGE_LENGTH, type ChatMessage, type ChatUser } from './chat.service.js';

const server = useTestServer();
const open = useChatClients();
const connect = (auth?: Record<string, unknown>) => open(server.baseUrl, auth);
const next = nextEvent;
const login = chatLogin;
const inbox = chatInbox;

describe('live chat', () => {
  it('exchanges a message between two clients and keeps the online count and users', async () => {
    const alice = await connect();
    const bob = await connect();
    const aliceIn = await login(alice, 'alice', 'Alice');
    expect(aliceIn).toEqual({ id: 'guest-alice', name: 'Alice' });

    const count = next<number>(alice, 'update_online_count', (n) => n === 2);
    const users = next<ChatUser[]>(alice, 'online_users', (list) => list.length === 2);
    await login(bob, 'bob', 'Bob');
    expect(await count).toBe(2);
    expect(await users).toEqual([
      { id: 'guest-alice', name: 'Alice' },
      { id: 'guest-bob', name: 'Bob' },
    ]);

    const received = next<ChatMessage>(bob, 'new_msg');
    alice.emit('send', { to: 'all', text: '  你好，Bob ' });
    const message = await received;
    expect(message).toMatchObject({
      text: '你好，Bob',
      from: { id: 'guest-alice', name: 'Alice' },
      to: 'all',
    });

    // A private message reaches its recipient and comes back to the sender only.
    const carol = await connect();
    await login(carol, 'carol', 'Carol');
    const carolInbox = inbox(carol);
    const toBob = next<ChatMessage>(bob, 'new_msg');
    const echo = next<ChatMessage>(alice, 'new_msg');
    alice.emit('send', { to: 'guest-bob', text: '悄悄话' });
    expect((await toBob).text).toBe('悄悄话');
    expect((await echo).to).toBe('guest-bob');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(carolInbox).toEqual([]);

    // Leaving updates everyone.
    const afterLeave = next<number>(alice, 'update_online_count', (n) => n === 2);
    carol.disconnect();
    expect(await afterLeave).toBe(2);
  });

  it('refuses messages over the length limit, empty ones and sending before login', async () => {
    const alice = await connect();
    const early = next<{ event: string; message: string }>(alice, 'chat_error');
    alice.emit('send', { text: 'hi' });
    expect(await early).toEqual({ event: 'send', message: 'Log in to the chat first' });

    await login(alice, 'alice2', 'Alice');
    const messages = inbox(alice);
    const tooLong = next<{ message: string }>(alice, 'chat_error');
    alice.emit('send', { text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect((await tooLong).message).toBe(`Messages are at most ${MAX_MESSAGE_LENGTH} characters`);
    const empty = next<{ message: string }>(alice, 'chat_error');
    alice.emit('send', { text: '   ' });
    expect((await empty).message).toBe('The message is empty');
    const longest = next<ChatMessage>(alice, 'new_msg');
    alice.emit('send', { text: '好'.repeat(MAX_MESSAGE_LENGTH) });
    expect((await longest).text).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(messages).toHaveLength(1);
  });

  it('cannot send as another: the identity is fixed by login', async () => {
    const alice = await connect();
    const mallory = await connect();
    await login(alice, 'alice3', 'Alice');
    await login(mallory, 'mallory', 'Mallory');

    // A second login as someone else is refused.
    const refused = next<{ event: string; message: string }>(mallory, 'chat_error');
    mallory.emit('login', { id: 'alice3', name: 'Alice' });
    expect(await refused).toEqual({ event: 'login', message: 'Already logged in as someone else' });

    // A forged sender in the payload is ignored.
    const received = next<ChatMessage>(alice, 'new_msg');
    mallory.emit('send', {
      text: '我是 Alice',
      from: { id: 'guest-alice3', name: 'Alice' },
      id: 'alice3',
    });
    expect((await received).from).toEqual({ id: 'guest-mallory', name: 'Mallory' });

    // Guests cannot take a member's numeric id either.
    const guest = await connect();
    expect(await login(guest, 1, '管理员')).toEqual({ id: 'guest-1', name: '管理员' });
  });

  it('binds the identity to the member of the handshake token', async () => {
    const member = await server.createUser({ nickname: '草原骑手' });
    const socket = await connect({ token: member.token, locale: 'en' });
    expect(await login(socket, 'someone-else', 'Fake')).toEqual({
      id: member.id,
      name: '草原骑手',
    });
    const received = next<ChatMessage>(socket, 'new_msg');
    socket.emit('send', { text: 'hello' });
    expect((await received).from).toEqual({ id: member.id, name: '草原骑手' });
  });

  it('refuses a handshake with an invalid token', async () => {
    await expect(connect({ token: 'not-a-token', locale: 'en' })).rejects.toThrow(
      'The sign-in has expired, please sign in again',
    );
  });
});
