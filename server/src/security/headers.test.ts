// The headers of every kind of answer, and who may read the API from another site.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../http/securityHeaders.js';
import { startTestServer, useTestServer } from '../test/harness.js';

const INLINE_SCRIPT = "document.title = 'boot';";
const INLINE_STYLE = '.boot-bar { display: flex; }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

// The app's pages come from this directory. Its hooks are registered before the server's:
// the pages are written before the server starts, and removed after it has closed.
const dir = mkdtempSync(path.join(os.tmpdir(), 'citylife-headers-'));
beforeAll(async () => {
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><style>${INLINE_STYLE}</style></head><body><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  await writeFile(
    path.join(dir, 'docs.html'),
    '<!doctype html><html><body><script>window.docs = 1;</script></body></html>',
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));
const server = useTestServer({
  docsHtml: path.join(dir, 'docs.html'),
  config: { appDist: dir, corsOrigins: ['https://partner.example'] },
});

const page = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
/** Every kind of answer: the app's pages, API calls and failures, files, the docs, the sandbox. */
const answers: [string, string, Record<string, string>][] = [
  ['the root', '/', page],
  ['an app route', '/home', page],
  ['an app route over an API path', '/classified/mine', page],
  ['an API call', '/api/getSettings/cstel', {}],
  ['an API failure', '/item/getById/999999', {}],
  ['an unknown call', '/api/nothing', {}],
  ['a file', '/static/pay/sandbox.js', {}],
  ['the sandbox page', '/pay/sandbox/20260301000001', { accept: 'text/html' }],
  ['the API reference', '/api/docs', page],
  ['the contract', '/api/openapi.yaml', {}],
];

describe('security headers', () => {
  it.each(answers)('are on %s', async (_name, url, headers) => {
    const answer = await server.app.inject({ url, headers });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("allow the app's own inline script and style by their hashes, and nothing inline else", async () => {
    const answer = await server.app.inject({ url: '/home', headers: page });
    expect(answer.body).toContain(INLINE_SCRIPT);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${escape(sha256(INLINE_SCRIPT))}'`));
    expect(csp).toMatch(new RegExp(`style-src 'self' 'sha256-${escape(sha256(INLINE_STYLE))}'`));
  });

  it("let pages served to WeChat's browser load WeChat's JS-SDK, and no other page", async () => {
    const wechat =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49';
    const scriptSources = async (userAgent: string) => {
      const answer = await server.app.inject({
        url: '/home',
        headers: { ...page, 'user-agent': userAgent },
      });
      expect(String(answer.headers.vary)).toMatch(/user-agent/i);
      const csp = String(answer.headers['content-security-policy']);
      return /script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
    };
    const inWechat = await scriptSources(wechat);
    expect(inWechat).toContain('https://res.wx.qq.com');
    expect(inWechat).toEqual([
      "'self'",
      `'sha256-${sha256(INLINE_SCRIPT)}'`,
      'https://res.wx.qq.com',
    ]);
    expect(await scriptSources('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toEqual([
      "'self'",
      `'sha256-${sha256(INLINE_SCRIPT)}'`,
    ]);
  });

  it('give the API reference its own inline script by hash', async () => {
    const answer = await server.app.inject({ url: '/api/docs', headers: page });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${sha256('window.docs = 1;')}'`);
    expect(csp).not.toContain(sha256(INLINE_SCRIPT));
  });

  it('let camera, position and motion sensors be used by the app itself only', () => {
    for (const feature of ['camera', 'geolocation', 'accelerometer', 'gyroscope', 'magnetometer']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=(self)`);
    }
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });

  it('ask for HTTPS only when served over TLS', async () => {
    const tls = await startTestServer({ config: { hsts: true } });
    const answer = await tls.app.inject({ url: '/api/getSettings/cstel' });
    await tls.close();
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(answer.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('CORS', () => {
  const read = (origin: string) =>
    server.app.inject({ url: '/api/getSettings/cstel', headers: { origin } });
  const preflight = (origin: string) =>
    server.app.inject({
      method: 'OPTIONS',
      url: '/user/getUserInfo/',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token',
      },
    });

  it('lets no foreign page read the API, nor a null origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:9999']) {
      expect((await read(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('lets a configured origin read it, and only that origin', async () => {
    const answer = await read('https://partner.example');
    expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example');
    const allowed = await preflight('https://partner.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('token');
  });

  it('is off entirely by default: same origin only', async () => {
    const plain = await startTestServer();
    const answer = await plain.app.inject({
      url: '/api/getSettings/cstel',
      headers: { origin: 'https://partner.example' },
    });
    await plain.close();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
