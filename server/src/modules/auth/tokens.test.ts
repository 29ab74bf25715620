import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashToken, issueToken } from '../../auth/tokens.js';
import { accessTokens, users, wechatAccounts } from '../../db/schema/index.js';
import { captchaAnswer } from '../../test/accounts.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { SEEDED_AT } from '../../test/clock.js';
import { useTestServer, type TestServer } from '../../test/harness.js';
import { useWechatStandIn } from '../../test/wechat.js';

const server = useTestServer();
/** A second server on a clock the tests move. */
const timed = useTestServer({ at: SEEDED_AT });

const tokenAuth = (token: string, client = server.client) =>
  client.call((c) => c.POST('/user/tokenAuth/', { body: { token } }));
const checkToken = (token: string) =>
  server.client.call((c) => c.GET('/user/checkToken/{token}', { params: { path: { token } } }));
const userInfo = (token: string, userId: number) =>
  server.clientFor(token, userId).call((c) => c.GET('/user/getUserInfo/'));
const unknownToken = (n: number) => `unknown-token-${n}`.padEnd(43, 'x');

describe('POST /user/tokenAuth/', () => {
  it('answers the same token with its expiry and the user info', async () => {
    const user = await server.createUser({ nickname: '令牌用户' });
    const result = await tokenAuth(user.token);
    expect(result.token).toBe(user.token);
    expect(result.user).toEqual({ id: user.id, avatar: '', nickname: '令牌用户', roles: [] });
    const [row] = await server.database.db
      .select({ expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(user.token)));
    expect(result.expiresAt).toBe(row!.expiresAt.toISOString());
    // No new token was issued.
    const tokens = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });

  it('refuses unknown, expired and revoked tokens with 422', async () => {
    const expired = await server.createUser();
    await server.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(server.now().getTime() - 1000) })
      .where(eq(accessTokens.userId, expired.id));
    const revoked = await server.createUser();
    await revoked.client.call((c) => c.POST('/user/logout/'));
    for (const token of [unknownToken(1), expired.token, revoked.token]) {
      const error = await failureOf(tokenAuth(token));
      expect(error.status).toBe(422);
      expect(error.payload.message).toBe('Token invalid or expired');
    }
  });

  it('rejects a malformed token with 400', async () => {
    for (const token of ['short', 'has spaces in it and is long enough to pass', 'x'.repeat(129)]) {
      expect(await statusOf(tokenAuth(token)), token).toBe(400);
    }
  });

  it('answers 429 after 20 failed attempts from one client address within 15 minutes', async () => {
    const valid = await timed.createUser();
    // The failures of the test above happened on the other server.
    for (let i = 0; i < 20; i += 1) {
      const error = await failureOf(tokenAuth(unknownToken(100 + i), timed.client));
      expect(error.status, `attempt ${i + 1}`).toBe(422);
    }
    expect(await statusOf(tokenAuth(valid.token, timed.client))).toBe(429);
    timed.clock.advance(15 * 60 * 1000 + 1000);
    expect((await tokenAuth(valid.token, timed.client)).user.id).toBe(valid.id);
  });
});

describe('GET /user/checkToken/{token}', () => {
  it('tells a valid token with its expiry and user, and an invalid one with valid: false', async () => {
    const user = await server.createUser({ nickname: '检查' });
    const valid = await checkToken(user.token);
    expect(valid).toMatchObject({ valid: true, user: { id: user.id, nickname: '检查' } });
    expect(await checkToken(unknownToken(2))).toEqual({ valid: false });
  });

  it('reports a token past its 7 days as invalid', async () => {
    const form = await passcodeSignIn(timed, '13800138000');
    const check = (token: string) =>
      timed.client.call((c) => c.GET('/user/checkToken/{token}', { params: { path: { token } } }));
    expect((await check(form.token)).valid).toBe(true);
    timed.clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await check(form.token)).valid).toBe(true);
    timed.clock.advance(2000);
    expect(await check(form.token)).toEqual({ valid: false });
    const error = await failureOf(
      timed.clientFor(form.token, form.user.id).call((c) => c.GET('/user/getUserInfo/')),
    );
    expect(error.status).toBe(401);
  });

  it('rejects a malformed token with 400', async () => {
    expect(await statusOf(checkToken('bad token!'))).toBe(400);
  });
});

describe('POST /user/logout/', () => {
  it('revokes the caller’s token only', async () => {
    const user = await server.createUser();
    const second = await issueToken(server.database.db, user.id, server.now());
    expect(await user.client.call((c) => c.POST('/user/logout/'))).toBeNull();
    expect(await statusOf(userInfo(user.token, user.id))).toBe(401);
    expect((await userInfo(second.token, user.id)).id).toBe(user.id);
    const again = await failureOf(user.client.call((c) => c.POST('/user/logout/')));
    expect(again.status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect(await statusOf(server.client.call((c) => c.POST('/user/logout/')))).toBe(401);
  });
});

describe('GET /user/getUserInfo/', () => {
  it('answers the caller’s id, avatar, nickname and roles', async () => {
    const admin = await server.createUser({ roles: ['admin'], nickname: '管理' });
    await server.database.db
      .update(users)
      .set({ avatar: '/uploads/citylife/avatar/1/a.png' })
      .where(eq(users.id, admin.id));
    expect(await userInfo(admin.token, admin.id)).toEqual({
      id: admin.id,
      avatar: '/uploads/citylife/avatar/1/a.png',
      nickname: '管理',
      roles: ['admin'],
    });
  });

  it('answers 401 for a token sent with another user id', async () => {
    const one = await server.createUser();
    const two = await server.createUser();
    expect(await statusOf(userInfo(one.token, two.id))).toBe(401);
  });
});

/** Signs in through captcha and passcode as an automated client (a challenge for each call). */
async function passcodeSignIn(target: TestServer, mobile: string) {
  const sessionId = `tokens-test-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const form = async () => ({
    mobile,
    sessionId,
    captchainput: await captchaAnswer(target, sessionId, mobile),
  });
  const sent = await form();
  await target.client.call((c) => c.POST('/user/sendMobileLoginCode/', { body: sent }));
  const [message] = await target.client.call((c) =>
    c.GET('/dev/outbox/', { params: { query: { to: mobile, kind: 'passcode', limit: 1 } } }),
  );
  const signIn = await form();
  return target.client.call((c) =>
    c.POST('/user/mobileAuth/', { body: { ...signIn, passcode: message!.code } }),
  );
}

describe('GET /oauth/wechatCodeAuth/', () => {
  it('answers 422 when no WeChat application is configured', async () => {
    const error = await failureOf(
      server.client.call((c) =>
        c.GET('/oauth/wechatCodeAuth/', { params: { query: { code: 'abc123' } } }),
      ),
    );
    expect(error.status).toBe(422);
    expect(error.payload.message).toBe('WeChat sign-in is not available');
  });

  it('rejects a missing or malformed code with 400', async () => {
    for (const query of ['', '?code=', '?code=bad%20code']) {
      const response = await fetch(`${server.baseUrl}/oauth/wechatCodeAuth/${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  describe('with a WeChat application', () => {
    const requests: URL[] = [];
    /** A local stand-in for WeChat's OAuth API, answering as its documentation shows. */
    const withWechat = useWechatStandIn((request, response) => {
      const url = new URL(request.url ?? '/', 'http://wechat.local');
      requests.push(url);
      response.setHeader('content-type', 'text/plain');
      if (url.pathname === '/sns/oauth2/access_token') {
        const code = url.searchParams.get('code') ?? '';
        if (url.searchParams.get('secret') !== 'app-secret' || !code.startsWith('good')) {
          response.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
          return;
        }
        const openid = `openid-${code.split('-')[1] ?? '0'}`;
        const scope = code.includes('info') ? 'snsapi_userinfo' : 'snsapi_base';
        response.end(JSON.stringify({ access_token: `at-${openid}`, openid, scope }));
        return;
      }
      if (url.pathname === '/sns/userinfo') {
        response.end(
          JSON.stringify({
            openid: url.searchParams.get('openid'),
            nickname: '微信昵称',
            headimgurl: 'https://thirdwx.example/avatar.png',
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
    // Test servers start after the stand-in above and close before it.
    const wechat = useTestServer({
      auth: withWechat,
      // WeChat's avatars come from its picture host, which this server allows.
      config: { pictureOrigins: ['https://thirdwx.example'] },
    });

    const wechatSignIn = (code: string) =>
      wechat.client.call((c) => c.GET('/oauth/wechatCodeAuth/', { params: { query: { code } } }));

    it('creates a user for a new WeChat account with its nickname and avatar, once', async () => {
      const first = await wechatSignIn('good-1-info');
      expect(first.user).toEqual({
        id: expect.any(Number),
        avatar: 'https://thirdwx.example/avatar.png',
        nickname: '微信昵称',
        roles: [],
      });
      const exchange = requests.find((url) => url.pathname === '/sns/oauth2/access_token');
      expect(exchange?.searchParams.get('appid')).toBe('wx-app');
      expect(exchange?.searchParams.get('grant_type')).toBe('authorization_code');
      const again = await wechatSignIn('good-1');
      expect(again.user.id).toBe(first.user.id);
      expect(again.token).not.toBe(first.token);
      const links = await wechat.database.db
        .select()
        .from(wechatAccounts)
        .where(eq(wechatAccounts.openid, 'openid-1'));
      expect(links).toHaveLength(1);
    });

    it('names a user without the user-info scope 微信用户 and gives no avatar', async () => {
      const result = await wechatSignIn('good-2');
      expect(result.user).toMatchObject({ nickname: '微信用户', avatar: '' });
      const [user] = await wechat.database.db
        .select()
        .from(users)
        .where(eq(users.id, result.user.id));
      expect(user).toMatchObject({ mobile: null, passwordHash: null });
    });

    const withoutPictureHost = useTestServer({ auth: withWechat });

    it("leaves WeChat's avatar out where its picture host is not allowed", async () => {
      const result = await withoutPictureHost.client.call((c) =>
        c.GET('/oauth/wechatCodeAuth/', { params: { query: { code: 'good-3-info' } } }),
      );
      expect(result.user).toMatchObject({ nickname: '微信昵称', avatar: '' });
    });

    it('answers 422 for a code WeChat refuses', async () => {
      const error = await failureOf(wechatSignIn('expired-code'));
      expect(error.status).toBe(422);
      expect(error.payload.message).toBe('WeChat code invalid or expired');
    });
  });
});
