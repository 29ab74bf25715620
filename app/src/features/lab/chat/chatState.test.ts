import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  initialChatState,
  KEPT_MESSAGES,
  sameId,
  type ChatEvent,
  type ChatState,
} from './chatState';

const run = (events: ChatEvent[], state: ChatState = initialChatState) =>
  events.reduce(chatReducer, state);

const message = (text: string) => ({
  text,
  from: { id: 7, name: 'Alice' },
  to: 'all',
  time: '2026-01-01T00:00:00.000Z',
});

describe('chat state', () => {
  it('is online once the login is confirmed, and restored only after a dropped connection', () => {
    const online = run([{ type: 'loggedIn', me: { id: 7, name: 'Alice' } }]);
    expect(online).toMatchObject({ status: 'online', restored: false, me: { id: 7 } });

    const dropped = run([{ type: 'dropped' }], online);
    expect(dropped).toMatchObject({ status: 'reconnecting', restored: false });
    // Failed attempts while reconnecting keep it reconnecting.
    expect(run([{ type: 'dropped' }], dropped).status).toBe('reconnecting');

    const back = run([{ type: 'loggedIn', me: { id: 7, name: 'Alice' } }], dropped);
    expect(back).toMatchObject({ status: 'online', restored: true });
    expect(run([{ type: 'dismissRestored' }], back).restored).toBe(false);
  });

  it('stays refused when the server turned the connection away', () => {
    const refused = run([{ type: 'refused', message: 'The sign-in has expired' }]);
    expect(refused).toMatchObject({ status: 'refused', failure: 'The sign-in has expired' });
    expect(run([{ type: 'dropped' }], refused).status).toBe('refused');
  });

  it('ends for good when the server closed the signed-out session', () => {
    const online = run([{ type: 'loggedIn', me: { id: 7, name: 'Alice' } }]);
    const ended = run([{ type: 'failure', failure: { message: 'x' } }, { type: 'ended' }], online);
    expect(ended).toMatchObject({ status: 'ended', failure: undefined, me: { id: 7 } });
    // The socket's closing that follows is no dropped connection to retry.
    expect(run([{ type: 'dropped' }], ended).status).toBe('ended');
  });

  it('takes only well-formed counts, users and messages', () => {
    const state = run([
      { type: 'count', count: 3 },
      { type: 'count', count: -1 },
      { type: 'count', count: '4' },
      {
        type: 'users',
        users: [{ id: 7, name: 'Alice' }, { id: 'guest-bob', name: 'Bob' }, { name: 'nobody' }],
      },
      { type: 'message', message: message('<b>hi</b>') },
      { type: 'message', message: { text: 'no sender' } },
      { type: 'failure', failure: { event: 'send', message: 'The recipient is not online' } },
      { type: 'failure', failure: 'not an object' },
    ]);
    expect(state.count).toBe(3);
    expect(state.users).toEqual([
      { id: 7, name: 'Alice' },
      { id: 'guest-bob', name: 'Bob' },
    ]);
    expect(state.messages).toEqual([{ key: 1, ...message('<b>hi</b>') }]);
    expect(state.failure).toBe('The recipient is not online');
  });

  it('keeps the latest messages with keys that never repeat', () => {
    const events: ChatEvent[] = Array.from({ length: KEPT_MESSAGES + 5 }, (_, index) => ({
      type: 'message',
      message: message(`#${index}`),
    }));
    const state = run(events);
    expect(state.messages).toHaveLength(KEPT_MESSAGES);
    expect(state.messages[0]!.text).toBe('#5');
    const keys = state.messages.map((kept) => kept.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.at(-1)).toBe(KEPT_MESSAGES + 5);
  });

  it('compares ids by their text (a member id may arrive as a number)', () => {
    expect(sameId(7, '7')).toBe(true);
    expect(sameId('guest-7', 7)).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
  });
});
