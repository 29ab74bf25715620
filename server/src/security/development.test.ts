// Development calls answer this machine only: a loopback peer, not relayed by a proxy, and
// addressed to a loopback name. A web page reaches a developer's server by DNS rebinding
// (its own name made to lead to 127.0.0.1): its requests still carry that name.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { newTrackId } from '../test/accounts.js';
import { useTestServer } from '../test/harness.js';

const server = useTestServer();

/** A request over a real connection to the server, with the headers a browser or proxy sent. */
function send(path: string, headers: Record<string, string>, method = 'GET', body = '{}') {
  const { port } = new URL(server.baseUrl);
  return new Promise<{ status: number; message: unknown }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { 'x-request-locale': 'en', 'x-requested-with': 'XMLHttpRequest', ...headers },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => {
          const body = JSON.parse(text || '{}') as { message?: unknown };
          resolve({ status: answer.statusCode ?? 0, message: body.message });
        });
      },
    );
    outgoing.on('error', reject);
    if (method === 'POST') {
      outgoing.setHeader('content-type', 'application/json');
      outgoing.end(body);
    } else outgoing.end();
  });
}

/** Every development call (the outbox, captcha solutions, the payment sandbox). */
const developmentCalls = async () => {
  const trackId = newTrackId('rebinding');
  await fetch(`${server.baseUrl}/captcha/refresh/${trackId}/`);
  return [
    ['GET', '/dev/outbox/'],
    ['GET', `/dev/captcha/${trackId}`],
    ['GET', '/pay/sandbox/20260301000001'],
    ['POST', '/pay/sandbox/confirm/20260301000001'],
    ['POST', '/pay/sandbox/applePay/token'],
  ] as const;
};

const HOST_ONLY = 'Development calls answer requests addressed to this machine (localhost) only';
const MACHINE_ONLY = "Development calls answer the server's own machine only";

describe('development calls', () => {
  it('refuse requests addressed to another name (DNS rebinding), all at once', async () => {
    const calls = await developmentCalls();
    const hosts = [
      'attacker.rebind.example',
      'attacker.rebind.example:8080',
      '127.0.0.1.nip.io',
      'localhost.attacker.example',
      '0.0.0.0:8080',
      '192.168.1.5',
    ];
    const answers = await Promise.all(
      calls.flatMap(([method, path]) =>
        hosts.map(async (host) => ({ path, host, ...(await send(path, { host }, method)) })),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, `${answer.host} ${answer.path}`).toBe(403);
      expect(answer.message).toBe(HOST_ONLY);
    }
  });

  it('refuse others before reading their body: a malformed one tells nothing either', async () => {
    for (const body of ['{}', '{"order_sn": 1, "extra": [', 'not json']) {
      const answer = await send(
        '/pay/sandbox/applePay/token',
        { host: 'attacker.rebind.example' },
        'POST',
        body,
      );
      expect(answer.status, body).toBe(403);
      expect(answer.message).toBe(HOST_ONLY);
    }
  });

  it('answer requests addressed to a loopback name or address', async () => {
    const [[, outbox]] = await developmentCalls();
    const { port } = new URL(server.baseUrl);
    const hosts = [
      `127.0.0.1:${port}`,
      '127.8.9.10',
      `localhost:${port}`,
      'LOCALHOST',
      `app.localhost:${port}`,
      `[::1]:${port}`,
    ];
    for (const host of hosts) expect((await send(outbox, { host })).status, host).toBe(200);
  });

  it('refuse requests relayed by a proxy, X-Real-IP included', async () => {
    const [[, outbox]] = await developmentCalls();
    const relays: Record<string, string>[] = [
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    const answers = await Promise.all(relays.map((headers) => send(outbox, headers)));
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.message).toBe(MACHINE_ONLY);
    }
  });

  it('say why in every language', async () => {
    const [[, outbox]] = await developmentCalls();
    const messages = await Promise.all(
      ['zh-Hans', 'en', 'mn'].map(
        async (locale) =>
          (await send(outbox, { host: 'attacker.rebind.example', 'x-request-locale': locale }))
            .message,
      ),
    );
    expect(messages).toEqual([
      '开发调用只应答发往本机（localhost）的请求',
      HOST_ONLY,
      'Хөгжүүлэлтийн дуудлага зөвхөн энэ машин (localhost) руу илгээсэн хүсэлтэд хариулна',
    ]);
  });
});
