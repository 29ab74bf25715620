// @vitest-environment jsdom
// jsdom gives a real XMLHttpRequest that talks HTTP to the local test server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { createApiClient } from './client';
import { MB } from './shrink';
import { FileTooLargeError, UploadError, uploadFile } from './upload';
import { sendJson, startHttpServer, type RecordedRequest } from './test/httpServer';

let server: Awaited<ReturnType<typeof startHttpServer>>;
let failures: number;
let failWith: 'status' | 'drop' | 'refuse';

beforeAll(async () => {
  server = await startHttpServer();
  server.on('/api/upconfig/avatar', (_req, res) =>
    sendJson(res, 200, {
      code: 0,
      data: {
        policy: 'cG9saWN5',
        signature: 'c2lnbmF0dXJl',
        bucket: 'avatars',
        cdn: 'https://cdn.city.test/',
        expiresAt: '2026-11-21T10:00:00Z',
        maxSize: 2 * MB,
      },
    }),
  );
  server.on('/avatars/', (req: RecordedRequest, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      // Upload progress listeners make a cross-origin XHR ask first (CORS preflight).
      res.writeHead(204, { 'access-control-allow-methods': 'POST' });
      return void res.end();
    }
    if (failures > 0) {
      failures -= 1;
      if (failWith === 'drop') return void res.socket?.destroy();
      if (failWith === 'refuse')
        return sendJson(res, 413, { code: 413, message: 'File too large' });
      return sendJson(res, 503, { code: 503, message: 'busy' });
    }
    const text = req.body.toString('latin1');
    const ok =
      /name="policy"\r\n\r\ncG9saWN5\r\n/.test(text) &&
      /name="signature"\r\n\r\nc2lnbmF0dXJl\r\n/.test(text) &&
      /name="file"; filename="avatar.jpg"/.test(text);
    sendJson(
      res,
      ok ? 200 : 400,
      ok ? { code: 0, data: { url: 'a/42.jpg' } } : { code: 400, message: 'bad form' },
    );
  });
});
afterAll(() => server.close());
afterEach(() => {
  failures = 0;
  failWith = 'status';
  server.requests.length = 0;
});

const posts = () => server.hits('/avatars/').filter((r) => r.method === 'POST');
const client = () => createApiClient({ baseUrl: server.baseUrl, timeoutMs: 2000 });
const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/jpeg' });

describe('uploadFile', () => {
  it('posts file, policy and signature and answers the CDN-prefixed URL, with progress to 100', async () => {
    const progress: number[] = [];
    const result = await uploadFile(client(), jpeg(300_000), {
      config: 'avatar',
      fileName: 'avatar.jpg',
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ url: 'https://cdn.city.test/a/42.jpg', shrunk: false, size: 300_000 });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
    expect(posts()).toHaveLength(1);
  });

  it('retries a failed upload twice and then succeeds', async () => {
    failures = 2;
    const result = await uploadFile(client(), jpeg(1000), {
      config: 'avatar',
      fileName: 'avatar.jpg',
    });
    expect(result.url).toBe('https://cdn.city.test/a/42.jpg');
    expect(posts()).toHaveLength(3);
  });

  it('retries a dropped connection', async () => {
    failures = 1;
    failWith = 'drop';
    await expect(
      uploadFile(client(), jpeg(1000), { config: 'avatar', fileName: 'avatar.jpg' }),
    ).resolves.toMatchObject({ url: 'https://cdn.city.test/a/42.jpg' });
    expect(posts()).toHaveLength(2);
  });

  it('gives up after 2 retries with upload.failed', async () => {
    failures = 5;
    const error = await uploadFile(client(), jpeg(1000), {
      config: 'avatar',
      fileName: 'avatar.jpg',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe('upload.failed');
    expect((error as UploadError).serverMessage).toBe('busy');
    expect(posts()).toHaveLength(3);
  });

  it('does not retry what the upload host refused', async () => {
    failures = 5;
    failWith = 'refuse';
    const error = (await uploadFile(client(), jpeg(1000), {
      config: 'avatar',
      fileName: 'avatar.jpg',
    }).catch((e: unknown) => e)) as UploadError;
    expect(error.status).toBe(413);
    expect(error.serverMessage).toBe('File too large');
    expect(posts()).toHaveLength(1);
  });

  it('shrinks an image over 2 MB before sending it', async () => {
    const qualities: number[] = [];
    const result = await uploadFile(client(), jpeg(3 * MB), {
      config: 'avatar',
      fileName: 'avatar.jpg',
      shrink: {
        encode: async (_image, quality) => {
          qualities.push(quality);
          return jpeg(Math.round(2 * MB * quality));
        },
      },
    });
    expect(qualities).toEqual([0.7, 0.6, 0.5]);
    expect(result.shrunk).toBe(true);
    expect(result.size).toBe(Math.round(2 * MB * 0.5));
    const sent = posts()[0]!.body.length;
    expect(sent).toBeGreaterThan(result.size);
    expect(sent).toBeLessThan(result.size + 2000);
  });

  it('refuses, unsent, a file still over the size limit after shrinking', async () => {
    const error = await uploadFile(client(), jpeg(3 * MB), {
      config: 'avatar',
      fileName: 'avatar.jpg',
      shrink: { encode: async () => jpeg(2 * MB + 1) },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as FileTooLargeError).maxSize).toBe(2 * MB);
    expect(posts()).toHaveLength(0);
  });

  it('refuses, unsent, a file over the limit that is not an image', async () => {
    const pdf = new Blob([new Uint8Array(2 * MB + 1)], { type: 'application/pdf' });
    const error = await uploadFile(client(), pdf, { config: 'avatar' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect(posts()).toHaveLength(0);
  });
});
