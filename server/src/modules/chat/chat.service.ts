import { eq } from 'drizzle-orm';
import type { Server, Socket } from 'socket.io';
import { findCaller } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { RateLimiter } from '../../http/rateLimit.js';
import { localeOf, translate, type Locale } from '../../i18n/translate.js';

/** Longest message, in characters after trimming. */
export const MAX_MESSAGE_LENGTH = 500;
/** Longest display name. */
export const MAX_NAME_LENGTH = 20;
/** Messages one socket may send per 10 seconds. */
export const MESSAGES_PER_10_SECONDS = 10;

export type ChatId = number | string;
export interface ChatUser {
  id: ChatId;
  name: string;
}

interface SocketData {
  /** The member the handshake token belongs to. */
  member?: ChatUser;
  /** The identity fixed by `login`. */
  identity?: ChatUser;
  /** When the socket logged in (ms since the epoch, by the server's clock). */
  since?: number;
  locale: Locale;
}

export interface ChatMessage {
  text: string;
  from: ChatUser;
  /** 'all', or the id of the one person it was sent to. */
  to: string;
  time: string;
}

interface ClientEvents {
  login: (payload: unknown) => void;
  send: (payload: unknown) => void;
}

interface ServerEvents {
  update_online_count: (count: number) => void;
  online_users: (users: ChatUser[]) => void;
  new_msg: (message: ChatMessage) => void;
  login_ok: (identity: ChatUser) => void;
  chat_error: (failure: { event: string; message: string }) => void;
}

export type ChatServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's socket.io server, when the chat module is served. */
    chat?: ChatServer;
  }
}

type ChatSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

const LOBBY = 'lobby';
const personalRoom = (id: ChatId) => `user:${id}`;

/**
 * Whoever is logged in, on any instance: the identities of the sockets in the lobby (the
 * adapter asks every instance), once each (a person may have several tabs open), in the
 * order they logged in.
 */
async function onlineUsers(io: ChatServer): Promise<ChatUser[]> {
  const first = new Map<string, { user: ChatUser; since: number }>();
  for (const socket of await io.in(LOBBY).fetchSockets()) {
    const { identity, since = 0 } = socket.data;
    if (!identity) continue;
    const key = String(identity.id);
    const known = first.get(key);
    if (!known || since < known.since) first.set(key, { user: identity, since });
  }
  return [...first.entries()]
    .sort(([a, x], [b, y]) => x.since - y.since || (a < b ? -1 : a > b ? 1 : 0))
    .map(([, entry]) => entry.user);
}

/** A member's nickname ('' when none). */
async function nicknameOf(db: Db, userId: number) {
  const [user] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  return user?.nickname ?? '';
}

const cleanName = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, MAX_NAME_LENGTH) : '';

/**
 * The live chat of the lab page: socket.io at /socket.io/. A socket logs in once
 * (`login` {id, name}); its identity is then fixed: messages carry that identity whatever
 * the payload says. With a token in the handshake (`auth: {token}`) the identity is the
 * member's own id; without one it is a guest id (`guest-` + the id given). `send` {to,
 * text} broadcasts `new_msg` to everyone logged in, or with `to` to that person only (and
 * back to the sender); presence changes broadcast `update_online_count` and `online_users`.
 * Failures answer `chat_error` {event, message}. Everyone logged in on any instance sharing
 * the adapter counts: messages and presence reach the sockets of all of them. A socket's
 * events are handled one after another, in the order they came. `presenceSent` resolves
 * once the presence changes seen so far have been broadcast; `presenceChanged` broadcasts
 * presence again (sockets of another instance are gone).
 */
export function attachChat(
  ctx: Pick<AppContext, 'db' | 'now' | 'log'>,
  io: ChatServer,
): { presenceSent: () => Promise<void>; presenceChanged: () => Promise<void> } {
  // A socket lives on one instance: its sending rate is counted where it is.
  const limiter = new RateLimiter(MESSAGES_PER_10_SECONDS, 10_000, ctx.now);
  /** Everyone online, or undefined (logged) when an instance did not answer in time. */
  const online = async () =>
    onlineUsers(io).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'chat: the online users are not known');
      return undefined;
    });

  // Presence is sent one list at a time, in the order asked, so that an older list never
  // follows a newer one from this instance; changes while a broadcast waits join it.
  let presenceTail = Promise.resolve();
  const inPresenceTurn = (work: () => Promise<void>) => {
    presenceTail = presenceTail
      .then(work)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'chat: presence not sent'));
    return presenceTail;
  };
  let broadcastWaiting: Promise<void> | undefined;
  const broadcastPresence = () => {
    broadcastWaiting ??= inPresenceTurn(async () => {
      broadcastWaiting = undefined;
      const users = await online();
      if (!users) return;
      io.emit('update_online_count', users.length);
      io.emit('online_users', users);
    });
    return broadcastWaiting;
  };
  const tellPresence = (socket: ChatSocket) =>
    inPresenceTurn(async () => {
      const users = await online();
      if (!users || socket.disconnected) return;
      socket.emit('update_online_count', users.length);
      socket.emit('online_users', users);
    });

  io.use(async (socket: ChatSocket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; locale?: unknown };
    socket.data.locale = localeOf(
      typeof auth.locale === 'string' ? auth.locale : socket.handshake.headers['x-request-locale'],
    );
    if (auth.token === undefined || auth.token === '') return next();
    const caller =
      typeof auth.token === 'string' ? await findCaller(ctx.db, auth.token, ctx.now()) : undefined;
    if (!caller) return next(new Error(translate(socket.data.locale, 'chat.badToken')));
    socket.data.member = { id: caller.id, name: await nicknameOf(ctx.db, caller.id) };
    return next();
  });

  io.on('connection', (socket: ChatSocket) => {
    const fail = (event: string, key: string, vars?: Record<string, string | number>) =>
      socket.emit('chat_error', { event, message: translate(socket.data.locale, key, vars) });
    let turn = Promise.resolve();
    const inTurn =
      <A extends unknown[]>(handle: (...args: A) => Promise<unknown> | unknown) =>
      (...args: A) => {
        turn = turn
          .then(() => handle(...args))
          .then(
            () => undefined,
            (error: unknown) => ctx.log.error({ err: error }, 'chat: an event failed'),
          );
      };

    void tellPresence(socket);

    socket.on(
      'login',
      inTurn(async (payload: unknown) => {
        const given = (payload ?? {}) as { id?: unknown; name?: unknown };
        const name = cleanName(given.name);
        let identity: ChatUser;
        if (socket.data.member) {
          identity = {
            id: socket.data.member.id,
            name: socket.data.member.name || name || `#${socket.data.member.id}`,
          };
        } else {
          const claimed =
            typeof given.id === 'number' || typeof given.id === 'string'
              ? String(given.id).trim()
              : '';
          if (!/^[A-Za-z0-9_-]{1,40}$/.test(claimed)) return fail('login', 'chat.badId');
          const id = claimed.startsWith('guest-') ? claimed : `guest-${claimed}`;
          identity = { id, name: name || id };
        }
        const current = socket.data.identity;
        if (current && String(current.id) !== String(identity.id)) {
          return fail('login', 'chat.identityFixed');
        }
        if (!current) {
          socket.data.identity = identity;
          socket.data.since = ctx.now().getTime();
          await socket.join([LOBBY, personalRoom(identity.id)]);
          void broadcastPresence();
        }
        socket.emit('login_ok', current ?? identity);
      }),
    );

    socket.on(
      'send',
      inTurn(async (payload: unknown) => {
        const identity = socket.data.identity;
        if (!identity) return fail('send', 'chat.loginFirst');
        const given = (payload ?? {}) as { to?: unknown; text?: unknown };
        const text = typeof given.text === 'string' ? given.text.trim() : '';
        if (text === '') return fail('send', 'chat.emptyText');
        if ([...text].length > MAX_MESSAGE_LENGTH) {
          return fail('send', 'chat.tooLong', { max: MAX_MESSAGE_LENGTH });
        }
        if (limiter.isLimited(socket.id)) return fail('send', 'chat.tooFast');
        limiter.hit(socket.id);
        const to =
          given.to === undefined || given.to === null || given.to === '' || given.to === 'all'
            ? 'all'
            : String(given.to);
        const message = { text, from: identity, to, time: ctx.now().toISOString() };
        if (to === 'all') {
          io.to(LOBBY).emit('new_msg', message);
          return;
        }
        // The recipient may be logged in on any instance; when one does not answer in time,
        // the message is sent all the same.
        const recipient = await io
          .in(personalRoom(to))
          .fetchSockets()
          .then(
            (sockets) => sockets.length > 0,
            (error: unknown) => {
              ctx.log.warn({ err: error }, 'chat: whether the recipient is online is not known');
              return true;
            },
          );
        if (!recipient) return fail('send', 'chat.recipientOffline');
        io.to([personalRoom(to), personalRoom(identity.id)]).emit('new_msg', message);
      }),
    );

    socket.on('disconnect', () => {
      if (socket.data.identity) void broadcastPresence();
    });
  });

  return { presenceSent: () => presenceTail, presenceChanged: broadcastPresence };
}
