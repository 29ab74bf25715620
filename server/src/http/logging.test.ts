// Secrets never reach the log: a server whose log is captured goes through sign-ins,
// registration, a password reset, token checks, pay codes and chat connections, and the
// log is searched for every secret used on the way.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { users } from '../db/schema/index.js';
import { modules } from '../modules/index.js';
import type { ServerModule } from '../modules/registry.js';
import { answeredCaptcha, unusedMobile } from '../test/accounts.js';
import { chatLogin, useChatClients } from '../test/chatClient.js';
import { useTestServer } from '../test/harness.js';
import { loadContract } from './contract.js';
import { REDACTED, secretRedactor } from './logging.js';

/** Every line the server logs. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

/**
 * A careless addition to the server: it logs every request's headers and body, as a
 * debugging line left behind would. The logger's redaction must still keep the secrets out.
 */
const carelessLogging: ServerModule = {
  name: 'careless-logging',
  register(app) {
    app.addHook('preHandler', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'request in full');
    });
  },
};

const server = useTestServer({
  logger: { level: 'trace', stream: sink },
  modules: [...modules, carelessLogging],
});
const connect = useChatClients();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A JSON call of the app: its headers, and the session cookie or token header when given. */
async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; cookie?: string; token?: string; accept?: string } = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-request-locale': 'en',
      accept: options.accept ?? 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: `token=${options.cookie}` } : {}),
      ...(options.token ? { token: options.token } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: { code?: number; data?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A page, not JSON.
  }
  return { status: response.status, body, setCookie: response.headers.getSetCookie() };
}

/** The latest message of `kind` the development outbox holds for `to`. */
async function outboxCode(to: string, kind: 'passcode' | 'reset') {
  const { body } = await call('GET', `/dev/outbox/?to=${to}&kind=${kind}&limit=1`);
  return (body.data as { code: string }[])[0]!.code;
}

describe('the log', () => {
  it('holds none of the secrets of sign-ins, a reset, token checks, pay codes and chats', async () => {
    const secrets: Record<string, string> = {};
    const mobile = unusedMobile('1371');
    const password = sha256('prairie-wind-2026');
    await server.database.db.insert(users).values({
      mobile,
      passwordHash: await hashPassword(password),
      createdAt: server.now(),
    });
    secrets.password = password;

    // Password sign-in.
    const form = await answeredCaptcha(server, 'log-password', mobile);
    secrets.captcha = form.captchainput;
    const byPassword = await call('POST', '/user/auth2/', {
      body: { email: mobile, password, ...form },
    });
    expect(byPassword.body.code).toBe(0);
    const { token } = byPassword.body.data as { token: string; user: { id: number } };
    secrets.token = token;

    // Passcode sign-in.
    const sendForm = await answeredCaptcha(server, 'log-send', mobile);
    expect(
      (await call('POST', '/user/sendMobileLoginCode/', { body: { mobile, ...sendForm } })).status,
    ).toBe(200);
    secrets.passcode = await outboxCode(mobile, 'passcode');
    const passcodeForm = await answeredCaptcha(server, 'log-passcode', mobile);
    const byPasscode = await call('POST', '/user/mobileAuth/', {
      body: { mobile, passcode: secrets.passcode, ...passcodeForm },
    });
    expect(byPasscode.body.code).toBe(0);
    secrets.passcodeToken = (byPasscode.body.data as { token: string }).token;

    // Registration of a new member, who signs in by it.
    const newcomer = unusedMobile('1371');
    const registerSend = await answeredCaptcha(server, 'log-register-send', newcomer);
    await call('POST', '/user/sendMobileLoginCode/', {
      body: { mobile: newcomer, ...registerSend },
    });
    secrets.registerPasscode = await outboxCode(newcomer, 'passcode');
    secrets.registerPassword = sha256('new-member-2026');
    const registerForm = await answeredCaptcha(server, 'log-register', newcomer);
    const registered = await call('POST', '/user/register/', {
      body: {
        mobile: newcomer,
        passcode: secrets.registerPasscode,
        password: secrets.registerPassword,
        nickname: 'Saran',
        ...registerForm,
      },
    });
    expect(registered.body.code).toBe(0);
    secrets.registerToken = (registered.body.data as { token: string }).token;

    // Token checks: in the path, in a body, in the header, in the cookie, in a page address.
    expect((await call('GET', `/user/checkToken/${token}`)).body.data).toMatchObject({
      valid: true,
    });
    expect((await call('POST', '/user/tokenAuth/', { body: { token } })).body.code).toBe(0);
    expect((await call('GET', '/user/getUserInfo/', { token })).status).toBe(200);
    expect((await call('GET', '/user/getUserInfo/', { cookie: token })).status).toBe(200);
    await call('GET', `/home?token=${token}`, { accept: 'text/html' });

    // A pay code, read as the app polls it.
    const paycode = await call('GET', '/member/getPaycode/', { cookie: token });
    secrets.paycode = (paycode.body.data as { code: string }).code;
    expect(
      (await call('GET', `/member/getPaycodeStatus/${secrets.paycode}`, { cookie: token })).status,
    ).toBe(200);

    // Chat connections: the token in the handshake, and the session cookie.
    const viaAuth = await connect(server.baseUrl, { token: secrets.registerToken, locale: 'en' });
    await chatLogin(viaAuth);
    const viaCookie = await connect(
      server.baseUrl,
      { locale: 'en' },
      { cookie: `token=${secrets.passcodeToken}` },
    );
    await chatLogin(viaCookie);

    // A password reset in development mode: the link, opened, then used.
    const resetForm = await answeredCaptcha(server, 'log-reset', mobile);
    expect(
      (await call('POST', '/user/forgotPassword/', { body: { email: mobile, ...resetForm } }))
        .status,
    ).toBe(200);
    secrets.resetToken = await outboxCode(mobile, 'reset');
    const id = (byPassword.body.data as { user: { id: number } }).user.id;
    await call('GET', `/user/resetpassword/${secrets.resetToken}/${id}`, { accept: 'text/html' });
    secrets.newPassword = sha256('steppe-sunrise-2026');
    const reset = await call('POST', '/user/resetPassword/', {
      body: {
        id,
        token: secrets.resetToken,
        newpassword: secrets.newPassword,
        passwordconfirm: secrets.newPassword,
      },
    });
    expect(reset.body.code).toBe(0);

    const log = lines.join('\n');
    // The calls were logged, with their secrets taken out.
    expect(log).toContain(`/user/checkToken/${REDACTED}`);
    expect(log).toContain(`/user/resetpassword/${REDACTED}/${id}`);
    expect(log).toContain(`/member/getPaycodeStatus/${REDACTED}`);
    expect(log).toContain(`/home?token=${REDACTED}`);
    expect(log).toContain('request in full');
    expect(log).toContain('dev outbox: a reset message');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(6);
      expect(log.includes(secret), `${name} in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} encoded in the log`).toBe(false);
    }
  });
});

describe('the redaction of addresses', () => {
  const redact = secretRedactor(loadContract().operations);

  it("takes out the contract's secret path parameters, the reset link's and secret query parameters", () => {
    const cases: [string, string][] = [
      ['/user/checkToken/abc_DEF-123', `/user/checkToken/${REDACTED}`],
      ['/user/checkToken/abc/', `/user/checkToken/${REDACTED}/`],
      ['//user//CHECKTOKEN/abc?x=1', `//user//CHECKTOKEN/${REDACTED}?x=1`],
      ['/user/resetpassword/tok3n/17', `/user/resetpassword/${REDACTED}/17`],
      ['/member/usePaycode/286512374690125473', `/member/usePaycode/${REDACTED}`],
      [
        '/oauth/wechatCodeAuth/?code=0a1b2c&state=s',
        `/oauth/wechatCodeAuth/?code=${REDACTED}&state=s`,
      ],
      ['/home?lang=en&token=abc#top', `/home?lang=en&token=${REDACTED}#top`],
      [
        'Reply was already sent in the "/user/checkToken/abc" (GET) route',
        `Reply was already sent in the "/user/checkToken/${REDACTED}" (GET) route`,
      ],
      ['/item/getById/12?pageno=2', '/item/getById/12?pageno=2'],
      ['/captcha/refresh/track-1/', '/captcha/refresh/track-1/'],
    ];
    for (const [address, logged] of cases) expect(redact(address), address).toBe(logged);
  });
});
