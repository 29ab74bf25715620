// The live chat's state on this side of the socket: what the server said last, checked
// before it is believed (the payloads are whatever arrived on the wire).

export type ChatId = number | string;

export interface ChatUser {
  id: ChatId;
  name: string;
}

export interface ChatMessage {
  /** This client's own running number, a stable list key. */
  key: number;
  text: string;
  from: ChatUser;
  /** 'all', or the id of the one person it was sent to. */
  to: string;
  /** When the server passed it on (ISO 8601). */
  time: string;
}

/**
 * `connecting` until the first login is confirmed, `online` while logged in, `reconnecting`
 * after the connection dropped (the client tries again by itself), `refused` when the
 * server turned the connection away, `ended` when the server closed it because the session
 * was signed out or expired (neither is retried).
 */
export type ChatStatus = 'connecting' | 'online' | 'reconnecting' | 'refused' | 'ended';

export interface ChatState {
  status: ChatStatus;
  /** Logged in again after a dropped connection: the session was restored. */
  restored: boolean;
  me: ChatUser | undefined;
  count: number | undefined;
  users: ChatUser[];
  messages: ChatMessage[];
  /** The server's last failure (a refused message, a refused connection). */
  failure: string | undefined;
}

/** How many messages the page keeps; older ones drop off the top. */
export const KEPT_MESSAGES = 200;

export const initialChatState: ChatState = {
  status: 'connecting',
  restored: false,
  me: undefined,
  count: undefined,
  users: [],
  messages: [],
  failure: undefined,
};

export type ChatEvent =
  | { type: 'loggedIn'; me: unknown }
  | { type: 'dropped' }
  | { type: 'refused'; message: string }
  | { type: 'ended' }
  | { type: 'count'; count: unknown }
  | { type: 'users'; users: unknown }
  | { type: 'message'; message: unknown }
  | { type: 'failure'; failure: unknown }
  | { type: 'dismissRestored' }
  | { type: 'dismissFailure' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A user as the server sends one, or undefined when it is not one. */
export function readUser(value: unknown): ChatUser | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name } = value;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string') {
    return undefined;
  }
  return { id, name };
}

function readMessage(value: unknown, key: number): ChatMessage | undefined {
  if (!isRecord(value)) return undefined;
  const from = readUser(value.from);
  const { text, to, time } = value;
  if (!from || typeof text !== 'string' || typeof to !== 'string') return undefined;
  return { key, text, from, to, time: typeof time === 'string' ? time : '' };
}

/** Whether two ids name the same person (the server may send a member's id as a number). */
export const sameId = (a: ChatId | undefined, b: ChatId | undefined) =>
  a !== undefined && b !== undefined && String(a) === String(b);

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'loggedIn': {
      const me = readUser(event.me);
      if (!me) return state;
      return {
        ...state,
        me,
        restored: state.status === 'reconnecting',
        status: 'online',
        failure: undefined,
      };
    }
    case 'dropped':
      return state.status === 'refused' || state.status === 'ended'
        ? state
        : { ...state, status: 'reconnecting', restored: false };
    case 'refused':
      return { ...state, status: 'refused', restored: false, failure: event.message };
    case 'ended':
      return { ...state, status: 'ended', restored: false, failure: undefined };
    case 'count':
      return typeof event.count === 'number' && Number.isInteger(event.count) && event.count >= 0
        ? { ...state, count: event.count }
        : state;
    case 'users':
      return Array.isArray(event.users)
        ? { ...state, users: event.users.flatMap((user) => readUser(user) ?? []) }
        : state;
    case 'message': {
      const last = state.messages[state.messages.length - 1];
      const message = readMessage(event.message, (last?.key ?? 0) + 1);
      if (!message) return state;
      return { ...state, messages: [...state.messages, message].slice(-KEPT_MESSAGES) };
    }
    case 'failure':
      return isRecord(event.failure) && typeof event.failure.message === 'string'
        ? { ...state, failure: event.failure.message }
        : state;
    case 'dismissRestored':
      return { ...state, restored: false };
    case 'dismissFailure':
      return { ...state, failure: undefined };
  }
}
