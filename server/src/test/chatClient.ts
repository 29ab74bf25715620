// Chat clients for tests: real socket.io connections to a server's chat, closed after each
// test, and the events they receive.
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import type { ChatMessage, ChatUser } from '../modules/chat/chat.service.js';

/**
 * Connects to the chat of the server at `url` over a WebSocket (no reconnection), with the
 * handshake's `auth` (a member's `token`, the `locale`) and extra request headers (Origin,
 * Cookie, X-Forwarded-For); rejects with the server's refusal. Every socket opened through
 * the returned function is closed after each test.
 */
export function useChatClients() {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  return (
    url: string,
    auth: Record<string, unknown> = { locale: 'en' },
    headers: Record<string, string> = {},
  ): Promise<Socket> => {
    const socket = io(url, {
      path: '/socket.io/',
      transports: ['websocket'],
      auth,
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
}

/** The next `event` the socket receives (the first one passing `accept`), within `withinMs`. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  accept: (value: T) => boolean = () => true,
  withinMs = 5000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${withinMs} ms`)),
      withinMs,
    );
    const listener = (value: T) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(value);
    };
    socket.on(event, listener);
  });
}

/**
 * Logs into the chat with `login` and an id and a name (which the server does not read), as
 * the app's chat does; resolves to the identity the server gave.
 */
export async function chatLogin(
  socket: Socket,
  claim: { id?: unknown; name?: unknown } = { id: 0, name: '' },
) {
  const done = nextEvent<ChatUser>(socket, 'login_ok');
  socket.emit('login', claim);
  return done;
}

/** Listens for `new_msg` and collects what arrives. */
export function chatInbox(socket: Socket) {
  const messages: ChatMessage[] = [];
  socket.on('new_msg', (message: ChatMessage) => messages.push(message));
  return messages;
}

/**
 * What a socket is answered for the messages it sends: its own messages coming back (a
 * message to everyone reaches its sender too), told apart by `mine`, and its failures.
 * Resolves once `count` answers came.
 */
export function chatAnswers(
  socket: Socket,
  mine: (message: ChatMessage) => boolean,
  count: number,
  withinMs = 20_000,
) {
  const delivered: ChatMessage[] = [];
  const refused: string[] = [];
  return new Promise<{ delivered: ChatMessage[]; refused: string[] }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${delivered.length + refused.length} of ${count} answers`)),
      withinMs,
    );
    const check = () => {
      if (delivered.length + refused.length < count) return;
      clearTimeout(timer);
      resolve({ delivered, refused });
    };
    socket.on('new_msg', (message: ChatMessage) => {
      if (!mine(message)) return;
      delivered.push(message);
      check();
    });
    socket.on('chat_error', (failure: { message: string }) => {
      refused.push(failure.message);
      check();
    });
  });
}
