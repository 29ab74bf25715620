// Hostile traffic for the tests of the server's parsers and connections: bodies built to be
// expensive to parse, sent all at once from a process of their own, a cheap request timed
// meanwhile, and connections that trickle their request a byte at a time.
import { fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export interface HostileRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface HostileAnswer {
  /** The answer's status; 0 when the connection was lost before any answer. */
  status: number;
  body: string;
  /** Milliseconds from sending the request until its answer ended. */
  ms: number;
}

/** `{"content": [[[...]]]}` with `depth` nested arrays (3000 levels: about 6 KB). */
export function deepJson(depth: number, locale = 'en', path = '/feedback/add/'): HostileRequest {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'x-request-locale': locale },
    body: Buffer.from(`{"content":${'['.repeat(depth)}${']'.repeat(depth)}}`),
  };
}

/** A multipart form of `parts` one-letter fields named `name` (50,000 named f: 3.2 MB). */
export function manyParts(parts: number, name = 'f', path = '/citylife/'): HostileRequest {
  const boundary = 'hostile-0123456';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
  return {
    method: 'POST',
    path,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-request-locale': 'en',
    },
    body: Buffer.from(`${part.repeat(parts)}--${boundary}--\r\n`),
  };
}

/** `count` copies of `request`. */
const times = (count: number, request: HostileRequest) =>
  Array.from({ length: count }, () => request);

/**
 * The attacks sent all at once by the parser tests (which check each answer) and the hostile
 * benchmark (which times a cheap request meanwhile), 40 requests each, in this order.
 */
export const ATTACKS = {
  /** 40 JSON bodies nested 3000 levels (6 KB each). */
  nestedJson: () => times(40, deepJson(3000)),
  /** 20 multipart forms of 50,000 parts (3.2 MB), then 20 of 30,000 parts (1.9 MB). */
  manyParts: () => [...times(20, manyParts(50_000)), ...times(20, manyParts(30_000))],
  /** 20 nested JSON bodies, then 20 forms of 25,000 policy fields (1.7 MB). */
  mixed: () => [...times(20, deepJson(3000)), ...times(20, manyParts(25_000, 'policy'))],
};

/**
 * Hostile clients of `requests` in a process of their own (`hostileClients.mjs`), loaded
 * and ready: the function answered sends every request at once, each on a connection of
 * its own, and answers when all of them are answered, in their order.
 */
export function hostileClients(
  baseUrl: string,
  requests: HostileRequest[],
): Promise<() => Promise<HostileAnswer[]>> {
  return new Promise((ready, reject) => {
    const clients = fork(fileURLToPath(new URL('./hostileClients.mjs', import.meta.url)), {
      serialization: 'advanced',
      execArgv: [],
    });
    clients.once('error', reject);
    clients.once('message', () =>
      ready(
        () =>
          new Promise<HostileAnswer[]>((resolve, failed) => {
            clients.once('error', failed);
            clients.once('message', (answers) => resolve(answers as HostileAnswer[]));
            clients.send('go');
          }),
      ),
    );
    clients.send({ baseUrl, requests });
  });
}

/** Sends every request at once from hostile clients; answers their answers, in order. */
export async function sendInParallel(
  baseUrl: string,
  requests: HostileRequest[],
): Promise<HostileAnswer[]> {
  return (await hostileClients(baseUrl, requests))();
}

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The median, 99th percentile and slowest of `samples` (milliseconds), to 0.1 ms. */
export function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/**
 * Times GET `path` one request after another on one kept-alive connection, from now until
 * `until` settles (and at least `minimum` times); answers each request's milliseconds.
 */
export async function timeWhile(
  baseUrl: string,
  path: string,
  until: Promise<unknown>,
  minimum = 20,
): Promise<number[]> {
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  try {
    while (!settled || samples.length < minimum) {
      const started = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(new URL(path, baseUrl), { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject);
      });
      if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
      samples.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return samples;
}

export interface SlowConnection {
  /** Milliseconds from opening until the server closed the connection; undefined: still open. */
  closedAfterMs: number | undefined;
  /** What the server wrote before closing it. */
  received: string;
}

/**
 * Opens `count` connections that each send nothing (`nothing`), or trickle a request a byte
 * every `everyMs`: its headers (`headers`), or complete headers and then its body (`body`).
 * Answers, for each, when the server closed it, or undefined if it was still open after
 * `giveUpMs` (the connection is then closed here).
 */
export function slowConnections(
  baseUrl: string,
  options: {
    count: number;
    trickle: 'nothing' | 'headers' | 'body';
    everyMs: number;
    giveUpMs: number;
  },
): Promise<SlowConnection[]> {
  const { hostname, port } = new URL(baseUrl);
  const open = () =>
    new Promise<SlowConnection>((resolve) => {
      const opened = performance.now();
      const socket = net.connect(Number(port), hostname);
      let received = '';
      let done = false;
      const finish = (closedAfterMs: number | undefined) => {
        if (done) return;
        done = true;
        clearInterval(trickler);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ closedAfterMs, received });
      };
      const start =
        options.trickle === 'headers'
          ? `POST /feedback/add/ HTTP/1.1\r\nHost: ${hostname}\r\n`
          : `POST /feedback/add/ HTTP/1.1\r\nHost: ${hostname}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"content":"';
      const rest =
        options.trickle === 'headers' ? `X-Slow: ${'a'.repeat(100_000)}` : 'a'.repeat(100_000);
      let next = 0;
      let trickler: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => finish(undefined), options.giveUpMs);
      socket.on('connect', () => {
        if (options.trickle === 'nothing') return;
        socket.write(start);
        trickler = setInterval(() => {
          if (socket.writable) socket.write(rest[next++ % rest.length]!);
        }, options.everyMs);
      });
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('error', () => {});
      socket.on('end', () => finish(performance.now() - opened));
      socket.on('close', () => finish(performance.now() - opened));
    });
  return Promise.all(Array.from({ length: options.count }, open));
}
