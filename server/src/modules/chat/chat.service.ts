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
type ChatSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

const LOBBY = 'lobby';
const personalRoom = (id: ChatId) => `user:${id}`;

/** Whoever is logged in, with their sockets (a person may have several tabs open). */
class Presence {
  private readonly online = new Map<string, { user: ChatUser; sockets: Set<string> }>();

  add(user: ChatUser, socketId: string) {
    const key = String(user.id);
    const entry = this.online.get(key) ?? { user, sockets: new Set<string>() };
    entry.sockets.add(socketId);
    this.online.set(key, entry);
  }

  remove(user: ChatUser, socketId: string) {
    const key = String(user.id);
    const entry = this.online.get(key);
    if (!entry) return;
    entry.sockets.delete(socketId);
    if (entry.sockets.size === 0) this.online.delete(key);
  }

  has(id: ChatId) {
    return this.online.has(String(id));
  }

  get count() {
    return this.online.size;
  }

  get users(): ChatUser[] {
    return [...this.online.values()].map((entry) => entry.user);
  }
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
 * Failures answer `chat_error` {event, message}.
 */
export function attachChat(ctx: Pick<AppContext, 'db' | 'now'>, io: ChatServer) {
  const presence = new Presence();
  const limiter = new RateLimiter(MESSAGES_PER_10_SECONDS, 10_000, ctx.now);
  const broadcastPresence = () => {
    io.emit('update_online_count', presence.count);
    io.emit('online_users', presence.users);
  };

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
    socket.emit('update_online_count', presence.count);
    socket.emit('online_users', presence.users);

    socket.on('login', (payload: unknown) => {
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
        presence.add(identity, socket.id);
        void socket.join([LOBBY, personalRoom(identity.id)]);
        broadcastPresence();
      }
      socket.emit('login_ok', current ?? identity);
    });

    socket.on('send', (payload: unknown) => {
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
      if (!presence.has(to)) return fail('send', 'chat.recipientOffline');
      io.to([personalRoom(to), personalRoom(identity.id)]).emit('new_msg', message);
    });

    socket.on('disconnect', () => {
      const identity = socket.data.identity;
      if (!identity) return;
      presence.remove(identity, socket.id);
      broadcastPresence();
    });
  });
}
