import { describe, expect, it } from 'vitest';
import { ApiError } from '@citylife/api-client';
import { eq } from 'drizzle-orm';
import { accessTokens } from '../db/schema/index.js';
import type { ServerModule } from '../modules/registry.js';
import { failureOf } from '../test/assertions.js';
import { useTestServer, useTestUser } from '../test/harness.js';
import { hashToken, revokeToken } from '../auth/tokens.js';

/** Handlers that only echo who called, to test the router's security enforcement. */
const echoModule: ServerModule = {
  name: 'echo',
  handlers: () => ({
    // Signed-in only: the handler always gets its caller.
    async getAddresses({ caller }) {
      return [
        {
          id: caller.id,
          contact: 'echo',
          phone: '13800138000',
          province: '',
          city: '',
          district: '',
          detail: '',
          zip: '',
          default: false,
        },
      ];
    },
    // Admin only.
    async approvePricelistItems({ caller }) {
      return { updated: caller.id } as never;
    },
    // Signed in or not.
    async getLatestPricelist({ caller }) {
      return { caller: caller ? caller.id : 'anonymous' } as never;
    },
    // No token taken: the handler is not told who called, whatever the request carries.
    async getSettings(request) {
      // @ts-expect-error an operation that takes no token has no caller to read
      const caller: unknown = request.caller;
      return { cstel: 'caller' in request || caller !== undefined ? 'told' : 'not told' };
    },
  }),
};

const server = useTestServer({ modules: [echoModule] });
const member = useTestUser(server);
const admin = useTestUser(server, { roles: ['admin'] });

const addresses = (client = server.client) => client.call((c) => c.GET('/user/getAddresses'));
const approve = (client = server.client) =>
  client.call((c) => c.POST('/pricelist/approveItem/', { body: { items: [1] } }));

describe('security requirements from the contract', () => {
  it('answers 401 on a signed-in call without a token, in the caller language', async () => {
    const error = await failureOf(addresses(server.clientFor(undefined, undefined, 'zh-Hans')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(401);
    expect(error?.payload.message).toBe('请先登录');
  });

  it('lets a signed-in caller through and tells the handler who it is', async () => {
    expect((await addresses(member.client))[0]?.id).toBe(member.id);
  });

  it('answers 401 for an unknown token, a token of another user id, and a revoked token', async () => {
    expect((await failureOf(addresses(server.clientFor('not-a-token', member.id))))?.status).toBe(
      401,
    );
    expect((await failureOf(addresses(server.clientFor(member.token, admin.id))))?.status).toBe(
      401,
    );
    const other = await server.createUser();
    await revokeToken(
      server.database.db,
      server.app.ctx.callerCache,
      hashToken(other.token),
      server.now(),
    );
    expect((await failureOf(addresses(other.client)))?.status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const other = await server.createUser();
    await server.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(server.now().getTime() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(other.token)));
    expect((await failureOf(addresses(other.client)))?.status).toBe(401);
  });

  it('answers 403 to a member on an admin call, and lets an admin through', async () => {
    const error = await failureOf(approve(member.client));
    expect(error?.status).toBe(403);
    expect(error?.payload.message).toBe('Request is not authorized');
    expect(await approve(admin.client)).toEqual({ updated: admin.id });
  });

  it('treats a call where signing in is optional as anonymous with a bad token, and as the caller with a good one', async () => {
    const latest = (client: typeof server.client) =>
      client.call((c) => c.GET('/pricelist/getLatest/'));
    expect(await latest(server.clientFor('bad', 1))).toEqual({ caller: 'anonymous' });
    expect(await latest(server.client)).toEqual({ caller: 'anonymous' });
    expect(await latest(member.client)).toEqual({ caller: member.id });
  });

  it('tells a handler of a call that takes no token nothing of its caller, even signed in', async () => {
    const settings = (client: typeof server.client) =>
      client.call((c) => c.GET('/api/getSettings/{keys}', { params: { path: { keys: 'cstel' } } }));
    expect(await settings(server.clientFor('bad', 1))).toEqual({ cstel: 'not told' });
    expect(await settings(member.client)).toEqual({ cstel: 'not told' });
    expect(await settings(admin.client)).toEqual({ cstel: 'not told' });
  });

  it('translates the invalid-request failure', async () => {
    const error = await failureOf(
      server
        .clientFor(undefined, undefined, 'mn')
        .call((c) => c.GET('/api/getSettings/{keys}', { params: { path: { keys: 'BAD' } } })),
    );
    expect(error?.status).toBe(400);
    expect(error?.payload.message).toMatch(/^Хүсэлт буруу байна: /);
  });
});
