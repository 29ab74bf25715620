// SIGTERM under load, on the real server process: requests in flight and requests sent on
// kept-alive connections at the moment of the signal are all answered (normally, or 503
// with `Connection: close`), none is reset, readiness fails at once, and the process exits 0
// within its deadline. Raw sockets, so that every byte and every reset is seen.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useServerProcesses } from '../test/processes.js';

const processes = useServerProcesses();

/** Requests whose body is still coming when the signal arrives. */
const IN_FLIGHT = 50;
/** Kept-alive connections, idle when the signal arrives, each sending a request right then. */
const KEPT_ALIVE = 20;
const DRAIN_MS = 1_000;
const TIMEOUT_MS = 8_000;

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/**
 * A raw HTTP/1.1 connection that reads answers one at a time: `next()` resolves with the
 * next complete answer, or rejects with `reset` when the connection fails or closes first.
 */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = Buffer.alloc(0);
  let failure: Error | undefined;
  let waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;
  const tryParse = () => {
    if (!waiting) return;
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (buffer.length < end + 4 + length) return;
    buffer = buffer.subarray(end + 4 + length);
    const done = waiting;
    waiting = undefined;
    done.resolve({ status: Number(statusLine.split(' ')[1]), headers });
  };
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    tryParse();
  });
  socket.on('error', (error) => fail(error));
  socket.on('close', () => fail(new Error('closed before an answer')));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    connected,
    write: (text: string) => socket.write(text),
    next: () =>
      new Promise<Answer>((resolve, reject) => {
        if (failure) return reject(failure);
        waiting = { resolve, reject };
        tryParse();
      }),
    destroy: () => socket.destroy(),
  };
}

/** What became of a request: answered (503 with `Connection: close` counted apart), or reset. */
type Outcome = { kind: 'answered'; answer: Answer } | { kind: 'reset'; error: string };
const outcome = (answer: Promise<Answer>): Promise<Outcome> =>
  answer.then(
    (a) => ({ kind: 'answered', answer: a }),
    (error: Error) => ({ kind: 'reset', error: error.message }),
  );

describe('SIGTERM under load', () => {
  it('answers every request already sent, resets none, and exits 0 within the deadline', async () => {
    const data = await processes.data();
    const server = await processes.start(data, {
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const port = Number(new URL(server.url).port);

    // Kept-alive connections, each with one request answered: idle now.
    const idle = Array.from({ length: KEPT_ALIVE }, () => connection(port));
    await Promise.all(idle.map((c) => c.connected));
    const warmed = idle.map((c) => {
      c.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      return c.next();
    });
    expect((await Promise.all(warmed)).map((a) => a.status)).toEqual(warmed.map(() => 200));

    // Requests in flight: headers and half of the body sent, the rest after the signal.
    const body = JSON.stringify({ token: 12345 });
    const half = Math.floor(body.length / 2);
    const flying = Array.from({ length: IN_FLIGHT }, () => connection(port));
    await Promise.all(flying.map((c) => c.connected));
    const flyingAnswers = flying.map((c) => {
      c.write(
        'POST /user/tokenAuth/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
      );
      return outcome(c.next());
    });
    // The server has read those headers once a request sent after them is answered.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const signalled = performance.now();
    const ended = server.kill('SIGTERM');
    const ask = (c: ReturnType<typeof connection>) => {
      c.write('GET /api/getSettings/site_name HTTP/1.1\r\nHost: localhost\r\n\r\n');
      return outcome(c.next());
    };
    // At the signal, a request on half of the idle kept-alive connections; on the other
    // half once the process is seen stopping.
    const atSignal = idle.slice(0, KEPT_ALIVE / 2).map(ask);
    // Readiness fails at once (as soon as the process has handled the signal).
    let readiness = 200;
    while (readiness === 200 && performance.now() - signalled < DRAIN_MS) {
      readiness = (await fetch(`${server.url}/readyz`)).status;
    }
    expect(readiness).toBe(503);
    const whileStopping = idle.slice(KEPT_ALIVE / 2).map(ask);
    const idleAnswers = [...atSignal, ...whileStopping];

    // The bodies in flight are completed after the drain, once the listener has closed.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 300));
    flying.forEach((c) => c.write(body.slice(half)));

    const outcomes = await Promise.all([...flyingAnswers, ...idleAnswers]);
    await ended;
    const exitedAfterMs = performance.now() - signalled;
    idle.forEach((c) => c.destroy());
    flying.forEach((c) => c.destroy());

    const answered = outcomes.filter((o) => o.kind === 'answered');
    const closing503 = answered.filter(
      (o) => o.answer.status === 503 && o.answer.headers.connection === 'close',
    );
    const resets = outcomes.filter((o) => o.kind === 'reset');
    const counts = {
      sent: outcomes.length,
      answered: answered.length,
      answered503: closing503.length,
      answeredClosing: answered.filter((o) => o.answer.headers.connection === 'close').length,
      reset: resets.length,
      exitCode: server.exitCode,
      exitedAfterMs: Math.round(exitedAfterMs),
    };
    console.log(`shutdown under load: ${JSON.stringify(counts)}`);
    expect(resets, JSON.stringify(resets.slice(0, 3))).toEqual([]);
    expect(answered).toHaveLength(IN_FLIGHT + KEPT_ALIVE);
    for (const o of answered) expect([200, 400, 503]).toContain(o.answer.status);
    // The requests in flight, and those sent once the process was stopping, were answered
    // after the signal: each answer closed its connection. (A request sent at the signal may
    // have been answered before the process handled it, keeping its connection; the server
    // closed that once idle, unused.)
    for (const o of [...outcomes.slice(0, IN_FLIGHT), ...outcomes.slice(-KEPT_ALIVE / 2)]) {
      expect(o.kind === 'answered' && o.answer.headers.connection).toBe('close');
    }
    expect(server.exitCode).toBe(0);
    expect(exitedAfterMs).toBeLessThan(TIMEOUT_MS + 2_000);
  }, 90_000);
});
