// The session cookie: set by the server on every sign-in, where no script can read it;
// accepted as the session on the app's own calls; refused on requests another site's page
// can make (forms, links, navigations), which cannot carry X-Requested-With.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.js';
import { accessTokens, users } from '../db/schema/index.js';
import { answeredCaptcha, unusedMobile } from '../test/accounts.js';
import { addToCart } from '../test/commerce.js';
import { SEEDED_AT } from '../test/clock.js';
import { startTestServer, useTestServer, type TestServer } from '../test/harness.js';
import { useWechatStandIn } from '../test/wechat.js';

const WEEK_SECONDS = 7 * 24 * 3600;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Call {
  method?: 'GET' | 'POST';
  body?: unknown;
  cookie?: string;
  token?: string;
  /** Without it the request is what another site's form or link makes. */
  appHeader?: boolean;
  headers?: Record<string, string>;
}

/** A request to `server` as a browser sends it. */
async function call(server: TestServer, path: string, options: Call = {}) {
  const answer = await server.app.inject({
    method: options.method ?? 'GET',
    url: path,
    headers: {
      'x-request-locale': 'en',
      ...(options.appHeader === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
      ...(options.cookie ? { cookie: `token=${options.cookie}` } : {}),
      ...(options.token ? { token: options.token } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  let body: { code?: number; data?: unknown; message?: unknown } = {};
  try {
    body = answer.json();
  } catch {
    // Not JSON.
  }
  const setCookie = answer.headers['set-cookie'];
  return {
    status: answer.statusCode,
    body,
    headers: answer.headers,
    setCookie: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
}

/** The session cookie an answer sets, with its attributes. */
function sessionCookie(setCookie: string[]) {
  const line = setCookie.find((cookie) => cookie.startsWith('token='));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(/;\s*/);
  return { value: pair!.slice('token='.length), attributes: attributes.sort() };
}

// Stopped clocks: a token's lifetime and its cookie's are the same to the second.
const server = useTestServer({ at: SEEDED_AT });

/** A member with a password, and the hash the app sends for it. */
async function memberWithPassword() {
  const mobile = unusedMobile('1372');
  const password = sha256(`password of ${mobile}`);
  await server.database.db
    .insert(users)
    .values({ mobile, passwordHash: await hashPassword(password), createdAt: server.now() });
  return { mobile, password };
}

/** A password sign-in of a new member, from a browser holding the session cookie `cookie`. */
async function signInByPassword(cookie?: string) {
  const { mobile, password } = await memberWithPassword();
  const form = await answeredCaptcha(server, 'session-password', mobile);
  const answer = await call(server, '/user/auth2/', {
    method: 'POST',
    body: { email: mobile, password, ...form },
    ...(cookie ? { cookie } : {}),
  });
  const data = answer.body.data as { token: string; user: { id: number } };
  return { ...answer, token: data.token, id: data.user.id };
}

describe('the session cookie', () => {
  it('is set on every sign-in: HttpOnly, SameSite=Lax, for the whole site, as long as the token', async () => {
    const expected = (token: string) => ({
      value: token,
      attributes: [`Max-Age=${WEEK_SECONDS}`, 'HttpOnly', 'Path=/', 'SameSite=Lax'].sort(),
    });
    const byPassword = await signInByPassword();
    expect(sessionCookie(byPassword.setCookie)).toEqual(expected(byPassword.token));

    const mobile = unusedMobile('1372');
    await call(server, '/user/sendMobileLoginCode/', {
      method: 'POST',
      body: { mobile, ...(await answeredCaptcha(server, 'session-send', mobile)) },
    });
    const outbox = await call(server, `/dev/outbox/?to=${mobile}&kind=passcode&limit=1`);
    const passcode = (outbox.body.data as { code: string }[])[0]!.code;
    const byPasscode = await call(server, '/user/mobileAuth/', {
      method: 'POST',
      body: { mobile, passcode, ...(await answeredCaptcha(server, 'session-passcode', mobile)) },
    });
    const passcodeToken = (byPasscode.body.data as { token: string }).token;
    expect(sessionCookie(byPasscode.setCookie)).toEqual(expected(passcodeToken));

    const newcomer = unusedMobile('1372');
    await call(server, '/user/sendMobileLoginCode/', {
      method: 'POST',
      body: { mobile: newcomer, ...(await answeredCaptcha(server, 'session-rsend', newcomer)) },
    });
    const sent = await call(server, `/dev/outbox/?to=${newcomer}&kind=passcode&limit=1`);
    const registered = await call(server, '/user/register/', {
      method: 'POST',
      body: {
        mobile: newcomer,
        passcode: (sent.body.data as { code: string }[])[0]!.code,
        password: sha256('newcomer'),
        nickname: 'Saran',
        ...(await answeredCaptcha(server, 'session-register', newcomer)),
      },
    });
    const registerToken = (registered.body.data as { token: string }).token;
    expect(sessionCookie(registered.setCookie)).toEqual(expected(registerToken));

    // A token handed over (by a native shell) signs the browser in by the cookie too.
    const byToken = await call(server, '/user/tokenAuth/', {
      method: 'POST',
      body: { token: byPassword.token },
    });
    expect(sessionCookie(byToken.setCookie)).toEqual(expected(byPassword.token));
  });

  it('lasts as long as the token has left', async () => {
    const signedIn = await signInByPassword();
    server.clock.set(new Date(server.now().getTime() + 24 * 3600 * 1000));
    const later = await call(server, '/user/tokenAuth/', {
      method: 'POST',
      body: { token: signedIn.token },
    });
    expect(sessionCookie(later.setCookie)?.attributes).toContain(
      `Max-Age=${WEEK_SECONDS - 24 * 3600}`,
    );
  });

  it('is Secure when the public address is https', async () => {
    const secure = await startTestServer({ config: { publicUrl: 'https://shop.example.com' } });
    try {
      const user = await secure.createUser();
      const answer = await call(secure, '/user/tokenAuth/', {
        method: 'POST',
        body: { token: user.token },
      });
      expect(sessionCookie(answer.setCookie)?.attributes).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('signs the app in by itself, and signing out clears it and revokes its token', async () => {
    const { token, id } = await signInByPassword();
    const info = await call(server, '/user/getUserInfo/', { cookie: token });
    expect(info.body.data).toMatchObject({ id });
    const out = await call(server, '/user/logout/', { method: 'POST', cookie: token });
    expect(out.status).toBe(200);
    const cleared = sessionCookie(out.setCookie);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'Path=/',
        'SameSite=Lax',
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ]),
    );
    expect((await call(server, '/user/getUserInfo/', { cookie: token })).status).toBe(401);
  });

  it('is removed by the first answer that finds it signs nobody in, and replaced by a sign-in', async () => {
    const { token } = await signInByPassword();
    // Revoked elsewhere (another device signed it out).
    await call(server, '/user/logout/', { method: 'POST', token });
    const stale = await call(server, '/user/getUserInfo/', { cookie: token });
    expect(stale.status).toBe(401);
    expect(sessionCookie(stale.setCookie)?.value).toBe('');
    const again = await signInByPassword(token);
    const cookies = again.setCookie.filter((cookie) => cookie.startsWith('token='));
    expect(cookies).toHaveLength(1);
    expect(sessionCookie(cookies)?.value).toBe(again.token);
    // A cookie another site's request carries is never removed by it (no signing out by link).
    const forged = await call(server, '/user/getUserInfo/', { cookie: token, appHeader: false });
    expect(forged.setCookie).toEqual([]);
  });

  it('is removed by a password change, which revokes its token', async () => {
    const { token } = await signInByPassword();
    const [row] = await server.database.db
      .select({ mobile: users.mobile })
      .from(users)
      .innerJoin(accessTokens, eq(accessTokens.userId, users.id))
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    const old = sha256(`password of ${row!.mobile}`);
    const changed = await call(server, '/user/modifyPassword/', {
      method: 'POST',
      cookie: token,
      body: { oldpassword: old, newpassword: sha256('new'), passwordconfirm: sha256('new') },
    });
    expect(changed.status).toBe(200);
    expect(sessionCookie(changed.setCookie)?.value).toBe('');
  });

  it("gives way to the token header, and names the header's user only", async () => {
    const mine = await server.createUser();
    const other = await server.createUser();
    const answer = await call(server, '/user/getUserInfo/', {
      token: mine.token,
      cookie: other.token,
    });
    expect(answer.body.data).toMatchObject({ id: mine.id });
    const mismatch = await call(server, '/user/getUserInfo/', {
      cookie: other.token,
      headers: { user: String(mine.id) },
    });
    expect(mismatch.status).toBe(401);
  });
});

describe('requests another site can make with the cookie', () => {
  it('are refused with 403 on signed-in calls, all at once, changing nothing', async () => {
    const victim = await server.createUser();
    const cart = await addToCart(victim.client, 2, 1);
    const line = cart.items[0]!.id;
    const forged = [
      // A form posted from another site's page (same site: SameSite lets the cookie go).
      ...Array.from({ length: 10 }, () =>
        call(server, '/shoppingcart/add/2/5', {
          method: 'POST',
          body: { sku: {} },
          cookie: victim.token,
          appHeader: false,
        }),
      ),
      call(server, '/shoppingcart/removeall/', {
        method: 'POST',
        cookie: victim.token,
        appHeader: false,
      }),
      call(server, '/user/logout/', { method: 'POST', cookie: victim.token, appHeader: false }),
      // A link or top-level navigation: Lax cookies go along with it from any site.
      call(server, `/shoppingcart/remove/${line}`, {
        cookie: victim.token,
        appHeader: false,
        headers: {
          accept: 'text/html',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-site': 'cross-site',
        },
      }),
    ];
    for (const answer of await Promise.all(forged)) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        'A signed-in call by the session cookie must carry the X-Requested-With header',
      );
    }
    const after = await victim.client.call((c) => c.POST('/shoppingcart/getByUser/'));
    expect(after).toEqual(cart);
    expect((await call(server, '/user/getUserInfo/', { cookie: victim.token })).status).toBe(200);
  });

  it('are answered as to anyone signed out on open calls', async () => {
    const member = await server.createUser();
    const answer = await call(server, '/api/getSettings/cstel', {
      cookie: member.token,
      appHeader: false,
    });
    expect(answer.status).toBe(200);
  });

  it('cannot be made by another origin through CORS: credentials are never allowed', async () => {
    const partner = await startTestServer({ config: { corsOrigins: ['https://partner.example'] } });
    try {
      const member = await partner.createUser();
      const preflight = await partner.app.inject({
        method: 'OPTIONS',
        url: '/user/getUserInfo/',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-requested-with',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const read = await call(partner, '/user/getUserInfo/', {
        cookie: member.token,
        headers: { origin: 'https://partner.example' },
      });
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await partner.close();
    }
  });
});

describe('WeChat sign-in', () => {
  /** A local stand-in for WeChat's OAuth API: every code names a new openid. */
  const withWechat = useWechatStandIn((request, response) => {
    const url = new URL(request.url ?? '/', 'http://wechat.local');
    response.setHeader('content-type', 'text/plain');
    const openid = `openid-${url.searchParams.get('code') ?? ''}`;
    response.end(JSON.stringify({ access_token: `at-${openid}`, openid, scope: 'snsapi_base' }));
  });
  const wechat = useTestServer({
    at: SEEDED_AT,
    auth: withWechat,
  });

  it('sets the session cookie too', async () => {
    const answer = await call(wechat, '/oauth/wechatCodeAuth/?code=session-1');
    const { token } = answer.body.data as { token: string };
    expect(sessionCookie(answer.setCookie)).toEqual({
      value: token,
      attributes: [`Max-Age=${WEEK_SECONDS}`, 'HttpOnly', 'Path=/', 'SameSite=Lax'].sort(),
    });
  });
});
