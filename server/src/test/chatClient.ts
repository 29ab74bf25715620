// Chat clients for tests: real socket.io connections to a server's chat, closed after each
// test, and the events they receive.
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import type { ChatMessage, ChatUser } from '../modules/chat/chat.service.js';

/**
 * Connects to the chat of the server at `url` over a WebSocket (no reconnection); every
 * socket opened through the returned function is closed after each test.
 */
export function useChatClients() {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  return (url: string, auth: Record<string, unknown> = { locale: 'en' }): Promise<Socket> => {
    const socket = io(url, {
      path: '/socket.io/',
      transports: ['websocket'],
      auth,
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

/** Signs into the chat as `id` with a display name; resolves to the user it was given. */
export async function chatLogin(socket: Socket, id: string | number, name: string) {
  const done = nextEvent<ChatUser>(socket, 'login_ok');
  socket.emit('login', { id, name });
  return done;
}

/** Listens for `new_msg` and collects what arrives. */
export function chatInbox(socket: Socket) {
  const messages: ChatMessage[] = [];
  socket.on('new_msg', (message: ChatMessage) => messages.push(message));
  return messages;
}
