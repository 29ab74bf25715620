import { describe, expect, it } from 'vitest';
import { ApiError } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.js';
import { seedSettings } from './settings.seed.js';
import { failureOf } from '../../test/assertions.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer();

const getSettings = (keys: string) =>
  server.client.call((c) => c.GET('/api/getSettings/{keys}', { params: { path: { keys } } }));

describe('GET /api/getSettings/{keys}', () => {
  it('answers the seeded site settings', async () => {
    const data = await getSettings('bgmusic,copyright,cstel,beian,csqr,csemail,theme');
    expect(data).toEqual(seedSettings);
  });

  it('reads the database, not a constant', async () => {
    await server.database.db
      .update(settings)
      .set({ value: '0477-1234567' })
      .where(eq(settings.key, 'cstel'));
    expect(await getSettings('cstel')).toEqual({ cstel: '0477-1234567' });
  });

  it('leaves out keys that have no value and answers each key once', async () => {
    expect(await getSettings('copyright,nosuchkey,copyright')).toEqual({
      copyright: seedSettings.copyright,
    });
  });

  it('accepts the path with a trailing slash', async () => {
    const response = await fetch(`${server.baseUrl}/api/getSettings/theme/`);
    expect(await response.json()).toEqual({ code: 0, data: { theme: 'default' } });
  });

  it.each(['CSTEL', 'cstel,,copyright', 'cstel;drop table settings', 'a'.repeat(40)])(
    'rejects the malformed key list %j with a 400 failure envelope',
    async (keys) => {
      const error = await failureOf(getSettings(keys));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).payload.code).toBe(400);
      expect((error as ApiError).payload.message).toMatch(/keys/);
    },
  );

  it('answers an unknown API path with a 404 failure envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/noSuchCall/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
