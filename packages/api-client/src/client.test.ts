import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, SOMETHING_WRONG } from './errors';
import type { ApiEvents } from './events';
import type { SessionProvider } from './session';
import { NetworkError, createTransport } from './transport';
import { sendJson, startHttpServer } from './test/httpServer';

let server: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  server = await startHttpServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const SETTINGS = '/api/getSettings/cstel';

function makeSession(overrides: Partial<SessionProvider> = {}): SessionProvider {
  return {
    getToken: () => 'tok-123',
    getUserId: () => 42,
    getLocale: () => 'mn',
    getDevice: () => ({ model: '华为 Mate', screen: '375x812' }),
    clear: vi.fn(),
    ...overrides,
  };
}

function makeClient(options: Partial<ApiClientOptions> = {}) {
  const client = createApiClient({
    baseUrl: server.baseUrl,
    version: '0.1.163',
    platform: 'h5',
    secret: 's3cret',
    timeoutMs: 200,
    ...options,
  });
  const events: { [K in keyof ApiEvents]: ApiEvents[K][] } = {
    unauthorized: [],
    forbidden: [],
    networkError: [],
    serverMessage: [],
    loading: [],
  };
  for (const name of Object.keys(events) as (keyof ApiEvents)[]) {
    client.on(name, (payload) => (events[name] as unknown[]).push(payload));
  }
  return { client, events };
}

const getSettings = (client: ReturnType<typeof makeClient>['client'], alert?: boolean) =>
  client.call(
    (c) => c.GET('/api/getSettings/{keys}', { params: { path: { keys: 'cstel' } } }),
    alert === undefined ? {} : { alert },
  );

describe('shared request headers', () => {
  it('sends every shared header, with token and user from the session', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 0, data: { cstel: '1' } }));
    const { client } = makeClient({ session: makeSession() });
    await getSettings(client);
    const { headers } = server.hits(SETTINGS)[0]!;
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-request-version']).toBe('0.1.163');
    expect(headers['x-request-platform']).toBe('h5');
    expect(headers['x-request-secret']).toBe('s3cret');
    expect(headers['x-request-locale']).toBe('mn');
    expect(headers.token).toBe('tok-123');
    expect(headers.user).toBe('42');
    expect(JSON.parse(headers['x-request-device'] as string)).toEqual({
      model: '华为 Mate',
      screen: '375x812',
    });
  });

  it('sends no token or user when signed out', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 0, data: {} }));
    const session = makeSession({ getToken: () => undefined, getUserId: () => undefined });
    await getSettings(makeClient({ session }).client);
    const { headers } = server.hits(SETTINGS)[0]!;
    expect(headers.token).toBeUndefined();
    expect(headers.user).toBeUndefined();
    expect(headers['x-request-locale']).toBe('mn');
  });

  it('sends no request secret when the build has none', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 0, data: {} }));
    await getSettings(makeClient({ secret: undefined }).client);
    await getSettings(makeClient({ secret: '' }).client);
    for (const { headers } of server.hits(SETTINGS)) {
      expect(headers).not.toHaveProperty('x-request-secret');
      expect(headers['x-request-version']).toBe('0.1.163');
    }
  });
});

describe('a session kept in a cookie', () => {
  it('sends no token header when the session keeps none, and the cookies of its own origin only', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 0, data: {} }));
    const { getToken: _kept, ...cookieSession } = makeSession();
    const sent: Request[] = [];
    const { client } = makeClient({
      session: cookieSession,
      fetch: (request) => {
        sent.push(request);
        return globalThis.fetch(request);
      },
    });
    await getSettings(client);
    const { headers } = server.hits(SETTINGS)[0]!;
    expect(headers.token).toBeUndefined();
    expect(headers.user).toBe('42');
    // What tells the server that a call carrying the cookie is the app's own.
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent[0]!.credentials).toBe('same-origin');
  });
});

describe('response envelope and failures', () => {
  it('resolves with data on code 0', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 0, data: { cstel: '400' } }));
    await expect(getSettings(makeClient().client)).resolves.toEqual({ cstel: '400' });
  });

  it('rejects with the payload on a non-zero code with status 200, and emits the message', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 7, message: 'Sold out' }));
    const { client, events } = makeClient();
    const error = await getSettings(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).payload).toEqual({ code: 7, message: 'Sold out' });
    expect(events.serverMessage).toEqual([
      { message: 'Sold out', code: 7, url: `${server.baseUrl}${SETTINGS}` },
    ]);
  });

  it('uses system.something_wrong when the failure has no message', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 200, { code: 9 }));
    const { client, events } = makeClient();
    await expect(getSettings(client)).rejects.toMatchObject({
      payload: { code: 9, message: SOMETHING_WRONG },
    });
    expect(events.serverMessage[0]?.message).toBe(SOMETHING_WRONG);
  });

  it('rejects with a 4xx failure envelope and keeps per-field messages', async () => {
    server.on(SETTINGS, (_req, res) =>
      sendJson(res, 422, { code: 422, message: { mobile: 'Invalid Mobile Number' } }),
    );
    const { client, events } = makeClient();
    const error = (await getSettings(client).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ mobile: 'Invalid Mobile Number' });
    // Field errors go under the fields, not into the snackbar.
    expect(events.serverMessage).toEqual([]);
  });

  it('does not emit the message when the call turns alerts off', async () => {
    server.on(SETTINGS, (_req, res) =>
      sendJson(res, 422, { code: 422, message: 'Wrong passcode' }),
    );
    const { client, events } = makeClient();
    await expect(getSettings(client, false)).rejects.toBeInstanceOf(ApiError);
    expect(events.serverMessage).toEqual([]);
  });

  it('turns a non-JSON HTTP error into a failure with the status', async () => {
    server.on(SETTINGS, (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    });
    const { client, events } = makeClient();
    await expect(getSettings(client)).rejects.toMatchObject({
      status: 502,
      payload: { code: 502, message: SOMETHING_WRONG },
    });
    expect(events.serverMessage).toHaveLength(1);
  });

  it('resolves a successful answer without an envelope with its body', async () => {
    server.on('/version.json', (_req, res) => sendJson(res, 200, { version: '0.1.164' }));
    const { client } = makeClient();
    const body = await client.call((c) =>
      c.GET('/api/getSettings/{keys}', {
        params: { path: { keys: 'x' } },
        baseUrl: server.baseUrl,
        fetch: () => globalThis.fetch(`${server.baseUrl}/version.json`),
      }),
    );
    expect(body).toEqual({ version: '0.1.164' });
  });
});

describe('401 and 403', () => {
  it('clears the session and emits unauthorized on 401', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 401, { code: 401, message: 'sign in' }));
    const session = makeSession();
    const { client, events } = makeClient({ session });
    await expect(getSettings(client)).rejects.toMatchObject({ status: 401 });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(events.unauthorized).toEqual([{ url: `${server.baseUrl}${SETTINGS}` }]);
    expect(events.serverMessage).toEqual([]);
  });

  it('emits forbidden with the URL on 403', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 403, { code: 403, message: 'no' }));
    const session = makeSession();
    const { client, events } = makeClient({ session });
    await expect(getSettings(client)).rejects.toMatchObject({ status: 403 });
    expect(events.forbidden).toEqual([{ url: `${server.baseUrl}${SETTINGS}` }]);
    expect(session.clear).not.toHaveBeenCalled();
  });
});

describe('timeouts and retries (beneath the middleware)', () => {
  it('gives up after 3 retries of a timeout, with one networkError', async () => {
    server.on(SETTINGS, () => {
      // Never answers.
    });
    const { client, events } = makeClient({ timeoutMs: 100 });
    let middlewareCalls = 0;
    client.raw.use({
      onRequest() {
        middlewareCalls += 1;
      },
    });
    const error = await getSettings(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('timeout');
    expect((error as NetworkError).attempts).toBe(4);
    expect(server.hits(SETTINGS)).toHaveLength(4);
    expect(middlewareCalls).toBe(1);
    expect(events.networkError).toEqual([{ url: server.baseUrl, kind: 'timeout' }]);
  });

  it('gives each attempt its own timeout: a slow first answer is retried and succeeds', async () => {
    let calls = 0;
    server.on(SETTINGS, (_req, res) => {
      calls += 1;
      if (calls === 1) return; // the first attempt times out
      sendJson(res, 200, { code: 0, data: { cstel: 'second' } });
    });
    const { client, events } = makeClient({ timeoutMs: 150 });
    await expect(getSettings(client)).resolves.toEqual({ cstel: 'second' });
    expect(server.hits(SETTINGS)).toHaveLength(2);
    expect(events.networkError).toEqual([]);
  });

  it('retries network errors and sends the same body each time', async () => {
    let calls = 0;
    server.on('/echo', (req, res) => {
      calls += 1;
      // Drop the first two connections without an answer.
      if (calls < 3) return void res.socket?.destroy();
      sendJson(res, 200, { code: 0, data: JSON.parse(req.body.toString()) });
    });
    const transport = createTransport({ timeoutMs: 500, retries: 3, fetch: globalThis.fetch });
    const body = { mobile: '13800138000', passcode: '123456' };
    const response = await transport(
      new Request(`${server.baseUrl}/echo`, { method: 'POST', body: JSON.stringify(body) }),
    );
    expect(await response.json()).toEqual({ code: 0, data: body });
    const hits = server.hits('/echo');
    expect(hits).toHaveLength(3);
    for (const hit of hits) expect(JSON.parse(hit.body.toString())).toEqual(body);
  });

  it('reports a refused connection as a network error after 4 attempts', async () => {
    const closed = await startHttpServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    let attempts = 0;
    const { client, events } = makeClient({
      baseUrl,
      fetch: (request) => {
        attempts += 1;
        return globalThis.fetch(request);
      },
    });
    const error = await getSettings(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('network');
    expect(attempts).toBe(4);
    expect(events.networkError).toEqual([{ url: baseUrl, kind: 'network' }]);
  });

  it('does not retry a request the caller aborted', async () => {
    server.on(SETTINGS, () => {});
    const { client } = makeClient({ timeoutMs: 2000 });
    const controller = new AbortController();
    const pending = client.call((c) =>
      c.GET('/api/getSettings/{keys}', {
        params: { path: { keys: 'cstel' } },
        signal: controller.signal,
      }),
    );
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
    expect(server.hits(SETTINGS)).toHaveLength(1);
  });
});

describe('loading', () => {
  it('counts calls in flight', async () => {
    server.on(SETTINGS, (_req, res) => {
      setTimeout(() => sendJson(res, 200, { code: 0, data: {} }), 30);
    });
    const { client, events } = makeClient();
    await Promise.all([getSettings(client), getSettings(client)]);
    expect(events.loading.map((e) => e.count)).toEqual([1, 2, 1, 0]);
  });

  it('leaves out calls that opt out, and counts down after a failure', async () => {
    server.on(SETTINGS, (_req, res) => sendJson(res, 500, { code: 500, message: 'boom' }));
    const { client, events } = makeClient();
    await expect(
      client.call(
        (c) => c.GET('/api/getSettings/{keys}', { params: { path: { keys: 'cstel' } } }),
        {
          loading: false,
        },
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect(events.loading).toEqual([]);
    await expect(getSettings(client)).rejects.toBeInstanceOf(ApiError);
    expect(events.loading.map((e) => e.count)).toEqual([1, 0]);
  });
});
