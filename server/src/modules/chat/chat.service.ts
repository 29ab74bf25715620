import { eq } from 'drizzle-orm';
import type { Server, Socket } from 'socket.io';
import { findCaller, hashToken } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { RateLimit } from '../../http/limits.js';
import { requestAddress } from '../../http/proxies.js';
import { RateLimiter } from '../../http/rateLimit.js';
import { localeOf, translate, type Locale } from '../../i18n/translate.js';
import { addressKey } from '../../lib/text.js';
import { forgetCredentials, handshakeToken } from './handshake.js';

/** Longest message, in characters after trimming. */
export const MAX_MESSAGE_LENGTH = 500;
/** Messages one socket may send per 10 seconds. */
export const MESSAGES_PER_10_SECONDS = 10;
/** Messages one account may send per minute, from all its sockets on every instance. */
export const MESSAGES_PER_ACCOUNT_PER_MINUTE = 30;
const MINUTE = 60_000;

/** A member in the chat: the user id and the nickname (`#id` when there is none). */
export interface ChatUser {
  id: number;
  name: string;
}

/**
 * What other instances may read of a socket (the adapter sends it to them for the online
 * list): never the token.
 */
interface SocketData {
  /** The member the handshake's token belongs to: the socket's only identity. */
  member?: ChatUser;
  /** The member, once the socket logged in (joined the chat). */
  identity?: ChatUser;
  /** When the socket logged in (ms since the epoch, by the server's clock). */
  since?: number;
  locale: Locale;
}

export interface ChatMessage {
  text: string;
  from: ChatUser;
  /** 'all', or the id of the one member it was sent to. */
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
  /**
   * This instance is stopping: the connection closes right after, and the client connects
   * again (behind a load balancer, to another instance) as after any dropped connection.
   */
  server_restarting: (notice: { message: string }) => void;
  chat_error: (failure: { event: string; message: string }) => void;
  /** The session was signed out (or expired): the socket is closed right after. */
  session_ended: (notice: { message: string }) => void;
}

export type ChatServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's socket.io server, when the chat module is served. */
    chat?: ChatServer;
  }
}

type ChatSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

/** What this instance alone knows of one of its sockets. */
interface Session {
  token: string;
  tokenHash: string;
  /** The member, once the token was found valid. */
  userId?: number;
  /** The key of the client's address (or its network) that its messages count against. */
  address: string;
  /** The token was found revoked or expired: the socket is refused, or told and closed. */
  ended: boolean;
}

const LOBBY = 'lobby';
const personalRoom = (id: number | string) => `user:${id}`;

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

/**
 * The live chat of the lab page, for members only: socket.io at /socket.io/.
 *
 * - **Identity** comes from the session, never from the client: the handshake carries the
 *   token (`auth: {token}`, or the session cookie `token`), and a socket without a valid
 *   one is refused. `login` (whatever its payload) joins the chat as that member and
 *   answers `login_ok` with the member's id and nickname; messages carry it.
 * - **Sign-out**: when a token is revoked (or a user changed) on any instance, the
 *   database's `callers_changed` notice reaches every instance (`callersChanged`); each
 *   checks the tokens of its own sockets again, and a socket whose token is no longer
 *   valid is told (`session_ended` {message}) and closed. Every message checks the token
 *   again too, so one that expired (or a notice that was lost) ends the socket there.
 * - `send` {to, text} broadcasts `new_msg` to everyone logged in, or with `to` (a member's
 *   id) to that member's sockets only (and back to the sender's); presence changes
 *   broadcast `update_online_count` and `online_users`. Failures answer `chat_error`
 *   {event, message}, in the handshake's locale.
 * - **Limits**: per socket in memory; per account and per client address (its network, by
 *   `addressKey`; behind a trusted proxy the client it names) in the database, so that they
 *   count every socket on every instance.
 *
 * Everyone logged in on any instance sharing the adapter counts. A socket's events are
 * handled one after another, in the order they came. `presenceSent` resolves once the
 * presence changes seen so far have been broadcast; `presenceChanged` broadcasts presence
 * again (sockets of another instance are gone).
 */
export function attachChat(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'config' | 'trustProxy' | 'callerCache' | 'tally'>,
  io: ChatServer,
): {
  presenceSent: () => Promise<void>;
  presenceChanged: () => Promise<void>;
  callersChanged: (notice: string | undefined) => void;
} {
  // A socket lives on one instance: its own sending rate is counted where it is.
  const perSocket = new RateLimiter(MESSAGES_PER_10_SECONDS, 10_000, ctx.now);
  const perAccount = new RateLimit(
    ctx.db,
    'chat-account',
    MESSAGES_PER_ACCOUNT_PER_MINUTE,
    MINUTE,
    ctx.now,
  );
  const perAddress = new RateLimit(
    ctx.db,
    'chat-ip',
    ctx.config.addressLimits.chatMessagesPerMinute,
    MINUTE,
    ctx.now,
  );
  /** This instance's sockets, from their handshake until they close. */
  const sessions = new Map<ChatSocket, Session>();

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

  /** Tells a connected socket that its session ended, and closes its connection. */
  const close = (socket: ChatSocket) => {
    if (!socket.connected) return;
    socket.emit('session_ended', { message: translate(socket.data.locale, 'chat.sessionEnded') });
    const connection = socket.conn;
    // The namespace's goodbye keeps the client from reconnecting by itself; the connection
    // closes once both packets are written.
    socket.disconnect();
    connection.close();
  };
  /** Ends a session whose token is no longer valid (a socket still in its handshake is refused). */
  const end = (socket: ChatSocket, session: Session) => {
    session.ended = true;
    close(socket);
  };
  /** Whether the session's token still belongs to its member (undefined: not known now). */
  const stillValid = (session: Session) =>
    findCaller(ctx.db, ctx.callerCache, session.token, ctx.now()).then(
      (caller) => caller !== undefined && (session.userId ?? caller.id) === caller.id,
      (error: unknown) => {
        ctx.log.warn({ err: error }, 'chat: a token could not be checked');
        return undefined;
      },
    );

  const refusal = (socket: ChatSocket, key: string) =>
    new Error(translate(socket.data.locale, key));

  /** The handshake's check: undefined to let the socket in, else the refusal. */
  async function admit(socket: ChatSocket): Promise<Error | undefined> {
    const auth = (socket.handshake.auth ?? {}) as { locale?: unknown };
    socket.data.locale = localeOf(
      typeof auth.locale === 'string' ? auth.locale : socket.handshake.headers['x-request-locale'],
    );
    const token = handshakeToken(socket.handshake.auth, socket.handshake.headers.cookie);
    forgetCredentials(socket.handshake);
    if (token === undefined) return refusal(socket, 'chat.signInFirst');
    const session: Session = {
      token,
      tokenHash: hashToken(token),
      address: addressKey(requestAddress(socket.request, ctx.trustProxy)),
      ended: false,
    };
    // Known before the token is read, so that a revocation heard meanwhile reaches it.
    sessions.set(socket, session);
    try {
      const caller = await findCaller(ctx.db, ctx.callerCache, token, ctx.now());
      const name = caller ? await nicknameOf(ctx.db, caller.id) : '';
      if (!caller || session.ended) return refusal(socket, 'chat.badToken');
      // A connection that closed meanwhile never connects (nor disconnects): forgotten here.
      if (socket.conn.readyState !== 'open') return refusal(socket, 'chat.failed');
      session.userId = caller.id;
      socket.data.member = { id: caller.id, name: name || `#${caller.id}` };
      return undefined;
    } finally {
      if (session.userId === undefined) sessions.delete(socket);
    }
  }

  io.use((socket: ChatSocket, next) => {
    admit(socket).then(
      (refused) => next(refused),
      (error: unknown) => {
        ctx.log.error({ err: error }, 'chat: a handshake failed');
        next(refusal(socket, 'chat.failed'));
      },
    );
  });

  io.on('connection', (socket: ChatSocket) => {
    const session = sessions.get(socket);
    const member = socket.data.member;
    if (!session || !member) {
      socket.disconnect(true);
      return;
    }
    // Its token was found revoked between its check and now.
    if (session.ended) return close(socket);
    const fail = (event: string, key: string, vars?: Record<string, string | number>) => {
      // A message refused by a sending limit counts among the metrics' limit refusals.
      if (key === 'chat.tooFast') ctx.tally.limitRefused('chat');
      return socket.emit('chat_error', {
        event,
        message: translate(socket.data.locale, key, vars),
      });
    };
    let turn = Promise.resolve();
    const inTurn =
      <A extends unknown[]>(event: string, handle: (...args: A) => Promise<unknown> | unknown) =>
      (...args: A) => {
        turn = turn
          .then(() => handle(...args))
          .then(
            () => undefined,
            (error: unknown) => {
              ctx.log.error({ err: error }, 'chat: an event failed');
              fail(event, 'chat.failed');
            },
          );
      };

    void tellPresence(socket);

    // Clients send an id and a name with `login`: neither is read; the session names the member.
    socket.on(
      'login',
      inTurn('login', async () => {
        if (!socket.data.identity) {
          socket.data.identity = member;
          socket.data.since = ctx.now().getTime();
          await socket.join([LOBBY, personalRoom(member.id)]);
          void broadcastPresence();
        }
        socket.emit('login_ok', socket.data.identity);
      }),
    );

    socket.on(
      'send',
      inTurn('send', async (payload: unknown) => {
        const identity = socket.data.identity;
        if (!identity) return fail('send', 'chat.loginFirst');
        const given = (typeof payload === 'object' && payload !== null ? payload : {}) as {
          to?: unknown;
          text?: unknown;
        };
        const text = typeof given.text === 'string' ? given.text.trim() : '';
        if (text === '') return fail('send', 'chat.emptyText');
        if ([...text].length > MAX_MESSAGE_LENGTH) {
          return fail('send', 'chat.tooLong', { max: MAX_MESSAGE_LENGTH });
        }
        if (perSocket.isLimited(socket.id)) return fail('send', 'chat.tooFast');
        perSocket.hit(socket.id);
        const valid = await stillValid(session);
        if (valid === false) return end(socket, session);
        if (valid === undefined) return fail('send', 'chat.failed');
        // A flood is refused by a count; only a message within both limits takes their locks.
        const account = String(identity.id);
        if (
          (await perAccount.isLimited(account)) ||
          (await perAddress.isLimited(session.address))
        ) {
          return fail('send', 'chat.tooFast');
        }
        try {
          await perAccount.hit(account);
          await perAddress.hit(session.address);
        } catch (error) {
          if (error instanceof HttpError && error.status === 429) {
            return fail('send', 'chat.tooFast');
          }
          throw error;
        }
        if (session.ended || socket.disconnected) return;
        const to =
          given.to === undefined || given.to === null || given.to === '' || given.to === 'all'
            ? 'all'
            : String(given.to);
        const message = { text, from: identity, to, time: ctx.now().toISOString() };
        if (to === 'all') {
          io.to(LOBBY).emit('new_msg', message);
          return;
        }
        if (!/^[1-9]\d{0,15}$/.test(to)) return fail('send', 'chat.recipientOffline');
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
      sessions.delete(socket);
      if (socket.data.identity) void broadcastPresence();
    });
  });

  /**
   * A notice of the database's `callers_changed` channel (`token:<hash>`, `user:<id>`, or
   * undefined when notices may have been missed): the sockets it concerns check their
   * tokens again.
   */
  const callersChanged = (notice: string | undefined) => {
    // The caller cache may hear the notice after the chat: it forgets what the notice names
    // first, so that the tokens are read from the database.
    ctx.callerCache.heard(notice);
    const [kind, value] = notice?.split(':', 2) ?? [];
    for (const [socket, session] of sessions) {
      const concerned =
        kind === 'token'
          ? session.tokenHash === value
          : kind === 'user'
            ? String(session.userId) === value
            : true;
      if (!concerned || session.ended) continue;
      void stillValid(session).then((valid) => {
        if (valid === false) end(socket, session);
      });
    }
  };

  return { presenceSent: () => presenceTail, presenceChanged: broadcastPresence, callersChanged };
}
