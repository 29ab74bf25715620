// The app's client sends the build's request secret, and only when the build sets one.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The headers of one call made by the app's client as built with `secret`. */
async function headersOfACall(secret: string | undefined): Promise<Headers> {
  vi.stubEnv('VITE_REQUEST_SECRET', secret);
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    sent.push(request);
    return Promise.resolve(
      new Response(JSON.stringify({ code: 0, data: {} }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  // The client reads the build's settings when its module runs.
  vi.resetModules();
  const { api } = await import('./client');
  await api.call((client) =>
    client.GET('/api/getSettings/{keys}', {
      baseUrl: window.location.origin,
      params: { path: { keys: 'cstel' } },
    }),
  );
  expect(sent).toHaveLength(1);
  return sent[0]!.headers;
}

describe("the app's API client", () => {
  it('sends X-Request-Secret when the build sets VITE_REQUEST_SECRET', async () => {
    expect((await headersOfACall('s3cret')).get('x-request-secret')).toBe('s3cret');
  });

  it('sends no X-Request-Secret when the build sets none', async () => {
    const headers = await headersOfACall(undefined);
    expect(headers.has('x-request-secret')).toBe(false);
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });
});
