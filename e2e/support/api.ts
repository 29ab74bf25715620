/**
 * Calls to the server's API from the tests themselves (not through the app): the response
 * envelope, the session headers, and signing in or registering with the development API's
 * help (it tells the solutions of the challenges and the passcodes sent).
 */
import { createHash, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The body of every API response: `code` 0 and the `data`, or an error code and `message`. */
export interface Envelope<T> {
  code: number;
  data: T;
  message?: unknown;
}

/** A signed-in member, as the API knows it: the session token and the user id. */
export interface Caller {
  token: string;
  user: string;
}

/** An account that signs in with a password. */
export interface Account {
  mobile: string;
  password: string;
}

/** The `data` of a response, after checking that its `code` is 0 (its message tells why not). */
export async function envelope<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, JSON.stringify(body.message)).toBe(0);
  return body.data;
}

/** The headers that make a call on behalf of `caller`. */
export function headers(caller: Caller): Record<string, string> {
  return { token: caller.token, user: caller.user };
}

/** A password as the app sends it: the hex SHA-256 of its UTF-8 text. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The last passcode sent to `mobile`, read from the development outbox. */
export async function latestPasscode(request: APIRequestContext, mobile: string): Promise<string> {
  const sent = await envelope<{ code: string }[]>(
    await request.get(`/dev/outbox/?to=${mobile}&kind=passcode&limit=1`),
  );
  const latest = sent.at(-1)?.code;
  expect(latest, `a passcode sent to ${mobile}`).toMatch(/^\d{6}$/);
  return latest!;
}

/**
 * The captcha fields of one call about `account`: a fresh challenge for a track id of its
 * own, and its solution from the development API (no work done).
 */
export async function apiCaptcha(request: APIRequestContext, purpose: string, account: string) {
  const sessionId = `e2e${randomInt(0, 1e9)}${purpose}`;
  const issued = await request.get(`/captcha/refresh/${sessionId}/?account=${account}`);
  expect(issued.ok(), await issued.text()).toBe(true);
  const { answer } = await envelope<{ answer: string }>(
    await request.get(`/dev/captcha/${sessionId}`),
  );
  return { sessionId, captchainput: answer };
}

/** Signs in through the API with a password (the challenge solved by the dev API). */
export async function apiSignIn(request: APIRequestContext, account: Account): Promise<Caller> {
  const captcha = await apiCaptcha(request, 'member', account.mobile);
  const result = await envelope<{ token: string; user: { id: number } }>(
    await request.post('/user/auth2/', {
      data: { email: account.mobile, password: sha256(account.password), ...captcha },
    }),
  );
  return { token: result.token, user: String(result.user.id) };
}

/**
 * Registers a member with a password through the API (passcode and challenges from the dev
 * API; a challenge serves one call).
 */
export async function apiRegister(request: APIRequestContext, account: Account): Promise<void> {
  await envelope(
    await request.post('/user/sendMobileLoginCode/', {
      data: { mobile: account.mobile, ...(await apiCaptcha(request, 'code', account.mobile)) },
    }),
  );
  await envelope(
    await request.post('/user/register/', {
      data: {
        mobile: account.mobile,
        passcode: await latestPasscode(request, account.mobile),
        password: sha256(account.password),
        nickname: 'Saran',
        ...(await apiCaptcha(request, 'register', account.mobile)),
      },
    }),
  );
}
