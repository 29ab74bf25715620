// How the runner signs in. The contract's sign-in takes a solved proof-of-work challenge
// (ALTCHA) with every call: the runner reads the solution from the development calls of a
// server in development mode, or solves the challenge itself for a test account's password.
import { createHash, randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';

/** The headers of a signed-in call. */
export interface Session {
  token: string;
  user: string;
}

/**
 * - `development`: the passcode flow with the development calls (`/dev/captcha/{trackId}`
 *   for the challenge's solution, `/dev/outbox/` for the passcode); any new mainland-China
 *   number signs up on its first sign-in.
 * - `password`: a test account's mobile number (or email) and password (`/user/auth2/`),
 *   the challenge solved here.
 * - `token`: a token the server issued (`/user/tokenAuth/`).
 */
export type SignInMethod =
  | { kind: 'development'; mobile: string }
  | { kind: 'password'; account: string; password: string }
  | { kind: 'token'; token: string };

/** The server offers no way to sign in with this method (no development mode). */
export class SignInUnavailable extends Error {}

interface Answer {
  status: number;
  code?: number;
  data?: unknown;
  message?: unknown;
}

async function call(baseUrl: string, path: string, body?: object): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'X-Request-Locale': 'en',
      'X-Requested-With': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15000),
  });
  const text = await response.text();
  try {
    return { status: response.status, ...(JSON.parse(text) as object) };
  } catch {
    return { status: response.status, message: text.slice(0, 80) };
  }
}

function refused(what: string, answer: Answer): Error {
  const message =
    typeof answer.message === 'string' ? answer.message : JSON.stringify(answer.message);
  return new Error(`${what} answered ${answer.status}${message ? `: ${message}` : ''}`);
}

/** A new challenge for a new track id (its level counts the account's recent failures). */
async function newChallenge(baseUrl: string, account: string) {
  const trackId = `conformance-${randomUUID()}`;
  const issued = await call(
    baseUrl,
    `/captcha/refresh/${trackId}/?account=${encodeURIComponent(account)}`,
  );
  if (issued.status !== 200) throw refused('GET /captcha/refresh/{trackId}/', issued);
  return { trackId, challenge: (issued.data as { challenge?: Challenge } | undefined)?.challenge };
}

/** `captchainput` and `sessionId` of a challenge whose solution the development call tells. */
async function developmentChallenge(baseUrl: string, account: string) {
  const { trackId } = await newChallenge(baseUrl, account);
  const solution = await call(baseUrl, `/dev/captcha/${trackId}`);
  if (solution.status === 404 || solution.status === 403) {
    throw new SignInUnavailable(
      `the server offers no development calls to this caller (GET /dev/captcha/{trackId} answered ${solution.status})`,
    );
  }
  if (solution.status !== 200) throw refused('GET /dev/captcha/{trackId}', solution);
  return {
    captchainput: String((solution.data as { answer?: unknown }).answer),
    sessionId: trackId,
  };
}

/** `captchainput` and `sessionId` of a challenge solved here, as a browser solves it. */
async function solvedChallenge(baseUrl: string, account: string) {
  const { trackId, challenge } = await newChallenge(baseUrl, account);
  const solution = challenge && (await solveChallenge({ challenge, deriveKey }));
  if (!solution)
    throw new Error('the proof-of-work challenge of /captcha/refresh/ has no solution');
  return { captchainput: `${solution.counter}:${solution.derivedKey}`, sessionId: trackId };
}

/** The passcode flow through the development calls. */
async function passcodeSignIn(baseUrl: string, mobile: string): Promise<Answer> {
  const sent = await call(baseUrl, '/user/sendMobileLoginCode/', {
    mobile,
    ...(await developmentChallenge(baseUrl, mobile)),
  });
  if (sent.status !== 200) throw refused('POST /user/sendMobileLoginCode/', sent);
  const outbox = await call(baseUrl, `/dev/outbox/?to=${mobile}&kind=passcode`);
  const messages = (outbox.data as { code?: string }[] | undefined) ?? [];
  const passcode = messages.at(-1)?.code;
  if (!passcode) throw refused('GET /dev/outbox/ (no passcode)', outbox);
  return call(baseUrl, '/user/mobileAuth/', {
    mobile,
    passcode,
    ...(await developmentChallenge(baseUrl, mobile)),
  });
}

/** Signs in with `method`; throws `SignInUnavailable` when the server offers no such way. */
export async function signIn(baseUrl: string, method: SignInMethod): Promise<Session> {
  let answer: Answer;
  let what: string;
  if (method.kind === 'token') {
    what = 'POST /user/tokenAuth/';
    answer = await call(baseUrl, '/user/tokenAuth/', { token: method.token });
  } else if (method.kind === 'password') {
    what = 'POST /user/auth2/';
    answer = await call(baseUrl, '/user/auth2/', {
      email: method.account,
      // The contract's passwords travel as the hex SHA-256 of the typed password.
      password: createHash('sha256').update(method.password, 'utf8').digest('hex'),
      ...(await solvedChallenge(baseUrl, method.account)),
    });
  } else {
    what = 'POST /user/mobileAuth/';
    answer = await passcodeSignIn(baseUrl, method.mobile);
  }
  const data = answer.data as { token?: string; user?: { id?: number | string } } | undefined;
  if (answer.status !== 200 || !data?.token || data.user?.id === undefined) {
    throw refused(what, answer);
  }
  return { token: data.token, user: String(data.user.id) };
}
