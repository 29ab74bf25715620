import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@citylife/api-client';
import { buildServer } from '../../app.js';
import type { Database } from '../../db/database.js';
import { SEEDED_AT, TestClock } from '../../test/clock.js';
import {
  openAnotherConnection,
  startTestServer,
  testConfig,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

// Two server instances on one PostgreSQL database, each with a data directory of its own:
// a file uploaded through one is served by the other.

/** A 1x1 GIF89a: header, screen descriptor, 2-colour table, image descriptor, LZW data, trailer. */
const GIF = Buffer.from(
  '474946383961010001008000000000ffffff2c00000000010001000002024401003b',
  'hex',
);
/** The first bytes of a PNG, then padding: what the upload host sniffs is the signature. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);

const clock = new TestClock(SEEDED_AT);
const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'citylife-instance-')));
let first: TestServer;
let secondDatabase: Database;
let second: FastifyInstance;
let secondUrl: string;
let user: TestUser;

beforeAll(async () => {
  first = await startTestServer({ now: clock.now, config: { dataDir: dataDirs[0] } });
  secondDatabase = await openAnotherConnection(first.database);
  second = await buildServer({
    database: secondDatabase,
    now: clock.now,
    config: testConfig(secondDatabase, { dataDir: dataDirs[1], devTools: true }),
  });
  await second.listen({ host: '127.0.0.1', port: 0 });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  user = await first.createUser();
});

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A signed upload policy for the user, asked of the instance at `baseUrl`. */
function policyFrom(baseUrl: string) {
  const client = createApiClient({
    baseUrl,
    retries: 0,
    session: {
      getToken: () => user.token,
      getUserId: () => user.id,
      getLocale: () => 'en',
      getDevice: () => ({ test: true }),
      clear: () => {},
    },
  });
  return client.call((c) =>
    c.GET('/api/upconfig/{config}', { params: { path: { config: 'avatar' } } }),
  );
}

/** Uploads `bytes` through the instance at `baseUrl` with `policy`; answers the saved path. */
async function uploadThrough(
  baseUrl: string,
  policy: { policy: string; signature: string; bucket: string },
  bytes: Buffer,
  type: string,
) {
  const form = new FormData();
  form.set('policy', policy.policy);
  form.set('signature', policy.signature);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'picture');
  const response = await fetch(`${baseUrl}/${policy.bucket}/`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { url: string } };
  return `/uploads/${policy.bucket}${body.data.url}`;
}

describe('uploads on two instances of one PostgreSQL database', () => {
  it('keeps uploads in the database by default on a PostgreSQL server', () => {
    expect(first.database.kind).toBe('postgres');
    expect(first.app.ctx.config.uploadStore).toBe('database');
    expect(second.ctx.config.uploadStore).toBe('database');
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const address = await uploadThrough(
      first.baseUrl,
      await policyFrom(first.baseUrl),
      PNG,
      'image/png',
    );
    const served = await fetch(secondUrl + address);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const fromFirst = await fetch(first.baseUrl + address);
    expect(fromFirst.headers.get('etag')).toBe(served.headers.get('etag'));
    expect(fromFirst.headers.get('last-modified')).toBe(SEEDED_AT.toUTCString());

    const head = await fetch(secondUrl + address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
  });

  it('takes a policy one instance signed on the other, and serves the file back', async () => {
    const address = await uploadThrough(
      secondUrl,
      await policyFrom(first.baseUrl),
      GIF,
      'image/gif',
    );
    for (const baseUrl of [first.baseUrl, secondUrl]) {
      const served = await fetch(baseUrl + address);
      expect(served.status, baseUrl).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/gif');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(GIF);
    }
  });

  it('writes nothing to either instance’s data directory, and neither serves a file it was not given', async () => {
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'uploads')), dir).toBe(false);
    const response = await fetch(`${secondUrl}/uploads/citylife/avatar/${user.id}/missing.png`);
    expect(response.status).toBe(404);
  });
});
