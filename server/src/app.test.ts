import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test/harness.js';

// The built app is written before the server starts (it reads index.html when built) and
// removed after it has closed.
const appDist = mkdtempSync(path.join(os.tmpdir(), 'citylife-dist-'));
beforeAll(async () => {
  await mkdir(path.join(appDist, 'assets'));
  await writeFile(path.join(appDist, 'index.html'), '<!doctype html><title>app shell</title>');
  await writeFile(path.join(appDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  const big = `console.log(${JSON.stringify('city life '.repeat(400))});`;
  await writeFile(path.join(appDist, 'assets', 'big-def456.js'), big);
  await writeFile(path.join(appDist, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  await writeFile(path.join(appDist, 'assets', 'big-def456.js.gz'), gzipSync(big));
});
afterAll(() => rm(appDist, { recursive: true, force: true }));
const server = useTestServer({ config: { appDist } });

describe('serving the built app next to the API', () => {
  it('answers page navigations to app routes with the app shell', async () => {
    for (const route of ['/', '/home', '/shoppingcart/item/12', '/no/such/page']) {
      const response = await fetch(server.baseUrl + route, { headers: { accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('app shell');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${server.baseUrl}/assets/main-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the pre-compressed copy the browser accepts, varying on Accept-Encoding', async () => {
    const url = `${server.baseUrl}/assets/big-def456.js`;
    const expected = `console.log(${JSON.stringify('city life '.repeat(400))});`;
    // Node's fetch decodes the body itself, so the text is the same whichever was sent.
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(expected);
    }
  });

  it('opens the app for a page whose path a GET call of the API shares', async () => {
    for (const route of ['/classified/mine', '/classified/mine/', '/poll/stat/3']) {
      const navigation = await fetch(server.baseUrl + route, {
        headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' },
      });
      expect(navigation.status, route).toBe(200);
      expect(await navigation.text(), route).toContain('app shell');
    }
    // The app's own call of the same path is still the API (here: sign in first).
    const call = await fetch(`${server.baseUrl}/classified/mine/`, {
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(call.status).toBe(401);
    expect((await call.json()) as unknown).toMatchObject({ code: 401 });
    // A call that answers browsers a page of its own keeps doing so (the payment sandbox).
    const sandbox = await fetch(`${server.baseUrl}/pay/sandbox/20260301000001`, {
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    });
    expect(await sandbox.text()).not.toContain('app shell');
    // So is /api/ and /dev/, whoever asks.
    const settings = await fetch(`${server.baseUrl}/api/getSettings/cstel`, {
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    });
    expect((await settings.json()) as unknown).toMatchObject({ code: 0 });
  });

  it('keeps API calls as API calls, even from a browser', async () => {
    const response = await fetch(`${server.baseUrl}/api/getSettings/cstel`, {
      headers: { accept: 'application/json, text/plain, */*' },
    });
    expect((await response.json()) as unknown).toMatchObject({ code: 0 });
  });
});
