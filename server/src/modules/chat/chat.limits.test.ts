import type { Socket } from 'socket.io-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../../config.js';
import { chatAnswers, chatLogin, useChatClients } from '../../test/chatClient.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer } from '../../test/harness.js';
import {
  MESSAGES_PER_10_SECONDS,
  MESSAGES_PER_ACCOUNT_PER_MINUTE,
  type ChatMessage,
} from './chat.service.js';

// The chat's limits as they are served: per socket, per account and per client address
// (every test client is 127.0.0.1 unless a trusted proxy names another), on a clock stopped
// at each test's start, so that a minute's window holds every message a test sends.

const PER_ADDRESS = ADDRESS_LIMITS.chatMessagesPerMinute;
const TOO_FAST = 'Sending too fast, please wait a moment';

const server = useTestServer({
  at: SEEDED_AT,
  config: { addressLimits: ADDRESS_LIMITS, trustProxy: ['127.0.0.1'] },
});
const open = useChatClients();

// Each test starts a few minutes after the last one: no window holds another test's messages.
beforeEach(() => {
  server.clock.advance(5 * 60_000);
});

/** `count` new members, each with a socket in the chat (from `forwardedFor` when given). */
async function members(count: number, forwardedFor?: (index: number) => string) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const user = await server.createUser({ nickname: `会员${index}` });
      const headers: Record<string, string> = forwardedFor
        ? { 'x-forwarded-for': forwardedFor(index) }
        : {};
      const socket = await open(server.baseUrl, { token: user.token, locale: 'en' }, headers);
      await chatLogin(socket);
      return { user, socket };
    }),
  );
}

/**
 * Every socket sends `perSocket` messages at once (texts starting with `label`), all sockets
 * in parallel; resolves to what came back to them (their messages, delivered to everyone,
 * and the refusals).
 */
async function flood(sockets: { socket: Socket }[], perSocket: number, label = '') {
  const answers = sockets.map(({ socket }, index) =>
    chatAnswers(socket, (message) => message.text.startsWith(`${label}#${index}.`), perSocket),
  );
  for (const [index, { socket }] of sockets.entries()) {
    for (let k = 0; k < perSocket; k += 1) {
      socket.emit('send', { text: `${label}#${index}.${k}` });
    }
  }
  const all = await Promise.all(answers);
  return {
    delivered: all.flatMap((answer) => answer.delivered),
    refused: all.flatMap((answer) => answer.refused),
  };
}

/** Collects the messages a watcher receives. */
function watch(socket: Socket) {
  const heard: ChatMessage[] = [];
  socket.on('new_msg', (message: ChatMessage) => heard.push(message));
  return heard;
}

describe('chat limits', () => {
  it('delivers at most the per-address limit from 50 members on one address, 10 messages each', async () => {
    const [watcher] = await members(1, () => '198.51.100.1');
    const heard = watch(watcher!.socket);
    const crowd = await members(50);
    const { delivered, refused } = await flood(crowd, 10);
    expect(delivered).toHaveLength(PER_ADDRESS);
    expect(refused).toHaveLength(500 - PER_ADDRESS);
    expect(new Set(refused)).toEqual(new Set([TOO_FAST]));
    expect(heard).toHaveLength(PER_ADDRESS);

    // A minute later the address may send again.
    server.clock.advance(60_001);
    const again = await flood(crowd.slice(0, 1), 1);
    expect(again.delivered).toHaveLength(1);
    // 50 members and 500 messages, each counted in the database.
  }, 120_000);

  it('caps one account over several sockets per account', async () => {
    const [first] = await members(1);
    const tabs = [first!];
    for (let i = 0; i < 4; i += 1) {
      const socket = await open(server.baseUrl, { token: first!.user.token, locale: 'en' });
      await chatLogin(socket);
      tabs.push({ user: first!.user, socket });
    }
    const { delivered, refused } = await flood(tabs, MESSAGES_PER_10_SECONDS);
    expect(delivered).toHaveLength(MESSAGES_PER_ACCOUNT_PER_MINUTE);
    expect(refused).toHaveLength(5 * MESSAGES_PER_10_SECONDS - MESSAGES_PER_ACCOUNT_PER_MINUTE);
  });

  it('keeps the per-socket rate', async () => {
    const [alone] = await members(1);
    const { delivered, refused } = await flood([alone!], MESSAGES_PER_10_SECONDS + 3);
    expect(delivered).toHaveLength(MESSAGES_PER_10_SECONDS);
    expect(refused).toEqual([TOO_FAST, TOO_FAST, TOO_FAST]);
  });

  it('counts the client a trusted proxy names, an IPv6 client by its /64', async () => {
    // Two clients behind the proxy, 7 members each: 70 messages each, the limit each.
    const v4 = await members(7, () => '203.0.113.7');
    const v6 = await members(7, (index) => `2001:db8:0:1::${index + 1}`);
    const [fromV4, fromV6] = await Promise.all([flood(v4, 10, 'v4'), flood(v6, 10, 'v6')]);
    expect(fromV4.delivered).toHaveLength(PER_ADDRESS);
    expect(fromV6.delivered).toHaveLength(PER_ADDRESS);
    // The proxy's own address (127.0.0.1) was not used up by them.
    const [direct] = await members(1);
    expect((await flood([direct!], 1)).delivered).toHaveLength(1);
  }, 60_000);
});
