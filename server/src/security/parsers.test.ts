// Hostile bodies and slow connections, sent as an attacker would to the real server
// listening on a port: every one is refused or closed at once, with a translated answer,
// and a cheap request meanwhile is answered (how quickly: server/bench/hostile.bench.ts).
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../test/harness.js';
import {
  ATTACKS,
  deepJson,
  hostileClients,
  sendInParallel,
  slowConnections,
  timeWhile,
  type HostileAnswer,
  type HostileRequest,
} from '../test/hostile.js';

const NESTED_TOO_DEEP = {
  en: 'The request nests lists and objects more than 64 levels deep',
  'zh-Hans': '请求内容的嵌套层级超过 64 层',
  mn: 'Хүсэлтийн өгөгдөл хэт олон давхар үүрлэсэн байна (хамгийн ихдээ 64 түвшин)',
};
const TOO_MANY_PARTS = 'The upload form holds a policy, a signature and one file, nothing more';
const TOO_LARGE = 'File size should be less than 2MB';
/** The cheap request timed while the attacks arrive. */
const CHEAP = '/api/health';

/**
 * The answers of `requests` sent at once, while the cheap request is asked one after another
 * meanwhile (timeWhile throws unless each answers 200). How quickly it answers is measured by
 * server/bench/hostile.bench.ts, not here.
 */
async function attack(baseUrl: string, requests: HostileRequest[]) {
  const send = await hostileClients(baseUrl, requests);
  const answers = send();
  const samples = await timeWhile(baseUrl, CHEAP, answers);
  expect(samples.length).toBeGreaterThanOrEqual(20);
  return answers;
}

/** Expects every answer to be a refusal (400 unless said) with `message`. */
function expectRefused(answers: HostileAnswer[], message: string, status = 400) {
  for (const answer of answers) {
    expect(answer.status, answer.body).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ code: status, message });
  }
}

describe('hostile bodies', () => {
  const server = useTestServer({ config: { devTools: false } });

  it('refuses JSON nested deeper than 64 levels with a translated 400, before any walk', async () => {
    for (const [locale, message] of Object.entries(NESTED_TOO_DEEP)) {
      const [answer] = await sendInParallel(server.baseUrl, [deepJson(65, locale)]);
      expect(answer!.status).toBe(400);
      expect(JSON.parse(answer!.body)).toEqual({ code: 400, message });
    }
    // 1.5 million levels fill the body limit; the answer is the same.
    const [deepest] = await sendInParallel(server.baseUrl, [deepJson(1_500_000)]);
    expect(JSON.parse(deepest!.body)).toEqual({ code: 400, message: NESTED_TOO_DEEP.en });
    // 64 levels are parsed and walked, and refused by validation like any other wrong type.
    const [allowed] = await sendInParallel(server.baseUrl, [deepJson(63)]);
    expect(allowed!.status).toBe(400);
    expect(JSON.parse(allowed!.body).message).toMatch(/^Invalid request: /);
  });

  it('refuses 40 deeply nested JSON bodies sent at once, and answers a cheap request meanwhile', async () => {
    const answers = await attack(server.baseUrl, ATTACKS.nestedJson());
    expectRefused(answers, NESTED_TOO_DEEP.en);
  });

  it('refuses 40 forms of 30,000 and 50,000 parts sent at once, and answers a cheap request meanwhile', async () => {
    const answers = await attack(server.baseUrl, ATTACKS.manyParts());
    // Larger than any upload form can be: refused unparsed, the rest dropped unread.
    expectRefused(answers.slice(0, 20), TOO_LARGE, 422);
    // Read up to its first part, which no upload form has.
    expectRefused(answers.slice(20), 'Unknown field f');
  });

  it('refuses 20 nested bodies and 20 forms of 25,000 policy fields at once, and answers a cheap request meanwhile', async () => {
    const answers = await attack(server.baseUrl, ATTACKS.mixed());
    expectRefused(answers.slice(0, 20), NESTED_TOO_DEEP.en);
    // Read up to its second part, a second policy.
    expectRefused(answers.slice(20), TOO_MANY_PARTS);
  });
});

describe('slow connections', () => {
  const limits = { headersMs: 1000, requestMs: 2000, checkEveryMs: 100, keepAliveMs: 500 };
  const server = useTestServer({ connections: limits });
  /** How late after its limit the server may close a connection (its checks, a busy machine). */
  const SLACK_MS = limits.checkEveryMs + 900;
  const NODE_KEEP_ALIVE_ALLOWANCE_MS = 1000;

  it.each([
    ['sending nothing', 'nothing', limits.headersMs],
    ['trickling their headers a byte at a time', 'headers', limits.headersMs],
    ['trickling their body a byte at a time', 'body', limits.requestMs],
  ] as const)(
    'are closed with 408 within the limit: 50 connections %s',
    async (what, trickle, limitMs) => {
      const connections = await slowConnections(server.baseUrl, {
        count: 50,
        trickle,
        everyMs: 50,
        giveUpMs: limitMs * 5,
      });
      const closedAfter = connections.map((connection) => connection.closedAfterMs ?? Infinity);
      console.log(
        `50 connections ${what} (limit ${limitMs} ms): closed after ` +
          `${Math.round(Math.min(...closedAfter))}-${Math.round(Math.max(...closedAfter))} ms`,
      );
      for (const connection of connections) {
        expect(connection.closedAfterMs).toBeGreaterThanOrEqual(limitMs);
        expect(connection.closedAfterMs).toBeLessThan(limitMs + SLACK_MS);
        expect(connection.received).toMatch(/^HTTP\/1\.1 408 /);
      }
      // And the server answers others as usual.
      expect((await fetch(server.baseUrl + CHEAP)).status).toBe(200);
    },
  );

  it('are closed when idle between requests', async () => {
    const socket = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
    const opened = performance.now();
    const closed = new Promise<number>((resolve) => {
      socket.on('close', () => resolve(performance.now() - opened));
    });
    socket.on('data', () => {});
    socket.write(`GET ${CHEAP} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const after = await closed;
    // Node keeps the connection a second longer than it announces, for a request already
    // on its way.
    expect(after).toBeGreaterThanOrEqual(limits.keepAliveMs);
    expect(after).toBeLessThan(limits.keepAliveMs + NODE_KEEP_ALIVE_ALLOWANCE_MS + SLACK_MS);
  });
});

describe('connections from one address', () => {
  it('are refused beyond the cap, and accepted again once one closes', async () => {
    const server = await startTestServer({ connections: { perAddress: 3 } });
    const port = Number(new URL(server.baseUrl).port);
    const sockets: net.Socket[] = [];
    /** A connection that asks once and stays open; answers whether it got an answer. */
    const connect = () => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => {});
      socket.write(`GET ${CHEAP} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      return new Promise<boolean>((resolve) => {
        socket.once('data', () => resolve(true));
        socket.once('close', () => resolve(false));
      });
    };
    try {
      expect(await Promise.all([connect(), connect(), connect()])).toEqual([true, true, true]);
      expect(await connect()).toBe(false);
      expect(await connect()).toBe(false);
      // Once the server has seen one of the three close, a new one is served.
      sockets[0]!.destroy();
      let served = false;
      for (let attempt = 0; attempt < 50 && !served; attempt += 1) served = await connect();
      expect(served).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.close();
    }
  });
});
