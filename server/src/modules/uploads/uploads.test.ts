import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { ConfigError, readConfig } from '../../config.js';
import { uploadObjects } from '../../db/schema/index.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestDatabase, useTestServer, type TestUser } from '../../test/harness.js';
import { DatabaseUploadStore, DirectoryUploadStore, type UploadStore } from './store.js';

/** Real images of every accepted kind, drawn and encoded by a canvas library. */
function drawn(type: 'image/png' | 'image/jpeg' | 'image/webp'): Buffer {
  const canvas = createCanvas(16, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c0392b';
  context.fillRect(0, 0, 16, 16);
  context.fillStyle = '#2980b9';
  context.fillRect(4, 4, 8, 8);
  return type === 'image/png'
    ? canvas.toBuffer('image/png')
    : type === 'image/jpeg'
      ? canvas.toBuffer('image/jpeg')
      : canvas.toBuffer('image/webp');
}

/** A 16×16 PNG as the file part of a form. */
const pngPart = () => new Blob([new Uint8Array(drawn('image/png'))], { type: 'image/png' });

/** An upload form as a browser sends it: the policy, the signature, then a PNG named `name`. */
function uploadForm(policy: string, signature: string, name: string): FormData {
  const form = new FormData();
  form.set('policy', policy);
  form.set('signature', signature);
  form.set('file', pngPart(), name);
  return form;
}

/** A 1x1 GIF89a: header, screen descriptor, 2-colour table, image descriptor, LZW data, trailer. */
const GIF = Buffer.from(
  '474946383961010001008000000000ffffff2c00000000010001000002024401003b',
  'hex',
);

const SECRET = 'uploads-test-secret';

describe.each(['directory', 'database'] as const)('with the %s upload store', (uploadStore) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citylife-uploads-'));
  // Removed after the server has closed (hooks registered earlier run their teardown later).
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const server = useTestServer({
    at: SEEDED_AT,
    config: { dataDir, secret: SECRET, uploadStore },
  });
  let user: TestUser;
  beforeAll(async () => {
    user = await server.createUser();
  });

  const uploadConfig = (config = 'avatar', client = user.client) =>
    client.call((c) => c.GET('/api/upconfig/{config}', { params: { path: { config } } }));

  interface Form {
    policy?: string;
    signature?: string;
    file?: { bytes: Uint8Array; type: string; name?: string };
    extra?: Record<string, string>;
  }

  /** Posts a real multipart body to the upload host. */
  async function post(bucket: string, form: Form) {
    const body = new FormData();
    if (form.policy !== undefined) body.set('policy', form.policy);
    if (form.signature !== undefined) body.set('signature', form.signature);
    if (form.file) {
      body.set(
        'file',
        new Blob([new Uint8Array(form.file.bytes)], { type: form.file.type }),
        form.file.name ?? 'avatar.jpg',
      );
    }
    for (const [name, value] of Object.entries(form.extra ?? {})) body.set(name, value);
    const response = await fetch(`${server.baseUrl}/${bucket}/`, {
      method: 'POST',
      body,
      headers: { 'x-request-locale': 'en' },
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; data?: { url: string }; message?: string },
    };
  }

  async function upload(bytes: Uint8Array, type: string, name?: string) {
    const config = await uploadConfig();
    return { config, ...(await post(config.bucket, { ...config, file: { bytes, type, name } })) };
  }

  /**
   * Expects the store to hold `bytes` of `type` at `key` (a file under the data directory, or
   * a row of upload_objects stored at the server's clock); answers when it was stored.
   */
  async function storedFile(key: string, bytes: Uint8Array, type: string): Promise<Date> {
    if (uploadStore === 'directory') {
      const file = path.join(dataDir, 'uploads', ...key.split('/'));
      expect(await readFile(file)).toEqual(bytes);
      return (await stat(file)).mtime;
    }
    const [row] = await server.database.db
      .select()
      .from(uploadObjects)
      .where(eq(uploadObjects.key, key));
    expect(row).toBeDefined();
    expect(Buffer.from(row!.bytes)).toEqual(Buffer.from(bytes));
    expect(row!.contentType).toBe(type);
    expect(row!.size).toBe(bytes.length);
    expect(row!.createdAt).toEqual(server.clock.now());
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    return row!.createdAt;
  }

  describe('GET /api/upconfig/{config}', () => {
    it('answers a signed base64 JSON policy for the bucket, 30 minutes, 2 MB, images only', async () => {
      const config = await uploadConfig('avatar');
      expect(config.bucket).toBe('citylife');
      expect(config.maxSize).toBe(2 * 1024 * 1024);
      expect(config.cdn).toBe(`${server.baseUrl}/uploads/citylife`);
      expect(new Date(config.expiresAt).getTime()).toBe(
        server.clock.now().getTime() + 30 * 60 * 1000,
      );
      const policy = JSON.parse(Buffer.from(config.policy, 'base64').toString('utf8')) as Record<
        string,
        unknown
      >;
      expect(policy).toEqual({
        bucket: 'citylife',
        'save-key': `/avatar/${user.id}/{random}{suffix}`,
        expiration: Math.floor((server.clock.now().getTime() + 30 * 60 * 1000) / 1000),
        'content-length-range': [1, 2097152],
        'allow-file-type': 'image/*',
      });
      const expected = createHmac('sha256', SECRET).update(config.policy).digest('hex');
      expect(config.signature).toBe(expected);
    });

    it('knows the avatar, classified, attraction, poll, review and event configs', async () => {
      for (const name of ['classified', 'attraction', 'poll', 'review', 'event']) {
        const config = await uploadConfig(name);
        const policy = JSON.parse(Buffer.from(config.policy, 'base64').toString('utf8')) as {
          'save-key': string;
        };
        expect(policy['save-key']).toBe(`/${name}/${user.id}/{random}{suffix}`);
      }
      const error = await failureOf(uploadConfig('banner'));
      expect(error.status).toBe(404);
    });

    describe('with PUBLIC_URL set', () => {
      const hosted = useTestServer({
        config: { dataDir, secret: SECRET, publicUrl: 'https://city.example' },
      });

      it('uses it for the cdn', async () => {
        const member = await hosted.createUser();
        const config = await member.client.call((c) =>
          c.GET('/api/upconfig/{config}', { params: { path: { config: 'avatar' } } }),
        );
        expect(config.cdn).toBe('https://city.example/uploads/citylife');
      });

      it('keeps uploads in the database on a PostgreSQL server, else in the directory', () => {
        expect(hosted.app.ctx.config.uploadStore).toBe(
          hosted.database.kind === 'postgres' ? 'database' : 'directory',
        );
      });
    });

    it('answers 401 when signed out and 400 for a malformed config name', async () => {
      expect(await statusOf(uploadConfig('avatar', server.client))).toBe(401);
      for (const name of ['Avatar', '1avatar', 'a'.repeat(33)]) {
        expect(await statusOf(uploadConfig(name)), name).toBe(400);
      }
    });
  });

  describe('POST /{bucket}/', () => {
    it.each([
      ['image/png', '.png'],
      ['image/jpeg', '.jpg'],
      ['image/webp', '.webp'],
    ] as const)('stores a real %s in the store and serves it', async (type, suffix) => {
      const bytes = drawn(type);
      const { config, status, body } = await upload(bytes, type);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      const url = body.data!.url;
      expect(url).toMatch(new RegExp(`^/avatar/${user.id}/[0-9a-f]{32}\\${suffix}$`));
      const storedAt = await storedFile(`citylife${url}`, bytes, type);

      const served = await fetch(config.cdn + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      expect(served.headers.get('last-modified')).toBe(storedAt.toUTCString());
      expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    });

    it('answers HEAD with the headers and no body, and 304 to a current copy', async () => {
      const bytes = drawn('image/png');
      const { config, body } = await upload(bytes, 'image/png');
      const address = config.cdn + body.data!.url;
      const served = await fetch(address);
      const etag = served.headers.get('etag')!;
      const lastModified = served.headers.get('last-modified')!;

      const head = await fetch(address, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('image/png');
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect(head.headers.get('etag')).toBe(etag);
      expect((await head.arrayBuffer()).byteLength).toBe(0);

      const byTag = await fetch(address, { headers: { 'if-none-match': `"other", ${etag}` } });
      expect(byTag.status).toBe(304);
      expect(byTag.headers.get('etag')).toBe(etag);
      expect((await byTag.arrayBuffer()).byteLength).toBe(0);
      const otherTag = await fetch(address, { headers: { 'if-none-match': '"other"' } });
      expect(otherTag.status).toBe(200);
      expect(Buffer.from(await otherTag.arrayBuffer())).toEqual(bytes);

      const byDate = await fetch(address, { headers: { 'if-modified-since': lastModified } });
      expect(byDate.status).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      const stale = await fetch(address, { headers: { 'if-modified-since': earlier } });
      expect(stale.status).toBe(200);
    });

    it('answers 404 with a translated message for a file it does not hold, GET or HEAD', async () => {
      const { config, body } = await upload(drawn('image/png'), 'image/png');
      const missing = config.cdn + body.data!.url.replace(/[0-9a-f]{32}/, '0'.repeat(32));
      for (const [locale, message] of [
        ['en', 'No such file'],
        ['zh-Hans', '文件不存在'],
        ['mn', 'Ийм файл олдсонгүй'],
      ] as const) {
        const response = await fetch(missing, { headers: { 'x-request-locale': locale } });
        expect(response.status).toBe(404);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await response.json()).toEqual({ code: 404, message });
      }
      expect((await fetch(missing, { method: 'HEAD' })).status).toBe(404);
      for (const address of ['/uploads/', '/uploads/citylife', '/uploads/citylife/']) {
        expect((await fetch(server.baseUrl + address)).status, address).toBe(404);
      }
    });

    it('stores a GIF and gives every file a new random name', async () => {
      const first = await upload(GIF, 'image/gif', 'a.gif');
      const second = await upload(GIF, 'image/gif', 'a.gif');
      expect(first.body.data!.url).toMatch(/\.gif$/);
      expect(first.body.data!.url).not.toBe(second.body.data!.url);
    });

    it('accepts a policy for several files until it expires', async () => {
      const config = await uploadConfig();
      const file = { bytes: drawn('image/png'), type: 'image/png' };
      expect((await post('citylife', { ...config, file })).status).toBe(200);
      server.clock.advance(29 * 60 * 1000);
      expect((await post('citylife', { ...config, file })).status).toBe(200);
      server.clock.advance(60 * 1000 + 1000);
      const expired = await post('citylife', { ...config, file });
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe('The upload policy has expired, please retry');
    });

    it('accepts exactly 2 MB and refuses a larger file with 422', async () => {
      const png = drawn('image/png');
      const padded = (size: number) => {
        const bytes = Buffer.alloc(size);
        png.copy(bytes);
        return bytes;
      };
      const fits = await upload(padded(2 * 1024 * 1024), 'image/png');
      expect(fits.status).toBe(200);
      const tooLarge = await upload(padded(2 * 1024 * 1024 + 1), 'image/png');
      expect(tooLarge.status).toBe(422);
      expect(tooLarge.body).toEqual({ code: 422, message: 'File size should be less than 2MB' });
    });

    it('refuses a body far over the limit with 422 without storing it', async () => {
      const { status, body } = await upload(Buffer.alloc(9 * 1024 * 1024), 'image/png');
      expect(status).toBe(422);
      expect(body.code).toBe(422);
    });

    it('refuses files that are not images, whatever they claim, with 422', async () => {
      const cases: [Uint8Array, string][] = [
        [Buffer.from('plain text, not a picture'), 'image/png'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
        [drawn('image/png'), 'text/plain'],
        [Buffer.from('%PDF-1.7'), 'application/pdf'],
        [new Uint8Array(0), 'image/png'],
      ];
      for (const [bytes, type] of cases) {
        const { status, body } = await upload(bytes, type, 'avatar.jpg');
        expect(status, type).toBe(422);
        expect(body.code, type).toBe(422);
      }
    });

    it('refuses a wrong signature and a tampered policy with 403', async () => {
      const config = await uploadConfig();
      const file = { bytes: drawn('image/png'), type: 'image/png' };
      const flipped = (config.signature[0] === 'a' ? 'b' : 'a') + config.signature.slice(1);
      const wrong = await post('citylife', { ...config, signature: flipped, file });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('The upload signature does not match the policy');

      const content = JSON.parse(Buffer.from(config.policy, 'base64').toString('utf8')) as Record<
        string,
        unknown
      >;
      const tampered = Buffer.from(
        JSON.stringify({ ...content, 'save-key': '/avatar/1/{random}{suffix}' }),
      ).toString('base64');
      expect((await post('citylife', { ...config, policy: tampered, file })).status).toBe(403);
      expect((await post('citylife', { ...config, signature: 'not-hex', file })).status).toBe(403);
    });

    it('refuses a policy signed with another secret', async () => {
      const config = await uploadConfig();
      const signature = createHmac('sha256', 'another secret').update(config.policy).digest('hex');
      const file = { bytes: drawn('image/png'), type: 'image/png' };
      expect((await post('citylife', { ...config, signature, file })).status).toBe(403);
    });

    it('answers 404 for an unknown bucket and 400 for a malformed one', async () => {
      const config = await uploadConfig();
      const file = { bytes: drawn('image/png'), type: 'image/png' };
      expect((await post('otherbucket', { ...config, file })).status).toBe(404);
      expect((await post('Bad_Bucket', { ...config, file })).status).toBe(400);
    });

    it('answers 400 for a missing field, an unknown field or a body that is not multipart', async () => {
      const config = await uploadConfig();
      const file = { bytes: drawn('image/png'), type: 'image/png' };
      const missing: Form[] = [
        { signature: config.signature, file },
        { policy: config.policy, file },
        { policy: config.policy, signature: config.signature },
        { ...config, file, extra: { path: '../../etc' } },
      ];
      for (const form of missing) {
        const { status, body } = await post('citylife', form);
        expect(status).toBe(400);
        expect(body.code).toBe(400);
      }
      const json = await fetch(`${server.baseUrl}/citylife/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ policy: config.policy, signature: config.signature }),
      });
      expect(json.status).toBe(400);
      const broken = await fetch(`${server.baseUrl}/citylife/`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
        body: 'this is not a multipart body',
      });
      expect(broken.status).toBe(400);
    });

    it('checks the policy before reading a file sent after it, and takes a file sent first', async () => {
      const config = await uploadConfig();
      const flipped = (config.signature[0] === 'a' ? 'b' : 'a') + config.signature.slice(1);
      // A form whose file part never ends: read to its end it would be malformed (400).
      const form = uploadForm(config.policy, flipped, 'avatar.jpg');
      const request = new Request(`${server.baseUrl}/citylife/`, { method: 'POST', body: form });
      const whole = Buffer.from(await request.arrayBuffer());
      const cut = whole.subarray(0, whole.length - 200);
      for (const [locale, message] of [
        ['en', 'The upload signature does not match the policy'],
        ['zh-Hans', '上传签名与策略不符'],
        ['mn', 'Байршуулах гарын үсэг бодлоготой таарахгүй байна'],
      ] as const) {
        const refused = await fetch(`${server.baseUrl}/citylife/`, {
          method: 'POST',
          headers: {
            'content-type': request.headers.get('content-type')!,
            'x-request-locale': locale,
          },
          body: cut,
        });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ code: 403, message });
      }

      // With a good signature the file is read, and a form cut short in it is malformed.
      const good = uploadForm(config.policy, config.signature, 'avatar.jpg');
      const goodRequest = new Request(`${server.baseUrl}/citylife/`, {
        method: 'POST',
        body: good,
      });
      const goodBytes = Buffer.from(await goodRequest.arrayBuffer());
      const malformed = await fetch(`${server.baseUrl}/citylife/`, {
        method: 'POST',
        headers: {
          'content-type': goodRequest.headers.get('content-type')!,
          'x-request-locale': 'en',
        },
        body: goodBytes.subarray(0, goodBytes.length - 200),
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        code: 400,
        message: 'The upload is not a valid multipart form',
      });

      const fileFirst = new FormData();
      fileFirst.set('file', pngPart(), 'a.png');
      fileFirst.set('policy', config.policy);
      fileFirst.set('signature', config.signature);
      const stored = await fetch(`${server.baseUrl}/citylife/`, {
        method: 'POST',
        body: fileFirst,
      });
      expect(stored.status).toBe(200);
      fileFirst.set('signature', flipped);
      const late = await fetch(`${server.baseUrl}/citylife/`, { method: 'POST', body: fileFirst });
      expect(late.status).toBe(403);
    });

    it('refuses a form of more than a policy, a signature and one file, or a field too long', async () => {
      const config = await uploadConfig();
      const send = async (build: (form: FormData) => void, locale = 'en') => {
        const form = new FormData();
        build(form);
        const response = await fetch(`${server.baseUrl}/citylife/`, {
          method: 'POST',
          body: form,
          headers: { 'x-request-locale': locale },
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const tooMany = {
        en: 'The upload form holds a policy, a signature and one file, nothing more',
        'zh-Hans': '上传表单只能包含 policy、signature 和一个文件',
        mn: 'Байршуулах маягт зөвхөн бодлого, гарын үсэг болон нэг файлаас бүрдэх ёстой',
      };
      for (const [locale, message] of Object.entries(tooMany)) {
        const twoFiles = await send((form) => {
          form.append('policy', config.policy);
          form.append('signature', config.signature);
          form.append('file', pngPart(), 'a.png');
          form.append('file', pngPart(), 'b.png');
        }, locale);
        expect(twoFiles).toEqual({ status: 400, body: { code: 400, message } });
      }
      const twoPolicies = await send((form) => {
        form.append('policy', config.policy);
        form.append('policy', config.policy);
        form.append('signature', config.signature);
        form.append('file', pngPart(), 'a.png');
      });
      expect(twoPolicies).toEqual({ status: 400, body: { code: 400, message: tooMany.en } });
      const long = await send((form) => {
        form.append('policy', 'a'.repeat(4097));
        form.append('signature', config.signature);
        form.append('file', pngPart(), 'a.png');
      });
      expect(long).toEqual({ status: 400, body: { code: 400, message: 'policy is too long' } });
      const asText = await send((form) => {
        form.append('file', 'not a file');
        form.append('policy', config.policy);
        form.append('signature', config.signature);
      });
      expect(asText).toEqual({ status: 400, body: { code: 400, message: 'file required' } });
    });

    it('ends the connection of a body of unknown length once it outgrows any upload form', async () => {
      const config = await uploadConfig();
      const form = uploadForm(config.policy, config.signature, 'a.png');
      const request = new Request(`${server.baseUrl}/citylife/`, { method: 'POST', body: form });
      // A good form followed by 3 MB after its last boundary (which a parser skips).
      const bytes = Buffer.concat([
        Buffer.from(await request.arrayBuffer()),
        Buffer.alloc(3 * 1024 * 1024, 'x'),
      ]);
      let sent = 0;
      // Sent in pieces of 64 KB without a Content-Length (chunked).
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(sent, sent + 65536));
          sent += 65536;
        },
      });
      const answer = await fetch(`${server.baseUrl}/citylife/`, {
        method: 'POST',
        headers: { 'content-type': request.headers.get('content-type')! },
        body,
        duplex: 'half',
      } as RequestInit).then(
        (response) => response.status,
        () => 'connection ended',
      );
      expect(answer).toBe('connection ended');
    });

    it('serves nothing outside the uploads directory', async () => {
      await writeFile(path.join(dataDir, 'secret.png'), drawn('image/png'));
      for (const address of [
        '/uploads/..%2f..%2fetc/passwd',
        '/uploads/..%2fsecret.png',
        '/uploads/citylife/..%2f..%2fsecret.png',
        '/uploads/citylife/.hidden.png',
      ]) {
        const response = await fetch(server.baseUrl + address);
        expect(response.status, address).toBe(404);
      }
    });
  });
});

describe('upload stores', () => {
  const database = useTestDatabase();
  const root = mkdtempSync(path.join(os.tmpdir(), 'citylife-upload-store-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const stores: [string, () => UploadStore][] = [
    ['directory', () => new DirectoryUploadStore(root)],
    ['database', () => new DatabaseUploadStore(database.db, () => SEEDED_AT)],
  ];

  it.each(stores)('%s: writes a key once and never replaces it', async (_kind, storeOf) => {
    const store = storeOf();
    const key = 'citylife/avatar/7/0123456789abcdef.png';
    const first = drawn('image/png');
    expect(await store.get(key)).toBeUndefined();
    expect(await store.put(key, first, 'image/png')).toBe(true);
    expect(await store.put(key, GIF, 'image/gif')).toBe(false);
    const stored = await store.get(key);
    expect(stored && Buffer.from(stored.bytes)).toEqual(first);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(first.length);
    expect(await store.get('citylife/avatar/7/other.png')).toBeUndefined();
  });

  it.each(stores)('%s: holds no key outside a bucket', async (_kind, storeOf) => {
    const store = storeOf();
    for (const key of [
      '../escape.png',
      'citylife/../../escape.png',
      'citylife',
      '/citylife/a.png',
    ]) {
      await expect(store.put(key, GIF, 'image/gif'), key).rejects.toThrow(/key/);
      expect(await store.get(key), key).toBeUndefined();
    }
    expect(existsSync(path.join(root, '..', 'escape.png'))).toBe(false);
  });

  it('keeps the time of the server clock in the database', async () => {
    const store = new DatabaseUploadStore(database.db, () => SEEDED_AT);
    await store.put('citylife/poll/3/abc.gif', GIF, 'image/gif');
    expect((await store.get('citylife/poll/3/abc.gif'))?.storedAt).toEqual(SEEDED_AT);
  });
});

describe('UPLOAD_STORE', () => {
  it('is the database with a PostgreSQL server and the directory on the embedded database', () => {
    expect(readConfig({}).uploadStore).toBe('directory');
    expect(readConfig({ DATABASE_URL: 'postgres://db.example/citylife' }).uploadStore).toBe(
      'database',
    );
    expect(readConfig({ UPLOAD_STORE: 'database' }).uploadStore).toBe('database');
    expect(
      readConfig({ DATABASE_URL: 'postgres://db.example/citylife', UPLOAD_STORE: 'directory' })
        .uploadStore,
    ).toBe('directory');
  });

  it('refuses any other store with a ConfigError naming the setting', () => {
    for (const value of ['s3', 'Database', 'disk']) {
      expect(() => readConfig({ UPLOAD_STORE: value }), value).toThrow(ConfigError);
      expect(() => readConfig({ UPLOAD_STORE: value }), value).toThrow(
        `UPLOAD_STORE must be database or directory, not "${value}"`,
      );
    }
  });
});
